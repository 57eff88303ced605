/**
 * «Meld flytting» (docs/moving.md): a customer who moves takes their contents insurance («Skadedyrsforsikring»,
 * innbo) with them to the new address from the moving date. Pure rules shared by the form and the server:
 * which agreements can be moved (`movingRefusal`), the moving dates allowed (`movingDateWindow`), and the messages.
 * Days are 'YYYY-MM-DD'; `today` is today in Norway (osloToday).
 */
import { CONTACT } from './brand';
import { CONFLICT_MESSAGES } from './conflictMessages';
import { addressText } from './addressText';
import { agreementStatus, cancellingAgentOf, isDay } from './cancellation';
import { formatLongDate } from './insuranceFormat';
import { addDays, addYears } from './purchaseDates';
import { osloToday } from './schemas/dates';
import type { Agreement } from './types';
import type { InsuredAddress } from './agreementChanges';

export { osloToday };

/**
 * How far back and ahead a moving date may be (docs/moving.md, «Flyttedatoen»): a move already made is reported
 * within a month (contents insurance covers the old and the new home for up to a month while one moves, so a month
 * back loses no cover), and a move is planned up to three months ahead (a tenancy's usual notice).
 */
export const MOVING_DAYS_BACK = 30;
export const MOVING_DAYS_AHEAD = 90;

/**
 * The product tag of a contents insurance: the agreement insures the customer's belongings (innbo), wherever they
 * live. Every other agreement insures a building (Bolig, Borettslag, Hytte …) and stays with it. Set from the offer
 * SFINNBO when an order makes the agreement (server/lib/purchaseAgreement.ts) and in the seed.
 */
export const CONTENTS_TAG_NAME = 'Innbo';

export const isContentsInsurance = (agreement: Pick<Agreement, 'productTagName'>): boolean => agreement.productTagName === CONTENTS_TAG_NAME;

/** The first and last moving date allowed, both included. */
export interface MovingDateWindow {
  first: string;
  last: string;
  /** The moving date of the agreement's latest move when it sets `first` (the next move is after it). */
  afterMove?: string;
  /** The agreement's first day of cover when it sets `first` (no move before the insurance starts). */
  coverStart?: string;
}

/** The moving-date window and why it is what it is, in one plain sentence for the business reader (docs/moving.md). */
export const MOVING_DATE_WINDOW_WHY = `Fra ${MOVING_DAYS_BACK} dager tilbake til ${MOVING_DAYS_AHEAD} dager frem: en flytting som er gjort, meldes innen en måned (vanlig i innboforsikringer; ikke kontrollert mot våre egne vilkår), og en planlagt er som regel kjent tre måneder før (husleielovens oppsigelsestid); aldri før forsikringen startet, og alltid etter forrige meldte flytting.`;

/** What the date rule needs: today in Norway, the agreement's first day of cover and its latest move's date, if any. */
export interface MovingContext {
  today: string;
  lastMovingDate?: string | null;
  coverStart?: string | null;
}

/**
 * From 30 days back to 90 days ahead, today included; never before the insurance starts (one bought to start later
 * has no address to leave before then), and never on or before the latest move's date (a move reported after another
 * is a later one: the address it leaves is that move's).
 */
export function movingDateWindow({ today, lastMovingDate, coverStart }: MovingContext): MovingDateWindow {
  const first = addDays(today, -MOVING_DAYS_BACK);
  const last = addDays(today, MOVING_DAYS_AHEAD);
  if (lastMovingDate && lastMovingDate >= first && (!coverStart || lastMovingDate >= coverStart)) {
    return { first: addDays(lastMovingDate, 1), last, afterMove: lastMovingDate };
  }
  if (coverStart && coverStart > first) return { first: coverStart, last, coverStart };
  return { first, last };
}

/** The agreement's first day of cover: a year before its first renewal (server/lib/purchaseAgreement.ts). */
export const coverStartOf = (agreement: Pick<Agreement, 'renewalDate'>): string => addYears(agreement.renewalDate, -1);

/** A line of an address as written on the pages, the certificate and the e-mail: «Storgata 1, 0155 OSLO». */
export const formatAddress = (a: InsuredAddress): string => addressText(a.streetAddress, a.postalCode, a.city);

