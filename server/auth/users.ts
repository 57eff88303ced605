/** The customers' rows as the app's User: read by id or by fødselsnummer. */
import type { User } from '../../domain/types';
import type { Queryable } from '../db/db';

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
