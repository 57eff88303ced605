import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentPageMachine, type ConsentPageEvent, type SaveConsentInput } from '../../machines/consentPage.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const model = createMachineModel(consentPageMachine, {
  inputs: [
    { userId: 'user-1', bulkEmailConsent: false },
    { userId: 'user-1', bulkEmailConsent: true },
  ],
  events: () => [
    { type: 'user.toggleBulkEmail', checked: true },
    { type: 'user.toggleBulkEmail', checked: false },
    { type: 'xstate.done.actor.saveConsent', output: undefined },
    { type: 'xstate.error.actor.saveConsent', error: new Error('Error 500: Internal Server Error') },
  ],
  serializeContext: (context) => context.bulkEmailConsent,
});

describe('consentPage model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const navigateToUpdated = vi.fn();
    const logSaveFailure = vi.fn();
    // What the customer has chosen when each save starts, replayed from the path's own events.
    let choice = path.input.bulkEmailConsent;
    const expectedSaves: SaveConsentInput[] = [];
    const result = await model.replay(path, {
      actions: { navigateToUpdated, logSaveFailure },
      beforeStep: (snapshot, next) => {
        const event = next as ConsentPageEvent;
        if (event.type === 'user.toggleBulkEmail' && snapshot.matches('editing')) choice = event.checked;
        if (event.type === 'user.save' && snapshot.matches('editing')) expectedSaves.push({ userId: 'user-1', bulkEmailConsent: choice });
      },
      onStep: (snapshot) => expect(snapshot.context.bulkEmailConsent).toBe(choice),
    });
    expect(result.actorInputs.saveConsent ?? []).toEqual(expectedSaves);
    const saved = path.events.some((e) => e.type === 'xstate.done.actor.saveConsent');
    expect(navigateToUpdated).toHaveBeenCalledTimes(saved ? 1 : 0);
    expect(logSaveFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.saveConsent').length);
    const last = result.snapshots.at(-1)!;
    expect(last.status).toBe(last.matches('saved') ? 'done' : 'active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('consentPage behaviour', () => {
  function start(save: (input: SaveConsentInput) => Promise<void>) {
    const navigateToUpdated = vi.fn();
    const logSaveFailure = vi.fn();
    const saveConsent = vi.fn(save);
    const actor = createActor(
      consentPageMachine.provide({
        actors: { saveConsent: fromPromise<void, SaveConsentInput>(({ input }) => saveConsent(input)) },
        actions: { navigateToUpdated, logSaveFailure },
      }),
      { input: { userId: 'user-1', bulkEmailConsent: false } },
    ).start();
    return { actor, saveConsent, navigateToUpdated, logSaveFailure };
  }

  it('LAGRE saves the ticked choice, then goes on to the confirmation', async () => {
    const { actor, saveConsent, navigateToUpdated } = start(async () => {});
    actor.send({ type: 'user.toggleBulkEmail', checked: true });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(saveConsent).toHaveBeenCalledWith({ userId: 'user-1', bulkEmailConsent: true });
    expect(navigateToUpdated).toHaveBeenCalledTimes(1);
  });

  it('ignores the checkbox while saving', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.toggleBulkEmail', checked: true });
    expect(actor.getSnapshot().context.bulkEmailConsent).toBe(false);
  });

  it('a failed save is logged and told: back to editing with the choice kept, no navigation', async () => {
    const { actor, navigateToUpdated, logSaveFailure } = start(() => Promise.reject(new Error('500')));
    actor.send({ type: 'user.toggleBulkEmail', checked: true });
    actor.send({ type: 'user.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ editing: 'saveFailed' }));
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    expect(actor.getSnapshot().context.bulkEmailConsent).toBe(true);
    expect(logSaveFailure).toHaveBeenCalledTimes(1);
    expect(navigateToUpdated).not.toHaveBeenCalled();
  });
});
