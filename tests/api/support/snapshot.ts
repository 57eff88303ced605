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

/**
 * Every row a customer's case, order, cancellation or move write touches, all columns (times too): equal before and after
 * shows that a request changed nothing at all, not even a case's updated_at, a status row or a queued e-mail.
 */
export async function customerRows(db: Db, userId: string): Promise<string> {
  const rows = (sql: string) => db.query(sql, [userId]);
  return JSON.stringify({
    cases: await rows('SELECT * FROM cases WHERE user_id = $1 ORDER BY id'),
    history: await rows('SELECT h.* FROM case_status_history h JOIN cases k ON k.id = h.case_id WHERE k.user_id = $1 ORDER BY h.id'),
    // The sender may be working on a queued e-mail meanwhile: its rows, not their sending.
    outbox: await rows(
      `SELECT o.id, o.kind, o.case_id, o.status_id, o.move_id, o.recipient, o.created_at FROM notification_outbox o
       LEFT JOIN cases k ON k.id = o.case_id LEFT JOIN agreement_moves m ON m.id = o.move_id
       WHERE coalesce(k.user_id, m.user_id) = $1 ORDER BY o.id`,
    ),
    orders: await rows('SELECT * FROM orders WHERE user_id = $1 ORDER BY id'),
    agreements: await rows('SELECT * FROM agreements WHERE user_id = $1 ORDER BY id'),
    cancellations: await rows(
      'SELECT c.* FROM agreement_cancellations c JOIN agreements a ON a.id = c.agreement_id WHERE a.user_id = $1 ORDER BY c.id',
    ),
    moves: await rows('SELECT m.* FROM agreement_moves m JOIN agreements a ON a.id = m.agreement_id WHERE a.user_id = $1 ORDER BY m.id'),
  });
}
