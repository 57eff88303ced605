import { assign, fromPromise, setup } from 'xstate';
import type { ConfirmationRefusal } from '../domain/emailConfirmation';
import { FAILURE_END } from './flowKit/outcome';
import { notProvided } from './flowKit/notProvided';

/**
 * The page the «Bekreft e-postadressen din» e-mail links to, /profil/bekreft-epost?token=… (issue 45, part 6). Opened
 * logged in, it asks the server which address the link is for (confirming nothing), shows whose profile and which
 * address, and confirms only on BEKREFT E-POSTADRESSEN: a link opened on a shared device where someone else is
 * logged in confirms nothing by itself (issue 45, part 5). The page's GET confirms nothing either, so a mail scanner
 * that opens the link confirms nothing; logged out, it asks the customer to log in and brings them back here (the token
 * kept in the tab meanwhile, not in the login's return address). The
 * server's answer is one end: confirmed, or the link used, expired, superseded by a newer one, or not valid (also
 * another customer's). No answer (the network, the server): said, and PRØV IGJEN asks again. Once the server has
 * answered, the address bar loses the token (replaced, not pushed), so neither it nor the history keeps the link;
 * while there is no answer, or a login is needed, it stays, so a reload still finds it.
 */
export interface EmailConfirmationInput {
  /** The link's token, when the address has one of the right shape (domain/emailConfirmation.ts isConfirmationToken). */
  token: string | undefined;
  /** Whether a customer is logged in on this page. */
  loggedIn: boolean;
}

export interface EmailConfirmationContext {
  token: string | undefined;
  loggedIn: boolean;
  /** The address the link is for, once the server has said it (peek): asked about, then confirmed. */
  address: string | undefined;
  /** The address confirmed, once it is. */
  confirmedEmail: string | undefined;
}

/** The server's answer to «which address is this link for?»: the address, or why the link does nothing. */
export type PeekLinkAnswer = { outcome: 'pending'; email: string } | Exclude<ConfirmEmailAnswer, { outcome: 'confirmed' }>;

/** The server's answer to the token: confirmed, refused with its reason, not one of the customer's, or no session. */
export type ConfirmEmailAnswer =
  | { outcome: 'confirmed'; email: string }
  | { outcome: ConfirmationRefusal }
  | { outcome: 'invalid' }
  | { outcome: 'loggedOut' };

export type EmailConfirmationEvent = { type: 'user.retry' } | { type: 'user.logIn' } | { type: 'user.confirm' };

/** The answer in peekLink's or confirmEmail's done event. */
const answerOf = (event: object): ConfirmEmailAnswer | PeekLinkAnswer | undefined =>
  'output' in event ? (event.output as ConfirmEmailAnswer | PeekLinkAnswer) : undefined;
const answered = (outcome: (ConfirmEmailAnswer | PeekLinkAnswer)['outcome']) => ({ event }: { event: object }) => answerOf(event)?.outcome === outcome;

/** The refusals both calls answer alike, each to its end (the last: no link of this customer's). */
const REFUSED = [
  { guard: 'isUsed', target: 'used', description: 'The link was used before (409).' },
  { guard: 'isExpired', target: 'expired', description: 'The link is older than 24 hours (410).' },
  { guard: 'isSuperseded', target: 'superseded', description: 'A newer link, or a change of address, ended this one (410).' },
  { guard: 'isLoggedOutNow', target: 'loginNeeded', description: 'The session ended meanwhile (401).' },
  { target: 'invalid', description: 'No link of this customer’s (404): unknown, or another customer’s.' },
] as const;

