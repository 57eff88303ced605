/**
 * Model-based test of the damage-report machine: walks every state and transition with the customers of
 * damageReport.scenarios.ts (private and organization reporters, policyholder or not, the organization
 * check, registered and searched addresses, uploads that succeed, fail and are deleted, contact myself or
 * other, back navigation, URL routes, resuming, already submitted (when loaded, or as SEND INN's answer), load and
 * create failures), replays
 * every path against the real machine with controllable fakes, and checks the invariants of the flow.
 */
import { describe, expect, it } from 'vitest';
import { fromCallback, matchesState, type StateValue } from 'xstate';
import * as v from 'valibot';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { damageReportSteps, type StepName } from '../../domain/damageReportSteps';
import { pageMetaOf, stepOf } from '../../machines/damageReport/pages';
import { allEarlierStepsValid } from '../../domain/damageReportDraft';
import { diffForm, hasChanges } from '../../machines/damageReport/formDiff';
import type { DamageReportContext, DamageReportInput, LoadedDraft, SaveDraftInput, SubmitCaseInput } from '../../machines/damageReport/types';
import { caseDraftPatchSchema, caseSubmitSchema, isStepValid, type StepValidationContext } from '../../domain/schemas/damageReport';
import { isOrganizationInsurance } from '../../domain/schemas/damageReportRules';
import { createMachineModel } from '../support/modelTesting';
import { expectStepListMove } from '../support/stepMoves';
import { NetworkUnavailable, SessionEnded } from '../../machines/flowKit/connection';
import { CaseAlreadySubmitted } from '../../machines/damageReport/steps/oppsummering';
import { caseToForm, withDraftDefaults } from '../../domain/damageReportDraft';
import { draftOnDevice, restoreDraft } from '../../machines/damageReport/deviceCopy';
import type { CaseForm } from '../../domain/types';
import { fakeAppActions, loaded, searchedAddress } from './damageReport.fixtures';
import { SCENARIOS, nextFill, planProgress, scenarioOf, type ModelEventObject } from './damageReport.scenarios';

/** `matches` for nested states (the step states are built by a helper, so their values are not typed). */
const isIn = (snapshot: { value: StateValue }, value: StateValue) => matchesState(value, snapshot.value);

/**
 * What the step rules need besides the form (domain's StepValidationContext) is part of the machine's
 * context: the snapshot's context is passed as it is. Typed, so a field the rules read but the context
 * lost fails to compile instead of falling back to the rules' defaults.
 */
const rulesContext = (c: DamageReportContext): Required<Omit<StepValidationContext, 'today'>> => c;
const validity = (c: DamageReportContext) => damageReportSteps.names.map((s) => (isStepValid(s, c.form, rulesContext(c)) ? 1 : 0)).join('');

const inputs: DamageReportInput[] = [
  { caseId: null, requestedPage: null },
  { caseId: 'walk-spouse', requestedPage: null },
  { caseId: 'walk-org-bounce', requestedPage: null },
  { caseId: 'walk-org-manual', requestedPage: null },
  { caseId: 'delete-stored', requestedPage: 'informasjon' },
  { caseId: 'resume-kontakt', requestedPage: null },
  { caseId: 'resume-lokasjon', requestedPage: 'skade' },
  { caseId: 'resume-skade', requestedPage: 'forsikring' },
  { caseId: 'resume-skade', requestedPage: 'oppsummering' },
  // A reload on the thank-you page.
  { caseId: null, requestedPage: 'takk' },
  // No CaseId and createDraft answers '' (the machine must not submit without a draft).
  { caseId: null, requestedPage: 'oppsummering' },
  // The network comes and goes (only these scenarios are offered the network's events, so the walk stays small).
  { caseId: 'offline-basement', requestedPage: 'informasjon' },
  { caseId: 'offline-start', requestedPage: 'kontakt' },
  { caseId: 'offline-walk', requestedPage: null },
];

