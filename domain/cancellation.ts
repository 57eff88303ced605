/**
 * «Si opp forsikring» (docs/cancellation.md): the reasons a customer may give, the end dates each reason allows
 * (forsikringsavtaleloven, skadeforsikring), the premium paid back, and whether an agreement is active, cancelled or
 * ended. Shared by the cancellation wizard, the server and the insurance pages. Days are 'YYYY-MM-DD'; `today` is
 * today in Norway (osloToday). An end date is the last day with cover: the insurance covers it until 24:00 Oslo time
 * (forsikringsavtaleloven § 3-1), «Forsikringen gjelder til og med {dato}». So no end date takes away cover already had.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { formatLongDate } from './insuranceFormat';
import { agentName } from './insuranceRules';
import { addDays, addYears } from './purchaseDates';
import { osloDay, osloToday } from './schemas/dates';
import { CANCELLATION_REASON_CODES, CANCELLATION_REASONS, type CancellationReason } from './cancellationReasons';
import type { Agreement } from './types';

// Whole days between calendar days, whatever the device's time zone and its summer time.
dayjs.extend(utc);

export { osloToday };
export { CANCELLATION_REASON_CODES, CANCELLATION_REASONS, type CancellationReason } from './cancellationReasons';

export const isCancellationReason = (value: unknown): value is CancellationReason =>
  (CANCELLATION_REASON_CODES as readonly unknown[]).includes(value);

/** The reason as the customer chose it: «Jeg flytter forsikringen til et annet selskap». */
export const cancellationReasonLabel = (reason: CancellationReason): string =>
  CANCELLATION_REASONS.find((r) => r.code === reason)!.label;

/** What the end-date rules need to know: today in Norway and the agreement's renewal date (hovedforfall). */
export interface CancellationContext {
  today: string;
  renewalDate: string;
}

/** The first and last end date (last day with cover) a reason allows, both included. */
export interface EndDateWindow {
  first: string;
  last: string;
}

/** A real calendar day written as YYYY-MM-DD (2027-02-29 is none). */
export const isDay = (value: unknown): value is string => typeof value === 'string' && osloDay(value) === value;

/** Whole years to add to `renewalDate` for the first renewal on or after `day` (0 when it is that late already). */
function yearsToRenewal(renewalDate: string, day: string): number {
  // Start a year short of the difference, so a renewal dated long ago is not rolled one year at a time.
  let years = Math.max(0, Number(day.slice(0, 4)) - Number(renewalDate.slice(0, 4)) - 1);
  while (addYears(renewalDate, years) < day) years++;
  return years;
}

/**
 * The next hovedforfall: the agreement's renewal date, or, when that has passed, the same day of the month rolled
 * forward by whole years until it is today or later. A renewal today counts: it is today's. Rolled from the agreement's
 * own date, so a 29 February renewal is 28 February in common years and 29 February again in leap years.
 */
export const nextRenewal = (renewalDate: string, today: string): string => addYears(renewalDate, yearsToRenewal(renewalDate, today));

/**
 * The last day of the insurance year that runs today: the day before the first renewal after today. A renewal today
 * has already renewed the agreement (its new year began at 00:00), so the year that runs is the renewed one.
 */
export const lastDayOfInsuranceYear = (renewalDate: string, today: string): string =>
  addDays(nextRenewal(renewalDate, addDays(today, 1)), -1);

const addMonths = (day: string, months: number): string => dayjs.utc(day).add(months, 'month').format('YYYY-MM-DD');

/** Calendar days from `from` to `to`. */
const daysBetween = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), 'day');

/**
 * Each reason's window of last days with cover (docs/cancellation.md, «Regelen vi bruker»). None starts before today:
 * cover already had is never taken away, and today itself is covered to 24:00.
 */
const WINDOWS: Record<CancellationReason, (ctx: CancellationContext) => EndDateWindow> = {
  // The need is gone: from the end of today, and at the latest at the end of the insurance year, where it ends anyway.
  behov_borte: ({ today, renewalDate }) => ({ first: today, last: lastDayOfInsuranceYear(renewalDate, today) }),
  // Moving to another company: one month's notice, so cover lasts until the day before the same date next month (up
  // to a year); dayjs keeps the month's end (31 January + 1 month = 28 February, the last day 27 February).
  annet_selskap: ({ today }) => ({ first: addDays(addMonths(today, 1), -1), last: addDays(addYears(today, 1), -1) }),
  // At renewal: the agreement is not renewed (it would be, automatically), so its last day is that of the insurance year.
  hovedforfall: ({ today, renewalDate }) => {
    const last = lastDayOfInsuranceYear(renewalDate, today);
    return { first: last, last };
  },
};

export const endDateWindow = (reason: CancellationReason, ctx: CancellationContext): EndDateWindow => WINDOWS[reason](ctx);

/** Each window and why it is what it is, in one plain sentence for the business reader (docs/cancellation.md, «The law»). */
export const END_DATE_WINDOW_WHY: Record<CancellationReason, string> = {
  behov_borte:
    'Fra og med i dag til og med siste dag i forsikringsåret: når behovet er borte, kan forsikringen sies opp i forsikringstiden (forsikringsavtaleloven kapittel 3), og ved hovedforfall slutter den uansett. Portalen sjekker ikke at behovet er borte: den tar kundens ord for det.',
  annet_selskap:
    'Fra og med dagen før samme dato neste måned til og med dagen før samme dato om ett år: loven gir rett til å flytte forsikringen til et annet selskap i forsikringstiden, og selskapene oppgir én måneds oppsigelsestid for det (ordlyden i loven er ikke kontrollert).',
  hovedforfall:
    'Bare siste dag i forsikringsåret, dagen før hovedforfall: ellers fornyes forsikringen automatisk for ett år (forsikringsavtaleloven § 3-2).',
};

