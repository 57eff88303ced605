import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * The profile's «Send meg e-post når saken min endrer status» on /profil/ (issue 38): the customer ticks or unticks
 * notifyOnCaseStatus and saves with LAGRE. Saved, the page says so and the form stays for another change. A failed
 * save is logged (SPEC §8) and told: the form keeps the customer's choice, and LAGRE tries again. The receipt for a
 * submitted report is sent whatever the choice (the page says so).
 */
export interface NotifyChoiceInput {
  userId: string;
  /** The user's current notifyOnCaseStatus. */
  notifyOnCaseStatus: boolean;
}

export interface NotifyChoiceContext {
  userId: string;
  /** The customer's choice in the form. */
  notifyOnCaseStatus: boolean;
}

export type NotifyChoiceEvent = { type: 'user.toggleNotify'; checked: boolean } | { type: 'user.save' };

export interface SaveNotifyChoiceInput {
  userId: string;
  notifyOnCaseStatus: boolean;
}

export const notifyChoiceMachine = setup({
  types: {
    input: {} as NotifyChoiceInput,
    context: {} as NotifyChoiceContext,
    events: {} as NotifyChoiceEvent,
    tags: {} as 'saved' | 'saveFailed',
  },
  actors: {
    /** App: PATCH /api/updateUser { id, notifyOnCaseStatus } (optimistic, rolled back on error). */
    saveNotifyChoice: fromPromise<void, SaveNotifyChoiceInput>(async () => notProvided('saveNotifyChoice')),
  },
  actions: {
    /** App: console.error('Failed to update user') */
    logSaveFailure: (): void => notProvided('logSaveFailure'),
    setNotify: assign({
      notifyOnCaseStatus: ({ event }) => {
        assertEvent(event, 'user.toggleNotify');
        return event.checked;
      },
    }),
  },
}).createMachine({
  id: 'notifyChoice',
  description: 'The profile’s e-mail on a case’s new status: notifyOnCaseStatus, LAGRE saves it and says so.',
  context: ({ input }) => ({ userId: input.userId, notifyOnCaseStatus: input.notifyOnCaseStatus }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form.',
      initial: 'ready',
      on: {
        'user.toggleNotify': { target: '.ready', actions: 'setNotify', description: 'A new choice: what was said of the last save goes.' },
        'user.save': { target: 'saving' },
      },
      states: {
        ready: { description: 'Nothing is said of a save.' },
        saved: { description: "Saved: 'Valget ditt er lagret.'", tags: ['saved'] },
        saveFailed: {
          description: "The last save failed: 'Vi fikk ikke lagret valget ditt. Prøv igjen om litt.'",
          tags: ['saveFailed'],
        },
      },
    },
    saving: {
      description: 'Saves notifyOnCaseStatus (PATCH /api/updateUser); the form is disabled.',
      invoke: {
        id: 'saveNotifyChoice',
        src: 'saveNotifyChoice',
        input: ({ context }) => ({ userId: context.userId, notifyOnCaseStatus: context.notifyOnCaseStatus }),
        onDone: { target: 'editing.saved' },
        onError: {
          target: 'editing.saveFailed',
          actions: 'logSaveFailure',
          description: "The save failed: logged, and the customer sees 'Vi fikk ikke lagret valget ditt. Prøv igjen om litt.'",
        },
      },
    },
  },
});
