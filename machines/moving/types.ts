/** Types of «Meld flytting» (../moving.machine.ts): its input, context, events and actor contracts. */
import type { MovingStepName } from '../../domain/movingSteps';
import type { AddressSearchSource, Agreement } from '../../domain/types';
import type { InsuredAddress, ReportMoveResponse } from '../../domain/agreementChanges';
import type { FlowPageMeta } from '../flowKit/pageMeta';

/** A page of the wizard: a step, the confirmation, or a dead end (at the wizard's bare address). */
export type MovingPage = MovingStepName | 'bekreftelse' | 'loadFailed' | 'loadError' | 'notMovable';

export type MovingPageMeta = FlowPageMeta<MovingPage>;

export interface MovingInput {
  /** The agreement of the URL (/forsikringer/{agreementId}/meld-flytting). */
  agreementId: string;
  /** The page the URL names (`?steg=`, or the confirmation); null for the bare address. */
  requestedPage: MovingPage | null;
  /** Today in Norway (YYYY-MM-DD): the moving-date window is read from it. */
  today: string;
  /** The key that makes this move one request however often it is sent (POST /api/reportMove). */
  requestId: string;
}

/** The customer's answers. */
export interface MovingForm {
  /** The new address typed in by hand rather than chosen from the address search. */
  manual: boolean;
  /** The address search's text, as typed or as the hit chosen reads. */
  addressSearch: string;
  /** The hit chosen from the address search, or null. */
  chosen: InsuredAddress | null;
  /** The address typed in by hand. */
  streetAddress: string;
  postalCode: string;
  city: string;
  /** YYYY-MM-DD: the first day at the new address, or '' while none is chosen. */
  movingDate: string;
}

export type MovingTypedField = 'addressSearch' | 'streetAddress' | 'postalCode' | 'city' | 'movingDate';

/** A field that can show a message. */
export type MovingField = MovingTypedField;

/**
 * Why MELD FLYTTING moved nothing (its text: src/features/moving/texts.ts):
 * - `rejected`: the server refused (400: the date no longer allowed, past midnight; 409: moved meanwhile in another
 *   tab, or this request sent before with other answers): its own words are shown (`rejectionMessage`);
 * - `noAnswer`: no answer came (no network), or a server's or a gateway's error (5xx): whether it was registered is
 *   not known; sending again is safe, the server moves it once.
 */
export type MovingNotice = 'rejected' | 'noAnswer';

export interface MovingContext {
  agreementId: string;
  /** The agreement, once loaded. */
  agreement: Agreement | null;
  form: MovingForm;
  today: string;
  requestId: string;
  /** The move the server confirmed (the confirmation shows it). */
  confirmed: ReportMoveResponse | null;
  /** The messages shown now. */
  errors: Partial<Record<MovingField, string>>;
  attemptedSteps: MovingStepName[];
  notice: MovingNotice | null;
  /** The server's words for the notice `rejected`. */
  rejectionMessage: string | null;
  requestedPage: MovingPage | null;
}

/** The move actor's error when the server answered with a refusal (4xx), as opposed to no answer. */
export interface MovingRejection {
  rejected: true;
  status: number;
  /** The server's `message` (or the status line). */
  message: string;
}

export const isMovingRejection = (error: unknown): error is MovingRejection =>
  typeof error === 'object' && error !== null && (error as Partial<MovingRejection>).rejected === true;

export type MovingEvent =
  | { type: 'user.change'; field: MovingTypedField; value: string }
  | { type: 'user.blur'; field: MovingTypedField }
  /** «Jeg finner ikke adressen – skriv den inn manuelt» / «Søk etter adressen». */
  | { type: 'user.toggleManual' }
  | { type: 'user.selectAddress'; source: AddressSearchSource }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.submit' }
  /** PRØV IGJEN, where the agreement could not be loaded (not a 404). */
  | { type: 'user.retry' }
  /** The route bridge: the URL asks for a step (back/forward, a link, a typed URL); see src/routing/flowRoutes.ts. */
  | { type: 'xstate.route'; to: `#${string}` };
