/** What the consent page machine's actions and actors mean (docs/machines/README.md). */
import type { consentPageMachine } from './consentPage.machine';
import type { GlossaryOf } from './glossary';

export const consentPageGlossary = {
  events: {
    'user.toggleBulkEmail': 'The customer ticks or unticks the reservation box on /profil/samtykker.',
    'user.save': 'LAGRE.',
  },
  guards: {},
  actions: {
    setBulkEmail: 'Takes the ticked or unticked marketing e-mail consent (bulkEmailConsent).',
    navigateToUpdated: 'After saving: the confirmation page /profil/samtykker/oppdatert.',
    logSaveFailure: "Logs 'Failed to update user' (SPEC §8); the customer stays on the page with their choice and is told (saveFailed).",
  },
  actors: {
    saveConsent: 'PATCH /api/updateUser with bulkEmailConsent (optimistic, rolled back on error).',
  },
} satisfies GlossaryOf<typeof consentPageMachine>;
