/**
 * Model-based test of «Meld flytting»: walks every state and transition for a contents insurance held directly, a
 * building insurance, one bought through an agent and one with a move pending, the address searched (a hit chosen,
 * or only typed) and typed in by hand (valid lines and a bad postal code), a date in the window and one outside,
 * deep links and reloads as inputs, back/forward as route events, an agreement the server does not find (404) or
 * that is not loaded (a 500, no answer; PRØV IGJEN), and a move that goes through, is refused, or gets no answer. Replays every path against the real machine with fakes and checks the flow's invariants against
 * the step list and the rules of domain/moving.ts and domain/schemas/moving.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { matchesState, type StateValue } from 'xstate';
import { MOVE_CONFLICT_MESSAGES, movingDateRefusal, movingRefusalOf, movingContextOf } from '../../domain/moving';
import { movingDeclaration, movingSteps, type MovingStepName } from '../../domain/movingSteps';
import { movingAddressIssues } from '../../domain/schemas/moving';
import type { Agreement } from '../../domain/types';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import { movingMachine } from '../../machines/moving.machine';
import { newAddressOf } from '../../machines/moving/setup';
import type { MovingContext, MovingInput, MovingPage } from '../../machines/moving/types';
import { createMachineModel } from '../support/modelTesting';
import { expectStepListMove } from '../support/stepMoves';
import { agreement, LOAD_FAILURES, pageAfterLoadFailure, pagesWhileRetrying } from './cancellation.fixtures';

const TODAY = '2026-11-28';
const REQUEST_ID = '7d0c7a8e-1f3b-4c55-9d2e-0a4b6c8e0f13';

const INNBO = agreement({ productName: 'Skadedyrsforsikring Innbo', productTagName: 'Innbo', renewalDate: '2027-03-01' });
const BUILDING = agreement({ productTagName: 'Bolig' });
const THROUGH_AGENT = agreement({ productTagName: 'Innbo', directAgreement: false, agent: 'gjensidige' });
const NEW_ADDRESS = { streetAddress: 'Storgata 15', postalCode: '0155', city: 'OSLO' };
/** A move already reported for a later day (a reload of the confirmation finds it; a new wizard is refused). */
const MOVED: Agreement = {
  ...INNBO,
  move: { newAddress: NEW_ADDRESS, movingDate: '2026-12-10', previousAddress: { streetAddress: 'Thereses gate 20', postalCode: '0168', city: 'OSLO' }, reportedAt: '2026-11-28T10:00:00Z' },
};

const inputs: MovingInput[] = [
  { agreementId: INNBO.agreementId, requestedPage: null, today: TODAY, requestId: REQUEST_ID },
  // A deep link (or a reload) on the summary: nothing is kept, so it opens at step 1.
  { agreementId: INNBO.agreementId, requestedPage: 'oppsummering', today: TODAY, requestId: REQUEST_ID },
  // A reload of the confirmation.
  { agreementId: INNBO.agreementId, requestedPage: 'bekreftelse', today: TODAY, requestId: REQUEST_ID },
];

const HIT = { GateNavn: 'Storgata', AdresseHusNummer: 15, AdresseBokstav: null, PostNummer: '0155', PostSted: 'OSLO', AdresseId: 1, AdresseMatrikkelenhetId: 1, Posisjon: { X: 10.75, Y: 59.91 } };
const IN_WINDOW = '2026-12-10';
/** Before the window (more than 30 days back). */
const OUT_OF_WINDOW = '2026-10-01';

type ModelEvent = { type: string; [key: string]: unknown };

