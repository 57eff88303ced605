/**
 * An e-mail address as mail servers take it (RFC 5321 §4.1.2, §4.5.3.1; RFC 6531 for letters beyond ASCII): one
 * local part, one @, one domain, and nothing else. The one rule for every e-mail address the portal keeps or sends
 * to: the profile (PATCH /api/updateUser), the damage report's and the purchase's contact fields, the sender and
 * NOTIFY_FROM. Refused, because a mail server refuses them or an SMTP line could be bent by them:
 * - control and format characters: C0 (\u001b), DEL, C1 (\u0085, a line break to some parsers) and Unicode Cf
 *   (zero-width, bidi marks), which no address has, and which hide what the address says;
 * - a display name, a list or a comment: `"Kari" <k@x.no>`, `a@x.no, b@y.no`, `a@x.no>,<b`, spaces, quotes;
 * - a quoted local part or an IP literal domain, which no customer's mailbox needs;
 * - lengths past the limits: local part 64, domain 253, the whole 254 octets.
 * Allowed: the local part's atoms of letters, digits and !#$%&'*+/=?^_`{|}~- joined by single dots (o'brien,
 * kari+skade), and a domain of labels of letters, digits and inner hyphens, at least two, the last of two characters or more with a letter.
 */
import * as v from 'valibot';

export const EMAIL_ADDRESS_MESSAGES = {
  /** SPEC §5, verbatim. */
  invalid: 'Vennligst oppgi en gyldig e-postadresse.',
  tooLong: 'E-postadressen er for lang.',
} as const;

export const EMAIL_ADDRESS_MAX_OCTETS = 254;
const LOCAL_MAX_OCTETS = 64;
const DOMAIN_MAX_OCTETS = 253;
const LABEL_MAX_OCTETS = 63;

/** An atom of the local part (RFC 5322 atext, letters and digits of any script). No dot: dots join atoms. */
const ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
/** A domain label: letters and digits (any script: an IDN), hyphens only inside. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
/** The top-level label: two characters or more, a letter among them (no all-digit «TLD»: 10.0.0.1 is no domain here). */
const TOP_LABEL = /^(?=.*\p{L}).{2,}$/u;

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/** True when `s` is an address a mail server takes, as the rule above says. */
export function isEmailAddress(s: string): boolean {
  if (octets(s) > EMAIL_ADDRESS_MAX_OCTETS) return false;
  const at = s.indexOf('@');
  if (at < 1 || at !== s.lastIndexOf('@')) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (octets(local) > LOCAL_MAX_OCTETS || octets(domain) > DOMAIN_MAX_OCTETS) return false;
  if (!local.split('.').every((atom) => ATOM.test(atom))) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label) && octets(label) <= LABEL_MAX_OCTETS) && TOP_LABEL.test(labels.at(-1)!);
}

/**
 * The rule as a valibot schema for a string already read (trimmed where the field trims): '' passes (no address:
 * the caller's schema says whether one is required), anything else must be an address, with the message a form shows.
 * Composed first (NFC): «å» pasted as a + combining ring is the same address, and kept as mail servers expect it.
 */
export const emailAddressSchema = v.pipe(
  v.string(),
  v.normalize('NFC'),
  v.check((s) => octets(s) <= EMAIL_ADDRESS_MAX_OCTETS, EMAIL_ADDRESS_MESSAGES.tooLong),
  v.check((s) => s === '' || isEmailAddress(s), EMAIL_ADDRESS_MESSAGES.invalid),
);
