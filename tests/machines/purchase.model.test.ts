/**
 * Model-based test of the purchase machine: walks every state and transition for anonymous and logged-in
 * customers (search and typed address, both offers, +47 and a foreign number, damage yes and no, the e-ID
 * hand-off and resume, orders that go through, are refused (409 too) or fail, AVBRYT from each customerRoute, reloads
 * and deep links as inputs, back/forward as route events), replays every path against the real machine
 * with fakes, and checks the flow's invariants against the step list and the server's order schema.
 */
import { describe, expect, it } from 'vitest';
import { matchesState, type StateValue } from 'xstate';
import * as v from 'valibot';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { osloToday, startDateFromDay } from '../../domain/purchaseDates';
import type { PurchaseForm } from '../../domain/purchaseForm';
import { purchaseProductChoice, userUpdateOfOrder } from '../../domain/purchaseForm';
import { statesPricesOf } from '../../domain/purchaseOffers';
import { purchaseSteps, type PurchaseStepName } from '../../domain/purchaseSteps';
import { isPurchaseStepValid, orderRequestIdSchema, parsePurchaseOrder } from '../../domain/schemas/purchase';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import { purchaseMachine } from '../../machines/purchase.machine';
import { canEnterStep } from '../../machines/purchase/steps';
import {
  isOrderConflict,
  isOrderRejection,
  type OrderInput,
  type PurchaseInput,
  type PurchaseMachineContext,
  type PurchasePage,
} from '../../machines/purchase/types';
import { createMachineModel } from '../support/modelTesting';
import { expectStepListMove } from '../support/stepMoves';
import { PRODUCTS, STORGATA_15, USER, completeForm, fakePurchaseActions } from './purchase.fixtures';

const isIn = (snapshot: { value: StateValue }, value: StateValue) => matchesState(value, snapshot.value);
const pageOf = (snapshot: { getMeta(): Record<string, unknown> }) => flowPageMetaOf<PurchasePage>(snapshot)?.page ?? null;
const stepOf = (snapshot: { getMeta(): Record<string, unknown> }): PurchaseStepName | null => {
  const page = pageOf(snapshot);
  return page && page !== 'bekreftelse' ? page : null;
};

const TODAY = startDateFromDay(osloToday());

const inputs: PurchaseInput[] = [
  // A first visit from the home card, and from the insurance check.
  { requestedPage: null, resume: false, context: null, storedForm: null },
  { requestedPage: null, resume: false, context: 'sjekk-forsikring', storedForm: null },
  // A deep link to step 4 with steps 1–3 stored (anonymous: held on step 3).
  { requestedPage: 'oppsummering', resume: false, context: null, storedForm: completeForm() },
  // Back from the e-ID login with the form (a typed address, the other offer, a foreign number).
  {
    requestedPage: null,
    resume: true,
    context: null,
    storedForm: completeForm({
      addressId: null,
      typeAdressManually: true,
      buildingAddress: 'Bakkeveien 3',
      buildingZip: '5003',
      buildingCity: 'Bergen',
      insuredAddress: 'Bakkeveien 3, 5003 Bergen',
      ...purchaseProductChoice(PRODUCTS[1]!),
      countryCode: '+46',
      phoneNumber: '701234567',
      mobilePhone: '+46701234567',
    }),
  },
  // resume=true without a stored form.
  { requestedPage: null, resume: true, context: null, storedForm: null },
  // A reload of the confirmation.
  { requestedPage: 'bekreftelse', resume: false, context: null, storedForm: null },
  // A reload of step 3 whose stored offer is no longer sold (held on step 2).
  { requestedPage: 'startdato', resume: false, context: null, storedForm: completeForm({ productCode: 'GAMMEL' }) },
];

type ModelEvent = { type: string; [key: string]: unknown };