const isOfflineScenario = (c: DamageReportContext) => (c.caseId ?? '').startsWith('offline-');
const NETWORK_DOWN = new NetworkUnavailable();
const SESSION_ENDED = new SessionEnded();
const REFUSED = new Error('500');
/** The submit's 409: the case was sent in before with other answers (another tab). */
const SENT_BEFORE = new CaseAlreadySubmitted();
const DELETE_SESSION_ENDED = new SessionEnded();
/**
 * Events of the network and of the customer's session (logging out, another tab's logout): offered only in the
 * offline scenarios.
 */
const isNetworkEvent = (e: { type: string; error?: unknown }) =>
  e.type.startsWith('network.') ||
  e.type.startsWith('session.') ||
  e.type === 'upload.waiting' ||
  e.type.startsWith('xstate.after.') ||
  e.error === NETWORK_DOWN ||
  e.error === SESSION_ENDED;
/**
 * The offline scenarios walk the steps, the sends and the network only: the other scenarios cover the field
 * edits, routes and refusals, and offering them here too multiplies the states past any limit.
 */
const OFFLINE_WALK = new Set(['user.next', 'user.submit', 'upload.done']);
function offlineWalkTakes(c: DamageReportContext, step: StepName | null, e: { type: string; error?: unknown; id?: unknown }) {
  if (isNetworkEvent(e) || OFFLINE_WALK.has(e.type) || e.type.startsWith('xstate.done.actor.')) return true;
  if (e.type === 'user.deleteAttachment') return c.attachments.some((a) => a.id === e.id && a.status === 'waiting');
  // A photo given offline may still fail once it uploads (the customer has gone on).
  if (e.type === 'upload.failed') return c.attachments.some((a) => a.id === e.id && a.status === 'uploading');
  const fill = nextFill(c, step, step ? isStepValid(step, c.form, rulesContext(c)) : true);
  return !!fill && JSON.stringify(fill.event) === JSON.stringify(e);
}

/** Where the walk of one customer logs out instead of pressing NESTE: the step's answers complete, not yet saved. */
const loggingOutWithAnswers = (c: DamageReportContext, step: StepName | null) =>
  c.caseId === 'walk-spouse' && !!step && c.outbox.items.length === 0 && hasChanges(c.savedForm, c.form) && isStepValid(step, c.form, rulesContext(c));

function eventsFor(c: DamageReportContext, step: StepName | null): ModelEventObject[] {
  const fill = nextFill(c, step, step ? isStepValid(step, c.form, rulesContext(c)) : true);
  const scenario = scenarioOf(c);
  const uploading = c.attachments.find((a) => a.status === 'uploading')?.id ?? 'file-0';
  const events: ModelEventObject[] = [
    { type: 'xstate.done.actor.createDraft', output: c.requestedPage === 'oppsummering' ? '' : 'walk-private' },
    { type: 'xstate.done.actor.loadDraft', output: scenario.draft },
    { type: 'xstate.done.actor.refreshAttachments', output: [] },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.submit' },
    // Harmless variants of every event a step handles, so the walk covers them without leaving the plan.
    { type: 'user.change', field: 'otherDamageType', value: c.form.otherDamageType ?? null },
    { type: 'user.blur', field: 'email' },
    { type: 'upload.progress', id: uploading, progress: 10 },
    { type: 'upload.done', id: 'file-0', attachmentId: 'att-0', relationshipId: 'rel-0' },
    { type: 'upload.failed', id: 'file-0' },
    { type: 'upload.prepared', id: uploading, file: new File([], 'kjeller.jpg', { type: 'image/jpeg' }) },
    { type: 'user.searchOrganization', query: c.form.organizationSearch ?? '' },
    { type: 'user.organizationEntry', mode: c.organizationEntry },
    { type: 'user.locationMode', mode: c.locationMode },
    { type: 'user.searchAddress', query: c.form.addressSearch ?? '' },
    { type: 'user.selectRegisteredAddress', addressId: 'not-an-address' },
    { type: 'user.addFiles', files: [] },
    { type: 'user.deleteAttachment', id: 'file-0' },
    { type: 'page.hidden' },
    { type: 'upload.waiting', id: uploading },
  ];
  // A photo that waited for the network is uploaded, or removed while it waits.
  if (uploading !== 'file-0') {
    events.push({ type: 'upload.done', id: uploading, attachmentId: 'att-9', relationshipId: 'rel-9' }, { type: 'upload.failed', id: uploading });
  }
  const waiting = c.attachments.find((a) => a.status === 'waiting')?.id;
  if (waiting) events.push({ type: 'user.deleteAttachment', id: waiting });
  // A send either finds no network, is refused by the server, or is not made: the customer's session ended.
  for (const actor of ['saveDraft', 'updateUser', 'submitCase']) {
    events.push(
      { type: `xstate.error.actor.${actor}`, error: NETWORK_DOWN },
      { type: `xstate.error.actor.${actor}`, error: REFUSED },
      { type: `xstate.error.actor.${actor}`, error: SESSION_ENDED },
    );
  }
  // SEND INN finds the case sent in before, with other answers (from another tab).
  events.push({ type: 'xstate.error.actor.submitCase', error: SENT_BEFORE });
  // Deleting a stored attachment is not made either when the session is another customer's (the flow stops).
  // (Its own SessionEnded, offered where the deletion is walked, not only in the offline scenarios.)
  events.push({ type: 'xstate.error.actor.deleteAttachment', error: REFUSED }, { type: 'xstate.error.actor.deleteAttachment', error: DELETE_SESSION_ENDED });
  if (c.caseId === 'walk-private') {
    events.push({ type: 'xstate.done.actor.loadDraft', output: loaded({}, {}, { submittedOnWeb: true }) });
  }
  // Events the plan may offer need a harmless stand-in when it does not.
  if (fill?.event.type !== 'user.selectOrganization') {
    events.push({
      type: 'user.selectOrganization',
      organizationName: c.form.organizationName ?? 'Solbakken Borettslag',
      organizationNumber: c.form.organizationNumber ?? '912345678',
    });
  }
  if (fill?.event.type !== 'user.selectAddress') events.push({ type: 'user.selectAddress', address: searchedAddress });
  if (fill) events.push(fill.event);
  return events;
}

