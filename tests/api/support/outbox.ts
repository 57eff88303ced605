/** What the e-mail failure tests share: waiting on a condition, a logger that keeps its lines, and SEND INN. */
import { expect } from 'vitest';
import { SUBMIT_FORM } from './bodies';
import type { User } from '../../../domain/types';
import { caseIdFrom, json, type TestApp } from './testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `ok` holds, every 25 ms; fails after `ms` with the last value read. */
export async function waitUntil<T>(what: string, read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await sleep(25);
  }
}

/** A logger that keeps the lines. */
export function capturedLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, log: { log: keep, warn: keep, error: keep } };
}

/**
 * A new customer (the test e-ID login) with this e-mail address in the profile, confirmed (issue 45, part 6: case
 * e-mails go only to a confirmed address; emailConfirmation.test.ts confirms one through its link): its cookie and id.
 * Stored as a confirmation leaves it, so that no «Bekreft e-postadressen din» to it counts among what these tests send.
 */
export async function confirmedCustomer(t: TestApp, ssn: string, email: string): Promise<{ cookie: string; id: string }> {
  const cookie = await t.login(ssn);
  const { id } = await json<User>(await t.request('GET', '/api/getUser', { cookie }));
  await t.db.query('UPDATE users SET email = $2, confirmed_email = $2, email_confirmed_at = now() WHERE id = $1', [id, email]);
  return { cookie, id };
}

/** A new case of the customer's, submitted with SEND INN: its id. */
export async function submitted(t: TestApp, cookie: string): Promise<string> {
  const created = await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie }));
  const id = caseIdFrom(created.incidentUri);
  expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie, json: SUBMIT_FORM })).status).toBe(200);
  return id;
}

export interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  attempts: number;
  refusals: number;
  last_error: string | null;
  state: 'open' | 'sent' | 'failed' | 'superseded';
  superseded_by: string | null;
}

/** The outbox rows of the cases, oldest first. */
export const outboxRows = (t: TestApp, caseIds: string[]) =>
  t.db.query<OutboxRow>(
    `SELECT id::text AS id, kind, recipient, attempts, refusals, last_error, superseded_by::text AS superseded_by,
            CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN failed_at IS NOT NULL THEN 'failed'
                 WHEN superseded_at IS NOT NULL THEN 'superseded' ELSE 'open' END AS state
     FROM notification_outbox WHERE case_id = ANY($1::uuid[]) ORDER BY notification_outbox.id`,
    [caseIds],
  );
