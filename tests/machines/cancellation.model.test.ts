/**
 * Model-based test of the cancellation wizard («Si opp forsikring»): walks every state and transition for an
 * agreement held directly, one bought through an agent and one already cancelled, each reason with an allowed and
 * a refused date, deep links and reloads as inputs, back/forward as route events, an agreement the server does not
 * find (404) or that is not loaded (a 500, no answer; PRØV IGJEN), and a cancellation that goes through, is refused
 * (the date; otherwise) or gets no answer. Replays every path against the real machine with
 * fakes and checks the flow's invariants against the step list and the end-date rules (domain/cancellation.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { matchesState, type StateValue } from 'xstate';
import { cancellationRefusal, endDateWindow, isAllowedEndDate, type CancellationReason } from '../../domain/cancellation';
import { cancellationDeclaration, cancellationSteps, type CancellationStepName } from '../../domain/cancellationSteps';
import { cancellationMachine } from '../../machines/cancellation.machine';
import type { CancellationContext, CancellationInput, CancellationPage } from '../../machines/cancellation/types';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import { createMachineModel } from '../support/modelTesting';
import { agreement, LOAD_FAILURES, pageAfterLoadFailure, pagesWhileRetrying } from './cancellation.fixtures';
import { expectStepListMove } from '../support/stepMoves';

const TODAY = '2026-11-28';
const REQUEST_ID = '7d0c7a8e-1f3b-4c55-9d2e-0a4b6c8e0f12';


const DIRECT = agreement();
const THROUGH_AGENT = agreement({ directAgreement: false, agent: 'gjensidige', agreementNumber: 'GJ-7781204' });
const CANCELLED = agreement({ cancellation: { reason: 'behov_borte', endDate: '2027-01-15', refund: 1150, cancelledAt: '2026-11-20T10:00:00Z' } });

const inputs: CancellationInput[] = [
  { agreementId: DIRECT.agreementId, requestedPage: null, today: TODAY, requestId: REQUEST_ID },
  // A deep link (or a reload) on the summary: nothing is kept, so it opens at step 1.
  { agreementId: DIRECT.agreementId, requestedPage: 'oppsummering', today: TODAY, requestId: REQUEST_ID },
  // A reload of the confirmation.
  { agreementId: DIRECT.agreementId, requestedPage: 'bekreftelse', today: TODAY, requestId: REQUEST_ID },
];

const RULES = { today: TODAY, renewalDate: DIRECT.renewalDate };
const REASONS: CancellationReason[] = ['behov_borte', 'annet_selskap', 'hovedforfall'];

type ModelEvent = { type: string; [key: string]: unknown };

/** The events a customer (and the app's actors) can cause in a snapshot. */
function eventsFor(c: CancellationContext): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadAgreement', output: DIRECT },
    { type: 'xstate.done.actor.loadAgreement', output: THROUGH_AGENT },
    { type: 'xstate.done.actor.loadAgreement', output: CANCELLED },
    // The server's 404, its 500, and no answer: only the 404 says the agreement is not found.
    ...Object.values(LOAD_FAILURES).map((error) => ({ type: 'xstate.error.actor.loadAgreement', error })),
    { type: 'user.retry' },
    {
      type: 'xstate.done.actor.cancelAgreement',
      output: { agreementId: c.agreementId, reason: c.form.reason, endDate: c.form.endDate, refund: 100, cancelledAt: '2026-11-28T10:00:00Z' },
    },
    { type: 'xstate.error.actor.cancelAgreement', error: { rejected: true, status: 400, message: 'Datoen er ikke tillatt.' } },
    // Cancelled meanwhile in another tab, or this request sent before with other answers: the server's 409.
    { type: 'xstate.error.actor.cancelAgreement', error: { rejected: true, status: 409, message: CONFLICT_MESSAGES.cancellationSentWithOtherDetails } },
    { type: 'xstate.error.actor.cancelAgreement', error: { rejected: true, status: 404, message: 'Fant ikke forsikringen.' } },
    { type: 'xstate.error.actor.cancelAgreement', error: new TypeError('Failed to fetch') },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.submit' },
    ...cancellationSteps.names.map((step) => ({ type: 'xstate.route', to: `#${step}` })),
    // Another reason than the one chosen (the first one when none is).
    { type: 'user.change', field: 'reason', value: REASONS[(REASONS.indexOf(c.form.reason ?? 'hovedforfall') + 1) % REASONS.length] },
  ];
  if (c.form.reason) {
    const window = endDateWindow(c.form.reason, RULES);
    events.push({ type: 'user.change', field: 'endDate', value: c.form.endDate === window.first ? window.last : window.first });
    // Yesterday: no reason allows it.
    events.push({ type: 'user.change', field: 'endDate', value: '2026-11-27' });
  }
  return events;
}

