import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CaseListItem } from '../../domain/types';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { createMachineModel } from '../support/modelTesting';

const draft = (incidentId: string): CaseListItem => ({ incidentId, createdOn: '01.02.2025 Kl. 10:15', damageType: null, status: 'draft' });

const model = createMachineModel(draftReminderModalMachine, {
  inputs: [{ alreadyDismissed: false }, { alreadyDismissed: true }],
  events: () => [
    { type: 'xstate.done.actor.loadDrafts', output: [] },
    { type: 'xstate.done.actor.loadDrafts', output: [draft('a'), draft('b')] },
    { type: 'xstate.error.actor.loadDrafts', error: new Error('Error 500: Internal Server Error') },
  ],
  serializeContext: (context) => context.draftCount,
});

describe('draftReminderModal model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const rememberDismissed = vi.fn();
    const goToDrafts = vi.fn();
    const result = await model.replay(path, { actions: { rememberDismissed, goToDrafts } });
    const sent = path.events.map((e) => e.type);
    expect(rememberDismissed).toHaveBeenCalledTimes(sent.includes('user.dismiss') || sent.includes('user.openDrafts') ? 1 : 0);
    expect(goToDrafts).toHaveBeenCalledTimes(sent.includes('user.openDrafts') ? 1 : 0);
    // Drafts are only fetched when the reminder was not dismissed before.
    expect(result.actorInputs.loadDrafts?.length ?? 0).toBe(path.input.alreadyDismissed ? 0 : 1);
    expect(result.snapshots.at(-1)!.status).toBe(result.snapshots.at(-1)!.matches('hidden') ? 'done' : 'active');
  });

  it('covers every state and transition', () => {
    const coverage = model.coverage();
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.transitions).toEqual({ covered: 7, total: 7, percent: 100 });
  });
});

describe('draftReminderModal behaviour', () => {
  const withDrafts = (drafts: CaseListItem[] | Error) =>
    draftReminderModalMachine.provide({
      actors: { loadDrafts: fromPromise<CaseListItem[]>(async () => (drafts instanceof Error ? Promise.reject(drafts) : drafts)) },
    });

  it('opens when the user has at least one draft and counts them', async () => {
    const actor = createActor(withDrafts([draft('a'), draft('b')]), { input: { alreadyDismissed: false } }).start();
    expect(actor.getSnapshot().value).toBe('loadingDrafts');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
    expect(actor.getSnapshot().context.draftCount).toBe(2);
  });

  it('stays hidden without drafts, on load failure, and when dismissed before', async () => {
    const none = createActor(withDrafts([]), { input: { alreadyDismissed: false } }).start();
    await vi.waitFor(() => expect(none.getSnapshot().status).toBe('done'));
    const failing = createActor(withDrafts(new Error('500')), { input: { alreadyDismissed: false } }).start();
    await vi.waitFor(() => expect(failing.getSnapshot().value).toBe('hidden'));
    const loadDrafts = vi.fn(async () => [draft('a')]);
    const dismissed = createActor(draftReminderModalMachine.provide({ actors: { loadDrafts: fromPromise(loadDrafts) } }), {
      input: { alreadyDismissed: true },
    }).start();
    expect(dismissed.getSnapshot().value).toBe('hidden');
    expect(loadDrafts).not.toHaveBeenCalled();
  });

  it('remembers the dismissal and navigates to the drafts', async () => {
    const rememberDismissed = vi.fn();
    const goToDrafts = vi.fn();
    const actor = createActor(withDrafts([draft('a')]).provide({ actions: { rememberDismissed, goToDrafts } }), {
      input: { alreadyDismissed: false },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
    actor.send({ type: 'user.openDrafts' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
    expect(goToDrafts).toHaveBeenCalledTimes(1);
  });
});
