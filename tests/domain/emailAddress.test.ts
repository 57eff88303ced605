/** Issue 45, part 1: one rule for an e-mail address, as mail servers take them, and the forms' message for it. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, emailSchema } from '../../domain/schemas/contact';
import { caseDraftPatchSchema } from '../../domain/schemas/damageReport';
import { EMAIL_ADDRESS_MESSAGES, isEmailAddress } from '../../domain/schemas/emailAddress';
import { PURCHASE_MESSAGES } from '../../domain/schemas/purchaseRules';
import { userUpdateSchema } from '../../domain/schemas/user';

const first = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message ?? null;

/** Every character no address has: C0, DEL, C1, and the Unicode format characters (Cf). */
const FORBIDDEN_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
  '\u00ad', '\u061c', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u2060', '\u2066', '\u2069', '\ufeff',
];

describe('an e-mail address as mail servers take it', () => {
  it.each([
    'kari@example.no',
    'kari.nordmann@example.no',
    'kari+skade@example.no',
    "o'brien@example.ie",
    'KARI@EXAMPLE.NO',
    'k@e.no',
    'ørjan.ås@blåbær.no',
    'post@xn--blbr-yoa7a.no',
    'a!#$%&*+/=?^_`{|}~-b@example.no',
    'kari@sub.domain-with-hyphen.example.no',
  ])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['the issue’s NEL and header', 'x\u0085Bcc:y@evil.example'],
    ['the issue’s ANSI escape', 'x\u001b[31m@evil.example'],
    ['the issue’s list', 'evil@evil.example>,<victim'],
    ['a display name', 'Kari <kari@example.no>'],
    ['a quoted display name', '"Kari" <kari@example.no>'],
    ['a comment', 'kari@example.no (Kari)'],
    ['a list', 'kari@example.no,ola@example.no'],
    ['a semicolon list', 'kari@example.no;ola@example.no'],
    ['angle brackets alone', '<kari@example.no>'],
    ['a quoted local part', '"kari"@example.no'],
    ['a backslash', 'kari\\@example.no'],
    ['a space', 'kari @example.no'],
    ['a no-break space', 'kari\u00a0@example.no'],
    ['nothing before @', '@example.no'],
    ['no @', 'kari.example.no'],
    ['two @', 'kari@ola@example.no'],
    ['a trailing dot in the local part', 'kari.@example.no'],
    ['a domain without a dot', 'kari@localhost'],
    ['an IP literal', 'kari@[127.0.0.1]'],
    ['an IPv4 address as domain', 'kari@10.0.0.1'],
    ['an empty label', 'kari@example..no'],
    ['a one-letter top-level domain', 'kari@example.n'],
    ['a trailing dot in the domain', 'kari@example.no.'],
    ['a hyphen ending a label', 'kari@example-.no'],
    ['an underscore in the domain', 'kari@ex_ample.no'],
    ['a label of 64', `kari@${'d'.repeat(64)}.no`],
    ['a local part of 65', `${'k'.repeat(65)}@example.no`],
    ['a local part of 33 two-octet letters (66 octets)', `${'ø'.repeat(33)}@example.no`],
  ])('refuses %s', (_label, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('refuses every control and format character, wherever it stands', () => {
    for (const c of FORBIDDEN_CHARACTERS) {
      for (const address of [`ka${c}ri@example.no`, `kari@exa${c}mple.no`, `kari@example.no${c}`, `${c}kari@example.no`]) {
        expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
      }
    }
  });

  it('holds the lengths: 254 octets in all, 64 before @ and 253 after', () => {
    const longest = `${'k'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.no`;
    expect(longest).toHaveLength(254);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`k${longest}`)).toBe(false);
  });
});

describe('the one rule, in every form and on the server, with the message of SPEC §5', () => {
  it('uses the SPEC’s words for an invalid address, and its own for one too long', () => {
    expect(EMAIL_ADDRESS_MESSAGES.invalid).toBe('Vennligst oppgi en gyldig e-postadresse.');
    expect(CONTACT_MESSAGES.emailInvalid).toBe(EMAIL_ADDRESS_MESSAGES.invalid);
    expect(PURCHASE_MESSAGES.emailInvalid).toBe(EMAIL_ADDRESS_MESSAGES.invalid);
  });

  it.each(['x\u0085Bcc:y@evil.example', 'x\u001b[31m@evil.example', 'evil@evil.example>,<victim'])('refuses %j in every place an address is typed', (address) => {
    const id = '6f1c3e2a-8b4d-4c5e-9f60-7a8b9c0d1e2f';
    expect(first(emailSchema(), address)).toBe('Vennligst oppgi en gyldig e-postadresse.');
    expect(first(userUpdateSchema, { id, email: address })).toBe('Vennligst oppgi en gyldig e-postadresse.');
    for (const field of ['email', 'emailComp', 'caseContactEmail']) {
      expect(first(caseDraftPatchSchema, { [field]: address })).toBe('Vennligst oppgi en gyldig e-postadresse.');
    }
  });

  it('the profile trims the address and takes none (\'\') to remove it; too long is said so', () => {
    const id = '6f1c3e2a-8b4d-4c5e-9f60-7a8b9c0d1e2f';
    expect(v.parse(userUpdateSchema, { id, email: '  kari@example.no ' }).email).toBe('kari@example.no');
    expect(v.parse(userUpdateSchema, { id, email: '' }).email).toBe('');
    expect(first(userUpdateSchema, { id, email: `${'k'.repeat(250)}@example.no` })).toBe('E-postadressen er for lang.');
  });

  it('takes an address typed or pasted in decomposed form (NFD: a + ring) as the same address, kept composed (NFC)', () => {
    const id = '6f1c3e2a-8b4d-4c5e-9f60-7a8b9c0d1e2f';
    const decomposed = 'kåre@blåbær.no'.normalize('NFD');
    expect(decomposed).not.toBe('kåre@blåbær.no');
    expect(v.parse(userUpdateSchema, { id, email: decomposed }).email).toBe('kåre@blåbær.no');
    expect(v.safeParse(emailSchema(), decomposed).success).toBe(true);
  });
});
