/** What the SEND PÅ NYTT machine's events, guards, actions and actors mean (docs/machines/README.md). */
import type { confirmationResendMachine } from './confirmationResend.machine';
import type { GlossaryOf } from './glossary';

export const confirmationResendGlossary = {
  events: {
    'user.resend': 'SEND PÅ NYTT beside an address marked «Ikke bekreftet» on /profil.',
  },
  guards: {
    isSent: 'The server queued a new link to the address (200).',
    isTooMany: 'The customer has had 5 links in the last hour (429).',
  },
  actions: {
    refreshUser: 'Asks for the user again: the address may be confirmed or changed by now.',
    logFailure: "Logs 'Failed to resend the confirmation e-mail'.",
    rememberAnswer: 'Keeps where the link went, or why none was sent, for the status to say (nothing of an earlier answer).',
  },
  actors: {
    resendConfirmation: 'POST /api/resendEmailConfirmation: a new link to the profile’s address; the earlier ones end.',
  },
} satisfies GlossaryOf<typeof confirmationResendMachine>;
