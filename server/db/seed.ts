/**
 * The demo data of a fresh database: the demo people (demo.ts), what they have insured (seedInsurance.ts) and their
 * cases (seedCases.ts), in this order.
 */
import type { Db, Queryable } from './db';
import { DEMO_USERS } from './demo';
import { seedCases } from './seedCases';
import { seedInsurance } from './seedInsurance';

/** Serialises servers starting at once on one empty PostgreSQL: one seeds, the others find it seeded. */
const SEED_LOCK_ID = 72_620_002;

/** Inserts the demo data if the database has no users. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((row?.n ?? 0) > 0) return false;
    await seed(tx);
    return true;
  });
}

export async function seed(tx: Queryable): Promise<void> {
  for (const u of DEMO_USERS) {
    await tx.query(
      // The demo customers' addresses count as confirmed (issue 45): case e-mails go to them from the start. A fixed
      // time, as the rest of the demo data: every fresh start gives the same.
      `INSERT INTO users (id, ssn, full_name, street_address, mobile_phone, email, consent_to_further_information, bulk_email_consent,
         confirmed_email, email_confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6, '2025-01-15T09:00:00Z')`,
      [u.id, u.ssn, u.fullName, u.streetAddress, u.mobilePhone, u.email, u.consentToFurtherInformation, u.bulkEmailConsent],
    );
  }
  await seedInsurance(tx);
  await seedCases(tx);
}
