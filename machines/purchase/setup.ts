/**
 * Types, actors (app effects), actions and guards of the purchase machine; the statechart is in
 * ../purchase.machine.ts. The app effects are stubs until the app provides its own (`purchaseMachine.provide(…)`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import {
  customerRouteOf,
  defaultPurchaseForm,
  purchaseAddressFromSearch,
  purchaseProductChoice,
  userUpdateOfOrder,
  type PurchaseField,
  type PurchaseForm,
} from '../../domain/purchaseForm';
import { applyPurchaseChange } from '../../domain/purchaseInput';
import { certainOpeningStep, purchaseSteps, type PurchaseStepName } from '../../domain/purchaseSteps';
import { isPurchaseStepValid, validatePurchaseStep } from '../../domain/schemas/purchase';
import type { UserUpdate } from '../../domain/types';
import { canEnterStep, openingStep, SHOWING_RULE, withCurrentOffer, withProfileDefaults } from './steps';
import { notProvided } from '../flowKit/notProvided';
import { withFlowKit } from '../flowKit/flowSetup';
import type { FlowRules } from '../flowKit/standardParts';
import { errorsAfter } from '../flowKit/shownErrors';
import type { FlowEmitted, FlowTag } from '../flowKit/tags';
import {
  isOrderConflict,
  isOrderRejection,
  newOrderKey,
  type CancelDestination,
  type LoadedWizard,
  type OrderInput,
  type PurchaseEvent,
  type PurchaseInput,
  type PurchaseMachineContext,
} from './types';
import { purchaseQuestions } from '../../domain/purchaseQuestions';

/** The step whose view is shown when an action or guard runs. */
interface OnStep {
  step: PurchaseStepName;
}

export const requestedStep = (c: Pick<PurchaseMachineContext, 'requestedPage'>): PurchaseStepName | null =>
  c.requestedPage === 'bekreftelse' ? null : c.requestedPage;

/** The step the wizard will open at when its address alone decides it (from its input or context), so the loading state can show its heading. */
export const loadingStepOf = (c: Pick<PurchaseMachineContext, 'requestedPage' | 'resume'>): PurchaseStepName | null =>
  certainOpeningStep(requestedStep(c), c.resume);

/** The form the wizard starts with: the stored one, else the defaults; `?kontekst=` sets customerRoute when given. */
export function initialForm(input: PurchaseInput): PurchaseForm {
  const form = input.storedForm ?? defaultPurchaseForm();
  return input.context ? { ...form, customerRoute: customerRouteOf(input.context) } : form;
}

/** The messages shown after a change or a blur of `field` on `step` (the flow kit's rule with the wizard's fields). */
const errorsOn = (on: 'change' | 'blur', context: PurchaseMachineContext, step: PurchaseStepName, field: PurchaseField, form: PurchaseForm) =>
  errorsAfter(on, SHOWING_RULE, {
    attempted: context.attemptedSteps.includes(step),
    current: context.errors,
    field,
    validate: () => validatePurchaseStep(step, form),
  });

/**
 * The app effects the machine declares: the API calls (actors) and session storage, navigation and logging
 * (actions). Here they are stubs; the app provides its own (`purchaseMachine.provide(…)`, src/features/purchase/actors.ts),
 * tests provide fakes.
 */
const purchaseEffectStubs = {
  actors: {
    /** App: GET /api/getUser (null when anonymous) and GET /api/getProducts (null when it failed), side by side. */
    loadWizard: fromPromise<LoadedWizard>(async () => notProvided('loadWizard')),
    /** App: POST /api/createBuyInsurance with the whole form and its key; throws an OrderRejection when the server refuses. */
    createOrder: fromPromise<unknown, OrderInput>(async () => notProvided('createOrder')),
  },
  actions: {
    /** Writes the form to session storage (buyInsuranceForm) as its owner's: the customer's id, or null (a visitor's). */
    storeForm: (_: unknown, _params: { form: PurchaseForm; owner: string | null }): void => notProvided('storeForm'),
    /** Removes the form from session storage. */
    clearStoredForm: (): void => notProvided('clearStoredForm'),
    /** Sends the tab to the e-ID login, returning to /kjop-forsikring?resume=true. */
    signIn: (): void => notProvided('signIn'),
    /** AVBRYT: leaves the wizard for the destination. */
    leaveWizard: (_: unknown, _params: { to: CancelDestination }): void => notProvided('leaveWizard'),
    /** PATCH /api/updateUser beside the order; a failure is only logged (SPEC §7). */
    sendUserUpdate: (_: unknown, _params: UserUpdate): void => notProvided('sendUserUpdate'),
    /** The order went through: the agreement lists are stale. */
    orderPlaced: (): void => notProvided('orderPlaced'),
    logError: (_: unknown, _params: { message: string }): void => notProvided('logError'),
  },
};

