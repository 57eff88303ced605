/**
 * The purchase wizard's calls (SPEC §7): GET /api/getProducts (anonymous too) and POST /api/createBuyInsurance
 * (logged in). An order is checked with the shared strict order schema, priced from the product, owned by the
 * session's user, and creates its agreement at once (it shows up in getAllAgreements and on /forsikringer/).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import { formatLongDate } from '../../domain/insuranceFormat';
import { osloToday, startDateDay } from '../../domain/purchaseDates';
import { monthlyPriceOf, statesPricesOf } from '../../domain/purchaseOffers';
import { mobilePhoneOf } from '../../domain/purchaseInput';
import { parsePurchaseOrder } from '../../domain/schemas/purchase';
import type { Product } from '../../domain/types';
import type { Queryable } from '../db/db';
import { HttpError, readJson, type AppEnv } from '../http';
import { releaseEndedOrder } from '../lib/endedOrders';
import { agreementOfOrder, buildingKeyOf, newAgreementNumber, type NewAgreement, type ProductRow } from '../lib/purchaseAgreement';

export const UNKNOWN_PRODUCT_MESSAGE = 'Velg en forsikring';
export const ALREADY_ORDERED_MESSAGE = 'Denne forsikringen er allerede bestilt for adressen.';
/**
 * The same order again while the insurance it made is cancelled but still covers (docs/cancellation.md): it holds the
 * building, and a 200 with it would say «bestilt» of cover that ends on `endDate`. Withdrawing the cancellation keeps it.
 */
export const cancelledOrderMessage = (endDate: string) =>
  `Du har allerede denne forsikringen for adressen. Den er sagt opp og gjelder til og med ${formatLongDate(endDate)}. Vil du beholde den, angrer du oppsigelsen under Forsikringer på Min side.`;
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

/** Logged in only: mounted after the session check, the JSON body reader and limitOrders(). */
export function purchaseRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/createBuyInsurance', async (c) => {
    const parsed = parsePurchaseOrder(await readJson(c));
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const order = parsed.order;
    const db = c.get('db');
    const [product] = await db.query<ProductRow>('SELECT * FROM products WHERE product_code = $1', [order.productCode.trim()]);
    if (!product) throw new HttpError(400, UNKNOWN_PRODUCT_MESSAGE);
    // Prices come from the server: an order must state the product's, the one the customer was shown.
    if (!statesPricesOf(order, product.price)) throw new HttpError(400, PRICE_CHANGED_MESSAGE);

    const user = c.get('user');
    const orderId = randomUUID();
    const startDay = startDateDay(order.startDate)!;
    const agreement = agreementOfOrder({
      id: randomUUID(),
      orderId,
      userId: user.id,
      order,
      product,
      startDay,
      agreementNumber: newAgreementNumber(),
    });
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
    const buildingKey = buildingKeyOf(order);
    const result = await db.transaction(async (tx) => {
      // An order whose agreement has ended no longer holds the building (migration 007).
      await releaseEndedOrder(tx, { userId: user.id, productCode: product.product_code, buildingKey }, osloToday());
      // The order row first: the unique index (migration 003) makes a resent order find the first one, also when
      // both arrive at once (the second insert waits for the first transaction and then does nothing).
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO orders (id, user_id, product_code, form, price, start_date, building_key)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
         ON CONFLICT (user_id, product_code, building_key) WHERE building_key IS NOT NULL AND released_at IS NULL DO NOTHING
         RETURNING id`,
        [orderId, user.id, product.product_code, JSON.stringify(stored), product.price, startDay, buildingKey],
      );
      if (inserted.length === 0) {
        // Its cancellation, if one stands: an ended one was released above, so this one still covers.
        const [first] = await tx.query<{ order_id: string; agreement_id: string; agreement_number: string; end_date: string | null }>(
          `SELECT o.id AS order_id, a.id AS agreement_id, a.agreement_number, to_char(c.end_date, 'YYYY-MM-DD') AS end_date
             FROM orders o JOIN agreements a ON a.id = o.agreement_id
             LEFT JOIN agreement_cancellations c ON c.agreement_id = a.id AND c.withdrawn_at IS NULL
            WHERE o.user_id = $1 AND o.product_code = $2 AND o.building_key = $3 AND o.released_at IS NULL`,
          [user.id, product.product_code, buildingKey],
        );
        if (!first) throw new HttpError(409, ALREADY_ORDERED_MESSAGE);
        if (first.end_date) throw new HttpError(409, cancelledOrderMessage(first.end_date));
        const body = { orderId: first.order_id, agreementId: first.agreement_id, agreementNumber: first.agreement_number };
        return { status: 200 as const, body };
      }
      await insertAgreement(tx, agreement);
      await tx.query('UPDATE orders SET agreement_id = $1 WHERE id = $2', [agreement.id, orderId]);
      return { status: 201 as const, body: { orderId, agreementId: agreement.id, agreementNumber: agreement.agreementNumber } };
    });
    // 201 for a new order; 200 with the first order's ids when this one was already placed.
    return c.json(result.body, result.status);
  });

  return r;
}
