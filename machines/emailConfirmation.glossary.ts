/** What the e-mail address confirmation machine's events, guards, actions and actors mean (docs/machines/README.md). */
import type { emailConfirmationMachine } from './emailConfirmation.machine';
import type { GlossaryOf } from './glossary';

export const emailConfirmationGlossary = {
  events: {
    'user.retry': 'PRØV IGJEN, after no answer came.',
    'user.logIn': 'LOGG INN MED BANKID on the page, when nobody is logged in.',
    'user.confirm': 'BEKREFT E-POSTADRESSEN, after the page has shown whose profile and which address.',
  },
  guards: {
    hasNoToken: 'The link has no token, or none of the right shape (43 characters of base64url).',
    isLoggedOut: 'Nobody is logged in on the page.',
    knowsAddress: 'The server has said which address the link is for (the customer was asked).',
    isPending: 'The server says the link is the customer’s and waits, and for which address (200).',
    isConfirmed: 'The server confirmed the address (200).',
    isUsed: 'The server says the link was used before (409, reason used).',
    isExpired: 'The server says the link is older than 24 hours (410, reason expired).',
    isSuperseded: 'The server says a newer link or a change of address ended this one (410, reason superseded).',
    isLoggedOutNow: 'The server says nobody is logged in (401): the session ended meanwhile.',
  },
  actions: {
    logIn: 'To the e-ID login (/.auth/login/signicat), which comes back to this page; the token waits in the tab meanwhile, not in the login’s return address.',
    userConfirmed: 'Asks for the user again, so the profile shows the address confirmed.',
    forgetLink: 'The page forgets the link once the server has answered: the address bar loses the token (replacing the entry in the history), and the copy kept for a login is removed.',
    logFailure: "Logs 'Failed to confirm e-mail address', without the token.",
    rememberAddress: 'Keeps the address the link is for, for the page to ask about it.',
    rememberEmail: 'Keeps the address confirmed, for the page to name it.',
  },
  actors: {
    peekLink: 'POST /api/emailConfirmation/peek { token }: which address the link is for, or why it does nothing; confirms nothing.',
    confirmEmail: 'POST /api/confirmEmail { token }: confirms the address the link was made for, or says why not.',
  },
} satisfies GlossaryOf<typeof emailConfirmationMachine>;
