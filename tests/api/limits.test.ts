/** Issue 10, hole 7: per-customer and per-IP limits answer 429 with a Norwegian message and store nothing. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_NEW_CUSTOMERS } from '../../server/auth/testLogin';
import { DEFAULT_LIMITS } from '../../server/config';
import { normalizeIp } from '../../server/security/proxy';
import { databaseLimiter, SlidingWindowLimiter, TOO_MANY_DRAFTS_MESSAGE, TOO_MANY_MESSAGE, TOO_MANY_ORDERS_MESSAGE } from '../../server/limits';
import { b64, JPEG, ORDER } from './support/bodies';
import { customerState } from './support/snapshot';
import { caseIdFrom, createTestApp, json, KARI, OLA, sessionCookieFrom, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

describe('the client address behind a proxy', () => {
  it('drops the port Azure front ends add, and the IPv4-mapped prefix', () => {
    expect(['203.0.113.7:51234', '203.0.113.7', '::ffff:203.0.113.7', '[2001:db8::1]:443', '2001:db8::1', '[2001:db8::1]'].map(normalizeIp)).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      '203.0.113.7',
      '2001:db8::1',
      '2001:db8::1',
      '2001:db8::1',
    ]);
  });
});

describe('SlidingWindowLimiter', () => {
  it('allows max hits per key in any window, and again once the oldest leaves it', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([true, true, false, true]);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });
});

describe.each(testDatabases())('limits ($name)', (kind) => {
  let t: TestApp;
  let ola: string;
  let kari: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [ola, kari] = await Promise.all([t.login(OLA.ssn), t.login(KARI.ssn)]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const limited = (changes: Partial<typeof DEFAULT_LIMITS>) => t.variant({ limits: { ...DEFAULT_LIMITS, ...changes } });
  const newDraft = async (app: TestApp, cookie: string) => {
    const res = await app.request('POST', '/api/createCaseDraft', { cookie });
    return res.status === 201 ? caseIdFrom((await json<{ incidentUri: string }>(res)).incidentUri) : res;
  };

  it('uploads: past UPLOADS_PER_MINUTE per customer → 429, nothing stored; other customers go on', async () => {
    const app = limited({ uploadsPerMinute: 3 });
    const draft = (await newDraft(app, ola)) as string;
    const up = (cookie: string, caseId: string) =>
      app.request('POST', '/api/uploadAttachment', { cookie, json: { filename: 'a.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG), caseId } });
    for (let i = 0; i < 3; i++) expect((await up(ola, draft)).status).toBe(201);
    const before = await customerState(t.db, OLA.id);
    const res = await up(ola, draft);
    expect(res.status).toBe(429);
    expect(await json(res)).toEqual({ message: TOO_MANY_MESSAGE });
    expect(await customerState(t.db, OLA.id)).toBe(before);
    const kariDraft = (await newDraft(app, kari)) as string;
    expect((await up(kari, kariDraft)).status).toBe(201);
  });

  it('drafts: at MAX_OPEN_DRAFTS open drafts → 429 until one is deleted', async () => {
    const cookie = await t.login('01019912345');
    const app = limited({ maxOpenDrafts: 3 });
    const drafts = [];
    for (let i = 0; i < 3; i++) drafts.push((await newDraft(app, cookie)) as string);
    const res = (await newDraft(app, cookie)) as Response;
    expect(res.status).toBe(429);
    expect(await json(res)).toEqual({ message: TOO_MANY_DRAFTS_MESSAGE });
    const [n] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases c JOIN users u ON u.id = c.user_id WHERE u.ssn = '01019912345'`);
    expect(n?.n).toBe(3);
    expect((await app.request('DELETE', `/api/deleteCaseDraft/${drafts[0]}`, { cookie })).status).toBe(204);
    expect(typeof (await newDraft(app, cookie))).toBe('string');
  });

  it('orders: at ORDERS_PER_DAY orders in the last 24 hours → 429, no order stored; older orders do not count', async () => {
    const app = limited({ ordersPerDay: 2 });
    const insert = (age: string) =>
      t.db.query(`INSERT INTO orders (id, user_id, product_code, form, created_at) VALUES ($1, $2, 'BTHUS', '{}'::jsonb, now() - $3::interval)`, [randomUUID(), KARI.id, age]);
    await insert('3 days');
    await insert('1 hour');
    const beforeOne = await app.request('POST', '/api/createBuyInsurance', { cookie: kari, json: ORDER });
    expect(beforeOne.status).not.toBe(429);
    await t.db.query(`DELETE FROM orders WHERE user_id = $1 AND created_at > now() - interval '2 days'`, [KARI.id]);
    await insert('2 hours');
    await insert('1 minute');
    const before = await customerState(t.db, KARI.id);
    const res = await app.request('POST', '/api/createBuyInsurance', { cookie: kari, json: ORDER });
    expect(res.status).toBe(429);
    expect(await json(res)).toEqual({ message: TOO_MANY_ORDERS_MESSAGE });
    expect(await customerState(t.db, KARI.id)).toBe(before);
  });

  it('orders: the last order the day allows, sent again (its answer lost), gets its answer, not 429', async () => {
    const [today] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND created_at > now() - interval '1 day'`, [OLA.id]);
    const app = limited({ ordersPerDay: today!.n + 1 });
    const ola = await app.login(OLA.ssn);
    const body = { ...ORDER, requestId: randomUUID() };
    const first = await app.request('POST', '/api/createBuyInsurance', { cookie: ola, json: body });
    expect(first.status).toBe(201);
    const again = await app.request('POST', '/api/createBuyInsurance', { cookie: ola, json: body });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(await json(first));
    const another = await app.request('POST', '/api/createBuyInsurance', { cookie: ola, json: { ...ORDER, addressId: '100000040', requestId: randomUUID() } });
    expect(another.status).toBe(429);
  });

  it('new customers from the test login: past NEW_TEST_CUSTOMERS_PER_HOUR per IP → 429 page, no customer created', async () => {
    const app = t.variant({ trustProxy: true, limits: { ...DEFAULT_LIMITS, newTestCustomersPerHour: 2 } });
    const login = (ssn: string, ip: string) =>
      app.request('POST', '/.auth/login/signicat', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `198.51.100.1, ${ip}` },
        body: new URLSearchParams({ ssn, post_login_redirect_uri: '/' }).toString(),
      });
    expect((await login('02029911111', '203.0.113.5:50001')).status).toBe(302);
    expect((await login('02029922222', '203.0.113.5:50002')).status).toBe(302);
    const users = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n;
    const before = await users();
    const third = await login('02029933333', '203.0.113.5');
    expect(third.status).toBe(429);
    expect(sessionCookieFrom(third)).toBeNull();
    expect(await third.text()).toContain(TOO_MANY_NEW_CUSTOMERS);
    expect(await users()).toBe(before);
    // known customers still log in from there, and new ones from elsewhere
    expect((await login(OLA.ssn, '203.0.113.5')).status).toBe(302);
    expect((await login('02029911111', '203.0.113.5')).status).toBe(302);
    expect((await login('02029933333', '203.0.113.6')).status).toBe(302);
  });

  it('believes X-Forwarded-For only from a trusted proxy: otherwise a client cannot pick a fresh IP per login', async () => {
    // On PostgreSQL every instance counts in the database: forget the new customers earlier tests made from here.
    await t.db.query('DELETE FROM rate_limit_hits');
    const app = t.variant({ trustProxy: false, limits: { ...DEFAULT_LIMITS, newTestCustomersPerHour: 1 } });
    const login = (ssn: string, ip: string) =>
      app.request('POST', '/.auth/login/signicat', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
        body: new URLSearchParams({ ssn, post_login_redirect_uri: '/' }).toString(),
      });
    expect((await login('03039911111', '203.0.113.7')).status).toBe(302);
    expect((await login('03039922222', '203.0.113.8')).status).toBe(429);
  });
});

/**
 * On PostgreSQL the rate limits are counted in the database: two app instances on one database (two servers)
 * enforce one limit. Registered only when the API tests have PostgreSQL (always in CI).
 */