/** The messages the form shows and the server answers (400 and 409), word for word the same. */
export const MOVING_MESSAGES = {
  movingDateRequired: 'Velg datoen du flytter.',
  movingDateNotAllowed: ({ first, last, afterMove, coverStart }: MovingDateWindow) =>
    afterMove
      ? `Du har allerede meldt flytting ${formatLongDate(afterMove)}. Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`
      : coverStart
        ? `Forsikringen gjelder fra ${formatLongDate(coverStart)}. Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`
        : `Flyttedatoen kan være inntil ${MOVING_DAYS_BACK} dager tilbake og ${MOVING_DAYS_AHEAD} dager frem i tid. Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`,
  /** The agreement insures a building: the building stays where it is. */
  buildingInsurance: 'En bygningsforsikring kan ikke flyttes med deg. Si opp forsikringen og kjøp ny for den nye adressen.',
  /** Bought through an agent (directAgreement false): the agent moves it, as it cancels it. */
  boughtThroughAgent: (agent: string) => `Forsikringen er kjøpt gjennom ${agent}. Du melder flytting til ${agent}.`,
  /** Cancelled, still covering to its last day: it is not moved; a new one is bought for the new address. */
  cancelled: (endDate: string) =>
    `Forsikringen er sagt opp og gjelder til og med ${formatLongDate(endDate)}, så den kan ikke flyttes. Trenger du forsikring på den nye adressen, kan du kjøpe en ny.`,
  ended: 'Forsikringen er avsluttet, så den kan ikke flyttes.',
  /** A move reported that has not happened yet: one at a time; a change goes through customer service. */
  movePending: (address: InsuredAddress, movingDate: string) =>
    `Du har allerede meldt flytting til ${formatAddress(address)} fra ${formatLongDate(movingDate)}. Skal flyttingen endres, ring oss på ${CONTACT.phone}.`,
} as const;

/** The server's 409 for a request key sent again otherwise (the form shows it as it comes). */
export const MOVE_CONFLICT_MESSAGES = {
  /** A move's `requestId` sent again for the same agreement with another address or date. */
  sentWithOtherDetails: 'Denne flyttemeldingen er allerede sendt med andre opplysninger. Gå til forsikringen for å se hvordan den står.',
  /** A move's `requestId` already used for another agreement (the cancellation's words: the key is the same kind). */
  keyUsedElsewhere: CONFLICT_MESSAGES.cancellationKeyUsedElsewhere,
} as const;

/**
 * Every message the server refuses a move with (POST /api/reportMove, 400 and 409: movingRefusal, movingDateRefusal,
 * the request key sent again), whole, with what varies as «{…}»: the business overview quotes each
 * (machines/moving.machine.ts).
 */
export function moveRefusalsInWords(): string[] {
  const window = { first: '{første dag}', last: '{siste dag}' };
  return [
    MOVING_MESSAGES.boughtThroughAgent('{agenten}'),
    MOVING_MESSAGES.ended,
    MOVING_MESSAGES.cancelled('{siste dag med dekning}'),
    MOVING_MESSAGES.buildingInsurance,
    MOVING_MESSAGES.movePending({ streetAddress: '{den nye adressen}', postalCode: '', city: '' }, '{flyttedatoen}'),
    MOVING_MESSAGES.movingDateNotAllowed(window),
    MOVING_MESSAGES.movingDateNotAllowed({ ...window, coverStart: '{startdato}' }),
    MOVING_MESSAGES.movingDateNotAllowed({ ...window, afterMove: '{forrige flyttedato}' }),
    MOVE_CONFLICT_MESSAGES.sentWithOtherDetails,
    MOVE_CONFLICT_MESSAGES.keyUsedElsewhere,
  ];
}

/** How a move is told on the pages, the certificate and the receipt. */
export const MOVE_TEXTS = {
  /** The new address from its date («gjelder fra», the cover starts at 00:00 that day). */
  coversFrom: (address: InsuredAddress, movingDate: string) => `Forsikringen gjelder på ${formatAddress(address)} fra ${formatLongDate(movingDate)}.`,
  /** The address left, to and including the day before the move. */
  previousUntil: (address: InsuredAddress, movingDate: string) => `${formatAddress(address)} til og med ${formatLongDate(addDays(movingDate, -1))}`,
  newFrom: (address: InsuredAddress, movingDate: string) => `${formatAddress(address)} fra ${formatLongDate(movingDate)}`,
  /** The agreement page's invitation to report a move: a contents insurance moves, a building insurance stays. */
  inviteContents: 'Flytter du? Meld flytting, så gjelder forsikringen på den nye adressen fra den dagen du flytter.',
  inviteBuilding: 'Flytter du? Forsikringen gjelder bygningen og blir ikke med deg. Se hva du kan gjøre.',
} as const;