const pageOf = (snapshot: { getMeta(): Record<string, unknown> }) => flowPageMetaOf<CancellationPage>(snapshot)?.page ?? null;
const stepOf = (snapshot: { getMeta(): Record<string, unknown> }): CancellationStepName | null => {
  const page = pageOf(snapshot);
  return page && cancellationSteps.isName(page) ? page : null;
};
const isIn = (snapshot: { value: StateValue }, value: StateValue) => matchesState(value, snapshot.value);

/** Whether each step is answered, by the rules themselves (the oracle). */
const answered = (c: CancellationContext) => [c.form.reason !== null, c.form.reason !== null && isAllowedEndDate(c.form.reason, c.form.endDate, RULES)];

const t0 = performance.now();
const model = createMachineModel(cancellationMachine, {
  inputs,
  events: (snapshot) => eventsFor(snapshot.context) as never,
  serializeContext: (c) => ({
    loaded: c.agreement?.agreementNumber ?? null,
    cancelled: c.agreement?.cancellation !== null && c.agreement?.cancellation !== undefined,
    reason: c.form.reason,
    date: c.form.endDate === '' ? '' : c.form.reason && isAllowedEndDate(c.form.reason, c.form.endDate, RULES) ? 'ok' : 'bad',
    notice: c.notice,
    shown: Object.keys(c.errors).length > 0,
    confirmed: c.confirmed !== null,
  }),
  simplePaths: false,
  limit: 20000,
});
console.log(`cancellation model: ${model.paths.length} paths built in ${Math.round(performance.now() - t0)} ms`);

type Step = (typeof model.paths)[number]['steps'][number];

/** The independent oracle for moves between pages: the step list, not the machine's own targets. */
function checkPageMoves(steps: Step[]) {
  for (let i = 1; i < steps.length; i++) {
    const from = pageOf(steps[i - 1]!.state);
    const { event, state } = steps[i]!;
    const to = pageOf(state);
    if (!from || !to || from === to || !cancellationSteps.isName(from)) continue;
    if (!cancellationSteps.isName(to)) {
      expect(from).toBe('oppsummering');
      expect(event.type).toBe('xstate.done.actor.cancelAgreement');
    } else if (!expectStepListMove(cancellationSteps, from, to, event)) throw new Error(`unexpected page move ${from} → ${to} on ${event.type}`);
  }
}

