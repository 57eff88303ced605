/**
 * The app's implementations of the purchase machine's stubs (SPEC §3, §7): API calls through src/api,
 * session storage, the e-ID login, AVBRYT's destinations, logging, given to the machine with
 * `purchaseMachine.provide(…)` (once per start, outside render: ./appMachine.ts); tests provide fakes the same way.
 */
import { fromPromise } from 'xstate';
import { EXTERNAL_PRIVATE_PRODUCT_PAGE } from '../../../domain/brand';
import { PURCHASE_STORAGE_KEY, type PurchaseForm } from '../../../domain/purchaseForm';
import type { User } from '../../../domain/types';
import { purchaseDeclaration } from '../../../domain/purchaseSteps';
import { restorePurchaseForm } from '../../../domain/schemas/purchase';
import { purchaseMachine } from '../../../machines/purchase.machine';
import type { CancelDestination, LoadedWizard, OrderInput, OrderRejection } from '../../../machines/purchase/types';
import { goToUrl, loginUrl } from '../../api/auth';
import { createBuyInsurance } from '../../api/createBuyInsurance';
import { getProducts } from '../../api/getProducts';
import { fetchUser } from '../../api/whoIsLoggedIn';
import { ApiError } from '../../api/http';
import { updateUser } from '../../api/updateUser';
import type { StorageReader } from '../../../domain/tabDataOwners';
import { sendAsOwner } from '../../lib/device/sessionCheck';
import { readOwned, writeOwned } from '../../lib/device/ownedTabData';

/** The provider's private product page (AVBRYT when anonymous); `VITE_PRODUCT_PAGE_URL` at build time. */
export const PRODUCT_PAGE_URL: string = import.meta.env.VITE_PRODUCT_PAGE_URL || EXTERNAL_PRIVATE_PRODUCT_PAGE;

/**
 * The form kept in session storage when `reader` may have it (its owner's, or a visitor's on the way back from the
 * e-ID login: src/lib/device/tabData.ts), else null (another's is removed). undefined: who is logged in is unknown.
 */
export function readStoredForm(reader: StorageReader | undefined): PurchaseForm | null {
  const stored = readOwned(PURCHASE_STORAGE_KEY, reader);
  return stored ? restorePurchaseForm(stored) : null;
}

/** Keeps the form in session storage (SPEC §3 buyInsuranceForm) as `owner`'s (null: a visitor's), or removes it (null). */
export function writeStoredForm(form: PurchaseForm | null, owner: string | null = null): void {
  writeOwned(PURCHASE_STORAGE_KEY, owner, form);
}

/** Where the e-ID login returns to: the wizard, resuming at step 4 (SPEC §2). */
export const resumeAddress = (origin: string) => `${origin}${purchaseDeclaration.area}?resume=true`;

/**
 * The wizard's data: the user and the products. `knownUser` is the app's answer to "am I logged in" when it has
 * one (every first load asks it before the page renders); only without one is it asked again here.
 */
export async function loadWizard(knownUser?: User | null): Promise<LoadedWizard> {
  const [user, products] = await Promise.all([
    knownUser === undefined ? fetchUser() : knownUser,
    getProducts().catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : 'Failed to fetch products');
      return null;
    }),
  ]);
  return { user, products };
}

/**
 * POST /api/createBuyInsurance; an answer from the server that refuses the order becomes an OrderRejection. The form
 * is `owner`'s (their phone, e-mail, address): it is sent only under their session, asked of the server now
 * (src/lib/device/sessionCheck.ts); under another customer's it is not sent, and the page ends this one here.
 */
export async function createOrder({ form, owner, requestId }: OrderInput): Promise<unknown> {
  const order = { form, requestId };
  try {
    return owner ? await sendAsOwner(owner, () => createBuyInsurance(order, owner)) : await createBuyInsurance(order);
  } catch (error) {
    if (error instanceof ApiError) throw { rejected: true, status: error.status, message: error.message } satisfies OrderRejection;
    throw error;
  }
}

export interface PurchaseAppDeps {
  /** In-app navigation (AVBRYT when logged in). */
  navigate: (to: '/' | '/sjekk-forsikring/resultat') => void;
  /** The order went through: refresh what shows the customer's insurances and profile. */
  orderPlaced: () => void;
  /** The user update went through: refresh the cached user. */
  userUpdated: () => void;
  /** The app's current answer to "am I logged in": the user, null (anonymous) or undefined (not known yet). */
  knownUser: () => User | null | undefined;
}

/** The wizard's machine with the app's implementations of its stubs. */
export function createAppPurchaseMachine(deps: PurchaseAppDeps) {
  return purchaseMachine.provide({
    actors: {
      loadWizard: fromPromise(() => loadWizard(deps.knownUser())),
      createOrder: fromPromise(({ input }) => createOrder(input)),
    },
    actions: {
      storeForm: (_, { form, owner }) => writeStoredForm(form, owner),
      clearStoredForm: () => writeStoredForm(null),
      signIn: () => goToUrl(loginUrl(resumeAddress(window.location.origin))),
      leaveWizard: (_, { to }: { to: CancelDestination }) => (to === 'productPage' ? goToUrl(PRODUCT_PAGE_URL) : deps.navigate(to)),
      sendUserUpdate: (_, update) => {
        updateUser(update).then(deps.userUpdated, () => console.error('Failed to update user'));
      },
      orderPlaced: () => deps.orderPlaced(),
      logError: (_, { message }) => console.error(message),
    },
  });
}

export type PurchaseLogic = typeof purchaseMachine;
