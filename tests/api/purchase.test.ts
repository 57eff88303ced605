import { randomUUID } from 'node:crypto';
import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../domain/brand';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import { addDays, osloToday, startDateFromDay } from '../../domain/purchaseDates';
import { purchaseProductChoice } from '../../domain/purchaseForm';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { parseOrderRequest, parsePurchaseOrder, PURCHASE_MESSAGES } from '../../domain/schemas/purchase';
import type { Agreement, BuyInsuranceForm, Product } from '../../domain/types';
import { BODY_LIMIT } from '../../server/app';
import { PRICE_CHANGED_MESSAGE } from '../../server/routes/purchase';
import { PRODUCT_IDS } from '../../server/db/demo';
import { orderHash, type OrderAnswer } from '../../server/lib/orderRetry';
import { customerRows } from './support/snapshot';
import { BERIT, createTestApp, json, KARI, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const today = osloToday();
/** The second offer as the wizard's step 2 sets it (purchaseProductChoice): its code, id and prices. */
const INNBO = { productCode: 'SFINNBO', insuranceType: PRODUCT_IDS.SFINNBO, price: 1188, monthlyPrice: 99 };

/** A valid order as the wizard sends it (the whole form). */
function order(overrides: Partial<BuyInsuranceForm> & Record<string, unknown> = {}): Record<string, unknown> {
  const form: BuyInsuranceForm = {
    addressId: '100000062',
    agent: PRODUCT_NAME,
    buildingAddress: 'Storgata 15',
    buildingCity: 'OSLO',
    buildingZip: '0155',
    buildingNumber: '300000034',
    latNumber: 59.914242,
    lngNumber: 10.753649,
    confirmNoDamage: true,
    consentFurtherInformation: true,
    consentMarketing: true,
    damageDescription: '',
    email: 'ola.nordmann@example.no',
    insuredAddress: 'Storgata 15, 0155 OSLO',
    insuranceType: PRODUCT_IDS.BTHUS,
    mobilePhone: '+4798765432',
    countryCode: '+47',
    phoneNumber: '98765432',
    price: 3000,
    monthlyPrice: 250,
    productCode: 'BTHUS',
    startDate: startDateFromDay(addDays(today, 7)),
    customerRoute: CUSTOMER_ROUTE.kjopForsikring,
    typeAdressManually: false,
  };
  return { ...form, ...overrides };
}

describe.each(testDatabases())('purchase API ($name)', (kind) => {
  let t: TestApp;
  let ola: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ola = await t.login(OLA.ssn);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown, cookie: string | null = ola) =>
    t.request('POST', '/api/createBuyInsurance', { cookie: cookie ?? undefined, json: body });
  const agreements = async () => json<Agreement[]>(await t.request('GET', `/api/getAllAgreements?ssn=${OLA.ssn}`, { cookie: ola }));
  const orderCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n;

  async function expect400(body: unknown, message?: string) {
    const before = await orderCount();
    const res = await post(body);
    expect(res.status).toBe(400);
    const answer = await json<{ message: string }>(res);
    expect(answer).toEqual({ message: message ?? expect.any(String) });
    expect(await orderCount()).toBe(before);
    return answer.message;
  }

  it('GET /api/getProducts answers anonymous visitors too', async () => {
    const res = await t.request('GET', '/api/getProducts');
    expect(res.status).toBe(200);
    const products = await json<Product[]>(res);
    expect(products.map((p) => [p.productCode, p.price])).toEqual([['BTHUS', 3000], ['SFINNBO', 1188]]);
  });

  it('GET /api/downloadTermsAndConditions/{productId} answers anonymous visitors too', async () => {
    const res = await t.request('GET', `/api/downloadTermsAndConditions/${PRODUCT_IDS.SFINNBO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Other calls still need a login.
    expect((await t.request('GET', '/api/getUser')).status).toBe(401);
    expect((await t.request('POST', '/api/getProducts')).status).toBe(401);
  });

  it('an order creates the agreement at once: 201, listed in getAllAgreements with the product fields', async () => {
    const startDay = addDays(today, 30);
    const res = await post(order({ startDate: startDateFromDay(startDay) }));
    expect(res.status).toBe(201);
    const answer = await json<{ orderId: string; agreementId: string; agreementNumber: string }>(res);
    expect(answer).toEqual({ orderId: expect.stringMatching(/^[0-9a-f-]{36}$/), agreementId: expect.stringMatching(/^[0-9a-f-]{36}$/), agreementNumber: expect.stringMatching(/^HV-\d{6}$/) });

    const created = (await agreements()).find((a) => a.agreementId === answer.agreementId);
    const [y, m, d] = startDay.split('-');
    expect(created).toMatchObject({
      addressId: '100000062',
      buildingAddress: 'Storgata 15',
      buildingZip: '0155',
      buildingCity: 'OSLO',
      productId: PRODUCT_IDS.BTHUS,
      productName: 'Råte- og skadedyrsforsikring - Privat',
      price: 3000,
      directAgreement: true,
      agent: PRODUCT_NAME,
      agreementNumber: answer.agreementNumber,
      renewalDate: `${Number(y) + 1}-${m}-${d}`,
      termsandConditionName: 'Vilkår Råte- og skadedyrsforsikring Privat.pdf',
    });
    expect(created!.termsAndServicesHighlights.length).toBeGreaterThan(0);
    expect(created!.productDescription).not.toBe('');
    const [row] = await t.db.query<{ user_id: string; agreement_id: string; price: number }>(
      'SELECT user_id, agreement_id, price FROM orders WHERE id = $1',
      [answer.orderId],
    );
    expect(row).toEqual({ user_id: OLA.id, agreement_id: answer.agreementId, price: 3000 });
  });

  it("the wizard's order, priced as step 2 showed the offer, is placed at the product's price", async () => {
    // What the wizard sends for the offer chosen in step 2: its own purchaseProductChoice of getProducts' answer.
    const products = await json<Product[]>(await t.request('GET', '/api/getProducts'));
    const choice = purchaseProductChoice(products.find((p) => p.productCode === 'SFINNBO')!);
    expect(choice).toMatchObject({ price: 1188, monthlyPrice: 99 });
    const res = await post(order(choice));
    expect(res.status).toBe(201);
    const { orderId, agreementId } = await json<{ orderId: string; agreementId: string }>(res);
    expect((await agreements()).find((a) => a.agreementId === agreementId)).toMatchObject({ price: 1188, productId: PRODUCT_IDS.SFINNBO });
    const [row] = await t.db.query<{ price: number; form: BuyInsuranceForm }>('SELECT price, form FROM orders WHERE id = $1', [orderId]);
    expect(row!.price).toBe(1188);
    expect(row!.form).toMatchObject({ price: 1188, monthlyPrice: 99, insuranceType: PRODUCT_IDS.SFINNBO, agent: PRODUCT_NAME });
  });

  it.each([
    ['a negative price', { price: -3000, monthlyPrice: -250 }, 'Ugyldig verdi i feltet price.'],
    ['a negative monthly price', { monthlyPrice: -250 }, 'Ugyldig verdi i feltet monthlyPrice.'],
    ['price 0', { price: 0, monthlyPrice: 0 }, PRICE_CHANGED_MESSAGE],
    ['price 1', { price: 1, monthlyPrice: 0.08 }, PRICE_CHANGED_MESSAGE],
    ['the right price with a wrong monthly price', { monthlyPrice: 1 }, PRICE_CHANGED_MESSAGE],
    ['the monthly price unrounded', { ...INNBO, monthlyPrice: 99.0001 }, PRICE_CHANGED_MESSAGE],
    ["another offer's price", { ...INNBO, price: 3000, monthlyPrice: 250 }, PRICE_CHANGED_MESSAGE],
    ['no price', { price: null, monthlyPrice: null }, PRICE_CHANGED_MESSAGE],
  ])('400 and nothing stored for %s: prices come from the server, and an order must state them', async (_label, overrides, message) => {
    const agreementsBefore = (await agreements()).length;
    // A building no other test orders for, so only the price can stop it.
    await expect400(order({ addressId: '100000099', ...overrides } as Partial<BuyInsuranceForm>), message);
    expect(await agreements()).toHaveLength(agreementsBefore);
    const [n] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE form->>'addressId' = '100000099'");
    expect(n!.n).toBe(0);
  });

  it.each([
    ['a city with markup', { buildingCity: '<script>' }, PURCHASE_MESSAGES.cityInvalid],
    ['a city with digits', { buildingCity: 'Oslo 1' }, PURCHASE_MESSAGES.cityInvalid],
    ['a street shorter than 5', { buildingAddress: 'Gt 1' }, PURCHASE_MESSAGES.streetTooShort],
    ['a street of emoji and digits alone', { buildingAddress: '🏠🏠🏠 12' }, PURCHASE_MESSAGES.streetNeedsLetters],
    ['a zip of 3 digits', { buildingZip: '015' }, PURCHASE_MESSAGES.zipInvalid],
    ['a zip with a letter', { buildingZip: '01a5' }, PURCHASE_MESSAGES.zipInvalid],
  ])('the address rules of SPEC §5 hold in both address modes: 400 and nothing stored for %s', async (_label, overrides, message) => {
    for (const typeAdressManually of [false, true]) {
      const agreementsBefore = (await agreements()).length;
      // A building no other test orders for, so only the address rule can stop it.
      const body = order({ addressId: typeAdressManually ? null : '100000098', typeAdressManually, ...overrides } as Partial<BuyInsuranceForm>);
      await expect400(body, message);
      expect(await agreements()).toHaveLength(agreementsBefore);
    }
    const [n] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE form->>'addressId' = '100000098'");
    expect(n!.n).toBe(0);
  });

  it('a chosen address that keeps the rules is still ordered (the register\'s addresses, æøå and hyphen in the city)', async () => {
    const res = await post(order({ addressId: '100000097', buildingAddress: 'Løvåsveien 3', buildingZip: '5145', buildingCity: 'Fyllingsdalen-Øst' }));
    expect(res.status).toBe(201);
  });

  it('a manual address is stored with a generated address id', async () => {
    const res = await post(
      order({ typeAdressManually: true, addressId: null, buildingAddress: 'Løvåsveien 3', buildingZip: '5145', buildingCity: 'Fyllingsdalen' }),
    );
    expect(res.status).toBe(201);
    const { agreementId, orderId } = await json<{ agreementId: string; orderId: string }>(res);
    expect((await agreements()).find((a) => a.agreementId === agreementId)).toMatchObject({
      addressId: `manuell-${orderId}`,
      buildingAddress: 'Løvåsveien 3',
      buildingCity: 'Fyllingsdalen',
    });
  });

  it('identity comes from the session: keys such as ssn or userId are refused (strict)', async () => {
    await expect400(order({ ssn: '17047012345' }), 'Bestillingen inneholder et ukjent felt.');
    await expect400(order({ userId: '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e01' }), 'Bestillingen inneholder et ukjent felt.');
  });

  it('a 900 KB junk key is refused and nothing is stored (over the body limit: 413 before any parsing)', async () => {
    const before = await orderCount();
    const res = await post(order({ junk: 'x'.repeat(900 * 1024) }));
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    expect(await orderCount()).toBe(before);
  });

  it('a junk key just under the body limit is refused by the strict schema (400), nothing stored', async () => {
    await expect400(order({ junk: 'x'.repeat(BODY_LIMIT - 4096) }), 'Bestillingen inneholder et ukjent felt.');
  });

  it.each([
    ['in the year 2000', '2000-01-01T00:00:00.000Z'],
    ['yesterday', startDateFromDay(addDays(today, -1))],
    ['today + 184 days', startDateFromDay(addDays(today, 184))],
    ['in the year 2999', '2999-01-01T00:00:00.000Z'],
  ])('a start date %s → 400', async (_label, startDate) => {
    await expect400(order({ startDate }), PURCHASE_MESSAGES.startDateOutOfWindow);
  });

  it.each([
    ['today', today, '100000101'],
    ['today + 183 days', addDays(today, 183), '100000102'],
  ])('a start date %s → 201', async (_label, day, addressId) => {
    expect((await post(order({ startDate: startDateFromDay(day), addressId }))).status).toBe(201);
  });

  it('an order sent again (same building and product, the same answers) finds the first: 200 with its ids, one insurance', async () => {
    const manual = {
      typeAdressManually: true,
      addressId: null,
      buildingAddress: 'Fjellveien 7',
      buildingZip: '5019',
      buildingCity: 'Bergen',
      insuredAddress: 'Fjellveien 7, 5019 Bergen',
    };
    const first = await post(order(manual));
    expect(first.status).toBe(201);
    const ids = await json<OrderAnswer>(first);
    const rows = await customerRows(t.db, OLA.id);
    // The same answers, the keys in another order: the same order.
    const again = await post(Object.fromEntries(Object.entries(order(manual)).reverse()));
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(ids);
    expect(await customerRows(t.db, OLA.id)).toBe(rows);
    // Other answers for the same building (another start date; the street typed in other case and spacing): another
    // order of an insurance the building has, refused, and nothing changes.
    for (const change of [{ startDate: startDateFromDay(addDays(today, 3)) }, { buildingAddress: ' fjellveien  7 ' }]) {
      const res = await post(order({ ...manual, ...change }));
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ message: CONFLICT_MESSAGES.orderAlreadyForAddress });
    }
    expect(await customerRows(t.db, OLA.id)).toBe(rows);
    expect((await agreements()).filter((a) => a.buildingAddress === 'Fjellveien 7')).toHaveLength(1);
    // The other offer for the same building is a new insurance.
    expect((await post(order({ ...manual, ...INNBO }))).status).toBe(201);
  });

  it('two identical orders at once create one insurance', async () => {
    const body = order({ addressId: '100000103' });
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((r) => json<{ agreementId: string }>(r)));
    expect(a!.agreementId).toBe(b!.agreementId);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND building_key = 'id:100000103'`,
      [OLA.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  describe('the order\'s requestId', () => {
    const keyed = (addressId: string, overrides: Record<string, unknown> = {}) => order({ addressId, requestId: randomUUID(), ...overrides });

    it('the same order with its key sent again: the first answer (200), nothing doubled', async () => {
      const body = keyed('100000111');
      const first = await post(body);
      expect(first.status).toBe(201);
      const ids = await json<OrderAnswer>(first);
      const rows = await customerRows(t.db, OLA.id);
      for (const again of [body, Object.fromEntries(Object.entries(body).reverse())]) {
        const res = await post(again);
        expect(res.status).toBe(200);
        expect(await json(res)).toEqual(ids);
      }
      expect(await customerRows(t.db, OLA.id)).toBe(rows);
      const [row] = await t.db.query<{ request_id: string }>('SELECT request_id FROM orders WHERE id = $1', [ids.orderId]);
      expect(row!.request_id).toBe(body.requestId);
    });

    it.each<[string, Record<string, unknown>]>([
      ['another start date', { startDate: startDateFromDay(addDays(today, 9)) }],
      ['another building', { addressId: '100000113', insuredAddress: 'Storgata 17, 0155 OSLO' }],
      ['another offer', INNBO],
      ['another e-mail', { email: 'kari@example.no' }],
      ['a trailing space the schema keeps', { email: 'ola.nordmann@example.no ' }],
    ])('the key sent again with %s: 409, nothing changed', async (_label, change) => {
      // A building of its own for each case.
      const body = keyed(randomUUID());
      expect((await post(body)).status).toBe(201);
      const rows = await customerRows(t.db, OLA.id);
      const res = await post({ ...body, ...change });
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ message: CONFLICT_MESSAGES.orderSentWithOtherDetails });
      expect(await customerRows(t.db, OLA.id)).toBe(rows);
    });

    it('the same order under another key (another tab) is that order: 200 with its ids', async () => {
      const body = keyed('100000114');
      const ids = await json<OrderAnswer>(await post(body));
      const res = await post({ ...body, requestId: randomUUID() });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual(ids);
    });

    it('one key sent with two orders at once: one is placed, the other refused (409)', async () => {
      const body = keyed('100000115');
      const answers = await Promise.all([post(body), post({ ...body, addressId: '100000116' })]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE request_id = $1', [body.requestId])) as [{ n: number }];
      expect(n).toBe(1);
    });

    // Bad input is 400 with the schema's message whatever was ordered before (issue 45, part 5): it was 200 (a bad key
    // taken as none, the content matching the earlier order) or 409 (the earlier order's key with a body the schema
    // refuses) when there was one.
    const BAD_KEYS: [string, unknown][] = [
      ['an empty requestId', ''],
      ['a number', 42],
      ['null', null],
      ['an operator object', { $ne: 1 }],
      ['a 200 000-character string', 'a'.repeat(200_000)],
    ];
    const BAD_FIELDS: [string, Record<string, unknown>][] = [
      ['an unknown field', { rabatt: 50 }],
      ['a price as text', { price: '3000' }],
      ['answers the rules refuse', { confirmNoDamage: false }],
    ];
    const schemaMessage = (body: unknown) => {
      const parsed = parseOrderRequest(body);
      expect(parsed.success).toBe(false);
      return parsed.success ? '' : parsed.message;
    };
    /** A customer of their own per case (the orders a day are limited), logged in: day `n` of March 1975. */
    let customers = 0;
    const freshCustomer = () => t.login(`${String(++customers).padStart(2, '0')}037523456`);
    async function expect400As(cookie: string, body: Record<string, unknown>) {
      const before = await orderCount();
      const res = await post(body, cookie);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: schemaMessage(body) });
      expect(await orderCount()).toBe(before);
    }
    it.each(BAD_KEYS)('requestId as %s → 400, with or without an earlier order of the same content', async (_label, bad) => {
      const cookie = await freshCustomer();
      const body = keyed(randomUUID());
      await expect400As(cookie, { ...body, requestId: bad });
      expect((await post(body, cookie)).status).toBe(201);
      await expect400As(cookie, { ...body, requestId: bad });
    });
    it.each(BAD_FIELDS)('%s → 400, with or without an earlier order under the same key', async (_label, change) => {
      const cookie = await freshCustomer();
      const body = keyed(randomUUID());
      await expect400As(cookie, { ...body, ...change });
      expect((await post(body, cookie)).status).toBe(201);
      await expect400As(cookie, { ...body, ...change });
      const { requestId: _key, ...unkeyed } = body;
      await expect400As(cookie, { ...unkeyed, ...change });
    });

    it('a key that is no UUID → 400, nothing stored', async () => {
      await expect400(order({ addressId: '100000117', requestId: 'abc' }), 'Ugyldig verdi i feltet requestId.');
    });

    it("is the customer's own: another customer's key is a new order of theirs", async () => {
      const body = keyed('100000118');
      expect((await post(body)).status).toBe(201);
      const kari = await t.login(KARI.ssn);
      expect((await post(body, kari)).status).toBe(201);
    });

    it('an order sent again after midnight, whose start date today refuses, is still that order: its answer', async () => {
      // Placed yesterday to start yesterday, its answer lost; the retry comes today, when that start date is refused.
      const yesterday = addDays(today, -1);
      const body = keyed('100000119', { startDate: startDateFromDay(yesterday) });
      const placed = keyed('100000119', { requestId: body.requestId });
      const ids = await json<OrderAnswer>(await post(placed));
      const then = new Date(Date.now() - 24 * 3600 * 1000);
      const asThen = parsePurchaseOrder(order({ addressId: '100000119', startDate: startDateFromDay(yesterday) }), { now: then });
      if (!asThen.success) throw new Error(asThen.message);
      await t.db.query(`UPDATE orders SET created_at = $2, request_hash = $3 WHERE id = $1`, [ids.orderId, then, orderHash(asThen.order)]);
      const rows = await customerRows(t.db, OLA.id);
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual(ids);
      // Another start date under that key is still another order (409), and a new key is judged by today's rules (400).
      expect((await post({ ...body, startDate: startDateFromDay(addDays(today, 1)) })).status).toBe(409);
      await expect400({ ...body, requestId: randomUUID(), addressId: '100000120' }, PURCHASE_MESSAGES.startDateOutOfWindow);
      expect(await customerRows(t.db, OLA.id)).toBe(rows);
    });

    it('the same order with its key after its insurance was cancelled: 409 as without the key; withdrawn: 200; ended: 409', async () => {
      // Berit's: Ola's orders of the day are near the daily limit.
      const berit = await t.login(BERIT.ssn);
      const body = keyed('100000123');
      const ids = await json<OrderAnswer>(await post(body, berit));
      const cancelled = await t.request('POST', '/api/cancelAgreement', {
        cookie: berit,
        json: { agreementId: ids.agreementId, reason: 'behov_borte', endDate: today, requestId: randomUUID() },
      });
      expect(cancelled.status).toBe(201);
      const rows = await customerRows(t.db, BERIT.id);
      // cancelled, it still covers today: the answer the same order from a new wizard gets
      const stillCovers = await post(body, berit);
      expect(stillCovers.status).toBe(409);
      expect(await json(stillCovers)).toEqual({ message: CONFLICT_MESSAGES.orderCancelledStillCovers(today) });
      expect(await customerRows(t.db, BERIT.id)).toBe(rows);
      // withdrawn, it is active again: the order's answer
      expect((await t.request('POST', '/api/withdrawCancellation', { cookie: berit, json: { agreementId: ids.agreementId } })).status).toBe(200);
      const active = await post(body, berit);
      expect(active.status).toBe(200);
      expect(await json(active)).toEqual(ids);
      // cancelled again and ended (made a day older: the server's clock cannot be moved): the key cannot be a new order
      expect((await t.request('POST', '/api/cancelAgreement', {
        cookie: berit,
        json: { agreementId: ids.agreementId, reason: 'behov_borte', endDate: today, requestId: randomUUID() },
      })).status).toBe(201);
      await t.db.query(
        `UPDATE agreement_cancellations SET end_date = end_date - 1, cancelled_at = cancelled_at - interval '1 day'
          WHERE agreement_id = $1 AND withdrawn_at IS NULL`,
        [ids.agreementId],
      );
      const ended = await post(body, berit);
      expect(ended.status).toBe(409);
      expect(await json(ended)).toEqual({ message: CONFLICT_MESSAGES.orderEndedSince });
    });

    it('an order sent again after its price changed gets its answer; a new one must state the new price (400)', async () => {
      const body = keyed('100000121');
      const ids = await json<OrderAnswer>(await post(body));
      await t.db.query("UPDATE products SET price = price + 12 WHERE product_code = 'BTHUS'");
      try {
        const res = await post(body);
        expect(res.status).toBe(200);
        expect(await json(res)).toEqual(ids);
        await expect400(keyed('100000122'), PRICE_CHANGED_MESSAGE);
      } finally {
        await t.db.query("UPDATE products SET price = price - 12 WHERE product_code = 'BTHUS'");
      }
    });
  });

  it('anonymous → 401 and nothing stored', async () => {
    const before = await orderCount();
    const res = await post(order(), null);
    expect(res.status).toBe(401);
    expect(await orderCount()).toBe(before);
  });

  it('an unknown productCode → 400', async () => {
    await expect400(order({ productCode: 'NOPE' }), 'Velg en forsikring');
  });

  it.each([
    ['no start date', { startDate: '' }, PURCHASE_MESSAGES.startDateRequired],
    ['an impossible date', { startDate: '2027-02-30T00:00:00.000Z' }, PURCHASE_MESSAGES.startDateRequired],
    ['no product', { productCode: '' }, PURCHASE_MESSAGES.productRequired],
    ['no digital consent', { consentFurtherInformation: false }, PURCHASE_MESSAGES.digitalConsentRequired],
    ['damage reported without a description', { confirmNoDamage: false, damageDescription: 'Mugg' }, PURCHASE_MESSAGES.descriptionTooShort],
    ['a manual street shorter than 5', { typeAdressManually: true, buildingAddress: 'Gt 1' }, PURCHASE_MESSAGES.streetTooShort],
    ['a manual zip of 3 digits', { typeAdressManually: true, buildingZip: '015' }, PURCHASE_MESSAGES.zipInvalid],
    ['a manual city with digits', { typeAdressManually: true, buildingCity: 'Oslo 1' }, PURCHASE_MESSAGES.cityInvalid],
    ['a search address not chosen', { addressId: null }, PURCHASE_MESSAGES.addressFromList],
    ['a chosen address without street', { buildingAddress: '' }, PURCHASE_MESSAGES.addressRequired],
    ['a Norwegian number of 7 digits', { phoneNumber: '9876543' }, 'Telefonnummer må ha 8 siffer etter landkoden.'],
    ['a bad country code', { countryCode: '47' }, 'Landkode må starte med "+" etterfulgt av 1-4 sifre.'],
    ['a bad e-mail', { email: 'ola@example' }, PURCHASE_MESSAGES.emailInvalid],
    ['a customerRoute outside the two codes', { customerRoute: 123 }, 'Ugyldig verdi i feltet customerRoute.'],
    ['a string price', { price: '3000' }, 'Ugyldig verdi i feltet price.'],
  ])('400 with the rule message for %s', async (_label, overrides, message) => {
    await expect400(order(overrides as Partial<BuyInsuranceForm>), message);
  });

  it('400 for a body that is not an object', async () => {
    await expect400([order()]);
    const res = await t.request('POST', '/api/createBuyInsurance', { cookie: ola, body: '{', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('offline map style and the address search behind step 1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' }, { empty: true });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  interface Style {
    version: number;
    glyphs?: string;
    sources: Record<string, { type: string; data?: string; tiles?: string[]; attribution?: string }>;
    layers: { id: string; type: string; source?: string }[];
  }

  it('GET /map/style.json: a cacheable v8 style, anonymous, with a background and the address points, no text layers', async () => {
    const res = await t.request('GET', '/map/style.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const style = await json<Style>(res);
    // Valid by the style specification, as maplibre reads it.
    expect(validateStyleMin(style as unknown as StyleSpecification)).toEqual([]);
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.layers[0]).toMatchObject({ type: 'background' });
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
    const circle = style.layers.find((l) => l.type === 'circle')!;
    expect(style.sources[circle.source!]).toEqual({ type: 'geojson', data: '/map/addresses.geojson' });
    // Everything it points to is served here: it renders without internet.
    for (const source of Object.values(style.sources)) {
      expect(source.tiles).toBeUndefined();
      expect((await t.request('GET', source.data!)).status).toBe(200);
    }
  });

  it('GET /map/addresses.geojson holds the address points of the local dataset', async () => {
    const res = await t.request('GET', '/map/addresses.geojson');
    expect(res.headers.get('content-type')).toContain('application/geo+json');
    const data = await json<{ type: string; features: { geometry: { type: string; coordinates: number[] }; properties: { adresse: string } }[] }>(res);
    expect(data.type).toBe('FeatureCollection');
    expect(data.features.find((f) => f.properties.adresse === 'Storgata 15, 0155 OSLO')?.geometry).toEqual({
      type: 'Point',
      coordinates: [10.753649, 59.914242],
    });
    const streets = await json<{ features: { geometry: { type: string } }[] }>(await t.request('GET', '/map/streets.geojson'));
    expect(streets.features.length).toBeGreaterThan(10);
    expect(new Set(streets.features.map((f) => f.geometry.type))).toEqual(new Set(['LineString']));
  });

  it('MAP_STYLE=kartverket serves a raster style with Kartverket\'s topographic tiles and attribution', async () => {
    const k = await createTestApp({ name: 'pglite' }, { empty: true, config: { mapStyle: 'kartverket' } });
    try {
      const style = await json<Style>(await k.request('GET', '/map/style.json'));
      expect(validateStyleMin(style as unknown as StyleSpecification)).toEqual([]);
      const raster = style.layers.find((l) => l.type === 'raster')!;
      expect(style.sources[raster.source!]).toMatchObject({
        type: 'raster',
        tiles: ['https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png'],
        attribution: '© Kartverket',
      });
    } finally {
      await k.close();
    }
  });

  it('the local address search answers "Storgata 15" with Storgata 15, 0155 OSLO first', async () => {
    const res = await t.request('GET', '/emulator/address-search?Query=Storgata%2015&Size=5&Targets=gateadresse', {
      headers: { 'X-WAAPI-TOKEN': t.config.addressSearchToken },
    });
    const { SearchResults } = await json<{ SearchResults: { Source: { GateNavn: string; AdresseHusNummer: number; PostNummer: string; PostSted: string } }[] }>(res);
    expect(SearchResults[0]!.Source).toMatchObject({ GateNavn: 'Storgata', AdresseHusNummer: 15, PostNummer: '0155', PostSted: 'OSLO' });
    expect(SearchResults.length).toBeLessThanOrEqual(5);
  });
});