/** The message for a moving date outside the window (or no date at all); null when it is allowed. */
export function movingDateRefusal(movingDate: string | null | undefined, ctx: MovingContext): string | null {
  if (!isDay(movingDate)) return MOVING_MESSAGES.movingDateRequired;
  const window = movingDateWindow(ctx);
  return movingDate >= window.first && movingDate <= window.last ? null : MOVING_MESSAGES.movingDateNotAllowed(window);
}

/**
 * Why the customer cannot report a move for this agreement online now (the server's 409); null when they can. In
 * this order: an agent's agreement is the agent's whatever it is; an ended or cancelled one is not moved; a building
 * insurance stays with its building; a move not yet made is changed through customer service.
 */
export function movingRefusal(agreement: MovableFacts, today: string): string | null {
  return movingRefusalOf(agreement, today)?.message ?? null;
}

type MovableFacts = Pick<Agreement, 'directAgreement' | 'agent' | 'cancellation' | 'productTagName' | 'move'>;

/**
 * Why it cannot be moved (`movingRefusal`'s message), with which of the reasons it is, so the page can point on: an
 * agent's agreement to the agent, a building insurance to «Si opp forsikring» and to buying for the new address, a
 * cancelled one to buying for the new address.
 */
export type MovingRefusal = { kind: 'agent' | 'ended' | 'cancelled' | 'building' | 'pending'; message: string };

export function movingRefusalOf(agreement: MovableFacts, today: string): MovingRefusal | null {
  if (!agreement.directAgreement) return { kind: 'agent', message: MOVING_MESSAGES.boughtThroughAgent(cancellingAgentOf(agreement)) };
  const status = agreementStatus(agreement, today);
  if (status === 'ended') return { kind: 'ended', message: MOVING_MESSAGES.ended };
  if (status === 'cancelled') return { kind: 'cancelled', message: MOVING_MESSAGES.cancelled(agreement.cancellation!.endDate) };
  if (!isContentsInsurance(agreement)) return { kind: 'building', message: MOVING_MESSAGES.buildingInsurance };
  const move = agreement.move;
  if (move && move.movingDate > today) return { kind: 'pending', message: MOVING_MESSAGES.movePending(move.newAddress, move.movingDate) };
  return null;
}

/** What the date rule reads of an agreement: today, its first day of cover and its latest move's date. */
export const movingContextOf = (agreement: Pick<Agreement, 'renewalDate' | 'move'>, today: string): MovingContext => ({
  today,
  coverStart: coverStartOf(agreement),
  lastMovingDate: agreement.move?.movingDate ?? null,
});

/** The address an agreement with this latest move insures on `day`: the new one from the moving date, the old before. */
export const insuredAddressOn = (move: Pick<NonNullable<Agreement['move']>, 'newAddress' | 'previousAddress' | 'movingDate'>, day: string): InsuredAddress =>
  move.movingDate <= day ? move.newAddress : move.previousAddress;

/**
 * The agreement page's block on moving: the move reported (the new address from its date, and the one left, once the
 * date has come), and whether MELD FLYTTING is offered: on every direct agreement that still covers and has no move
 * pending, so a customer with a building insurance is told on the wizard's page why, and where to go; an agent's
 * agreement says at once to report it to the agent. Null: no block (ended or cancelled, with no move to tell).
 */
export interface MovingBlock {
  /** What the page says of the latest move, or else the invitation to report one. */
  text: string;
  /** The address left, to and including the day before the move, once the move has happened. */
  previousText: string | null;
  offersReport: boolean;
}

export function movingBlockOf(agreement: Pick<Agreement, 'cancellation' | 'move' | 'productTagName' | 'directAgreement' | 'agent'>, today: string): MovingBlock | null {
  const move = agreement.move;
  const active = agreementStatus(agreement, today) === 'active';
  // An agent's agreement is moved by the agent: said here at once, as the cancellation block says where to cancel it.
  if (!agreement.directAgreement) return active ? { text: MOVING_MESSAGES.boughtThroughAgent(cancellingAgentOf(agreement)), previousText: null, offersReport: false } : null;
  const offersReport = active && !(move && move.movingDate > today);
  if (!move && !offersReport) return null;
  return {
    text: move ? MOVE_TEXTS.coversFrom(move.newAddress, move.movingDate) : isContentsInsurance(agreement) ? MOVE_TEXTS.inviteContents : MOVE_TEXTS.inviteBuilding,
    previousText: move && move.movingDate <= today ? `Tidligere adresse: ${MOVE_TEXTS.previousUntil(move.previousAddress, move.movingDate)}.` : null,
    offersReport,
  };
}
