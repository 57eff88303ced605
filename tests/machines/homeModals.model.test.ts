import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CaseListItem } from '../../domain/types';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { draftReminderModalMachine } from '../../machines/draftReminderModal.machine';
import { homeModalsMayShow } from '../../machines/homeModals.gate';
import { homeModalsMachine, type HomeModalsInput } from '../../machines/homeModals.machine';
import { createMachineModel } from '../support/modelTesting';

const kari: HomeModalsInput = { userId: 'user-1', consentToFurtherInformation: false, alreadyConsented: false, alreadyDismissed: false };
const draft = (incidentId: string): CaseListItem => ({ incidentId, createdOn: '01.02.2025 Kl. 10:15', damageType: null, status: 'draft' });

const model = createMachineModel(homeModalsMachine, {
  inputs: [kari, { userId: 'user-2', consentToFurtherInformation: true, alreadyConsented: true, alreadyDismissed: true }],
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
    const { userId, consentToFurtherInformation, alreadyConsented, alreadyDismissed } = path.input;
    expect(result.actorInputs.consentModal).toEqual([{ userId, consentToFurtherInformation, alreadyConsented }]);
    // The draft reminder starts only after the consent modal is done.
    const consentDone = path.events.some((e) => e.type === 'xstate.done.actor.consentModal');
    expect(result.actorInputs.draftReminderModal ?? []).toEqual(consentDone ? [{ alreadyDismissed }] : []);
    const last = result.snapshots.at(-1)!;
    expect(last.status).toBe(last.matches('done') ? 'done' : 'active');
  });

  it('covers every state and transition', () => {
    const coverage = model.coverage();
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.states.percent).toBe(100);
    expect(coverage.transitions.percent).toBe(100);
  });
});

describe('homeModals with the real dialog machines', () => {
  function start(input: HomeModalsInput, drafts: CaseListItem[] = [draft('a')]) {
    const loadDrafts = vi.fn(async () => drafts);
    const saveConsent = vi.fn(async (_input: { userId: string }) => {});
    const rememberConsented = vi.fn();
    const rememberDismissed = vi.fn();
    const machine = homeModalsMachine.provide({
      actors: {
        consentModal: consentModalMachine.provide({
          actors: { saveConsent: fromPromise<void, { userId: string }>(({ input }) => saveConsent(input)) },
          actions: { rememberConsented },
        }),
        draftReminderModal: draftReminderModalMachine.provide({
          actors: { loadDrafts: fromPromise<CaseListItem[]>(loadDrafts) },
          actions: { rememberDismissed },
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, loadDrafts, saveConsent, rememberConsented, rememberDismissed };
  }

  it('consent first: the drafts are not even fetched until the consent dialog is saved, then the reminder opens', async () => {
    const { actor, loadDrafts, saveConsent, rememberConsented, rememberDismissed } = start(kari);
    const consent = actor.getSnapshot().children.consentModal!;
    expect(consent.getSnapshot().value).toEqual({ open: 'unchecked' });
    expect(actor.getSnapshot().children.draftReminderModal).toBeUndefined();
    expect(loadDrafts).not.toHaveBeenCalled();

    consent.send({ type: 'user.toggleConsent', checked: true });
    consent.send({ type: 'user.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('draftReminder'));
    expect(saveConsent).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(rememberConsented).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.consentModal).toBeUndefined();

    const reminder = actor.getSnapshot().children.draftReminderModal!;
    await vi.waitFor(() => expect(reminder.getSnapshot().value).toBe('open'));
    expect(loadDrafts).toHaveBeenCalledTimes(1);
    reminder.send({ type: 'user.dismiss' });
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closing the consent dialog (Escape/backdrop) also hands over to the reminder, without remembering consent', async () => {
    const { actor, rememberConsented } = start(kari);
    actor.getSnapshot().children.consentModal!.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('draftReminder');
    await vi.waitFor(() => expect(actor.getSnapshot().children.draftReminderModal!.getSnapshot().value).toBe('open'));
    expect(rememberConsented).not.toHaveBeenCalled();
  });

  it('nothing to ask: consent given and the reminder dismissed before ends at once without fetching drafts', () => {
    const { actor, loadDrafts } = start({ ...kari, consentToFurtherInformation: true, alreadyDismissed: true });
    expect(actor.getSnapshot().value).toBe('done');
    expect(loadDrafts).not.toHaveBeenCalled();
  });

  it('consent remembered locally and no drafts: the reminder checks the drafts and ends hidden', async () => {
    const { actor, loadDrafts } = start({ ...kari, alreadyConsented: true }, []);
    expect(actor.getSnapshot().value).toBe('draftReminder');
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(loadDrafts).toHaveBeenCalledTimes(1);
  });

  // The app loads the dialogs' code only when homeModalsMayShow says a dialog can show: it must agree with the machine.
  const inputs: HomeModalsInput[] = [false, true].flatMap((consentToFurtherInformation) =>
    [false, true].flatMap((alreadyConsented) =>
      [false, true].map((alreadyDismissed) => ({ userId: 'user-1', consentToFurtherInformation, alreadyConsented, alreadyDismissed })),
    ),
  );
  it.each(inputs.map((input) => [JSON.stringify(input), input] as const))('homeModalsMayShow agrees with the machine: %s', async (_name, input) => {
    const { actor } = start(input, [draft('a')]);
    // With a draft to remind of, the machine shows a dialog exactly when the gate says it may.
    const shown = () => {
      const { consentModal, draftReminderModal } = actor.getSnapshot().children;
      return Boolean(consentModal?.getSnapshot().hasTag('visible') || draftReminderModal?.getSnapshot().matches('open'));
    };
    await vi.waitFor(() => expect(shown() || actor.getSnapshot().status === 'done').toBe(true));
    expect(shown()).toBe(homeModalsMayShow(input));
    actor.stop();
  });
});
