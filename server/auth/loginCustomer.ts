/** The customer an e-ID login is for: found by fødselsnummer, or created on the first login, with the e-ID's name. */
import { randomUUID } from 'node:crypto';
import type { User } from '../../domain/types';
import type { Db } from '../db/db';
import { forgetUser } from './sessions';
import { findUserBySsn, toUser } from './users';

/** The name an e-ID gives, as stored: trimmed, control characters out, at most 200 characters; null when none is left. */
export function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters (and NUL, which PostgreSQL cannot store) are dropped
  const name = value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
  return name || null;
}

/**
 * The customer with this fødselsnummer, created on the first login with `name` (or `fallbackName`). The e-ID's
 * name is the registered one: a customer whose name it changed gets the new one.
 */
export async function customerFor(db: Db, ssn: string, name: string | null, fallbackName: string): Promise<User> {
  const found = await findUserBySsn(db, ssn);
  if (found) {
    if (!name || name === found.full_name) return toUser(found);
    await db.query('UPDATE users SET full_name = $2 WHERE id = $1', [found.id, name]);
    forgetUser(db, found.id);
    return { ...toUser(found), fullName: name };
  }
  await db.query('INSERT INTO users (id, ssn, full_name) VALUES ($1, $2, $3) ON CONFLICT (ssn) DO NOTHING', [randomUUID(), ssn, name ?? fallbackName]);
  const created = await findUserBySsn(db, ssn);
  if (!created) throw new Error('User not found after insert');
  return toUser(created);
}
