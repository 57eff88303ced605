import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { draftDeletionMachine } from '../../machines/draftDeletion.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const DRAFT = { incidentId: 'case-1', createdOn: '10.11.2025 Kl. 10:12' };

const model = createMachineModel(draftDeletionMachine, {
  events: () => [
    { type: 'user.delete', ...DRAFT },
    { type: 'user.delete', incidentId: null, createdOn: '01.01.2025' },
    { type: 'user.delete', incidentId: '', createdOn: '01.01.2025' },
    { type: 'user.cancel' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.deleteDraft', output: undefined },
    { type: 'xstate.error.actor.deleteDraft', error: new Error('Error 500: Internal Server Error') },
  ],
});

function spies() {
  return {
    notifyDeleting: vi.fn(),
    notifyDeleted: vi.fn(),
    notifyDeleteFailed: vi.fn(),
    logDeleteFailed: vi.fn(),
    refreshLists: vi.fn(),
  };
}

describe('draftDeletion model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actions = spies();
    const result = await model.replay(path, {
      actions,
      onStep: (snapshot) => {
        // The draft is known exactly while confirming or deleting, and it always has an incidentId.
        const busy = snapshot.matches('confirming') || snapshot.matches('deleting');
        expect(snapshot.context.draft !== null).toBe(busy);
        if (snapshot.context.draft) expect(snapshot.context.draft).toEqual(DRAFT);
      },
    });
    const count = (type: string) => path.events.filter((e) => e.type === type).length;
    const done = count('xstate.done.actor.deleteDraft');
    const failed = count('xstate.error.actor.deleteDraft');
    const deletes = result.actorInputs.deleteDraft ?? [];
    expect(deletes).toEqual(deletes.map(() => ({ incidentId: 'case-1' })));
    expect(actions.notifyDeleting).toHaveBeenCalledTimes(deletes.length);
    expect(actions.notifyDeleted).toHaveBeenCalledTimes(done);
    expect(actions.notifyDeleteFailed).toHaveBeenCalledTimes(failed);
    expect(actions.logDeleteFailed).toHaveBeenCalledTimes(failed);
    expect(actions.refreshLists).toHaveBeenCalledTimes(done + failed);
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('draftDeletion behaviour', () => {
  const start = (deleteDraft: (input: { incidentId: string }) => Promise<void>, actions = spies()) => {
    const actor = createActor(
      draftDeletionMachine.provide({
        actors: { deleteDraft: fromPromise<void, { incidentId: string }>(({ input }) => deleteDraft(input)) },
        actions,
      }),
    ).start();
    return { actor, actions };
  };

  it('skips a draft without incidentId: no dialog, no call', () => {
    const deleteDraft = vi.fn(async () => {});
    const { actor } = start(deleteDraft);
    actor.send({ type: 'user.delete', incidentId: null, createdOn: '01.01.2025' });
    actor.send({ type: 'user.delete', incidentId: undefined, createdOn: '01.01.2025' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deleteDraft).not.toHaveBeenCalled();
  });

  it('cancelling deletes nothing and forgets the draft', () => {
    const deleteDraft = vi.fn(async () => {});
    const { actor, actions } = start(deleteDraft);
    actor.send({ type: 'user.delete', ...DRAFT });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(deleteDraft).not.toHaveBeenCalled();
    expect(actions.refreshLists).not.toHaveBeenCalled();
  });

  it('confirming deletes by incidentId with the loading toast, then the success toast and a refresh', async () => {
    let finish: () => void = () => {};
    const deleteDraft = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { actor, actions } = start(deleteDraft);
    actor.send({ type: 'user.delete', ...DRAFT });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actions.notifyDeleting).toHaveBeenCalledTimes(1);
    expect(deleteDraft).toHaveBeenCalledWith({ incidentId: 'case-1' });
    // a second request while deleting is ignored
    actor.send({ type: 'user.delete', incidentId: 'case-2', createdOn: '02.02.2025' });
    expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
    finish();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actions.notifyDeleted).toHaveBeenCalledTimes(1);
    expect(actions.refreshLists).toHaveBeenCalledTimes(1);
    expect(actions.logDeleteFailed).not.toHaveBeenCalled();
  });

  it('a failure is swallowed: logged, loading toast dismissed, lists refreshed, no success toast', async () => {
    const { actor, actions } = start(async () => Promise.reject(new Error('Error 409: Conflict')));
    actor.send({ type: 'user.delete', ...DRAFT });
    actor.send({ type: 'user.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actions.logDeleteFailed).toHaveBeenCalledTimes(1);
    expect(actions.notifyDeleteFailed).toHaveBeenCalledTimes(1);
    expect(actions.refreshLists).toHaveBeenCalledTimes(1);
    expect(actions.notifyDeleted).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
  });
});
