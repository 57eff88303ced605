/** Types of the purchase machine (../purchase.machine.ts): its input, context, events and actor contracts. */
import type { PurchaseContext as PurchaseContextName } from '../../domain/purchaseContext';
import type { PurchaseField, PurchaseForm } from '../../domain/purchaseForm';
import type { PurchaseStepName } from '../../domain/purchaseSteps';
import type { FlowPageMeta } from '../flowKit/pageMeta';
import type { PurchaseFieldErrors } from '../../domain/schemas/purchase';
import type { AddressSearchSource, Product, User } from '../../domain/types';

/** A page of the wizard: a step, or the confirmation. */
export type PurchasePage = PurchaseStepName | 'bekreftelse';

export type PurchasePageMeta = FlowPageMeta<PurchasePage>;

export interface PurchaseInput {
  /** The page the URL names (`?steg=`, or the confirmation path); null for the bare /kjop-forsikring. */
  requestedPage: PurchasePage | null;
  /** `?resume=true`: back from the e-ID login. */
  resume: boolean;
  /** `?kontekst=`: who sent the customer (sets customerRoute); null when the URL has none. */
  context: PurchaseContextName | null;
  /** The form kept in session storage (SPEC §3 buyInsuranceForm), null when there is none. */
  storedForm: PurchaseForm | null;
}

/**
 * Why an order was not placed (its text: src/features/purchase/steps/OppsummeringStep.tsx):
 * - `orderRejected`: the server answered with a refusal (SPEC §8's message);
 * - `orderConflict`: the server answered 409 (the order was sent before with other answers, or the building has
 *   the insurance): its own words are shown (`conflictMessage`, domain/conflictMessages.ts);
 * - `orderNoAnswer`: no answer came (no network); ordering again is safe, the server takes an order once.
 */
export type PurchaseNotice = 'orderRejected' | 'orderConflict' | 'orderNoAnswer';

export interface PurchaseMachineContext {
  form: PurchaseForm;
  /** The logged-in customer; null when anonymous. */
  user: User | null;
  /** The offers; null when GET /api/getProducts failed (step 2 says so). */
  products: Product[] | null;
  /** The messages shown now. */
  errors: PurchaseFieldErrors;
  /** Steps where NESTE was refused: their messages follow every change from then on. */
  attemptedSteps: PurchaseStepName[];
  /**
   * Why the last BESTILL FORSIKRING ordered nothing: its message shows on step 4. Data, not a state: the message
   * outlives the states of step 4 (the customer may go back to step 3 and return) until a field changes.
   */
  notice: PurchaseNotice | null;
  /** The server's words for the notice `orderConflict` (read only with it). */
  conflictMessage: string | null;
  /**
   * The order's key (POST /api/createBuyInsurance `requestId`): the same for every BESTILL FORSIKRING of this
   * wizard, so an order sent again is known as that order; a new one for «Legg til en ny adresse».
   */
  requestId: string;
  requestedPage: PurchasePage | null;
  resume: boolean;
  hadStoredForm: boolean;
}

/** What the wizard loads first: who is logged in, and the offers (null when they could not be fetched). */
export interface LoadedWizard {
  user: User | null;
  products: Product[] | null;
}

/** Where AVBRYT goes (SPEC §2): the provider's product page when anonymous, else by customerRoute. */
export type CancelDestination = 'productPage' | '/' | '/sjekk-forsikring/resultat';

/** The order actor's error when the server answered with a refusal (4xx/5xx), as opposed to an unexpected failure. */
export interface OrderRejection {
  rejected: true;
  status: number;
  /** The server's `message` (or the status line). */
  message: string;
}

export const isOrderRejection = (error: unknown): error is OrderRejection =>
  typeof error === 'object' && error !== null && (error as Partial<OrderRejection>).rejected === true;

/** A 409: the order was sent before with other answers, or the building has the insurance (domain/conflictMessages.ts). */
export const isOrderConflict = (error: unknown): error is OrderRejection => isOrderRejection(error) && error.status === 409;

/** What BESTILL FORSIKRING sends: the whole form, whose it is, and the order's key. */
export interface OrderInput {
  form: PurchaseForm;
  owner: string | null;
  requestId: string;
}

/** A new order's key: a random UUID (its own value, no effect outside the machine). */
export const newOrderKey = (): string => crypto.randomUUID();

export type PurchaseEvent =
  | { [K in PurchaseField]: { type: 'user.change'; field: K; value: PurchaseForm[K] } }[PurchaseField]
  | { type: 'user.blur'; field: PurchaseField }
  | { type: 'user.selectAddress'; source: AddressSearchSource }
  | { type: 'user.selectProduct'; productCode: string }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.cancel' }
  | { type: 'user.newOrder' }
  /** The customer left the wizard's area (a link, the header, back/forward out of it). */
  | { type: 'page.leave' }
  /** The page came back from the back/forward cache (the e-ID login was left with Back). */
  | { type: 'page.restored' }
  /** The route bridge: the URL asks for a step (back/forward, a link, a typed URL); see src/routing/flowRoutes.ts. */
  | { type: 'xstate.route'; to: `#${string}` };

