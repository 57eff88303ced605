/**
 * JSON request bodies of /api, read before any route sees them: bounded in size (413) and nesting (400),
 * only as application/json (415), and holding only text PostgreSQL can store (400, the forms' message).
 * The streamed upload (routes/attachments.ts) applies the same rules on its own.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isStorableText, STORABLE_TEXT_MESSAGE } from '../domain/schemas/text';
import type { AppEnv } from './appEnv';
import { HttpError } from './httpError';

/** Largest JSON body of every /api call except the upload. */
export const BODY_LIMIT = 256 * 1024;
/** Deepest nesting of arrays and objects; the real bodies are at most 2 deep. */
export const MAX_JSON_DEPTH = 32;

export const MESSAGES = {
  tooLarge: 'Forespørselen er for stor.',
  notJson: 'Forespørselen må sendes som JSON (Content-Type: application/json).',
  invalidJson: 'Ugyldig JSON i forespørselen.',
  tooDeep: 'Forespørselen er for dypt nestet.',
} as const;

/** application/json, with no charset or UTF-8. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type = '', ...params] = header.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p.replace(/"/g, '') === 'charset=utf-8');
}

/** Reads the body up to `limit` bytes; more → 413 without reading the rest. */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, MESSAGES.tooLarge);
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Nesting depth of JSON text, counted outside strings, stopping once it passes `max`. */
export function exceedsDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** True when every string and key in the parsed value is storable (escapes like \u0000 only show up now). */
export function allTextStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(allTextStorable);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isStorableText(k) && allTextStorable(v));
  }
  return true;
}

/** Parses JSON text under the rules above; 400 {message} otherwise. */
export function parseJsonText(text: string): unknown {
  if (exceedsDepth(text, MAX_JSON_DEPTH)) throw new HttpError(400, MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson);
  }
  if (!allTextStorable(value)) throw new HttpError(400, STORABLE_TEXT_MESSAGE);
  return value;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * For non-GET /api requests: reads and checks the body, and leaves the parsed JSON in `c.var.jsonBody`
 * (undefined for an empty body, which calls without a body such as createCaseDraft send).
 */
export function jsonBody(limit = BODY_LIMIT): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const bytes = await readBodyBytes(c, limit);
    if (bytes.length > 0) {
      if (!isJsonContentType(c.req.header('content-type'))) throw new HttpError(415, MESSAGES.notJson);
      let text: string;
      try {
        text = decoder.decode(bytes);
      } catch {
        throw new HttpError(400, MESSAGES.invalidJson);
      }
      if (!text.trim()) throw new HttpError(400, MESSAGES.invalidJson);
      c.set('jsonBody', parseJsonText(text));
    }
    await next();
  };
}
