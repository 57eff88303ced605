/**
 * «Si opp forsikring» schemas, shared by the cancellation form and the server (docs/cancellation.md).
 * - `cancellationRequestSchema`: POST /api/cancelAgreement, strict (an unknown key is refused). It checks the shape;
 *   whether the reason allows the date needs the agreement (`cancellationChoiceIssues`, `endDateRefusal`).
 * - `withdrawalRequestSchema`: POST /api/withdrawCancellation, strict.
 * - `cancellationChoiceIssues`: the form's two questions, field → message, with the end-date rule of the reason.
 * A missing or malformed reason or date gets the message the form shows for it.
 */
import * as v from 'valibot';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASON_CODES,
  CANCELLATION_REASONS,
  END_DATE_WINDOW_WHY,
  endDateRefusal,
  isCancellationReason,
  isDay,
  type CancellationContext,
  type CancellationReason,
} from '../cancellation';
import { messagesOf, type RuleInWords } from './ruleWords';

export const CANCELLATION_REQUEST_MESSAGES = {
  invalid: (field: string) => `Ugyldig verdi i feltet ${field}.`,
  unknownField: 'Forespørselen inneholder et ukjent felt.',
  notAnObject: 'Forespørselen må være et JSON-objekt.',
} as const;
const M = CANCELLATION_REQUEST_MESSAGES;

const uuid = (field: string) => v.pipe(v.string(M.invalid(field)), v.uuid(M.invalid(field)));

const reasonSchema = v.picklist(CANCELLATION_REASON_CODES, CANCELLATION_MESSAGES.reasonRequired);
const endDateSchema = v.pipe(
  v.string(CANCELLATION_MESSAGES.endDateRequired),
  v.check((s) => isDay(s), CANCELLATION_MESSAGES.endDateRequired),
);

/**
 * A strict object's own message covers a key it lacks and a key it does not know: the lacking key's field message
 * (a missing reason is the form's «Velg hvorfor…»), else unknownField.
 */
const strictMessage =
  (missing: Record<string, string>) =>
  (issue: v.StrictObjectIssue): string => {
    const key = issue.path?.[0]?.key;
    return issue.expected !== 'never' && typeof key === 'string' && key in missing ? missing[key]! : M.unknownField;
  };

export const cancellationRequestSchema = v.strictObject(
  {
    agreementId: uuid('agreementId'),
    reason: reasonSchema,
    endDate: endDateSchema,
    /** The client's idempotency key: the same request sent again gets the first answer. */
    requestId: uuid('requestId'),
  },
  strictMessage({
    agreementId: M.invalid('agreementId'),
    reason: CANCELLATION_MESSAGES.reasonRequired,
    endDate: CANCELLATION_MESSAGES.endDateRequired,
    requestId: M.invalid('requestId'),
  }),
);

export type CancellationRequest = v.InferOutput<typeof cancellationRequestSchema>;

export const withdrawalRequestSchema = v.strictObject({ agreementId: uuid('agreementId') }, strictMessage({ agreementId: M.invalid('agreementId') }));

export type WithdrawalRequest = v.InferOutput<typeof withdrawalRequestSchema>;

export type Parsed<T> = { success: true; value: T } | { success: false; message: string };

/** Parses with a strict schema; a failure is its first message, for the 400 answer. */
function parseStrict<S extends v.GenericSchema>(schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { success: false, message: M.notAnObject };
  const result = v.safeParse(schema, input);
  return result.success ? { success: true, value: result.output } : { success: false, message: result.issues[0].message };
}

export const parseCancellationRequest = (input: unknown): Parsed<CancellationRequest> => parseStrict(cancellationRequestSchema, input);

export const parseWithdrawalRequest = (input: unknown): Parsed<WithdrawalRequest> => parseStrict(withdrawalRequestSchema, input);

/** The form's answers: nothing chosen yet is null. */
export interface CancellationChoice {
  reason: CancellationReason | null;
  endDate: string | null;
}

export type CancellationChoiceIssues = Partial<Record<keyof CancellationChoice, string>>;

/**
 * Every failing answer of the form with its message: no reason; no date; a date the reason does not allow. The date
 * is judged only once a reason is chosen (the reason decides its window).
 */
export function cancellationChoiceIssues(choice: CancellationChoice, ctx: CancellationContext): CancellationChoiceIssues {
  const issues: CancellationChoiceIssues = {};
  if (!isCancellationReason(choice.reason)) {
    issues.reason = CANCELLATION_MESSAGES.reasonRequired;
    if (!isDay(choice.endDate)) issues.endDate = CANCELLATION_MESSAGES.endDateRequired;
    return issues;
  }
  const refusal = endDateRefusal(choice.reason, choice.endDate, ctx);
  if (refusal) issues.endDate = refusal;
  return issues;
}

/**
 * «Si opp forsikring»'s rules in words for the step drawings (./ruleWords.ts): the reason's, and the end date's for
 * each reason, with its window and why, and its message with the window's days as «{første dag}» and «{siste dag}».
 */
export function cancellationRulesInWords(): Record<'arsak' | 'dato' | 'oppsummering', RuleInWords[]> {
  const window = { first: '{første dag}', last: '{siste dag}' };
  return {
    arsak: [{ field: 'reason', messages: messagesOf(reasonSchema) }],
    dato: CANCELLATION_REASONS.map(({ code, label }) => ({
      field: 'endDate',
      when: `når grunnen er «${label}». ${END_DATE_WINDOW_WHY[code]}`,
      // At hovedforfall the window is one day, the insurance year's last: its message names it.
      messages: [CANCELLATION_MESSAGES.endDateRequired, CANCELLATION_MESSAGES.endDateNotAllowed[code](code === 'hovedforfall' ? { first: '{siste dag}', last: '{siste dag}' } : window)],
    })),
    oppsummering: [],
  };
}
