/** What a route reads from its request: the JSON body (checked by body.ts) and its checks, each a 400 when wrong. */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './appEnv';
import { HttpError } from './httpError';

/** The request body as JSON, read and checked by the body middleware (body.ts); a missing body → 400. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const body = c.get('jsonBody');
  if (body === undefined) throw new HttpError(400, 'Forespørselen mangler JSON-innhold.');
  return Promise.resolve(body);
}

/** Validates with a valibot schema; the first issue becomes the 400 message. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Ugyldig forespørsel.';
  throw new HttpError(400, message, issues);
}

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