/** The events a customer (and the app's actors) can cause in a snapshot: fills of the step shown, and everything else. */
function eventsFor(c: PurchaseMachineContext, step: PurchaseStepName | null): ModelEvent[] {
  const f = c.form;
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadWizard', output: { user: null, products: PRODUCTS } },
    { type: 'xstate.done.actor.loadWizard', output: { user: USER, products: PRODUCTS } },
    { type: 'xstate.done.actor.loadWizard', output: { user: USER, products: null } },
    { type: 'xstate.error.actor.loadWizard', error: new Error('Error 500: Internal Server Error') },
    { type: 'xstate.done.actor.createOrder', output: { orderId: 'order-1' } },
    { type: 'xstate.error.actor.createOrder', error: { rejected: true, status: 500, message: 'Error 500: Internal Server Error' } },
    // The order's key came before with other answers (or the building has the insurance): the server's 409.
    { type: 'xstate.error.actor.createOrder', error: { rejected: true, status: 409, message: CONFLICT_MESSAGES.orderSentWithOtherDetails } },
    { type: 'xstate.error.actor.createOrder', error: new TypeError('Failed to fetch') },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.cancel' },
    { type: 'user.newOrder' },
    { type: 'page.restored' },
    { type: 'page.leave' },
    // Harmless variants of events a step handles, so the walk covers them.
    { type: 'user.blur', field: 'email' },
    { type: 'user.selectProduct', productCode: 'FINNES-IKKE' },
  ];
  switch (step) {
    case 'adresse':
      if (f.typeAdressManually) {
        events.push(
          { type: 'user.change', field: 'buildingAddress', value: 'Bakkeveien 3' },
          { type: 'user.change', field: 'buildingZip', value: '5003' },
          { type: 'user.change', field: 'buildingCity', value: f.buildingCity === '' ? 'Bergen' : 'B3rgen' },
        );
      } else {
        events.push(
          { type: 'user.change', field: 'insuredAddress', value: 'Storg' },
          { type: 'user.blur', field: 'addressId' },
        );
      }
      events.push(
        { type: 'user.selectAddress', source: STORGATA_15 },
        { type: 'user.change', field: 'typeAdressManually', value: !f.typeAdressManually },
      );
      break;
    case 'forsikring':
      events.push({ type: 'user.selectProduct', productCode: f.productCode === 'BTHUS' ? 'SFINNBO' : 'BTHUS' });
      break;
    case 'startdato': {
      const foreign = f.countryCode !== '+47';
      events.push(
        { type: 'user.change', field: 'startDate', value: TODAY },
        { type: 'user.change', field: 'countryCode', value: foreign ? '' : '0046' },
        { type: 'user.change', field: 'phoneNumber', value: foreign ? '701234567' : '91234567' },
        { type: 'user.change', field: 'email', value: f.email === '' ? 'kari@example.no' : 'kari@' },
        { type: 'user.blur', field: 'phoneNumber' },
      );
      break;
    }
    case 'oppsummering':
      events.push({ type: 'user.change', field: 'confirmNoDamage', value: !f.confirmNoDamage });
      if (!f.confirmNoDamage) {
        events.push({
          type: 'user.change',
          field: 'damageDescription',
          value: f.damageDescription === '' ? 'Det er sopp i kjelleren ved trappen.' : 'Sopp',
        });
      }
      events.push(
        { type: 'user.change', field: 'consentFurtherInformation', value: !f.consentFurtherInformation },
        { type: 'user.change', field: 'consentMarketing', value: !f.consentMarketing },
      );
      break;
  }
  return events;
}

const validity = (form: PurchaseForm) => purchaseSteps.names.map((s) => (isPurchaseStepValid(s, form) ? 1 : 0)).join('');