export function isAllowedEndDate(reason: CancellationReason, endDate: string, ctx: CancellationContext): boolean {
  const { first, last } = endDateWindow(reason, ctx);
  return isDay(endDate) && endDate >= first && endDate <= last;
}

/** An agreement bought through an agent is cancelled there: «{subject} er kjøpt gjennom {agent}. Du sier den opp hos {agent}.» */
const agentCancelsText = (subject: string, agent: string) => `${subject} er kjøpt gjennom ${agent}. Du sier den opp hos ${agent}.`;

/** The agent's name as the cancellation texts say it (agentName), or «forsikringsselskapet ditt» when none is known. */
export const cancellingAgentOf = (agreement: Pick<Agreement, 'agent'>): string => agentName(agreement.agent) || 'forsikringsselskapet ditt';

/** The messages the form shows and the server answers (400), word for word the same. */
export const CANCELLATION_MESSAGES = {
  reasonRequired: 'Velg hvorfor du vil si opp forsikringen.',
  endDateRequired: 'Velg datoen forsikringen skal slutte.',
  /** A date outside the reason's window: one text per window. */
  endDateNotAllowed: {
    behov_borte: ({ first, last }: EndDateWindow) => `Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`,
    annet_selskap: ({ first, last }: EndDateWindow) =>
      `Når du flytter forsikringen til et annet selskap, er oppsigelsestiden én måned. Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`,
    hovedforfall: ({ first }: EndDateWindow) => `Ved hovedforfall gjelder forsikringen til og med ${formatLongDate(first)}.`,
  } satisfies Record<CancellationReason, (window: EndDateWindow) => string>,
  /** Bought through an agent (directAgreement false): the agent cancels it (409). */
  boughtThroughAgent: (agent: string) => agentCancelsText('Forsikringen', agent),
  /** The same on the agreement's page, under «Oppsigelse». */
  cancelWithAgent: (agent: string) => agentCancelsText('Denne forsikringen', agent),
  alreadyCancelled: 'Forsikringen er allerede sagt opp.',
} as const;

/** The message for an end date the reason does not allow (or no date at all); null when it is allowed. */
export function endDateRefusal(reason: CancellationReason, endDate: string | null | undefined, ctx: CancellationContext): string | null {
  if (!isDay(endDate)) return CANCELLATION_MESSAGES.endDateRequired;
  if (isAllowedEndDate(reason, endDate, ctx)) return null;
  return CANCELLATION_MESSAGES.endDateNotAllowed[reason](endDateWindow(reason, ctx));
}

export interface RefundInput {
  /** The yearly price in kroner; null when the agreement states none. */
  price: number | null;
  endDate: string;
  renewalDate: string;
}

/**
 * The premium paid back: the yearly price pro rata for the days without cover, from the day after the end date to the
 * renewal that closes its insurance year, over that year's days (365 or 366), rounded down to whole kroner. 0 when it
 * ends on the last day of an insurance year, or without a price. An end date after the next renewal falls in the
 * renewed year, whose premium is charged at that renewal; its unused days are paid back the same way.
 */
export function refundFor({ price, endDate, renewalDate }: RefundInput): number {
  if (price === null || price <= 0) return 0;
  const firstDayWithout = addDays(endDate, 1);
  const years = yearsToRenewal(renewalDate, firstDayWithout);
  const yearEnd = addYears(renewalDate, years);
  const yearDays = daysBetween(addYears(renewalDate, years - 1), yearEnd);
  const unused = Math.min(daysBetween(firstDayWithout, yearEnd), yearDays);
  return unused > 0 ? Math.floor((price * unused) / yearDays) : 0;
}

export type AgreementStatus = 'active' | 'cancelled' | 'ended';

/**
 * Active: no cancellation. Cancelled: its last day with cover is today or later (insured through that day, to 24:00
 * Oslo time; it can still be withdrawn). Ended: the last day with cover is before today. `today` is today in Norway
 * (osloToday), so an agreement is not ended until the day after its end date begins in Oslo, summer time or not.
 */
export function agreementStatus(agreement: Pick<Agreement, 'cancellation'>, today: string): AgreementStatus {
  const cancellation = agreement.cancellation;
  if (!cancellation) return 'active';
  return cancellation.endDate >= today ? 'cancelled' : 'ended';
}

/** How the end date is told on the pages, the confirmation and the PDF: always as the last day with cover. */
export const COVER_END_TEXTS = {
  lastDayLabel: 'Siste dag med dekning',
  /** The confirmation's heading and the PDF's first sentence. */
  cancelled: (endDate: string) => `Forsikringen er sagt opp og gjelder til og med ${formatLongDate(endDate)}`,
  /** A cancelled agreement on the insurance pages. */
  cancelledBadge: (endDate: string) => `Sagt opp, gjelder til og med ${formatLongDate(endDate)}`,
  /** An ended agreement. */
  ended: (endDate: string) => `Forsikringen gjaldt til og med ${formatLongDate(endDate)}`,
} as const;

/** Why the customer cannot cancel this agreement online now (the server's 409); null when they can. */
export function cancellationRefusal(agreement: Pick<Agreement, 'directAgreement' | 'agent' | 'cancellation'>, today: string): string | null {
  if (!agreement.directAgreement) return CANCELLATION_MESSAGES.boughtThroughAgent(cancellingAgentOf(agreement));
  return agreementStatus(agreement, today) === 'active' ? null : CANCELLATION_MESSAGES.alreadyCancelled;
}
