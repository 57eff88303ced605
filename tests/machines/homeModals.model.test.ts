import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { firstHomeDialog } from '../../machines/homeModals.gate';
import { homeModalsMachine, type HomeModalsInput } from '../../machines/homeModals.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const kari: HomeModalsInput = { userId: 'user-1', consentToFurtherInformation: false, alreadyConsented: false, alreadyDismissed: false, draftCount: 1 };

const model = createMachineModel(homeModalsMachine, {
  inputs: [kari, { userId: 'user-2', consentToFurtherInformation: true, alreadyConsented: true, alreadyDismissed: true, draftCount: 0 }],
  events: () => [
    { type: 'xstate.done.actor.consentModal', output: undefined },
    { type: 'xstate.done.actor.draftReminderModal', output: undefined },
  ],
});

describe('homeModals model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const result = await model.replay(path, {
      onStep: (snapshot) => {
        // One dialog machine at a time, and the one the state names.
        const running = Object.keys(snapshot.children).filter((id) => snapshot.children[id as keyof typeof snapshot.children]);
        if (snapshot.matches('consent')) expect(running).toEqual(['consentModal']);
        if (snapshot.matches('draftReminder')) expect(running).toEqual(['draftReminderModal']);
        if (snapshot.matches('done')) expect(running).toEqual([]);
      },
    });
    const { userId, consentToFurtherInformation, alreadyConsented, alreadyDismissed, draftCount } = path.input;
    expect(result.actorInputs.consentModal).toEqual([{ userId, consentToFurtherInformation, alreadyConsented }]);
    // The draft reminder starts only after the consent modal is done.
    const consentDone = path.events.some((e) => e.type === 'xstate.done.actor.consentModal');
    expect(result.actorInputs.draftReminderModal ?? []).toEqual(consentDone ? [{ alreadyDismissed, draftCount }] : []);
    const last = result.snapshots.at(-1)!;
    expect(last.status).toBe(last.matches('done') ? 'done' : 'active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('homeModals with the real dialog machines', () => {
  function start(input: HomeModalsInput) {
    const saveConsent = vi.fn(async (_input: { userId: string }) => {});
    const rememberConsented = vi.fn();
    const rememberDismissed = vi.fn();
    const machine = homeModalsMachine.provide({
      actors: {
        consentModal: consentModalMachine.provide({
          actors: { saveConsent: fromPromise<void, { userId: string }>(({ input }) => saveConsent(input)) },
          actions: { rememberConsented },
        }),
        draftReminderModal: draftReminderModalMachine.provide({ actions: { rememberDismissed } }),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, saveConsent, rememberConsented, rememberDismissed };
  }

  it('consent first: the reminder starts only when the consent dialog is saved, then opens', async () => {
    const { actor, saveConsent, rememberConsented, rememberDismissed } = start(kari);
    const consent = actor.getSnapshot().children.consentModal!;
    expect(consent.getSnapshot().value).toEqual({ open: 'unchecked' });
    expect(actor.getSnapshot().children.draftReminderModal).toBeUndefined();

    consent.send({ type: 'user.toggleConsent', checked: true });
    consent.send({ type: 'user.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('draftReminder'));
    expect(saveConsent).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(rememberConsented).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.consentModal).toBeUndefined();

    const reminder = actor.getSnapshot().children.draftReminderModal!;
    expect(reminder.getSnapshot().value).toBe('open');
    reminder.send({ type: 'user.dismiss' });
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closing the consent dialog (Escape/backdrop) also hands over to the reminder, without remembering consent', () => {
    const { actor, rememberConsented } = start(kari);
    actor.getSnapshot().children.consentModal!.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('draftReminder');
    expect(actor.getSnapshot().children.draftReminderModal!.getSnapshot().value).toBe('open');
    expect(rememberConsented).not.toHaveBeenCalled();
  });

  it('nothing to ask: consent given and the reminder dismissed before ends at once', () => {
    const { actor } = start({ ...kari, consentToFurtherInformation: true, alreadyDismissed: true });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('consent remembered locally and no drafts: ends at once', () => {
    const { actor } = start({ ...kari, alreadyConsented: true, draftCount: 0 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  // The app loads a dialog's code only when firstHomeDialog names it: it must agree with the machine.
  const inputs: HomeModalsInput[] = [false, true].flatMap((consentToFurtherInformation) =>
    [false, true].flatMap((alreadyConsented) =>
      [false, true].flatMap((alreadyDismissed) =>
        [0, 2].map((draftCount) => ({ userId: 'user-1', consentToFurtherInformation, alreadyConsented, alreadyDismissed, draftCount })),
      ),
    ),
  );
  it.each(inputs.map((input) => [JSON.stringify(input), input] as const))('firstHomeDialog agrees with the machine: %s', (_name, input) => {
    const { actor } = start(input);
    const { consentModal, draftReminderModal } = actor.getSnapshot().children;
    const shown = consentModal?.getSnapshot().hasTag('visible') ? 'consent' : draftReminderModal?.getSnapshot().matches('open') ? 'draftReminder' : undefined;
    expect(shown).toBe(firstHomeDialog(input));
    // No dialog due: the machine is done at once, so not loading it changes nothing.
    if (!shown) expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});