const t0 = performance.now();
const model = createMachineModel(purchaseMachine, {
  inputs,
  events: (snapshot) => eventsFor(snapshot.context, stepOf(snapshot)) as never,
  // Small on purpose: who the customer is, what is valid, and the variants the proof must walk.
  serializeContext: (c) => ({
    user: c.user !== null,
    productsFailed: c.products === null,
    valid: validity(c.form),
    manual: c.form.typeAdressManually,
    product: c.form.productCode,
    foreign: c.form.countryCode !== '+47',
    damage: !c.form.confirmNoDamage,
    marketing: c.form.consentMarketing,
    route: c.form.customerRoute,
    notice: c.notice !== null,
    shown: Object.keys(c.errors).length > 0,
  }),
  simplePaths: false,
  limit: 20000,
});
console.log(`purchase model: ${model.paths.length} paths built in ${Math.round(performance.now() - t0)} ms`);

type Step = (typeof model.paths)[number]['steps'][number];

/** The independent oracle for moves between pages: the step list, not the machine's own targets. */
function checkPageMoves(steps: Step[]) {
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.state;
    const { event, state } = steps[i]!;
    const from = pageOf(before);
    const to = pageOf(state);
    if (!from || !to || from === to) continue;
    if (from === 'bekreftelse') {
      expect(event.type, 'the confirmation is left only for a fresh wizard').toBe('user.newOrder');
      expect(to).toBe('adresse');
    } else if (to === 'bekreftelse') {
      expect(from).toBe('oppsummering');
      expect(event.type).toMatch(/^xstate\.after\./);
    } else if (!expectStepListMove(purchaseSteps, from, to, event)) throw new Error(`unexpected page move ${from} → ${to} on ${event.type}`);
  }
}

/** Where the wizard opens, worked out from the input and the loaded customer alone. */
function expectedOpening(input: PurchaseInput, context: PurchaseMachineContext): PurchaseStepName {
  const loggedIn = context.user !== null;
  const wanted: PurchaseStepName = input.resume
    ? input.storedForm
      ? 'oppsummering'
      : 'adresse'
    : input.requestedPage && input.requestedPage !== 'bekreftelse'
      ? input.requestedPage
      : 'adresse';
  const upTo = purchaseSteps.names.slice(0, purchaseSteps.names.indexOf(wanted) + 1);
  let opening: PurchaseStepName = 'adresse';
  for (const step of upTo) {
    if (step !== 'adresse' && !(isPurchaseStepValid(purchaseSteps.previous(step)!, context.form) && (step !== 'oppsummering' || loggedIn))) break;
    opening = step;
  }
  return opening;
}

const FORM_EVENTS = new Set(['user.change', 'user.selectAddress', 'user.selectProduct', 'user.newOrder']);

