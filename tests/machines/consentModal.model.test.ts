import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CONSENT_REQUIRED_MESSAGE, consentModalMachine, type ConsentModalInput } from '../../machines/consentModal.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const needsConsent: ConsentModalInput = { userId: 'user-1', consentToFurtherInformation: false, alreadyConsented: false };

const model = createMachineModel(consentModalMachine, {
  inputs: [
    needsConsent,
    { userId: 'user-1', consentToFurtherInformation: true, alreadyConsented: false },
    { userId: 'user-1', consentToFurtherInformation: false, alreadyConsented: true },
  ],
  events: () => [
    { type: 'user.toggleConsent', checked: true },
    { type: 'user.toggleConsent', checked: false },
    { type: 'xstate.done.actor.saveConsent', output: undefined },
    { type: 'xstate.error.actor.saveConsent', error: new Error('500') },
  ],
});

describe('consentModal model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const rememberConsented = vi.fn();
    const logSaveFailure = vi.fn();
    const result = await model.replay(path, {
      actions: { rememberConsented, logSaveFailure },
      onStep: (snapshot) => {
        // Invariants the view renders from: the box is ticked exactly in open.checked and while saving,
        // the dialog is visible exactly while open or saving, and nothing in the context copies that.
        expect(snapshot.hasTag('ticked')).toBe(snapshot.matches({ open: 'checked' }) || snapshot.matches('saving'));
        expect(snapshot.hasTag('visible')).toBe(snapshot.matches('open') || snapshot.matches('saving'));
        expect(Object.keys(snapshot.context).sort()).toEqual(['alreadyConsented', 'consentToFurtherInformation', 'error', 'userId']);
        if (snapshot.matches({ open: 'checked' })) expect(snapshot.context.error).toBeNull();
      },
    });
    const last = result.snapshots.at(-1)!;
    const saved = path.events.some((e) => e.type === 'xstate.done.actor.saveConsent');
    expect(rememberConsented).toHaveBeenCalledTimes(saved ? 1 : 0);
    expect(logSaveFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.saveConsent').length);
    if (result.actorInputs.saveConsent) expect(result.actorInputs.saveConsent).toEqual(result.actorInputs.saveConsent.map(() => ({ userId: 'user-1' })));
    if (last.status === 'done') expect(last.value).toBe('hidden');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('consentModal behaviour', () => {
  const start = (input: ConsentModalInput = needsConsent) => createActor(consentModalMachine, { input }).start();

  it('opens only for users without consent and without the remembered hasConsented', () => {
    expect(start().getSnapshot().value).toEqual({ open: 'unchecked' });
    expect(start({ ...needsConsent, consentToFurtherInformation: true }).getSnapshot().value).toBe('hidden');
    expect(start({ ...needsConsent, alreadyConsented: true }).getSnapshot().status).toBe('done');
  });

  it('requires the checkbox before confirming, and clears the error when ticked', () => {
    const actor = start();
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toEqual({ open: 'unchecked' });
    expect(actor.getSnapshot().context.error).toBe(CONSENT_REQUIRED_MESSAGE);
    actor.send({ type: 'user.toggleConsent', checked: true });
    expect(actor.getSnapshot().hasTag('ticked')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the required error when the box is unticked again', () => {
    const actor = start();
    actor.send({ type: 'user.toggleConsent', checked: true });
    actor.send({ type: 'user.toggleConsent', checked: false });
    expect(actor.getSnapshot().value).toEqual({ open: 'unchecked' });
    expect(actor.getSnapshot().hasTag('ticked')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('Du må samtykke til digital kommunikasjon');
  });

  it('closes on Escape/backdrop without remembering', () => {
    const rememberConsented = vi.fn();
    const actor = createActor(consentModalMachine.provide({ actions: { rememberConsented } }), { input: needsConsent }).start();
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(rememberConsented).not.toHaveBeenCalled();
  });

  it('saves with the user id and remembers the consent after success', async () => {
    const saveConsent = vi.fn(async (_input: { userId: string }) => {});
    const rememberConsented = vi.fn();
    const actor = createActor(
      consentModalMachine.provide({
        actors: { saveConsent: fromPromise<void, { userId: string }>(({ input }) => saveConsent(input)) },
        actions: { rememberConsented },
      }),
      { input: needsConsent },
    ).start();
    actor.send({ type: 'user.toggleConsent', checked: true });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('saving');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('hidden'));
    expect(saveConsent).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(rememberConsented).toHaveBeenCalledTimes(1);
  });

  it('logs a failed save, says so, and stays open with the box ticked', async () => {
    const logSaveFailure = vi.fn();
    const actor = createActor(
      consentModalMachine.provide({
        actors: { saveConsent: fromPromise<void, { userId: string }>(async () => Promise.reject(new Error('500'))) },
        actions: { logSaveFailure },
      }),
      { input: needsConsent },
    ).start();
    actor.send({ type: 'user.toggleConsent', checked: true });
    actor.send({ type: 'user.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: { checked: 'saveFailed' } }));
    expect(logSaveFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('ticked')).toBe(true);
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
  });
});
