import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * The consent page /profil/samtykker/ (SPEC §2 "Profile and consent"): the customer ticks or unticks
 * bulkEmailConsent and saves with LAGRE; a saved choice goes on to /profil/samtykker/oppdatert/.
 * A failed save is logged (SPEC §8) and told: the form stays as the customer left it, with
 * SAVE_FAILED_MESSAGE, and LAGRE tries again.
 */
export interface ConsentPageInput {
  userId: string;
  /** The user's current bulkEmailConsent. */
  bulkEmailConsent: boolean;
}

export interface ConsentPageContext {
  userId: string;
  /** The customer's choice in the form. */
  bulkEmailConsent: boolean;
}

export type ConsentPageEvent = { type: 'user.toggleBulkEmail'; checked: boolean } | { type: 'user.save' };

/** What the page says when the save failed (issue 35: no failure is silent). */
export const SAVE_FAILED_MESSAGE = 'Vi fikk ikke lagret valget ditt. Prøv igjen om litt.';

export interface SaveConsentInput {
  userId: string;
  bulkEmailConsent: boolean;
}

export const consentPageMachine = setup({
  types: {
    input: {} as ConsentPageInput,
    context: {} as ConsentPageContext,
    events: {} as ConsentPageEvent,
    tags: {} as 'saveFailed',
  },
  actors: {
    /** App: PATCH /api/updateUser { id, bulkEmailConsent } (optimistic, rolled back on error). */
    saveConsent: fromPromise<void, SaveConsentInput>(async () => notProvided('saveConsent')),
  },
  actions: {
    /** App: navigate to /profil/samtykker/oppdatert */
    navigateToUpdated: (): void => notProvided('navigateToUpdated'),
    /** App: console.error('Failed to update user') */
    logSaveFailure: (): void => notProvided('logSaveFailure'),
    setBulkEmail: assign({
      bulkEmailConsent: ({ event }) => {
        assertEvent(event, 'user.toggleBulkEmail');
        return event.checked;
      },
    }),
  },
}).createMachine({
  id: 'consentPage',
  description: 'The consent page: bulkEmailConsent, LAGRE saves it and goes on to the confirmation.',
  context: ({ input }) => ({ userId: input.userId, bulkEmailConsent: input.bulkEmailConsent }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form; TILBAKE is a plain link to /profil.',
      initial: 'ready',
      on: {
        'user.toggleBulkEmail': { actions: 'setBulkEmail' },
        'user.save': { target: 'saving' },
      },
      states: {
        ready: { description: 'Nothing has failed.' },
        saveFailed: {
          description: "The last save failed: 'Vi fikk ikke lagret valget ditt. Prøv igjen om litt.'",
          tags: ['saveFailed'],
        },
      },
    },
    saving: {
      description: 'Saves bulkEmailConsent (PATCH /api/updateUser); the form is disabled.',
      invoke: {
        id: 'saveConsent',
        src: 'saveConsent',
        input: ({ context }) => ({ userId: context.userId, bulkEmailConsent: context.bulkEmailConsent }),
        onDone: { target: 'saved', actions: 'navigateToUpdated' },
        onError: {
          target: 'editing.saveFailed',
          actions: 'logSaveFailure',
          description: "The save failed: logged, and the customer sees 'Vi fikk ikke lagret valget ditt. Prøv igjen om litt.'",
        },
      },
    },
    saved: {
      description: 'Saved; the app shows /profil/samtykker/oppdatert.',
      type: 'final',
    },
  },
});
