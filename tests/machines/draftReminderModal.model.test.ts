import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { createMachineModel } from '../support/modelTesting';

const model = createMachineModel(draftReminderModalMachine, {
  inputs: [
    { alreadyDismissed: false, draftCount: 0 },
    { alreadyDismissed: false, draftCount: 2 },
    { alreadyDismissed: true, draftCount: 2 },
  ],
  events: () => [],
});

describe('draftReminderModal model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const rememberDismissed = vi.fn();
    const goToDrafts = vi.fn();
    const result = await model.replay(path, { actions: { rememberDismissed, goToDrafts } });
    const sent = path.events.map((e) => e.type);
    expect(rememberDismissed).toHaveBeenCalledTimes(sent.includes('user.dismiss') || sent.includes('user.openDrafts') ? 1 : 0);
    expect(goToDrafts).toHaveBeenCalledTimes(sent.includes('user.openDrafts') ? 1 : 0);
    // Open only with drafts and no remembered dismissal; every path that opened it ends when it is answered.
    const opened = result.snapshots.some((s) => s.matches('open'));
    expect(opened).toBe(!path.input.alreadyDismissed && path.input.draftCount > 0);
    expect(result.snapshots.at(-1)!.status).toBe(result.snapshots.at(-1)!.matches('hidden') ? 'done' : 'active');
  });

  it('covers every state and transition', () => {
    const coverage = model.coverage();
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.transitions).toEqual({ covered: 5, total: 5, percent: 100 });
  });
});

describe('draftReminderModal behaviour', () => {
  it('opens when the user has at least one draft and keeps the count', () => {
    const actor = createActor(draftReminderModalMachine, { input: { alreadyDismissed: false, draftCount: 2 } }).start();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.draftCount).toBe(2);
  });

  it('stays hidden without drafts, and when dismissed before', () => {
    const none = createActor(draftReminderModalMachine, { input: { alreadyDismissed: false, draftCount: 0 } }).start();
    expect(none.getSnapshot().status).toBe('done');
    const dismissed = createActor(draftReminderModalMachine, { input: { alreadyDismissed: true, draftCount: 3 } }).start();
    expect(dismissed.getSnapshot().value).toBe('hidden');
  });

  it('remembers the dismissal and navigates to the drafts', () => {
    const rememberDismissed = vi.fn();
    const goToDrafts = vi.fn();
    const actor = createActor(draftReminderModalMachine.provide({ actions: { rememberDismissed, goToDrafts } }), {
      input: { alreadyDismissed: false, draftCount: 1 },
    }).start();
    actor.send({ type: 'user.openDrafts' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
    expect(goToDrafts).toHaveBeenCalledTimes(1);
  });
});