/** The events a customer (and the app's actors) can cause in a snapshot. */
function eventsFor(c: MovingContext): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.loadAgreement', output: INNBO },
    { type: 'xstate.done.actor.loadAgreement', output: BUILDING },
    { type: 'xstate.done.actor.loadAgreement', output: THROUGH_AGENT },
    { type: 'xstate.done.actor.loadAgreement', output: MOVED },
    // The server's 404, its 500, and no answer: only the 404 says the agreement is not found.
    ...Object.values(LOAD_FAILURES).map((error) => ({ type: 'xstate.error.actor.loadAgreement', error })),
    { type: 'user.retry' },
    {
      type: 'xstate.done.actor.reportMove',
      output: { agreementId: c.agreementId, newAddress: newAddressOf(c.form), movingDate: c.form.movingDate, previousAddress: NEW_ADDRESS, reportedAt: '2026-11-28T10:00:00Z' },
    },
    { type: 'xstate.error.actor.reportMove', error: { rejected: true, status: 400, message: 'Velg datoen du flytter.' } },
    { type: 'xstate.error.actor.reportMove', error: { rejected: true, status: 409, message: MOVE_CONFLICT_MESSAGES.sentWithOtherDetails } },
    { type: 'xstate.error.actor.reportMove', error: new TypeError('Failed to fetch') },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.submit' },
    ...movingSteps.names.map((step) => ({ type: 'xstate.route', to: `#${step}` })),
    { type: 'user.toggleManual' },
    { type: 'user.selectAddress', source: HIT },
    { type: 'user.change', field: 'addressSearch', value: c.form.addressSearch === '' ? 'Storg' : '' },
    { type: 'user.change', field: 'streetAddress', value: 'Ny vei 3' },
    { type: 'user.change', field: 'postalCode', value: c.form.postalCode === '0150' ? '12' : '0150' },
    { type: 'user.change', field: 'city', value: 'Oslo' },
    { type: 'user.blur', field: 'postalCode' },
    { type: 'user.change', field: 'movingDate', value: c.form.movingDate === IN_WINDOW ? OUT_OF_WINDOW : IN_WINDOW },
  ];
}

const pageOf = (snapshot: { getMeta(): Record<string, unknown> }) => flowPageMetaOf<MovingPage>(snapshot)?.page ?? null;
const stepOf = (snapshot: { getMeta(): Record<string, unknown> }): MovingStepName | null => {
  const page = pageOf(snapshot);
  return page && movingSteps.isName(page) ? page : null;
};
const isIn = (snapshot: { value: StateValue }, value: StateValue) => matchesState(value, snapshot.value);

/** Whether each step is answered, by the rules themselves (the oracle). */
const answered = (c: MovingContext) => [
  Object.keys(movingAddressIssues(c.form)).length === 0,
  c.agreement !== null && movingDateRefusal(c.form.movingDate, movingContextOf(c.agreement, TODAY)) === null,
];

const t0 = performance.now();
const model = createMachineModel(movingMachine, {
  inputs,
  events: (snapshot) => eventsFor(snapshot.context) as never,
  serializeContext: (c) => ({
    loaded: c.agreement ? `${c.agreement.productTagName}/${c.agreement.directAgreement}/${c.agreement.move ? 'moved' : ''}` : null,
    manual: c.form.manual,
    answered: answered(c),
    typed: c.form.addressSearch !== '',
    notice: c.notice,
    shown: Object.keys(c.errors).sort().join(','),
    confirmed: c.confirmed !== null,
  }),
  simplePaths: false,
  limit: 20000,
});
console.log(`moving model: ${model.paths.length} paths built in ${Math.round(performance.now() - t0)} ms`);

type Step = (typeof model.paths)[number]['steps'][number];

/** The independent oracle for moves between pages: the step list, not the machine's own targets. */
function checkPageMoves(steps: Step[]) {
  for (let i = 1; i < steps.length; i++) {
    const from = pageOf(steps[i - 1]!.state);
    const { event, state } = steps[i]!;
    const to = pageOf(state);
    if (!from || !to || from === to || !movingSteps.isName(from)) continue;
    if (!movingSteps.isName(to)) {
      expect(from).toBe('oppsummering');
      expect(event.type).toBe('xstate.done.actor.reportMove');
    } else if (!expectStepListMove(movingSteps, from, to, event)) throw new Error(`unexpected page move ${from} → ${to} on ${event.type}`);
  }
}

