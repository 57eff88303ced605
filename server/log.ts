/**
 * What the server logs, and what it never logs: no request bodies, no request paths (they carry ids, e-mail
 * addresses, names, fødselsnummer, and control characters that forge log lines), no query strings, no SQL
 * parameters or database messages (they echo values), no session tokens.
 */

/** C0/C1 controls, bidi and other format characters: none reaches a log line, whatever their source. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
export const printable = (line: string) => line.replace(UNPRINTABLE, '?');

/** A database error carries a five-character SQLSTATE code; its message and parameters may echo personal data. */
function sqlState(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** One line for an unexpected error in `where` (a route, or work in the background), without the data involved. */
export function errorLineAt(where: string, err: unknown): string {
  const state = sqlState(err);
  if (state) return printable(`[error] ${where}: database error ${state}`);
  const name = err instanceof Error ? err.name : typeof err;
  const frame = err instanceof Error ? (err.stack?.split('\n').find((l) => l.trim().startsWith('at ')) ?? '').trim() : '';
  return printable(`[error] ${where}: ${name}${frame ? ` ${frame}` : ''}`);
}