describe('cancellation model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actions = { leaveFlow: vi.fn(), cancellationDone: vi.fn(), logError: vi.fn() };
    const result = await model.replay(path, {
      actions,
      onStep: (snapshot, event) => {
        const c = snapshot.context;
        const page = pageOf(snapshot);
        const step = stepOf(snapshot);
        // The URL always shows the page: one route on a page, none while loading or on a dead end.
        const routes = Object.values(snapshot.getMeta())
          .map((m) => (m as { route?: string }).route)
          .filter(Boolean);
        if (step) expect(routes).toEqual([cancellationSteps.info(step).route]);
        else if (page === 'bekreftelse') expect(routes).toEqual([cancellationDeclaration.ends.bekreftelse]);
        else if (page === 'loadFailed' || page === 'loadError' || page === 'notCancellable') expect(routes).toEqual([cancellationDeclaration.area]);
        else expect(routes).toEqual([]);
        // Never a step whose earlier steps are not answered; never a step of an agreement that cannot be cancelled.
        if (step) {
          expect(answered(c).slice(0, cancellationSteps.names.indexOf(step)).every(Boolean), `${step} shown`).toBe(true);
          expect(cancellationRefusal(c.agreement!, TODAY)).toBeNull();
        }
        if (isIn(snapshot, 'notCancellable')) expect(cancellationRefusal(c.agreement!, TODAY)).not.toBeNull();
        // A failed load says «Vi fant ikke forsikringen.» only for the server's 404; any other failure offers PRØV IGJEN.
        if (event?.type === 'xstate.error.actor.loadAgreement') expect(page).toBe(pageAfterLoadFailure((event as unknown as { error: unknown }).error));
        // PRØV IGJEN loads the agreement again.
        if (event?.type === 'user.retry') expect(snapshot.hasTag('loading')).toBe(true);
        // At renewal, the only date is the renewal date, chosen with the reason; another reason keeps only a date it allows.
        if (event?.type === 'user.change' && (event as unknown as { field: string }).field === 'reason') {
          if (c.form.reason === 'hovedforfall') expect(c.form.endDate).toBe(endDateWindow('hovedforfall', RULES).first);
          else if (c.form.endDate !== '') expect(isAllowedEndDate(c.form.reason!, c.form.endDate, RULES)).toBe(true);
        }
        // A failed cancellation always tells the customer; one under way shows no old failure.
        if (event?.type === 'xstate.error.actor.cancelAgreement') {
          const error = (event as unknown as { error: { rejected?: boolean; status?: number; message?: string } }).error;
          const expected = !error.rejected ? 'noAnswer' : error.status === 400 ? 'dateRefused' : error.status === 409 ? 'conflict' : 'refused';
          expect(c.notice).toBe(expected);
          // A 409 shows the server's own words.
          if (expected === 'conflict') expect(c.conflictMessage).toBe(error.message);
        }
        if (isIn(snapshot, { steps: { oppsummering: 'cancelling' } })) expect(c.notice).toBeNull();
        // Busy exactly while cancelling; leaving asks exactly on the steps.
        expect(snapshot.hasTag('busy')).toBe(isIn(snapshot, { steps: { oppsummering: 'cancelling' } }));
        expect(snapshot.hasTag('blocksLeaving')).toBe(isIn(snapshot, 'steps'));
        // The confirmation shows a cancellation the server confirmed (now, or before a reload).
        if (page === 'bekreftelse') expect(c.confirmed).not.toBeNull();
      },
    });
    checkPageMoves(path.steps);

    // Every cancellation sent is one the rules allow, with the one key of this wizard; it goes only from a valid summary.
    const sent = (result.actorInputs.cancelAgreement ?? []) as { agreementId: string; reason: CancellationReason; endDate: string; requestId: string }[];
    for (const request of sent) {
      expect(request.requestId).toBe(REQUEST_ID);
      expect(request.agreementId).toBe(DIRECT.agreementId);
      expect(isAllowedEndDate(request.reason, request.endDate, RULES), `${request.reason} ${request.endDate}`).toBe(true);
    }
    const done = path.events.filter((e) => e.type === 'xstate.done.actor.cancelAgreement').length;
    expect(actions.cancellationDone).toHaveBeenCalledTimes(done);
    const failures = path.events.filter((e) => e.type === 'xstate.error.actor.cancelAgreement' || e.type === 'xstate.error.actor.loadAgreement').length;
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
describe('cancellation: the agreement could not be loaded', () => {
  const { noAnswer, serverError, notFound } = LOAD_FAILURES;

  it('PRØV IGJEN loads it again, as often as the customer presses it, and the wizard opens at step 1 once it comes', async () => {
    expect(await pagesWhileRetrying(cancellationMachine, inputs[0], [noAnswer, serverError, DIRECT])).toEqual({
      pages: ['loadError', 'loadError', 'arsak'],
      calls: 3,
      offersRetry: false,
    });
  });

  it('a reload of the confirmation that failed shows the confirmation once PRØV IGJEN loads it', async () => {
    expect((await pagesWhileRetrying(cancellationMachine, inputs[2], [serverError, CANCELLED])).pages).toEqual(['loadError', 'bekreftelse']);
  });

  it("the server's 404 after PRØV IGJEN says it is not found, and offers no PRØV IGJEN", async () => {
    expect(await pagesWhileRetrying(cancellationMachine, inputs[0], [noAnswer, notFound])).toEqual({ pages: ['loadError', 'loadFailed'], calls: 2, offersRetry: false });
  });
});
