/** Everything a customer's write could change, to show that a refused request stored nothing. */
import type { Db } from '../../../server/db/db';

export async function customerState(db: Db, userId: string): Promise<string> {
  const user = await db.query('SELECT ssn, full_name, mobile_phone, email, consent_to_further_information, bulk_email_consent FROM users WHERE id = $1', [userId]);
  const cases = await db.query('SELECT id, form, submitted_on_web, status FROM cases WHERE user_id = $1 ORDER BY id', [userId]);
  const attachments = await db.query(
    'SELECT a.id, a.filename, a.size_bytes FROM attachments a JOIN cases k ON k.id = a.case_id WHERE k.user_id = $1 ORDER BY a.id',
    [userId],
  );
  const orders = await db.query('SELECT id, form FROM orders WHERE user_id = $1 ORDER BY id', [userId]);
  const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return JSON.stringify({ user, cases, attachments, orders, users });
}
