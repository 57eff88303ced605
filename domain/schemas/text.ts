/**
 * Text that PostgreSQL can store: no U+0000 (text and jsonb refuse it) and no unpaired UTF-16 surrogate
 * (not valid Unicode; jsonb refuses its escape). Shared by the forms and the server, so a customer sees the
 * same message before anything is sent as the server answers (400) when it is sent anyway.
 */
import * as v from 'valibot';

export const STORABLE_TEXT_MESSAGE = 'Teksten inneholder tegn som ikke kan lagres. Fjern spesialtegn og prøv igjen.';

/** True when the string has no NUL and every surrogate is part of a pair. A loop: descriptions are up to 4000 characters. */
export function isStorableText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Valibot action for any string field: `v.pipe(v.string(), storableText(), ...)`. */
export function storableText(message: string = STORABLE_TEXT_MESSAGE) {
  return v.check<string, string>(isStorableText, message);
}
