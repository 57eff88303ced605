/** The profile's e-mail choice (machines/notifyChoice.machine.ts): every path, against the customer's own events. */
import { describe, expect, it, vi } from 'vitest';
import { notifyChoiceMachine, type NotifyChoiceEvent, type SaveNotifyChoiceInput } from '../../machines/notifyChoice.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const model = createMachineModel(notifyChoiceMachine, {
  inputs: [
    { userId: 'user-1', notifyOnCaseStatus: true },
    { userId: 'user-1', notifyOnCaseStatus: false },
  ],
  events: () => [
    { type: 'user.toggleNotify', checked: true },
    { type: 'user.toggleNotify', checked: false },
    { type: 'xstate.done.actor.saveNotifyChoice', output: undefined },
    { type: 'xstate.error.actor.saveNotifyChoice', error: new Error('Error 500: Internal Server Error') },
  ],
  serializeContext: (context) => context.notifyOnCaseStatus,
});

describe('notifyChoice model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const logSaveFailure = vi.fn();
    // The customer's choice when each save starts, and what the page last said, from the path's own events.
    let choice = path.input.notifyOnCaseStatus;
    let said: 'nothing' | 'saved' | 'saveFailed' = 'nothing';
    const expectedSaves: SaveNotifyChoiceInput[] = [];
    const result = await model.replay(path, {
      actions: { logSaveFailure },
      beforeStep: (snapshot, next) => {
        const event = next as NotifyChoiceEvent | { type: string };
        const editing = snapshot.matches('editing');
        if (event.type === 'user.toggleNotify' && editing) {
          choice = (event as { checked: boolean }).checked;
          said = 'nothing';
        }
        if (event.type === 'user.save' && editing) {
          expectedSaves.push({ userId: 'user-1', notifyOnCaseStatus: choice });
          said = 'nothing';
        }
        if (event.type === 'xstate.done.actor.saveNotifyChoice') said = 'saved';
        if (event.type === 'xstate.error.actor.saveNotifyChoice') said = 'saveFailed';
      },
      onStep: (snapshot) => {
        expect(snapshot.context.notifyOnCaseStatus).toBe(choice);
        expect(snapshot.hasTag('saved')).toBe(said === 'saved');
        expect(snapshot.hasTag('saveFailed')).toBe(said === 'saveFailed');
      },
    });
    expect(result.actorInputs.saveNotifyChoice ?? []).toEqual(expectedSaves);
    expect(logSaveFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.saveNotifyChoice').length);
    expect(result.snapshots.at(-1)!.status).toBe('active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
