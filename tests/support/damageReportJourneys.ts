/**
 * Customers' journeys through the real damage report machine (with fake services), counted by the real tracker
 * into a real batch (issue 49): what the moves tests post and expect. Each step takes 20 s on a fake clock.
 */
import { createActor, fromCallback, fromPromise, matchesState, waitFor } from 'xstate';
import type { CaseForm } from '../../domain/types';
import type { MoveBatch } from '../../domain/countedMoves';
import { damageReportMachine } from '../../machines/damageReport.machine';
import type { DeviceCopyEvent, DeviceCopyInput, UploadAttachmentInput, UploadEvent } from '../../machines/damageReport/types';
import type { AttachmentItem } from '../../machines/flowKit/uploads';
import { createMoveTracker } from '../../machines/moves/tracker';
import { createMoveBatch } from '../../src/lib/moveCounting/moveBatch';
import { fakeAppActions, loaded, validForsikring, validInformasjon, validKontakt, validLokasjon, validRolle, validSkade } from '../machines/damageReport.fixtures';

export type Journey = 'sends' | 'leavesAtInformasjon' | 'failsThenSends';

export const STEP_MS = 20_000;

const STEPS: [string, CaseForm][] = [
  ['rolle', validRolle],
  ['lokasjon', validLokasjon],
  ['forsikring', validForsikring],
  ['skade', validSkade],
  ['informasjon', validInformasjon],
  ['kontakt', validKontakt],
];

/** One customer's journey from a new draft; the batch their page sends as it goes (one, as it hides). */
export async function damageReportJourney(journey: Journey): Promise<MoveBatch[]> {
  const sent: MoveBatch[] = [];
  const batch = createMoveBatch((b) => sent.push(b));
  let clock = 0;
  const tracker = createMoveTracker(batch, { now: () => clock });
  let submits = 0;
  const machine = damageReportMachine.provide({
    actions: fakeAppActions(),
    actors: {
      createDraft: fromPromise(async () => 'case-new'),
      loadDraft: fromPromise(async () => loaded()),
      saveDraft: fromPromise(async (): Promise<void> => undefined),
      updateUser: fromPromise(async (): Promise<void> => undefined),
      submitCase: fromPromise(async () => {
        submits++;
        if (journey === 'failsThenSends' && submits === 1) throw new Error('500');
      }),
      uploadAttachment: fromCallback<{ type: 'noop' }, UploadAttachmentInput, UploadEvent>(() => undefined),
      deleteAttachment: fromPromise(async (): Promise<void> => undefined),
      refreshAttachments: fromPromise(async (): Promise<AttachmentItem[]> => []),
      keepOnDevice: fromCallback<DeviceCopyEvent, DeviceCopyInput>(() => undefined),
    },
  });
  const actor = createActor(machine, { input: { caseId: null, requestedPage: null }, inspect: tracker.inspect }).start();
  const at = (step: string) => waitFor(actor, (s) => matchesState({ flow: { steps: { [step]: 'editing' } } }, s.value), { timeout: 1000 });
  const fill = (form: CaseForm) => {
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'user.change', field, value } as never);
  };
  for (const [step, form] of STEPS) {
    await at(step);
    fill(form);
    clock += STEP_MS;
    if (journey === 'leavesAtInformasjon' && step === 'informasjon') {
      tracker.leave('page.closed');
      batch.flush();
      actor.stop();
      return sent;
    }
    actor.send({ type: 'user.next' });
  }
  await at('oppsummering');
  fill({ informationConfirmed: true });
  clock += STEP_MS;
  actor.send({ type: 'user.submit' });
  if (journey === 'failsThenSends') {
    await waitFor(actor, (s) => s.context.notice === 'submitFailed', { timeout: 1000 });
    clock += STEP_MS;
    actor.send({ type: 'user.submit' });
  }
  await waitFor(actor, (s) => s.matches('takk'), { timeout: 1000 });
  tracker.leave('flow.left');
  batch.flush();
  actor.stop();
  return sent;
}

/** The 30 customers: 20 send, 6 leave at «Vedlegg og beskrivelse», 4 get a failed SEND INN and retry once. */
export const THIRTY_CUSTOMERS: Journey[] = [
  ...Array<Journey>(20).fill('sends'),
  ...Array<Journey>(6).fill('leavesAtInformasjon'),
  ...Array<Journey>(4).fill('failsThenSends'),
];

/** The totals the 30 customers' moves add up to, by «from event to outcome». */
export function expectedThirty(): Record<string, number> {
  const all = 30;
  const onward = 24;
  const steps = ['rolle', 'lokasjon', 'forsikring', 'skade', 'informasjon', 'kontakt', 'oppsummering'];
  const totals: Record<string, number> = { 'start xstate.done.actor.loadDraft rolle ': all };
  steps.slice(0, 4).forEach((step, i) => (totals[`${step} user.next ${steps[i + 1]} `] = all));
  totals['informasjon page.closed left '] = 6;
  totals['informasjon user.next kontakt '] = onward;
  totals['kontakt user.next oppsummering '] = onward;
  totals['oppsummering user.submit oppsummering submitFailed'] = 4;
  totals['oppsummering user.submit takk '] = onward;
  return totals;
}
