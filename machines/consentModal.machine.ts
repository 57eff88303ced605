import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';
import { needsConsent } from './homeDialogRules';

/**
 * Consent modal on the logged-in home page (SPEC §2 "Home, logged in", §5 "Consent modal"):
 * asks users without consentToFurtherInformation (and no hasConsented in local storage)
 * to consent to digital communication. BEKREFT is only rendered when ticked (the view's job).
 */
export interface ConsentModalInput {
  userId: string;
  consentToFurtherInformation: boolean;
  /** App: localStorage hasConsented is set. */
  alreadyConsented: boolean;
}

export interface ConsentModalContext {
  userId: string;
  consentToFurtherInformation: boolean;
  alreadyConsented: boolean;
  error: string | null;
}

export type ConsentModalEvent =
  | { type: 'user.toggleConsent'; checked: boolean }
  | { type: 'user.confirm' }
  | { type: 'user.close' };

/** SPEC §5 "Consent modal". */
export const CONSENT_REQUIRED_MESSAGE = 'Du må samtykke til digital kommunikasjon';

/** A failed save is told, not only logged (issue 35). */
export const CONSENT_SAVE_FAILED_MESSAGE = 'Vi fikk ikke lagret samtykket ditt. Prøv igjen om litt.';

/**
 * State tags the view renders from: `visible` while the dialog is shown, `ticked` while the
 * checkbox is ticked (open.checked and saving), so nothing copies the state into the context.
 */
export type ConsentModalTag = 'visible' | 'ticked' | 'saveFailed';

export const consentModalMachine = setup({
  types: {
    input: {} as ConsentModalInput,
    context: {} as ConsentModalContext,
    events: {} as ConsentModalEvent,
    tags: {} as ConsentModalTag,
  },
  actors: {
    /** App: PATCH /api/updateUser { id, consentToFurtherInformation: true } */
    saveConsent: fromPromise<void, { userId: string }>(async () => notProvided('saveConsent')),
  },
  actions: {
    /** App: localStorage hasConsented = 'true' */
    rememberConsented: (): void => notProvided('rememberConsented'),
    /** App: console.error('Failed to update user') */
    logSaveFailure: (): void => notProvided('logSaveFailure'),
    clearError: assign({ error: null }),
    requireConsent: assign({ error: CONSENT_REQUIRED_MESSAGE }),
  },
  guards: {
    needsConsent: ({ context }) => needsConsent(context),
    isTicked: ({ event }) => {
      assertEvent(event, 'user.toggleConsent');
      return event.checked;
    },
  },
}).createMachine({
  id: 'consentModal',
  description: 'Asks for consent to digital communication until the user has consented once.',
  context: ({ input }) => ({
    userId: input.userId,
    consentToFurtherInformation: input.consentToFurtherInformation,
    alreadyConsented: input.alreadyConsented,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Reads consentToFurtherInformation and the remembered hasConsented.',
      meta: { nb: 'Samtykket: portalen ser om kunden har samtykket, i profilen eller før i denne nettleseren.' },
      always: [
        {
          guard: 'needsConsent',
          target: 'open',
          description: 'The customer has not consented yet: the dialog opens.',
          meta: { nb: 'Kunden har ikke samtykket: dialogen åpnes.' },
        },
        { target: 'hidden' },
      ],
    },
    open: {
      description: 'The consent dialog is shown; Escape or the backdrop closes it without remembering.',
      meta: { nb: '«Samtykke til digital kommunikasjon»: kunden krysser av og trykker BEKREFT, eller lukker dialogen (den kommer igjen neste gang).' },
      tags: ['visible'],
      initial: 'unchecked',
      on: {
        'user.close': { target: 'hidden' },
      },
      states: {
        unchecked: {
          description: 'Checkbox not ticked; BEKREFT is hidden.',
          on: {
            'user.toggleConsent': {
              guard: 'isTicked',
              target: 'checked',
              actions: 'clearError',
              description: 'The box is ticked: BEKREFT shows.',
              meta: { nb: 'Kunden krysser av: BEKREFT vises.' },
            },
            'user.confirm': {
              actions: 'requireConsent',
              meta: { nb: `BEKREFT vises først når kunden har krysset av; før det sier dialogen «${CONSENT_REQUIRED_MESSAGE}».` },
            },
          },
        },
        checked: {
          description: 'Checkbox ticked; BEKREFT is shown.',
          tags: ['ticked'],
          initial: 'ready',
          states: {
            ready: { description: 'Nothing has failed.' },
            saveFailed: {
              description: "The last save failed: 'Vi fikk ikke lagret samtykket ditt. Prøv igjen om litt.'",
              tags: ['saveFailed'],
            },
          },
          on: {
            'user.toggleConsent': {
              guard: not('isTicked'),
              target: 'unchecked',
              actions: 'requireConsent',
              description: 'The box is unticked: the message that consent is needed shows.',
              meta: { nb: `Kunden fjerner krysset: «${CONSENT_REQUIRED_MESSAGE}» vises, og BEKREFT skjules.` },
            },
            'user.confirm': { target: '#consentModal.saving' },
          },
        },
      },
    },
    saving: {
      description: 'Saves the consent (PATCH /api/updateUser).',
      meta: { nb: '«Lagrer...»: samtykket lagres i profilen.' },
      tags: ['visible', 'ticked'],
      invoke: {
        id: 'saveConsent',
        src: 'saveConsent',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'hidden', actions: 'rememberConsented' },
        onError: {
          target: 'open.checked.saveFailed',
          actions: 'logSaveFailure',
          description: "The save failed: logged, and the dialog says 'Vi fikk ikke lagret samtykket ditt. Prøv igjen om litt.'; BEKREFT tries again.",
          meta: { nb: `Dialogen sier «${CONSENT_SAVE_FAILED_MESSAGE}»; BEKREFT prøver igjen.` },
        },
      },
    },
    hidden: {
      description: 'Nothing shown.',
      meta: { nb: 'Samtykkedialogen er lukket, eller trengs ikke.' },
      type: 'final',
    },
  },
});