const only = process.env.MODEL_INPUT;
const t0 = performance.now();
const model = createMachineModel(damageReportMachine, {
  inputs: only === undefined ? inputs : [inputs[Number(only)]!],
  events: (snapshot) => eventsFor(snapshot.context, stepOf(snapshot)),
  filterEvents: (snapshot, event) =>
    isOfflineScenario(snapshot.context)
      ? offlineWalkTakes(snapshot.context, stepOf(snapshot), event) ||
        // SEND INN waiting for the sends refuses a URL change like any busy state.
        (event.type === 'xstate.route' && isIn(snapshot, { flow: { steps: { oppsummering: 'finishingSends' } } }))
      : !isNetworkEvent(event) ||
        // Logging out with a step's answers given but not yet saved saves them without NESTE (one walk, once per step).
        (event.type === 'session.ending' && loggingOutWithAnswers(snapshot.context, stepOf(snapshot))),
  // Small on purpose: where the customer is, what is valid, how far the current step's plan has come.
  serializeContext: (c) => ({
    caseId: c.caseId,
    valid: validity(c),
    plan: planProgress(c),
    dirty: hasChanges(c.savedForm, c.form),
    reportedByType: c.form.reportedByType,
    attachments: c.attachments.map((a) => `${a.id}:${a.status}`),
    deleting: c.deletingAttachmentId,
    // Offline, every kontakt NESTE queues another profile update: the count is capped so the walk ends.
    outbox: [c.outbox.items[0]?.payload.kind, Math.min(c.outbox.items.length, 2)],
    notice: c.notice,
  }),
  simplePaths: false,
  limit: 20000,
});

const ERROR_LOGS: Record<string, string> = {
  'xstate.error.actor.createDraft': 'Create case failed',
  'xstate.error.actor.saveDraft': 'Update case failed',
  'xstate.error.actor.updateUser': 'Failed to update user',
  'xstate.error.actor.submitCase': 'Submit case failed',
  'xstate.error.actor.refreshAttachments': 'Refresh attachments failed',
};

console.log(`damageReport model: ${model.paths.length} paths built in ${Math.round(performance.now() - t0)} ms`);

