/** What the profile's e-mail address machine's events, guards, actions and actors mean (docs/machines/README.md). */
import type { profileEmailMachine } from './profileEmail.machine';
import type { GlossaryOf } from './glossary';

export const profileEmailGlossary = {
  events: {
    'user.typeEmail': 'The customer types in the E-POST field on /profil.',
    'user.save': 'LAGRE.',
  },
  guards: {
    isValidAddress: 'The address is one mail servers take (domain/schemas/emailAddress.ts, the server’s rule too).',
    isLinkNotSent: 'The server saved a new address but sent it no confirmation link: the customer had 5 links the last hour (confirmationLink tooMany).',
  },
  actions: {
    setEmail: 'Takes what the customer typed.',
    setError: "Puts what is wrong under the field ('Vennligst oppgi en gyldig e-postadresse.', 'Oppgi e-postadressen din.').",
    clearError: 'Takes the message under the field away.',
    focusEmailField: 'Moves the focus to the E-POST field, whose message says what is wrong.',
    logSaveFailure: "Logs 'Failed to update user' (SPEC §8); the customer keeps what they typed and is told (saveFailed).",
  },
  actors: {
    saveProfileEmail: 'PATCH /api/updateUser with the e-mail address (optimistic, rolled back on error); answers whether a confirmation link went out.',
  },
} satisfies GlossaryOf<typeof profileEmailMachine>;
