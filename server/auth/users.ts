/** The customers' rows as the app's User, and finding or creating a customer by fødselsnummer at login. */
import { randomUUID } from 'node:crypto';
import type { User } from '../../domain/types';
import type { Db, Queryable } from '../db/db';
import { forgetUser } from './sessions';

interface UserRow {
  id: string;
  ssn: string;
  full_name: string;
  street_address: string | null;
  mobile_phone: string | null;
  email: string | null;
  confirmed_email: string | null;
  consent_to_further_information: boolean;
  bulk_email_consent: boolean;
  notify_on_case_status: boolean;
}

export type { UserRow };

export const USER_COLUMNS =
  'u.id, u.ssn, u.full_name, u.street_address, u.mobile_phone, u.email, u.confirmed_email, u.consent_to_further_information, u.bulk_email_consent, u.notify_on_case_status';

export function toUser(r: UserRow): User {
  return {
    id: r.id,
    fullName: r.full_name,
    socialSecurityNumber: r.ssn,
    streetAddress: r.street_address,
    mobilePhone: r.mobile_phone,
    email: r.email,
    confirmedEmail: r.confirmed_email,
    consentToFurtherInformation: r.consent_to_further_information,
    bulkEmailConsent: r.bulk_email_consent,
    notifyOnCaseStatus: r.notify_on_case_status,
  };
}

export async function loadUser(db: Queryable, id: string): Promise<User | null> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return row ? toUser(row) : null;
}

export async function findUserBySsn(db: Queryable, ssn: string): Promise<UserRow | null> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.ssn = $1`, [ssn]))[0] ?? null;
}

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