type Step = (typeof model.paths)[number]['steps'][number];
/** Events after which a step's `saving` may go on: a save answered, or the network gone. */
const SAVE_DONE = new Set([
  'xstate.done.actor.saveDraft',
  'xstate.error.actor.saveDraft',
  'xstate.done.actor.updateUser',
  'xstate.error.actor.updateUser',
  'network.offline',
  'upload.waiting',
]);
const sendOf = (type: string) => /^xstate\.(done|error)\.actor\.(saveDraft|updateUser)$/.test(type);

/**
 * The independent oracle: every move between steps follows the step list (domain/damageReportSteps.ts), not
 * the machine's own targets. NESTE (directly or once saved) goes to the next step of the list, TILBAKE to the
 * previous one (on the first it leaves the flow), a route event to the step it names; the organization check
 * is the one way back to rolle. Kontakt is left forwards only after its user update was queued exactly once.
 */
function checkStepMoves(steps: Pick<Step, 'state' | 'event'>[], leaveFlowCalls: number) {
  let backsOnFirstStep = 0;
  let kontaktFrom = 0;
  const kinds = new Map<number, string>();
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.state;
    const { event, state } = steps[i]!;
    const from = stepOf(before);
    const to = stepOf(state);
    for (const item of state.context.outbox.items) kinds.set(item.seq, item.payload.kind);
    if (to === 'kontakt' && from !== 'kontakt') kontaktFrom = state.context.outbox.nextSeq;
    const updatesSinceKontakt = [...kinds].filter(([seq, kind]) => seq >= kontaktFrom && kind === 'user').length;
    if (event.type === 'user.back' && from === 'rolle' && isIn(before, { flow: { steps: { rolle: 'editing' } } })) backsOnFirstStep++;
    if (!from || !to || from === to) continue;
    if (event.type === 'user.back' || event.type === 'xstate.route') expectStepListMove(damageReportSteps, from, to, event);
    else if (isIn(before, { flow: { steps: { forsikring: 'switchingToOrganization' } } })) expect(to).toBe('rolle');
    // Offline the organization check goes back at once: the save waits on the device.
    else if (event.type === 'user.next' && from === 'forsikring' && isOrganizationInsurance(before.context.form)) expect(to).toBe('rolle');
    else if (from === 'oppsummering' && (event.type === 'user.submit' || isIn(before, { flow: { steps: { oppsummering: 'finishingSends' } } }))) {
      // SEND INN with a photo that failed after the customer went on: the first step not complete opens.
      expect(to, 'SEND INN with a step not complete').toBe(damageReportSteps.names.find((s) => !isStepValid(s, state.context.form, rulesContext(state.context))));
    } else if (!expectStepListMove(damageReportSteps, from, to, event, (type) => SAVE_DONE.has(type))) throw new Error(`unexpected step move ${from} → ${to} on ${event.type}`);
    if (from === 'kontakt' && to === 'oppsummering') expect(updatesSinceKontakt, 'kontakt’s user update').toBe(1);
  }
  expect(leaveFlowCalls).toBe(backsOnFirstStep);
}

const inSending = (s: Step['state']) => isIn(s, { flow: { connection: { online: 'sending' } } });

/**
 * The outbox's invariants, at every step of a path: order kept (only the head leaves, the numbers only grow),
 * nothing sent twice (a save is sent again only after a send that found no network), nothing lost (every save
 * made is answered or still waits), and nothing lost across a reload: the device copy of any moment, loaded
 * offline or online (with the server's draft as the sends so far made it), gives the same answers, queue and photos.
 */
