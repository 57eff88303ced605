/** Types of the cancellation wizard (../cancellation.machine.ts): its input, context, events and actor contracts. */
import type { CancellationReason } from '../../domain/cancellation';
import type { CancellationStepName } from '../../domain/cancellationSteps';
import type { Agreement } from '../../domain/types';
import type { CancelAgreementResponse } from '../../domain/agreementChanges';
import type { FlowPageMeta } from '../flowKit/pageMeta';

/** A page of the wizard: a step, the confirmation, or a dead end (at the wizard's bare address). */
export type CancellationPage = CancellationStepName | 'bekreftelse' | 'loadFailed' | 'loadError' | 'notCancellable';

export type CancellationPageMeta = FlowPageMeta<CancellationPage>;

export interface CancellationInput {
  /** The agreement of the URL (/forsikringer/{agreementId}/si-opp). */
  agreementId: string;
  /** The page the URL names (`?steg=`, or the confirmation); null for the bare address. */
  requestedPage: CancellationPage | null;
  /** Today in Norway (YYYY-MM-DD): the end-date rules are read from it. */
  today: string;
  /** The key that makes this cancellation one request however often it is sent (POST /api/cancelAgreement). */
  requestId: string;
}

/** The customer's answers. */
export interface CancellationForm {
  reason: CancellationReason | null;
  /** YYYY-MM-DD, or '' while none is chosen. */
  endDate: string;
}

export type CancellationField = keyof CancellationForm;

/**
 * Why SI OPP FORSIKRING cancelled nothing (its text: src/features/cancellation/texts.ts):
 * - `dateRefused`: the server refused the date (the rule has moved on since the form checked it: midnight);
 * - `conflict`: the server answered 409 (already cancelled, bought through an agent, or this request sent before
 *   with other answers): its own words are shown (`conflictMessage`);
 * - `refused`: the server refused the cancellation otherwise (gone);
 * - `noAnswer`: no answer came (no network), or a server's or a gateway's error (5xx); sending again is safe, the server cancels once.
 */
export type CancellationNotice = 'dateRefused' | 'conflict' | 'refused' | 'noAnswer';

export interface CancellationContext {
  agreementId: string;
  /** The agreement, once loaded. */
  agreement: Agreement | null;
  form: CancellationForm;
  today: string;
  requestId: string;
  /** The cancellation the server confirmed (the confirmation shows it). */
  confirmed: CancelAgreementResponse | null;
  /** The messages shown now. */
  errors: Partial<Record<CancellationField, string>>;
  attemptedSteps: CancellationStepName[];
  notice: CancellationNotice | null;
  /** The server's words for the notice `conflict` (read only with it). */
  conflictMessage: string | null;
  requestedPage: CancellationPage | null;
}

/** The cancellation actor's error when the server answered with a refusal (4xx), as opposed to no answer. */
export interface CancellationRejection {
  rejected: true;
  status: number;
  /**
   * Today in Norway when the refusal came (the app's clock, YYYY-MM-DD). A date refusal past midnight moves the wizard's
   * rules to it, so step 2 no longer offers the day the server refused.
   */
  today: string;
  /** The server's `message` (or the status line). */
  message: string;
}

export const isCancellationRejection = (error: unknown): error is CancellationRejection =>
  typeof error === 'object' && error !== null && (error as Partial<CancellationRejection>).rejected === true;

export type CancellationEvent =
  | { type: 'user.change'; field: 'reason'; value: CancellationReason }
  | { type: 'user.change'; field: 'endDate'; value: string }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.submit' }
  /** PRØV IGJEN, where the agreement could not be loaded (not a 404). */
  | { type: 'user.retry' }
  /** The route bridge: the URL asks for a step (back/forward, a link, a typed URL); see src/routing/flowRoutes.ts. */
  | { type: 'xstate.route'; to: `#${string}` };
