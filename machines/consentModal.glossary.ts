/** What the consent modal's events, guards, actions and actors mean (docs/machines/README.md). */
import type { consentModalMachine } from './consentModal.machine';
import type { GlossaryOf } from './glossary';

export const consentModalGlossary = {
  events: {
    'user.toggleConsent': 'The customer ticks or unticks «Jeg samtykker til digital kommunikasjon».',
    'user.confirm': 'BEKREFT (shown once the box is ticked).',
    'user.close': 'The dialog is closed: Esc or the close button.',
  },
  guards: {
    needsConsent:
      'The customer has not consented to digital communication (consentToFurtherInformation is false) and this browser has not remembered a consent (hasConsented); SPEC §2 "Home, logged in".',
    isTicked: 'The consent checkbox has just been ticked (not unticked).',
  },
  actions: {
    clearError: 'The checkbox is ticked: the error goes away and BEKREFT is shown.',
    requireConsent: "Unticking, or BEKREFT without the tick: 'Du må samtykke til digital kommunikasjon' is shown (SPEC §5).",
    rememberConsented: 'Remembers in this browser that the customer consented (local storage hasConsented), so the dialog does not come back.',
    logSaveFailure: "Logs 'Failed to update user' (SPEC §8); the dialog also tells the customer (state saveFailed).",
  },
  actors: {
    saveConsent: 'Saves the consent: PATCH /api/updateUser with consentToFurtherInformation true (SPEC §7).',
  },
} satisfies GlossaryOf<typeof consentModalMachine>;