function checkOutbox(steps: Pick<Step, 'state' | 'event'>[]) {
  let loaded: LoadedDraft | undefined;
  let server: CaseForm = {};
  const answered = new Set<number>();
  const sends = new Map<number, number>();
  const noNetwork = new Map<number, number>();
  const bump = (map: Map<number, number>, seq: number) => map.set(seq, (map.get(seq) ?? 0) + 1);
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.state;
    const { event, state } = steps[i]!;
    if (event.type === 'xstate.done.actor.loadDraft') {
      loaded = (event as unknown as { output: LoadedDraft }).output;
      server = caseToForm(loaded.case);
    }
    const was = before.context.outbox.items;
    const now = state.context.outbox.items;
    const seqs = now.map((item) => item.seq);
    expect(seqs, 'in order').toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs.every((seq) => seq < state.context.outbox.nextSeq && !answered.has(seq)), 'an answered save never comes back').toBe(true);
    if (sendOf(event.type)) {
      const head = was[0]!;
      const error = (event as { error?: unknown }).error;
      if (error === NETWORK_DOWN || error === SESSION_ENDED) {
        // Not sent (no network), or not made (the session ended): it still waits.
        bump(noNetwork, head.seq);
        expect(now).toEqual(was);
      } else {
        answered.add(head.seq);
        expect(now[0]?.seq, 'only the head leaves').not.toBe(head.seq);
        if (event.type === 'xstate.done.actor.saveDraft' && head.payload.kind === 'draft') server = { ...server, ...head.payload.patch };
      }
    }
    if (inSending(state) && (!inSending(before) || sendOf(event.type))) bump(sends, now[0]!.seq);
    // Nothing lost: every save made is answered or waits.
    const made = Array.from({ length: state.context.outbox.nextSeq - 1 }, (_, k) => k + 1);
    expect(made.every((seq) => answered.has(seq) || seqs.includes(seq)), 'every save answered or waiting').toBe(true);
    if (state.matches('flow')) checkReload(state.context, loaded!, server);
  }
  // Each send of a save is answered (once) or found no network, except the one still under way.
  // (A session that ended stops the flow: the send that was under way then gets no answer.)
  const last = steps.at(-1)!.state;
  const cutOff = last.matches('loggedOut') && steps.at(-1)!.event.type === 'session.ended';
  const lastActive = cutOff ? steps.at(-2)!.state : last;
  const underWay = inSending(lastActive) ? lastActive.context.outbox.items[0]?.seq : undefined;
  for (const [seq, count] of sends) {
    expect(count, `sends of save ${seq}`).toBe((noNetwork.get(seq) ?? 0) + (answered.has(seq) || seq === underWay ? 1 : 0));
  }
}

/** A reload at this moment, offline and online, restores what the customer sees and what waits. */
function checkReload(c: DamageReportContext, loaded: LoadedDraft, server: CaseForm) {
  const onDevice = draftOnDevice(c);
  const offline = restoreDraft({ ...loaded, offline: true, onDevice });
  expect(offline.form).toEqual(c.form);
  // The same answers: no field differs (an empty field is null or absent alike, as the saves see it).
  expect(offline.outbox).toEqual(c.outbox);
  const online = restoreDraft({ ...loaded, case: { ...loaded.case, ...server }, offline: false, onDevice });
  expect(diffForm(online.form, withDraftDefaults(c.form, loaded.user)), 'online reload: the answers').toEqual({});
  expect(online.outbox).toEqual(c.outbox);
  const unsent = (items: typeof c.attachments) => items.filter((a) => a.status === 'uploading' || a.status === 'waiting').map((a) => a.id);
  expect(unsent(online.attachments), 'online reload: the photos not yet sent').toEqual(unsent(c.attachments));
}

/** Route events over all paths: accepted (the machine now shows the page asked for) or refused (it stays). */
function routeEventCounts(paths: typeof model.paths) {
  let accepted = 0;
  let refused = 0;
  for (const path of paths) {
    path.steps.forEach(({ event, state }, i) => {
      if (event.type !== 'xstate.route' || i === 0) return;
      const page = pageMetaOf(state)?.page;
      if (page && `#${page}` === (event as unknown as { to: string }).to) accepted++;
      else refused++;
    });
  }
  return { accepted, refused };
}

