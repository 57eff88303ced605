/** What the profile's e-mail choice machine's events, actions and actors mean (docs/machines/README.md). */
import type { notifyChoiceMachine } from './notifyChoice.machine';
import type { GlossaryOf } from './glossary';

export const notifyChoiceGlossary = {
  events: {
    'user.toggleNotify': 'The customer ticks or unticks «Send meg e-post når saken min endrer status» on /profil.',
    'user.save': 'LAGRE.',
  },
  guards: {},
  actions: {
    setNotify: 'Takes the ticked or unticked choice (notifyOnCaseStatus).',
    logSaveFailure: "Logs 'Failed to update user' (SPEC §8); the customer stays with their choice and is told (saveFailed).",
  },
  actors: {
    saveNotifyChoice: 'PATCH /api/updateUser with notifyOnCaseStatus (optimistic, rolled back on error).',
  },
} satisfies GlossaryOf<typeof notifyChoiceMachine>;
