/**
 * The fødselsnummer, the e-ID's identity of a person: 11 digits. The rule the test e-ID's field shows (in this
 * order, the first that fails), and the check every login makes of what the e-ID sends (server/auth).
 */
import * as v from 'valibot';

export const FODSELSNUMMER_MESSAGES = {
  required: 'Oppgi fødselsnummeret ditt.',
  digitsOnly: 'Kun tall er tillatt.',
  tooLong: 'Fødselsnummeret kan maks inneholde 11 sifre',
  length: 'Fødselsnummeret må inneholde 11 sifre',
} as const;

export const fodselsnummerSchema = v.pipe(
  v.string(),
  v.nonEmpty(FODSELSNUMMER_MESSAGES.required),
  v.regex(/^\d+$/, FODSELSNUMMER_MESSAGES.digitsOnly),
  v.maxLength(11, FODSELSNUMMER_MESSAGES.tooLong),
  v.length(11, FODSELSNUMMER_MESSAGES.length),
);

/** The message for a typed fødselsnummer (spaces already removed), or null when it is one. */
export function fodselsnummerError(value: string): string | null {
  const result = v.safeParse(fodselsnummerSchema, value, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? FODSELSNUMMER_MESSAGES.length);
}

/** What an e-ID sends is a fødselsnummer: a string of 11 digits. */
export const isFodselsnummer = (value: unknown): value is string => typeof value === 'string' && fodselsnummerError(value) === null;