describe('damageReport model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actions = fakeAppActions();
    // A photo given offline counts as given while it uploads once online (the customer has gone on already).
    const givenOffline = new Set<string>();
    let shownStep: string | null = null;
    const result = await model.replay(path, {
      actions,
      // Uploads are spawned callback actors; the model sends their progress/done/failed events itself.
      actors: { uploadAttachment: fromCallback(() => {}) },
      onStep: (snapshot, event) => {
        const c = snapshot.context;
        const inFlow = snapshot.matches('flow');
        // A step shown anew never shows SEND INN's last failure (coming back to the summary shows it fresh).
        const stepNow = inFlow ? stepOf(snapshot) : null;
        if (stepNow !== null && stepNow !== shownStep) expect(c.notice, `notice on entering ${stepNow}`).toBeNull();
        shownStep = stepNow;
        // A submit that failed always tells the customer that the report was not sent, and why.
        if (event?.type === 'xstate.error.actor.submitCase' && inFlow) {
          expect(c.notice).toBe((event as unknown as { error: unknown }).error === NETWORK_DOWN ? 'submitNoAnswer' : 'submitFailed');
        }
        // A submit the server refused as sent in before ends on «Skadesaken er allerede sendt inn.», the device copy forgotten.
        if (event?.type === 'xstate.error.actor.submitCase' && (event as unknown as { error: unknown }).error === SENT_BEFORE) {
          expect(snapshot.matches('alreadySubmitted')).toBe(true);
          expect(actions.forgetDeviceCopy).toHaveBeenLastCalledWith(expect.anything(), { caseId: c.caseId });
        }
        // While the report is being sent, no old failure shows.
        if (isIn(snapshot, { flow: { steps: { oppsummering: 'submitting' } } })) expect(c.notice).toBeNull();
        const step = stepOf(snapshot);
        // The URL always shows the page: exactly one route while in the flow or on takk, none elsewhere.
        const routes = Object.values(snapshot.getMeta()).map((m) => (m as { route?: string }).route).filter(Boolean);
        if (inFlow) expect(routes).toEqual([damageReportSteps.info(step!).route]);
        else if (snapshot.matches('takk')) expect(routes).toEqual(['/meld-skade/takk']);
        else expect(routes).toEqual([]);
        // Never a step whose earlier steps are invalid.
        // (While the organization check saves, rolle is already invalid: the customer is on the way back there.)
        for (const a of c.attachments) if (a.status === 'waiting') givenOffline.add(a.id);
        // (It may fail after the customer went on: SEND INN then sends them back, see below.)
        const attachments = c.attachments.map((a) =>
          (a.status === 'uploading' || a.status === 'error') && givenOffline.has(a.id) ? { ...a, status: 'waiting' as const } : a,
        );
        if (inFlow && !isIn(snapshot, { flow: { steps: { forsikring: 'switchingToOrganization' } } })) {
          expect(allEarlierStepsValid(step!, c.form, rulesContext({ ...c, attachments }))).toBe(true);
        }
        // The leave dialog is asked for exactly while a draft is being made or edited.
        expect(snapshot.hasTag('blocksLeaving')).toBe(
          snapshot.matches('creatingDraft') || snapshot.matches('loadingDraft') || inFlow,
        );
      },
    });

    // What the server receives passes its schemas.
    for (const save of (result.actorInputs.saveDraft ?? []) as SaveDraftInput[]) {
      expect(Object.keys(save.patch).length).toBeGreaterThan(0);
      expect(v.safeParse(caseDraftPatchSchema, save.patch).issues?.[0]?.message).toBeUndefined();
    }
    // A flush (page hidden) sends the step's unsaved edits: never empty, never without a draft, well-formed.
    for (const [, flush] of actions.flushDraft.mock.calls as [unknown, SaveDraftInput][]) {
      expect(flush.caseId).not.toBe('');
      expect(Object.keys(flush.patch).length).toBeGreaterThan(0);
      expect(v.safeParse(caseDraftPatchSchema, flush.patch).issues?.[0]?.message).toBeUndefined();
    }
    for (const submit of (result.actorInputs.submitCase ?? []) as SubmitCaseInput[]) {
      expect(submit.caseId).not.toBe('');
      expect(v.safeParse(caseSubmitSchema, submit.form).issues?.[0]?.message).toBeUndefined();
    }
    // No double submit: a new submit starts only after the previous one failed.
    const submitErrors = path.events.filter((e) => e.type === 'xstate.error.actor.submitCase').length;
    expect((result.actorInputs.submitCase ?? []).length).toBeLessThanOrEqual(submitErrors + 1);
    // The replayed snapshots: the model's keep one context per serialized state, whose outbox may be another walk's.
    checkStepMoves(
      result.snapshots.map((state, i) => ({ state, event: path.steps[i]!.event })),
      actions.leaveFlow.mock.calls.length,
    );
    // Never sent with a step not complete (by the photos as they really are).
    const submitting = { flow: { steps: { oppsummering: 'submitting' } } } as const;
    result.snapshots.forEach((state, i) => {
      if (i === 0 || !isIn(state, submitting) || isIn(result.snapshots[i - 1]!, submitting)) return;
      expect(allEarlierStepsValid('oppsummering', state.context.form, rulesContext(state.context)), 'sent with every step complete').toBe(true);
    });
    // The replayed snapshots, not the model's: the model keeps one snapshot per serialized state.
    checkOutbox(result.snapshots.map((state, i) => ({ state, event: path.steps[i]!.event })));
    // Errors are logged with the catalogue's words, once per failure.
    // A send that found no network is not a failure: it waits and goes again.
    // Nor is a send the app did not make because the session ended: the flow stops.
    const expectedLogs = path.events
      .filter((e) => ![NETWORK_DOWN, SESSION_ENDED].includes((e as { error?: unknown }).error as Error))
      .map((e) => ERROR_LOGS[e.type])
      .filter(Boolean);
    const noDraftSubmits = path.steps.filter(
      (s, i) =>
        s.event.type === 'user.submit' &&
        i > 0 &&
        path.steps[i - 1]!.state.context.caseId === '' &&
        isIn(path.steps[i - 1]!.state, { flow: { steps: { oppsummering: 'editing' } } }) &&
        isStepValid('oppsummering', path.steps[i - 1]!.state.context.form),
    ).length;
    const logged = actions.logError.mock.calls.map((call) => (call[1] as { message: string }).message);
    expect(logged.filter((m) => m !== 'No draft exists')).toEqual(expectedLogs);
    expect(logged.filter((m) => m === 'No draft exists')).toHaveLength(noDraftSubmits);
    expect(actions.notifyCreateFailed).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.createDraft').length);
    expect(actions.notifyAttachmentDeleted).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.done.actor.deleteAttachment').length);
    expect(actions.notifyAttachmentDeleteFailed).toHaveBeenCalledTimes(
      path.events.filter((e) => e.type === 'xstate.error.actor.deleteAttachment' && !((e as unknown as { error: unknown }).error instanceof SessionEnded)).length,
    );
    // A profile update the server refused is told; one without network waits, and one not made is not.
    expect(actions.notifyProfileNotUpdated).toHaveBeenCalledTimes(
      path.events.filter((e) => e.type === 'xstate.error.actor.updateUser' && (e as unknown as { error: unknown }).error === REFUSED).length,
    );
    // The organization check tells the customer why they are back on rolle, once per bounce: NESTE on forsikring
    // that saves as the organization's first (online) or goes back to rolle at once (offline).
    const bounces = result.snapshots.filter((s, i) => {
      const before = result.snapshots[i - 1];
      if (!before || !isIn(before, { flow: { steps: { forsikring: 'editing' } } })) return false;
      return isIn(s, { flow: { steps: { forsikring: 'switchingToOrganization' } } }) || (stepOf(s) === 'rolle' && path.steps[i]!.event.type === 'user.next');
    }).length;
    expect(actions.notifyOrganizationSwitch).toHaveBeenCalledTimes(bounces);
  });

  it('covers every state and transition, and route events both accepted and refused', () => {
    const coverage = model.coverage();
    const routes = routeEventCounts(model.paths);
    console.log(`${coverage.summary}; route events: ${routes.accepted} accepted, ${routes.refused} refused`);
    expect(routes.accepted).toBeGreaterThan(0);
    expect(routes.refused).toBeGreaterThan(0);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.states.percent).toBe(100);
    expect(coverage.transitions.percent).toBe(100);
  });

  it('walks every scenario', () => {
    const reached = new Set(model.paths.map((p) => p.state.context.caseId ?? 'null'));
    for (const caseId of Object.keys(SCENARIOS)) expect(reached).toContain(caseId);
  });
});
