/**
 * The statuses of a submitted case (issue 24), in the order a case usually goes through them. The one list of codes
 * and names: the API, the operator command (`npm run case:status`) and the case page take them from here, and
 * migration 006's CHECK names the same codes (tests/api/caseStatus.test.ts holds the two together).
 */
import * as v from 'valibot';
import { addYears } from './purchaseDates';
import { isCalendarDate, osloToday } from './schemas/dates';

export const CASE_STATUSES = [
  { code: 'mottatt', name: 'Mottatt' },
  { code: 'under_vurdering', name: 'Under vurdering' },
  { code: 'befaring_avtalt', name: 'Befaring avtalt' },
  { code: 'tiltak_pagar', name: 'Tiltak pågår' },
  { code: 'avsluttet', name: 'Avsluttet' },
] as const;

export type CaseStatusCode = (typeof CASE_STATUSES)[number]['code'];

export const CASE_STATUS_CODES = CASE_STATUSES.map((s) => s.code) as [CaseStatusCode, ...CaseStatusCode[]];

/** Set when the customer submits the report. */
export const RECEIVED: CaseStatusCode = 'mottatt';
/** The one status that carries a date: the day of the inspection. */
export const INSPECTION_BOOKED: CaseStatusCode = 'befaring_avtalt';
/** Nothing more happens on the case; the customer can no longer add attachments. */
export const CLOSED: CaseStatusCode = 'avsluttet';

export const caseStatusCodeSchema = v.picklist(CASE_STATUS_CODES, `Ukjent status. Gyldige: ${CASE_STATUS_CODES.join(', ')}.`);

/** An inspection date: a real calendar day written YYYY-MM-DD. */
export const inspectionDateSchema = v.pipe(
  v.string('Befaringsdatoen mangler.'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Befaringsdatoen må skrives ÅÅÅÅ-MM-DD.'),
  v.check(isCalendarDate, 'Befaringsdatoen finnes ikke i kalenderen.'),
);

export const caseStatusName = (code: CaseStatusCode): string => CASE_STATUSES.find((s) => s.code === code)!.name;

/** The statuses the claims system sets (PUT /api/claims/cases/{incidentId}/status): all but «Mottatt», which the submit sets. */
export const CLAIMS_STATUS_CODES = CASE_STATUS_CODES.filter((code) => code !== RECEIVED) as [CaseStatusCode, ...CaseStatusCode[]];

/** How far ahead an inspection may be booked. */
export const INSPECTION_MAX_YEARS_AHEAD = 1;

/** The days an inspection date may name, both included (YYYY-MM-DD). */
export interface InspectionWindow {
  /** The day the case was submitted, in Oslo: an inspection is never before the report. */
  from: string;
  /** One year from today, in Oslo. */
  to: string;
}

/**
 * The inspection date rule, one for the operator command and the claims API (server/lib/caseStatus.ts
 * changeCaseStatus): from the day the case was submitted to one year ahead, as days in Europe/Oslo.
 */
export function inspectionWindow(submittedAt: Date, now: Date = new Date()): InspectionWindow {
  return { from: osloToday(submittedAt), to: addYears(osloToday(now), INSPECTION_MAX_YEARS_AHEAD) };
}

export const isInInspectionWindow = (day: string, window: InspectionWindow): boolean => day >= window.from && day <= window.to;

export const needsInspectionDate = (code: CaseStatusCode): boolean => code === INSPECTION_BOOKED;

/** Why a closed case takes no more attachments: the server's 403 and the case page say the same. */
export const CASE_CLOSED_MESSAGE = 'Saken er avsluttet. Du kan ikke legge til flere vedlegg.';

/** A closed case (status «Avsluttet»); a draft (no status) is not closed. */
export const isClosed = (code: CaseStatusCode | null | undefined): boolean => code === CLOSED;