export const emailConfirmationMachine = setup({
  types: {
    input: {} as EmailConfirmationInput,
    context: {} as EmailConfirmationContext,
    events: {} as EmailConfirmationEvent,
  },
  actors: {
    /** App: POST /api/emailConfirmation/peek { token } (src/api/peekEmailConfirmation.ts): the address, nothing confirmed. */
    peekLink: fromPromise<PeekLinkAnswer, { token: string }>(async () => notProvided('peekLink')),
    /** App: POST /api/confirmEmail { token } (src/api/confirmEmail.ts), the answer as a ConfirmEmailAnswer. */
    confirmEmail: fromPromise<ConfirmEmailAnswer, { token: string }>(async () => notProvided('confirmEmail')),
  },
  actions: {
    /**
     * App: to the e-ID login, which brings the customer back to this page. The token waits in this tab meanwhile, not
     * in the login's return address (which the login keeps for up to 10 minutes).
     */
    logIn: (): void => notProvided('logIn'),
    /** App: the app's user is asked again, so the profile shows the address confirmed. */
    userConfirmed: (): void => notProvided('userConfirmed'),
    /**
     * App: the page forgets the link: the address bar loses the token (this page again without it, replacing the
     * entry: the history keeps no link), and the copy kept in the tab for a login is removed.
     */
    forgetLink: (): void => notProvided('forgetLink'),
    /** App: console.error, without the token. */
    logFailure: (): void => notProvided('logFailure'),
    rememberAddress: assign({
      address: ({ event }) => {
        const answer = answerOf(event);
        return answer?.outcome === 'pending' ? answer.email : undefined;
      },
    }),
    rememberEmail: assign({
      confirmedEmail: ({ event }) => {
        const answer = answerOf(event);
        return answer?.outcome === 'confirmed' ? answer.email : undefined;
      },
    }),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === undefined,
    isLoggedOut: ({ context }) => !context.loggedIn,
    knowsAddress: ({ context }) => context.address !== undefined,
    isPending: answered('pending'),
    isConfirmed: answered('confirmed'),
    isUsed: answered('used'),
    isExpired: answered('expired'),
    isSuperseded: answered('superseded'),
    isLoggedOutNow: answered('loggedOut'),
  },
}).createMachine({
  id: 'emailConfirmation',
  description: 'Bekreft e-postadressen din: the e-mail’s link confirms the new address, once, logged in.',
  context: ({ input }) => ({ token: input.token, loggedIn: input.loggedIn, address: undefined, confirmedEmail: undefined }),
  initial: 'checking',
  states: {
    checking: {
      description: 'The page opens: is there a token, and is anyone logged in?',
      always: [
        { guard: 'hasNoToken', target: 'invalid', description: 'The address has no token of the right shape: nothing is asked.' },
        { guard: 'isLoggedOut', target: 'loginNeeded', description: 'Nobody is logged in: the token waits for the login.' },
        { target: 'peeking' },
      ],
    },
    peeking: {
      description: "Customer sees 'Vi sjekker lenken …' while POST /api/emailConfirmation/peek asks which address the link is for.",
      invoke: {
        id: 'peekLink',
        src: 'peekLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [{ guard: 'isPending', target: 'asking', actions: 'rememberAddress', description: 'The link is the customer’s and waits.' }, ...REFUSED],
        onError: { target: 'failed', actions: 'logFailure', description: 'No answer: the network or the server.' },
      },
    },
    asking: {
      description:
        "Customer sees 'Bekreft e-postadressen din': whom they are logged in as, the link's address, BEKREFT E-POSTADRESSEN, and 'Er ikke dette deg? Logg ut, og åpne lenken på nytt.' Nothing is confirmed yet.",
      on: { 'user.confirm': { target: 'confirming' } },
    },
    loginNeeded: {
      description: "Customer sees 'Logg inn for å bekrefte e-postadressen' and LOGG INN MED BANKID, which comes back here.",
      meta: FAILURE_END,
      on: { 'user.logIn': { actions: 'logIn' } },
    },
    confirming: {
      description: "Customer sees 'Vi bekrefter e-postadressen din …' while POST /api/confirmEmail runs.",
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          { guard: 'isConfirmed', target: 'confirmed', actions: ['rememberEmail', 'userConfirmed'], description: 'The address is confirmed.' },
          ...REFUSED,
        ],
        onError: { target: 'failed', actions: 'logFailure', description: 'No answer: the network or the server.' },
      },
    },
    failed: {
      description: "Customer sees 'Vi fikk ikke bekreftet e-postadressen' and PRØV IGJEN; nothing was confirmed.",
      on: {
        'user.retry': [
          { guard: 'knowsAddress', target: 'confirming', description: 'The customer had said yes: confirm again.' },
          { target: 'peeking', description: 'The address was not known yet: ask for it again.' },
        ],
      },
    },
    confirmed: {
      description: "Customer sees 'E-postadressen din er bekreftet' and where case e-mails go now; link GÅ TIL DIN PROFIL.",
      type: 'final',
      entry: 'forgetLink',
    },
    used: {
      description: "Customer sees 'Lenken er allerede brukt'; link GÅ TIL DIN PROFIL.",
      type: 'final',
      entry: 'forgetLink',
      meta: FAILURE_END,
    },
    expired: {
      description: "Customer sees 'Lenken er utløpt' and how to get a new one (SEND PÅ NYTT on the profile).",
      type: 'final',
      entry: 'forgetLink',
      meta: FAILURE_END,
    },
    superseded: {
      description: "Customer sees 'Lenken er erstattet av en nyere': use the newest e-mail's link.",
      type: 'final',
      entry: 'forgetLink',
      meta: FAILURE_END,
    },
    invalid: {
      description: "Customer sees 'Lenken er ikke gyldig' and how to get a new one.",
      type: 'final',
      entry: 'forgetLink',
      meta: FAILURE_END,
    },
  },
});
