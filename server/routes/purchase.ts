/**
 * The purchase wizard's calls (SPEC §7): GET /api/getProducts (anonymous too) and POST /api/createBuyInsurance
 * (logged in). An order is checked with the shared strict order schema, priced from the product, owned by the
 * session's user, and creates its agreement at once (it shows up in getAllAgreements and on /forsikringer/).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import { osloToday, startDateDay } from '../../domain/purchaseDates';
import { monthlyPriceOf, statesPricesOf } from '../../domain/purchaseOffers';
import { mobilePhoneOf } from '../../domain/purchaseInput';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { parseOrderRequest, parseOrderRequestShape } from '../../domain/schemas/purchase';
import type { Product } from '../../domain/types';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../appEnv';
import { HttpError } from '../httpError';
import { readJson } from '../requestInput';
import { checkOrdersPerDay } from '../limits';
import { releaseEndedOrders } from '../lib/endedOrders';
import { STANDING_END_DATE, earlierOrderOf, orderHash } from '../lib/orderRetry';
import { agreementOfOrder, buildingKeyOf, newAgreementNumber, type NewAgreement, type ProductRow } from '../lib/purchaseAgreement';

export const UNKNOWN_PRODUCT_MESSAGE = 'Velg en forsikring';
export const PRICE_CHANGED_MESSAGE = 'Prisen i bestillingen stemmer ikke med prisen på forsikringen. Last inn siden på nytt og se over prisen før du bestiller.';

const toProduct = (p: ProductRow): Product => ({
  productId: p.id,
  productCode: p.product_code,
  productName: p.product_name,
  label: p.label,
  price: p.price,
  termsAndServicesHighlights: p.highlights,
});

async function insertAgreement(tx: Queryable, a: NewAgreement): Promise<void> {
  await tx.query(
    `INSERT INTO agreements (id, user_id, address_id, building_address, building_zip, building_city, product_id, product_name,
       product_description, product_tag_name, price, services, highlights, not_included, terms_name, direct_agreement, agent,
       agreement_number, renewal_date)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12::jsonb,$13::jsonb,$14::jsonb,$15,$16,$17,$18,$19)`,
    [a.id, a.userId, a.addressId, a.buildingAddress, a.buildingZip, a.buildingCity, a.productId, a.productName, a.productDescription,
      a.productTagName, a.price, JSON.stringify(a.services), JSON.stringify(a.highlights), JSON.stringify(a.notIncluded), a.termsName,
      a.directAgreement, a.agent, a.agreementNumber, a.renewalDate],
  );
}

/** Answered to anonymous visitors too (SPEC §6: anyone may fill steps 1–3). Mounted in app.ts before the session check. */
export function publicPurchaseRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/getProducts', async (c) => {
    const rows = await c.get('db').query<ProductRow>('SELECT * FROM products ORDER BY sort_order, product_code');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(rows.map(toProduct));
  });

  return r;
}

/** Logged in only: mounted after the session check and the JSON body reader. */
export function purchaseRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/createBuyInsurance', async (c) => {
    const body = await readJson(c);
    // Bad input is 400 first, whatever the customer ordered before: only a well-shaped request is looked for again.
    const shape = parseOrderRequestShape(body);
    if (!shape.success) throw new HttpError(400, shape.message);
    const db = c.get('db');
    const user = c.get('user');
    const result = await db.transaction(async (tx) => {
      // The customer's orders one at a time: one sent twice at once finds the first, and the day's count holds.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const today = osloToday();
      // An order whose agreement has ended no longer holds the building (migration 007).
      await releaseEndedOrders(tx, user.id, today);
      // An order sent again is known before today's rules are asked (a retry after midnight, a price changed since).
      const earlier = await earlierOrderOf(tx, user.id, shape.requestId, shape.form);
      if (earlier) return { status: 200 as const, body: earlier };

      const parsed = parseOrderRequest(body);
      if (!parsed.success) throw new HttpError(400, parsed.message);
      const { order, requestId } = parsed;
      const [product] = await tx.query<ProductRow>('SELECT * FROM products WHERE product_code = $1', [order.productCode.trim()]);
      if (!product) throw new HttpError(400, UNKNOWN_PRODUCT_MESSAGE);
      // Prices come from the server: an order must state the product's, the one the customer was shown.
      if (!statesPricesOf(order, product.price)) throw new HttpError(400, PRICE_CHANGED_MESSAGE);
      // Another order of the product for a building that has it (other answers: not the same order sent again).
      const buildingKey = buildingKeyOf(order);
      const [holder] = await tx.query<{ id: string; end_date: string | null }>(
        `SELECT o.id, ${STANDING_END_DATE} AS end_date FROM orders o
          WHERE o.user_id = $1 AND o.product_code = $2 AND o.building_key = $3 AND o.released_at IS NULL`,
        [user.id, product.product_code, buildingKey],
      );
      if (holder) throw new HttpError(409, holder.end_date ? CONFLICT_MESSAGES.orderCancelledStillCovers(holder.end_date) : CONFLICT_MESSAGES.orderAlreadyForAddress);
      await checkOrdersPerDay(tx, user.id, c.get('config').limits.ordersPerDay);

      const orderId = randomUUID();
      const startDay = startDateDay(order.startDate)!;
      const agreement = agreementOfOrder({ id: randomUUID(), orderId, userId: user.id, order, product, startDay, agreementNumber: newAgreementNumber() });
      // What is stored is what the server decided: the product's price and fields, the session's customer.
      const stored = {
        ...order,
        agent: agreement.agent,
        insuranceType: product.id,
        price: product.price,
        monthlyPrice: monthlyPriceOf(product.price),
        mobilePhone: mobilePhoneOf(order.countryCode, order.phoneNumber),
        customerRoute: order.customerRoute ?? CUSTOMER_ROUTE.kjopForsikring,
      };
      // The unique indexes (migrations 003, 013) hold even for a writer that does not take the customer's row.
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO orders (id, user_id, product_code, form, price, start_date, building_key, request_id, request_hash)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [orderId, user.id, product.product_code, JSON.stringify(stored), product.price, startDay, buildingKey, requestId, orderHash(order)],
      );
      if (inserted.length === 0) throw new HttpError(409, CONFLICT_MESSAGES.orderAlreadyForAddress);
      await insertAgreement(tx, agreement);
      await tx.query('UPDATE orders SET agreement_id = $1 WHERE id = $2', [agreement.id, orderId]);
      return { status: 201 as const, body: { orderId, agreementId: agreement.id, agreementNumber: agreement.agreementNumber } };
    });
    // 201 for a new order; 200 with the earlier order's ids when this one was that order sent again.
    return c.json(result.body, result.status);
  });

  return r;
}
