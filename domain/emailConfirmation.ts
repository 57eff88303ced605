/**
 * Confirming a new e-mail address (issue 45, part 6): the link's token, the calls, and every word the pages and the
 * API say about it. The e-mail's own words are in server/notify/messages.ts.
 */
import type { User } from './types';

/** How long a link works: a customer who reads the e-mail the next day still can; an old mailbox's links cannot. */
export const CONFIRMATION_LINK_HOURS = 24;

/** A token: 32 random bytes, base64url (43 characters). Anything else is no link of ours and is not sent to the server. */
export const isConfirmationToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** POST: `{ token }` → 200 the User (confirmed), or a ConfirmationRefusal. */
export const CONFIRM_EMAIL_PATH = '/api/confirmEmail';
/** POST: `{ token }` → 200 `{ email }`, the address the link is for (nothing confirmed); 404, 409, 410 as confirm. */
export const PEEK_CONFIRMATION_PATH = '/api/emailConfirmation/peek';
/** POST: `{}` → 200 `{ sentTo }`: a new link to the profile's address; 409 when there is nothing to confirm; 429. */
export const RESEND_CONFIRMATION_PATH = '/api/resendEmailConfirmation';

/**
 * Why a token confirmed nothing, in the answer's `reason` (with 409/410): used before, expired, or ended by a newer
 * link. A token that is not one of the customer's (unknown, or another customer's) is answered 404 without a reason,
 * as any resource of another customer's is.
 */
export type ConfirmationRefusal = 'used' | 'expired' | 'superseded';
export const CONFIRMATION_REFUSALS: readonly ConfirmationRefusal[] = ['used', 'expired', 'superseded'];

/**
 * What a change of the profile's address did about its confirmation (PATCH /api/updateUser's answer, beside the
 * user, only when the address changed to one not confirmed): a link was sent to it, or none, as the customer had
 * CONFIRMATION_EMAILS_PER_HOUR links in the last hour (the profile says RESEND_TEXTS.tooMany).
 */
export type ConfirmationLinkOutcome = 'sent' | 'tooMany';

/** PATCH /api/updateUser's answer: the user, and what the change of address did about its confirmation. */
export type UpdateUserAnswer = User & { confirmationLink?: ConfirmationLinkOutcome };

/** Whether the profile's address is the one confirmed (no address: nothing to confirm). */
export const isEmailConfirmed = (user: Pick<User, 'email' | 'confirmedEmail'>): boolean => !user.email || user.email === user.confirmedEmail;

/** The confirmation page's headings and texts, one per outcome; the API's messages are the headings. */
export const CONFIRMATION_TEXTS = {
  pageTitle: 'Bekreft e-postadressen din',
  checking: 'Vi sjekker lenken …',
  confirming: 'Vi bekrefter e-postadressen din …',
  /** Before anything is confirmed: whose profile, which address (a link opened on a shared device confirms nothing by itself). */
  asking: {
    heading: 'Bekreft e-postadressen din',
    text: (fullName: string, email: string) =>
      `Du er logget inn som ${fullName}. Vil du at vi skal sende e-post om skadesakene dine til ${email}?`,
    button: 'BEKREFT E-POSTADRESSEN',
    notYou: 'Er ikke dette deg? Logg ut, og åpne lenken på nytt.',
  },
  confirmed: {
    heading: 'E-postadressen din er bekreftet',
    text: (email: string) => `Vi sender e-post om skadesakene dine til ${email}.`,
  },
  expired: {
    heading: 'Lenken er utløpt',
    text: `Lenken gjelder i ${CONFIRMATION_LINK_HOURS} timer. Be om en ny lenke på profilen din med SEND PÅ NYTT.`,
  },
  used: {
    heading: 'Lenken er allerede brukt',
    text: 'En lenke kan bare brukes én gang. På profilen din ser du om e-postadressen er bekreftet.',
  },
  superseded: {
    heading: 'Lenken er erstattet av en nyere',
    text: 'Du har bedt om en ny lenke etter denne, eller endret e-postadressen. Bruk lenken i den nyeste e-posten fra oss.',
  },
  invalid: {
    heading: 'Lenken er ikke gyldig',
    text: 'Sjekk at du har brukt hele lenken fra e-posten, og at du er logget inn som den som ba om den. Du kan be om en ny lenke på profilen din.',
  },
  failed: {
    heading: 'Vi fikk ikke bekreftet e-postadressen',
    text: 'Det kan skyldes nettet eller en feil hos oss. Ingenting er endret. Prøv igjen.',
  },
  loginNeeded: {
    heading: 'Logg inn for å bekrefte e-postadressen',
    text: 'Du må være logget inn for å bekrefte e-postadressen din. Etter innloggingen kommer du tilbake hit.',
  },
  retry: 'PRØV IGJEN',
  toProfile: 'GÅ TIL DIN PROFIL',
  logIn: 'LOGG INN MED BANKID',
} as const;

/** What the profile says next to an address not yet confirmed, and of SEND PÅ NYTT. */
export const RESEND_TEXTS = {
  notConfirmed: 'Ikke bekreftet',
  button: 'SEND PÅ NYTT',
  /** Where case e-mails go meanwhile: the last confirmed address, or nowhere yet. */
  meanwhile: (confirmedEmail: string | null) =>
    confirmedEmail
      ? `Bekreft adressen med lenken vi sender til den. Til da sender vi e-post om skadesakene dine til ${confirmedEmail}.`
      : 'Bekreft adressen med lenken vi sender til den. Til da venter e-post om skadesakene dine.',
  sent: (email: string) => `Vi har sendt en ny lenke til ${email}. Den gjelder i ${CONFIRMATION_LINK_HOURS} timer.`,
  /**
   * Past the links an hour: SEND PÅ NYTT refused (429), or a new address saved without a link (PATCH
   * /api/updateUser's `confirmationLink: 'tooMany'`). The same words for both: no link went out now; one can be
   * asked for later.
   */
  tooMany: 'Vi har sendt mange lenker den siste timen. Du kan be om en ny lenke senere.',
  alreadyConfirmed: 'E-postadressen din er allerede bekreftet.',
  noAddress: 'Du har ikke oppgitt noen e-postadresse.',
  failed: 'Vi fikk ikke sendt lenken. Prøv igjen om litt.',
} as const;