/**
 * The wizard's rules as the flow kit's standard actions and guards ask them (../flowKit/flowSetup.ts): a step's
 * messages, when a URL may open it (step 4 also needs a login), where the wizard opens, and what a step URL asks
 * while it loads (that step, no longer the e-ID return).
 */
const rules: FlowRules<PurchaseMachineContext, PurchaseStepName> = {
  validate: (step, context) => validatePurchaseStep(step, context.form),
  isValid: (step, context) => isPurchaseStepValid(step, context.form),
  canEnter: (step, context) => canEnterStep(step, context.form, context.user !== null),
  openingStep: (context) =>
    openingStep({
      requested: requestedStep(context),
      resume: context.resume,
      hadStoredForm: context.hadStoredForm,
      form: context.form,
      loggedIn: context.user !== null,
    }),
  request: (step) => ({ requestedPage: step, resume: false }),
};

/** The wizard's own setup with the effects' stubs, extended by the flow kit. */
const ownSetup = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseMachineContext,
    events: {} as PurchaseEvent,
    tags: {} as FlowTag,
    emitted: {} as FlowEmitted,
  },
  actors: purchaseEffectStubs.actors,
  actions: {
    ...purchaseEffectStubs.actions,

    // The form.
    applyLoaded: assign(({ context }, loaded: LoadedWizard) => {
      const form = withProfileDefaults(withCurrentOffer(context.form, loaded.products), loaded.user);
      return { user: loaded.user, products: loaded.products, form };
    }),
    changeField: assign(({ context, event }, { step }: OnStep) => {
      assertEvent(event, 'user.change');
      const form = applyPurchaseChange(context.form, event.field, event.value);
      return { form, errors: errorsOn('change', context, step, event.field, form), notice: null };
    }),
    blurField: assign(({ context, event }, { step }: OnStep) => {
      assertEvent(event, 'user.blur');
      return { errors: errorsOn('blur', context, step, event.field, context.form) };
    }),
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'user.selectAddress');
      const form = { ...context.form, ...purchaseAddressFromSearch(event.source), typeAdressManually: false };
      return { form, errors: errorsOn('change', context, 'adresse', 'addressId', form) };
    }),
    selectProduct: assign(({ context, event }) => {
      assertEvent(event, 'user.selectProduct');
      const product = context.products?.find((p) => p.productCode === event.productCode);
      if (!product) return {};
      const form = { ...context.form, ...purchaseProductChoice(product) };
      return { form, errors: errorsOn('change', context, 'forsikring', 'productCode', form) };
    }),
    startNewOrder: assign(({ context }) => ({
      form: withProfileDefaults(defaultPurchaseForm(CUSTOMER_ROUTE.kjopForsikring), context.user),
      attemptedSteps: [],
      notice: null,
      requestId: newOrderKey(),
    })),
    /** The server's 409 (its words) as step 4's notice. */
    setConflictNotice: assign(({ event }) => ({
      notice: 'orderConflict' as const,
      conflictMessage: 'error' in event && isOrderRejection(event.error) ? event.error.message : null,
    })),

  },
  guards: {
    opensAtConfirmation: ({ context }) => context.requestedPage === 'bekreftelse',
    isLoggedIn: ({ context }) => context.user !== null,
    isOrderRejection: ({ event }) => 'error' in event && isOrderRejection(event.error),
    isOrderConflict: ({ event }) => 'error' in event && isOrderConflict(event.error),
    sentBySjekkForsikring: ({ context }) => context.form.customerRoute === CUSTOMER_ROUTE.sjekkForsikring,
  },
});

/** The user update sent beside the order (SPEC §7). */
export const userUpdateParams = ({ context }: { context: PurchaseMachineContext }): UserUpdate => ({
  id: context.user?.id ?? '',
  ...userUpdateOfOrder(context.form),
});

export const storeFormParams = ({ context }: { context: PurchaseMachineContext }) => ({ form: context.form, owner: context.user?.id ?? null });

/** The machine's setup, and the flow kit's state builders for the wizard's step list. */
export const purchaseKit = withFlowKit(ownSetup, { steps: purchaseSteps, questions: purchaseQuestions, rules });