describe('moving model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actions = { leaveFlow: vi.fn(), moveDone: vi.fn(), logError: vi.fn() };
    const result = await model.replay(path, {
      actions,
      onStep: (snapshot, event) => {
        const c = snapshot.context;
        const page = pageOf(snapshot);
        const step = stepOf(snapshot);
        // The URL always shows the page: one route on a page, none while loading.
        const routes = Object.values(snapshot.getMeta())
          .map((m) => (m as { route?: string }).route)
          .filter(Boolean);
        if (step) expect(routes).toEqual([movingSteps.info(step).route]);
        else if (page === 'bekreftelse') expect(routes).toEqual([movingDeclaration.ends.bekreftelse]);
        else if (page === 'loadFailed' || page === 'loadError' || page === 'notMovable') expect(routes).toEqual([movingDeclaration.area]);
        else expect(routes).toEqual([]);
        // Never a step whose earlier steps are not answered; never a step of an agreement that cannot be moved.
        if (step) {
          expect(answered(c).slice(0, movingSteps.names.indexOf(step)).every(Boolean), `${step} shown`).toBe(true);
          expect(movingRefusalOf(c.agreement!, TODAY)).toBeNull();
        }
        if (isIn(snapshot, 'notMovable')) expect(movingRefusalOf(c.agreement!, TODAY)).not.toBeNull();
        // A failed load says «Vi fant ikke forsikringen.» only for the server's 404; any other failure offers PRØV IGJEN.
        if (event?.type === 'xstate.error.actor.loadAgreement') expect(page).toBe(pageAfterLoadFailure((event as unknown as { error: unknown }).error));
        // PRØV IGJEN loads the agreement again.
        if (event?.type === 'user.retry') expect(snapshot.hasTag('loading')).toBe(true);
        // Typing in the search forgets the hit chosen.
        if (event?.type === 'user.change' && (event as unknown as { field: string }).field === 'addressSearch') expect(c.form.chosen).toBeNull();
        // A failed report always tells the customer; one under way shows no old failure.
        if (event?.type === 'xstate.error.actor.reportMove') {
          const error = (event as unknown as { error: { rejected?: boolean; message?: string } }).error;
          expect(c.notice).toBe(error.rejected ? 'rejected' : 'noAnswer');
          if (error.rejected) expect(c.rejectionMessage).toBe(error.message);
        }
        if (isIn(snapshot, { steps: { oppsummering: 'reporting' } })) expect(c.notice).toBeNull();
        // Busy exactly while reporting; leaving asks exactly on the steps.
        expect(snapshot.hasTag('busy')).toBe(isIn(snapshot, { steps: { oppsummering: 'reporting' } }));
        expect(snapshot.hasTag('blocksLeaving')).toBe(isIn(snapshot, 'steps'));
        // The confirmation shows a move the server registered (now, or before a reload).
        if (page === 'bekreftelse') expect(c.confirmed).not.toBeNull();
      },
    });
    checkPageMoves(path.steps);

    // Every move sent is one the rules allow, with the one key of this wizard; it goes only from a valid summary.
    const sent = (result.actorInputs.reportMove ?? []) as { agreementId: string; newAddress: typeof NEW_ADDRESS; movingDate: string; requestId: string }[];
    for (const request of sent) {
      expect(request.requestId).toBe(REQUEST_ID);
      expect(request.agreementId).toBe(INNBO.agreementId);
      expect(movingDateRefusal(request.movingDate, movingContextOf(INNBO, TODAY))).toBeNull();
      expect(movingAddressIssues({ manual: true, addressSearch: '', chosen: null, ...request.newAddress })).toEqual({});
    }
    const done = path.events.filter((e) => e.type === 'xstate.done.actor.reportMove').length;
    expect(actions.moveDone).toHaveBeenCalledTimes(done);
    const failures = path.events.filter((e) => e.type === 'xstate.error.actor.reportMove' || e.type === 'xstate.error.actor.loadAgreement').length;
    expect(actions.logError).toHaveBeenCalledTimes(failures);
    // The agreement is asked for once, and once more for each PRØV IGJEN.
    expect(result.actorInputs.loadAgreement ?? []).toHaveLength(1 + path.events.filter((e) => e.type === 'user.retry').length);
  });

  it('covers every state and transition', () => {
    const coverage = model.coverage();
    console.log(coverage.summary);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.states.percent).toBe(100);
    expect(coverage.transitions.percent).toBe(100);
  });
});

// The model reaches each state once, so it walks PRØV IGJEN back to loading but no further: what comes after, here.
describe('moving: the agreement could not be loaded', () => {
  const { noAnswer, serverError, notFound } = LOAD_FAILURES;

  it('PRØV IGJEN loads it again, as often as the customer presses it, and the wizard opens at step 1 once it comes', async () => {
    expect(await pagesWhileRetrying(movingMachine, inputs[0], [serverError, noAnswer, INNBO])).toEqual({
      pages: ['loadError', 'loadError', 'adresse'],
      calls: 3,
      offersRetry: false,
    });
  });

  it('a reload of the confirmation that failed shows the confirmation once PRØV IGJEN loads it', async () => {
    expect((await pagesWhileRetrying(movingMachine, inputs[2], [noAnswer, MOVED])).pages).toEqual(['loadError', 'bekreftelse']);
  });

  it("the server's 404 after PRØV IGJEN says it is not found, and offers no PRØV IGJEN", async () => {
    expect(await pagesWhileRetrying(movingMachine, inputs[0], [serverError, notFound])).toEqual({ pages: ['loadError', 'loadFailed'], calls: 2, offersRetry: false });
  });
});
