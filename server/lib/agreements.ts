/**
 * Reading a customer's agreements (SPEC §3 Agreement) with their cancellation that is not withdrawn
 * (agreement_cancellations, migration 007) and their latest move (agreement_moves, migration 016): one query shape
 * for the lists, one agreement, and the cancellation and moving calls.
 */
import type { CancellationReason } from '../../domain/cancellation';
import { insuredAddressOn, osloToday } from '../../domain/moving';
import type { Agreement } from '../../domain/types';
import type { AgreementMove } from '../../domain/agreementChanges';
import type { Queryable } from '../db/db';
import { notFound } from '../httpError';
import { isUuid } from '../uuid';

export const AGREEMENT_NOT_FOUND = 'Fant ikke forsikringen.';

export interface AgreementRow {
  id: string;
  address_id: string;
  building_address: string;
  building_zip: string;
  building_city: string;
  product_id: string;
  product_name: string;
  product_description: string;
  product_tag_name: string;
  price: number | null;
  services: string[];
  highlights: string[];
  not_included: string[];
  terms_name: string;
  direct_agreement: boolean;
  agent: string;
  agreement_number: string;
  renewal_date: string;
  cancellation_reason: CancellationReason | null;
  cancellation_end_date: string | null;
  cancellation_refund: number | null;
  cancellation_cancelled_at: Date | string | null;
  move_date: string | null;
  move_new_street_address: string | null;
  move_new_postal_code: string | null;
  move_new_city: string | null;
  move_previous_street_address: string | null;
  move_previous_postal_code: string | null;
  move_previous_city: string | null;
  move_reported_at: Date | string | null;
}

/** The end date as its day: pg would make a `date` a JavaScript Date at local midnight, a day off east of UTC. */
const SELECT_AGREEMENTS = `
  SELECT a.*, c.reason AS cancellation_reason, to_char(c.end_date, 'YYYY-MM-DD') AS cancellation_end_date,
         c.refund AS cancellation_refund, c.cancelled_at AS cancellation_cancelled_at,
         to_char(m.moving_date, 'YYYY-MM-DD') AS move_date, m.new_street_address AS move_new_street_address,
         m.new_postal_code AS move_new_postal_code, m.new_city AS move_new_city,
         m.previous_street_address AS move_previous_street_address, m.previous_postal_code AS move_previous_postal_code,
         m.previous_city AS move_previous_city, m.reported_at AS move_reported_at
    FROM agreements a
    LEFT JOIN agreement_cancellations c ON c.agreement_id = a.id AND c.withdrawn_at IS NULL
    LEFT JOIN LATERAL (
      SELECT * FROM agreement_moves
       WHERE agreement_id = a.id AND (c.end_date IS NULL OR moving_date <= c.end_date)
       ORDER BY moving_date DESC, id DESC LIMIT 1
    ) m ON true`;

/** The agreement's latest move that takes effect (none dated after a cancellation's last day: SELECT_AGREEMENTS), or null. */
function moveOf(a: AgreementRow): AgreementMove | null {
  if (!a.move_date || !a.move_reported_at) return null;
  return {
    newAddress: { streetAddress: a.move_new_street_address!, postalCode: a.move_new_postal_code!, city: a.move_new_city! },
    movingDate: a.move_date,
    previousAddress: { streetAddress: a.move_previous_street_address!, postalCode: a.move_previous_postal_code!, city: a.move_previous_city! },
    reportedAt: new Date(a.move_reported_at).toISOString(),
  };
}

/**
 * The agreement as the API gives it. Its building address is the address it insures `today` (today in Norway): the
 * latest move's new address from the moving date, before that the address the move left (docs/moving.md). A move
 * dated after a cancellation's last day of cover never takes effect, and is not given: the latest move on or before
 * that day is (withdrawn, the cancellation gives the later one back). From the moving date the address is no longer the register's address the agreement was bought
 * for: its id is the move's own, so nothing (the damage report's address choice) sends the old address's id with
 * the new address's text.
 */
export const toAgreement = (a: AgreementRow, today: string = osloToday()): Agreement => {
  const move = moveOf(a);
  const moved = move !== null && move.movingDate <= today;
  const insured = move
    ? insuredAddressOn(move, today)
    : { streetAddress: a.building_address, postalCode: a.building_zip, city: a.building_city };
  return {
    agreementId: a.id,
    addressId: moved ? `flytting-${a.id}-${move.movingDate}` : a.address_id,
    buildingAddress: insured.streetAddress,
    buildingZip: insured.postalCode,
    buildingCity: insured.city,
    productName: a.product_name,
    productDescription: a.product_description,
    productId: a.product_id,
    price: a.price,
    services: a.services,
    termsAndServicesHighlights: a.highlights,
    termsAndCoNotIncluded: a.not_included,
    termsandConditionName: a.terms_name,
    directAgreement: a.direct_agreement,
    agent: a.agent,
    agreementNumber: a.agreement_number,
    renewalDate: a.renewal_date,
    productTagName: a.product_tag_name,
    cancellation:
      a.cancellation_reason && a.cancellation_end_date && a.cancellation_cancelled_at
        ? {
            reason: a.cancellation_reason,
            endDate: a.cancellation_end_date,
            refund: a.cancellation_refund ?? 0,
            cancelledAt: new Date(a.cancellation_cancelled_at).toISOString(),
          }
        : null,
    move,
  };
};

/** Every agreement of the customer, ended ones too (the pages split them by agreementStatus). */
export async function listAgreements(db: Queryable, userId: string): Promise<Agreement[]> {
  const rows = await db.query<AgreementRow>(
    `${SELECT_AGREEMENTS} WHERE a.user_id = $1 ORDER BY a.direct_agreement DESC, a.created_at, a.agreement_number`,
    [userId],
  );
  return rows.map((row) => toAgreement(row));
}

/**
 * One agreement of the customer; another customer's, an unknown or a malformed id → 404 (the same answer, so ids
 * cannot be probed). `lock` (in a transaction) holds the agreement's row until it ends (FOR UPDATE), so two requests
 * that change its cancellation run one after the other. The lock is taken before the read: a read that waited for the
 * lock would still join the cancellation as it was before the other request committed.
 */
export async function ownAgreement(db: Queryable, userId: string, id: string | undefined, { lock = false } = {}): Promise<AgreementRow> {
  if (!isUuid(id)) throw notFound(AGREEMENT_NOT_FOUND);
  if (lock) await db.query('SELECT 1 FROM agreements WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
  const [row] = await db.query<AgreementRow>(`${SELECT_AGREEMENTS} WHERE a.id = $1 AND a.user_id = $2`, [id, userId]);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  return row;
}