describe.each(testDatabases().filter((k) => k.name === 'postgres'))('rate limits shared by servers ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('counts a customer’s uploads on either server against one limit', async () => {
    const limits = { ...DEFAULT_LIMITS, uploadsPerMinute: 2 };
    const [a, b] = [t.variant({ limits }), t.variant({ limits })];
    const kari = await a.login(KARI.ssn);
    const draft = caseIdFrom((await json<{ incidentUri: string }>(await a.request('POST', '/api/createCaseDraft', { cookie: kari }))).incidentUri);
    const upload = (app: TestApp) =>
      app.request('POST', '/api/uploadAttachment', { cookie: kari, json: { caseId: draft, filename: 'a.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG) } });
    expect((await upload(a)).status).toBe(201);
    expect((await upload(b)).status).toBe(201);
    const third = await upload(a);
    expect(third.status).toBe(429);
    expect(await json(third)).toEqual({ message: TOO_MANY_MESSAGE });
    expect((await upload(b)).status).toBe(429);
    // Counted once per allowed hit, and only a hash of the customer's id is stored.
    const rows = await t.db.query<{ key_hash: string }>(`SELECT key_hash FROM rate_limit_hits WHERE limiter = 'uploads'`);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
  });

  it('lets only `max` of many simultaneous takers through, across servers', async () => {
    const limiters = [databaseLimiter(t.db, 'race', 5, 60_000), databaseLimiter(t.db, 'race', 5, 60_000)];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.take('same-key')));
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
