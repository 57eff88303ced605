/**
 * The purchase wizard's calls (SPEC §7): GET /api/getProducts (anonymous too) and POST /api/createBuyInsurance
 * (logged in). An order is checked with the shared strict order schema, priced from the product, owned by the
 * session's user, and creates its agreement at once (it shows up in getAllAgreements and on /forsikringer/).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import { startDateDay } from '../../domain/purchaseDates';
import { monthlyPriceOf } from '../../domain/purchaseOffers';
import { mobilePhoneOf } from '../../domain/purchaseInput';
import { parsePurchaseOrder } from '../../domain/schemas/purchase';
import type { Product } from '../../domain/types';
import type { Queryable } from '../db/db';
import { HttpError, readJson, type AppEnv } from '../http';
import { agreementOfOrder, newAgreementNumber, type NewAgreement, type ProductRow } from '../lib/purchaseAgreement';

export const UNKNOWN_PRODUCT_MESSAGE = 'Velg en forsikring';

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
    await db.transaction(async (tx) => {
      await insertAgreement(tx, agreement);
      await tx.query(
        `INSERT INTO orders (id, user_id, product_code, form, agreement_id, price, start_date)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
        [orderId, user.id, product.product_code, JSON.stringify(stored), agreement.id, product.price, startDay],
      );
    });
    return c.json({ orderId, agreementId: agreement.id, agreementNumber: agreement.agreementNumber }, 201);
  });

  return r;
}
