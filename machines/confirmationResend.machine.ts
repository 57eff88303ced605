import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * SEND PÅ NYTT beside an address marked «Ikke bekreftet» on /profil/ (issue 45, part 6): a new link to the profile's
 * address; the earlier links end. What came of it is said in a status (a screen reader reads it out): sent, too many
 * in the last hour, nothing to confirm (the server's words: confirmed meanwhile, no address), or no answer. The
 * button stays for another try; the server counts the links, so pressing it often sends no more than the limit.
 */
export interface ConfirmationResendInput {
  /** The profile's address, not yet confirmed. */
  email: string;
}

export interface ConfirmationResendContext {
  email: string;
  /** Where the last link went (the server's answer). */
  sentTo: string | undefined;
  /** Why the server sent nothing (409), in its words. */
  refusal: string | undefined;
}

/** The server's answer to SEND PÅ NYTT. */
export type ResendAnswer = { outcome: 'sent'; sentTo: string } | { outcome: 'tooMany' } | { outcome: 'refused'; message: string };

export type ConfirmationResendEvent = { type: 'user.resend' };

const answerOf = (event: object): ResendAnswer | undefined => ('output' in event ? (event.output as ResendAnswer) : undefined);

export const confirmationResendMachine = setup({
  types: {
    input: {} as ConfirmationResendInput,
    context: {} as ConfirmationResendContext,
    events: {} as ConfirmationResendEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** App: POST /api/resendEmailConfirmation {} (src/api/resendEmailConfirmation.ts), the answer as a ResendAnswer. */
    resendConfirmation: fromPromise<ResendAnswer, void>(async () => notProvided('resendConfirmation')),
  },
  actions: {
    /** App: the app's user is asked again (the address may be confirmed by now, or changed). */
    refreshUser: (): void => notProvided('refreshUser'),
    /** App: console.error('Failed to resend the confirmation e-mail'). */
    logFailure: (): void => notProvided('logFailure'),
    rememberAnswer: assign(({ event }) => {
      const answer = answerOf(event);
      return {
        sentTo: answer?.outcome === 'sent' ? answer.sentTo : undefined,
        refusal: answer?.outcome === 'refused' ? answer.message : undefined,
      };
    }),
  },
  guards: {
    isSent: ({ event }) => answerOf(event)?.outcome === 'sent',
    isTooMany: ({ event }) => answerOf(event)?.outcome === 'tooMany',
  },
}).createMachine({
  id: 'confirmationResend',
  description: 'SEND PÅ NYTT on the profile: a new link to confirm the address, and what came of it, said.',
  context: ({ input }) => ({ email: input.email, sentTo: undefined, refusal: undefined }),
  initial: 'ready',
  states: {
    ready: {
      description: "«Ikke bekreftet» beside the address, and SEND PÅ NYTT.",
      initial: 'idle',
      on: { 'user.resend': { target: 'sending' } },
      states: {
        idle: { description: 'Nothing is said.' },
        sent: { description: "Status: 'Vi har sendt en ny lenke til … Den gjelder i 24 timer.'" },
        tooMany: { description: "Status: 'Vi har sendt mange lenker den siste timen. Du kan be om en ny lenke senere.'" },
        refused: { description: "Status: the server's reason, e.g. 'E-postadressen din er allerede bekreftet.'" },
        failed: { description: "Status: 'Vi fikk ikke sendt lenken. Prøv igjen om litt.'" },
      },
    },
    sending: {
      description: 'POST /api/resendEmailConfirmation; SEND PÅ NYTT is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'resendConfirmation',
        src: 'resendConfirmation',
        onDone: [
          { guard: 'isSent', target: 'ready.sent', actions: 'rememberAnswer', description: 'A new link is on its way.' },
          { guard: 'isTooMany', target: 'ready.tooMany', actions: 'rememberAnswer', description: 'Too many links in the last hour (429).' },
          { target: 'ready.refused', actions: ['rememberAnswer', 'refreshUser'], description: 'Nothing to confirm (409): the user is asked again.' },
        ],
        onError: { target: 'ready.failed', actions: ['rememberAnswer', 'logFailure'], description: 'No answer: the network or the server.' },
      },
    },
  },
});