describe('purchase model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actions, storage } = fakePurchaseActions(path.input.storedForm);
    let orderAttempts = 0;
    const result = await model.replay(path, {
      actions,
      beforeStep: (snapshot, next) => {
        if (next.type === 'user.next' && isIn(snapshot, { oppsummering: 'editing' }) && isPurchaseStepValid('oppsummering', snapshot.context.form)) {
          orderAttempts++;
        }
      },
      onStep: (snapshot, event) => {
        const c = snapshot.context;
        const page = pageOf(snapshot);
        const step = stepOf(snapshot);
        // The URL always shows the page: exactly one route on a page, none while starting or loading.
        const routes = Object.values(snapshot.getMeta())
          .map((m) => (m as { route?: string }).route)
          .filter(Boolean);
        if (step) expect(routes).toEqual([purchaseSteps.info(step).route]);
        else if (page === 'bekreftelse') expect(routes).toEqual(['/kjop-forsikring/bekreftelse']);
        else expect(routes).toEqual([]);
        // Never a step whose earlier steps are invalid; never step 4 anonymous.
        if (step) expect(canEnterStep(step, c.form, c.user !== null), `${step} shown`).toBe(true);
        if (step === 'oppsummering') expect(c.user).not.toBeNull();
        // An order states the current prices of the offer it names, as the server requires (prices come from the
        // server); when the offers failed to load, the stored form's prices go, for the server to judge.
        if (isIn(snapshot, { oppsummering: 'ordering' }) && c.products !== null) {
          const product = c.products.find((p) => p.productCode === c.form.productCode);
          expect(product && statesPricesOf(c.form, product.price), `prices of ${c.form.productCode}`).toBe(true);
        }
        // A failed order always tells the customer why nothing was ordered; an order under way shows no old failure.
        if (event?.type === 'xstate.error.actor.createOrder') {
          const error = (event as unknown as { error: unknown }).error;
          expect(c.notice).toBe(isOrderConflict(error) ? 'orderConflict' : isOrderRejection(error) ? 'orderRejected' : 'orderNoAnswer');
          // A 409 shows the server's own words.
          if (isOrderConflict(error)) expect(c.conflictMessage).toBe(error.message);
        }
        if (isIn(snapshot, { oppsummering: 'ordering' })) expect(c.notice).toBeNull();
        // Inputs are disabled exactly while signing in or ordering.
        expect(snapshot.hasTag('busy')).toBe(
          isIn(snapshot, { startdato: 'signingIn' }) || isIn(snapshot, { oppsummering: 'ordering' }) || isIn(snapshot, { oppsummering: 'ordered' }),
        );
        // Every change of the form is in session storage at once.
        if (event && FORM_EVENTS.has(event.type) && storage.form !== null) expect(storage.form).toEqual(c.form);
        // Ordered and the confirmation leave nothing stored (until a new order starts).
        if (isIn(snapshot, { oppsummering: 'ordered' })) expect(storage.form).toBeNull();
        if (page === 'bekreftelse' && event?.type !== 'user.newOrder') expect(storage.form).toBeNull();
      },
    });

    // No double order: after an order went through, another starts only from a fresh wizard (user.newOrder);
    // orders start only from a valid step 4.
    const orders = (result.actorInputs.createOrder ?? []) as OrderInput[];
    let placedSinceNewWizard = 0;
    for (const event of path.events) {
      if (event.type === 'user.newOrder') placedSinceNewWizard = 0;
      if (event.type === 'xstate.done.actor.createOrder') placedSinceNewWizard++;
      expect(placedSinceNewWizard, 'orders placed from one wizard').toBeLessThanOrEqual(1);
    }
    expect(orders.length).toBe(orderAttempts);
    // What the server gets passes its own schema (SPEC §5 rules, strict keys, the start-date window).
    for (const { form } of orders) expect(parsePurchaseOrder(form)).toEqual({ success: true, order: form });
    // Each order names whose form it is (sent only under their session: src/lib/device/sessionCheck.ts).
    for (const { owner } of orders) expect(owner).toBe(USER.id);
    // One key per order: every BESTILL FORSIKRING of a wizard sends the same (a retry is known as that order), and
    // only «Legg til en ny adresse» from the confirmation makes a new one.
    for (const { requestId } of orders) expect(v.is(orderRequestIdSchema, requestId), 'the key is a UUID').toBe(true);
    result.snapshots.forEach((state, i) => {
      if (i === 0) return;
      const before = result.snapshots[i - 1]!;
      const newWizard = path.steps[i]!.event.type === 'user.newOrder' && pageOf(before) === 'bekreftelse';
      expect(state.context.requestId !== before.context.requestId, 'a new key exactly for a new wizard').toBe(newWizard);
    });
    // The user update goes out beside each order: the reservation box inverted, phone and e-mail.
    expect(actions.sendUserUpdate.mock.calls.map((call) => call[1])).toEqual(
      orders.map(({ form }) => ({ id: USER.id, ...userUpdateOfOrder(form) })),
    );
    expect(actions.orderPlaced).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.done.actor.createOrder').length);

    checkPageMoves(path.steps);

    // The e-ID hand-off: only from a valid step 3, only anonymous.
    const signIns = path.steps.filter(
      (s, i) => i > 0 && isIn(s.state, { startdato: 'signingIn' }) && !isIn(path.steps[i - 1]!.state, { startdato: 'signingIn' }),
    );
    expect(actions.signIn).toHaveBeenCalledTimes(signIns.length);
    for (const s of signIns) {
      expect(s.state.context.user).toBeNull();
      expect(isPurchaseStepValid('startdato', s.state.context.form)).toBe(true);
    }

    // AVBRYT: anonymous → the product page; logged in → by customerRoute.
    const cancels = path.steps
      .filter((s, i) => s.event.type === 'user.cancel' && i > 0 && isIn(path.steps[i - 1]!.state, { adresse: 'editing' }))
      .map((s) => s.state.context);
    expect(actions.leaveWizard.mock.calls.map((call) => call[1])).toEqual(
      cancels.map((c) => ({
        to: c.user === null ? 'productPage' : c.form.customerRoute === CUSTOMER_ROUTE.sjekkForsikring ? '/sjekk-forsikring/resultat' : '/',
      })),
    );

    // The wizard opens where the input and the customer say.
    const loaded = path.steps.findIndex((s) => s.event.type.startsWith('xstate.done.actor.loadWizard') || s.event.type.startsWith('xstate.error.actor.loadWizard'));
    if (loaded > 0) expect(stepOf(path.steps[loaded]!.state)).toBe(expectedOpening(path.input, path.steps[loaded]!.state.context));

    // Back from the login with a stored form, the form is the stored one (profile data fills only empty fields).
    if (path.input.resume && path.input.storedForm && loaded > 0) {
      const form = path.steps[loaded]!.state.context.form;
      expect(form.email).toBe(path.input.storedForm.email);
      expect(form.mobilePhone).toBe(path.input.storedForm.mobilePhone);
    }

    // Failures are logged, once each.
    const failures = path.events.filter((e) => e.type === 'xstate.error.actor.createOrder' || e.type === 'xstate.error.actor.loadWizard').length;
    expect(actions.logError).toHaveBeenCalledTimes(failures);
  });

  it('covers every state and transition, with route events both accepted and refused', () => {
    const coverage = model.coverage();
    let accepted = 0;
    let refused = 0;
    for (const path of model.paths) {
      path.steps.forEach(({ event, state }, i) => {
        if (event.type !== 'xstate.route' || i === 0) return;
        if (`#${pageOf(state)}` === (event as unknown as { to: string }).to) accepted++;
        else refused++;
      });
    }
    console.log(`${coverage.summary}; route events: ${accepted} accepted, ${refused} refused`);
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.states.percent).toBe(100);
    expect(coverage.transitions.percent).toBe(100);
  });

  it('walks the variants the wizard must handle', () => {
    const reachedStep4 = model.paths.map((p) => p.state).filter((s) => stepOf(s) === 'oppsummering');
    const seen = (predicate: (f: PurchaseForm) => boolean) => reachedStep4.some((s) => predicate(s.context.form));
    expect(seen((f) => f.typeAdressManually)).toBe(true);
    expect(seen((f) => !f.typeAdressManually && f.addressId !== null)).toBe(true);
    expect(seen((f) => f.productCode === 'BTHUS')).toBe(true);
    expect(seen((f) => f.productCode === 'SFINNBO')).toBe(true);
    expect(seen((f) => f.countryCode === '+47')).toBe(true);
    expect(seen((f) => f.countryCode === '+46')).toBe(true);
    const ordered = model.paths.filter((p) => pageOf(p.state) === 'bekreftelse' && p.events.some((e) => e.type === 'xstate.done.actor.createOrder'));
    expect(ordered.some((p) => p.steps.some((s) => !s.state.context.form.confirmNoDamage && isIn(s.state, { oppsummering: 'ordering' })))).toBe(true);
    expect(ordered.some((p) => p.steps.some((s) => s.state.context.form.confirmNoDamage && isIn(s.state, { oppsummering: 'ordering' })))).toBe(true);
    // Anonymous → login → resume → order: the hand-off, and a resumed path that orders.
    expect(model.paths.some((p) => p.steps.some((s) => isIn(s.state, { startdato: 'signingIn' })))).toBe(true);
    expect(ordered.some((p) => p.input.resume)).toBe(true);
  });
});
