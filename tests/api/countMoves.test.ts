/**
 * POST /api/countMoves (issue 49): the moves counted from the real damage report machine add up exactly in the
 * daily totals, through two app instances on one database (PGlite; PostgreSQL too when TEST_DATABASE_URL is set),
 * and junk, made-up moves, a repeated entry, a bad count, a huge batch, a body that is not JSON and a flood are
 * refused without a 5xx and without changing a total. The hourly cap counts an IPv6 client by its /64.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BATCH_ENTRIES, MAX_COUNT, MOVE_MESSAGES } from '../../domain/countedMoves';
import { MESSAGES } from '../../server/body';
import { clientLimitKey, COUNT_BATCHES_PER_HOUR } from '../../server/routes/countMoves';
import { CROSS_SITE_MESSAGE } from '../../server/security/sameOrigin';
import { damageReportJourney, expectedThirty, THIRTY_CUSTOMERS } from '../support/damageReportJourneys';
import { createTestApp, json, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const ROLLE_NEXT = { flow: 'damageReport', from: 'rolle', event: 'user.next', to: 'lokasjon', outcome: '', n: 1 };
const ROLLE_TIME = { flow: 'damageReport', step: 'rolle', bucket: 2, n: 1 };

describe('the client the hourly cap counts by', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 198.51.100.7 ', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['[2001:DB8:1:2::9]', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1.2.3.4', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['unknown', 'unknown'],
  ])('%j counts as %j', (address, key) => {
    expect(clientLimitKey(address)).toBe(key);
  });
});

describe.each(testDatabases())('counting moves ($name)', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind);
    // A second app instance on the same database: another server, with its own memory.
    b = a.variant({});
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await a.close();
  });

  const totals = async () => {
    const rows = await a.db.query<{ from_place: string; event: string; to_place: string; outcome: string; n: string | number }>(
      "SELECT from_place, event, to_place, outcome, sum(n) AS n FROM move_counts WHERE flow = 'damageReport' GROUP BY 1, 2, 3, 4",
    );
    return Object.fromEntries(rows.map((r) => [`${r.from_place} ${r.event} ${r.to_place} ${r.outcome}`, Number(r.n)]));
  };
  const stepTimes = async () => {
    const rows = await a.db.query<{ step: string; bucket: number; n: string | number }>(
      "SELECT step, bucket, sum(n) AS n FROM step_time_counts WHERE flow = 'damageReport' GROUP BY 1, 2",
    );
    return Object.fromEntries(rows.map((r) => [`${r.step} ${r.bucket}`, Number(r.n)]));
  };
  const post = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
    app.request('POST', '/api/countMoves', typeof body === 'string' ? { body, headers: { 'Content-Type': 'application/json', ...headers } } : { json: body, headers });

  it('adds up 30 customers of the damage report exactly: 20 send, 6 leave at «Vedlegg og beskrivelse», 4 fail SEND INN once', async () => {
    const batches = (await Promise.all(THIRTY_CUSTOMERS.map(damageReportJourney))).flat();
    expect(batches).toHaveLength(30);
    // Half to each server, all at once: the same rows are added to from both.
    const answers = await Promise.all(batches.map((batch, i) => post(i % 2 === 0 ? a : b, batch)));
    expect(answers.map((r) => r.status)).toEqual(batches.map(() => 204));
    expect(await totals()).toEqual(expectedThirty());
    expect(await stepTimes()).toEqual({
      'rolle 2': 30,
      'lokasjon 2': 30,
      'forsikring 2': 30,
      'skade 2': 30,
      'informasjon 2': 30,
      'kontakt 2': 24,
      'oppsummering 2': 20,
      // Those whose first SEND INN failed were 40 s on the summary.
      'oppsummering 3': 4,
    });
    const [day] = await a.db.query<{ days: string | number }>('SELECT count(DISTINCT day) AS days FROM move_counts');
    expect(Number(day!.days)).toBe(1);
  });

  it('needs no session, and stores nothing of the client (no address, no id): only the day and the names', async () => {
    const res = await post(a, { moves: [ROLLE_NEXT], stepTimes: [] });
    expect(res.status).toBe(204);
    const columns = await a.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name IN ('move_counts', 'step_time_counts') ORDER BY 1",
    );
    expect([...new Set(columns.map((c) => c.column_name))].sort()).toEqual(['bucket', 'day', 'event', 'flow', 'from_place', 'n', 'outcome', 'step', 'to_place']);
  });

  describe('refusals change no total and are never a 5xx', () => {
    let before: Record<string, number>;
    beforeAll(async () => {
      before = await totals();
    });

    const refused: [string, unknown, number, string][] = [
      ['a move the machine lacks (NESTE from step 1 to step 4)', { moves: [{ ...ROLLE_NEXT, to: 'skade' }], stepTimes: [] }, 400, MOVE_MESSAGES.unknownMove],
      ['a made-up flow', { moves: [{ ...ROLLE_NEXT, flow: 'madeUp' }], stepTimes: [] }, 400, MOVE_MESSAGES.unknownMove],
      ['a made-up place', { moves: [{ ...ROLLE_NEXT, to: 'hemmelig' }], stepTimes: [] }, 400, MOVE_MESSAGES.unknownMove],
      ['a notice the move cannot show', { moves: [{ ...ROLLE_NEXT, outcome: 'submitFailed' }], stepTimes: [] }, 400, MOVE_MESSAGES.unknownMove],
      ['free text as the outcome', { moves: [{ ...ROLLE_NEXT, outcome: 'Kari Nordmann' }], stepTimes: [] }, 400, MOVE_MESSAGES.unknownMove],
      ['an id beside the move', { moves: [{ ...ROLLE_NEXT, caseId: 'case-1' }], stepTimes: [] }, 400, MOVE_MESSAGES.unknownMove],
      ['a field beside the batch', { moves: [], stepTimes: [], session: 'x' }, 400, MOVE_MESSAGES.notABatch],
      ...[0, -1, 1.5, '1', MAX_COUNT + 1, null].flatMap((n): [string, unknown, number, string][] => [
        [`a move counted ${JSON.stringify(n)} times`, { moves: [{ ...ROLLE_NEXT, n }], stepTimes: [] }, 400, MOVE_MESSAGES.badCount],
        [`a step time counted ${JSON.stringify(n)} times`, { moves: [], stepTimes: [{ ...ROLLE_TIME, n }] }, 400, MOVE_MESSAGES.badCount],
      ]),
      // One move 100 times at the cap: 100,000 of it in one batch. The page adds up per entry, so never repeats one.
      [
        'one move repeated, each at the cap',
        { moves: Array.from({ length: MAX_BATCH_ENTRIES }, () => ({ ...ROLLE_NEXT, n: MAX_COUNT })), stepTimes: [] },
        400,
        MOVE_MESSAGES.repeatedMove,
      ],
      ['one move twice', { moves: [ROLLE_NEXT, { ...ROLLE_NEXT, n: 2 }], stepTimes: [] }, 400, MOVE_MESSAGES.repeatedMove],
      ['one step time twice', { moves: [], stepTimes: [ROLLE_TIME, { ...ROLLE_TIME, n: MAX_COUNT }] }, 400, MOVE_MESSAGES.repeatedStep],
      ['a time on a page that is no step', { moves: [], stepTimes: [{ flow: 'damageReport', step: 'takk', bucket: 0, n: 1 }] }, 400, MOVE_MESSAGES.unknownStep],
      ['a bucket past the last', { moves: [], stepTimes: [{ flow: 'damageReport', step: 'rolle', bucket: 99, n: 1 }] }, 400, MOVE_MESSAGES.unknownStep],
      ['too many entries', { moves: Array.from({ length: MAX_BATCH_ENTRIES + 1 }, () => ROLLE_NEXT), stepTimes: [] }, 400, MOVE_MESSAGES.tooLarge],
      ['not a batch', [1, 2, 3], 400, MOVE_MESSAGES.notABatch],
      ['not JSON', '{"moves": [', 400, MESSAGES.invalidJson],
      ['a huge body', JSON.stringify({ moves: [], stepTimes: [], pad: 'x'.repeat(40 * 1024) }), 413, MESSAGES.tooLarge],
    ];
    it.each(refused)('%s', async (_, body, status, message) => {
      const res = await post(b, body);
      expect(res.status).toBe(status);
      const answer = await json<{ message: string }>(res);
      expect(answer.message.endsWith(message)).toBe(true);
      expect(await totals()).toEqual(before);
    });

    it('a bad count has its own message, with the bounds', () => {
      expect(MOVE_MESSAGES.badCount).toBe(`Et antall i tellingen er ikke et helt tall fra 1 til ${MAX_COUNT}.`);
      expect(MOVE_MESSAGES.badCount).not.toBe(MOVE_MESSAGES.unknownMove);
    });

    const batch = JSON.stringify({ moves: [ROLLE_NEXT], stepTimes: [] });
    it.each([
      ['text/plain', { 'Content-Type': 'text/plain' }],
      ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['JSON in another charset', { 'Content-Type': 'application/json; charset=latin1' }],
      ['no Content-Type', {}],
    ])('a body sent as %s (415)', async (_, headers: Record<string, string>) => {
      // A byte body, so that no Content-Type is added for it.
      const res = await b.request('POST', '/api/countMoves', { body: new TextEncoder().encode(batch), headers });
      expect(res.status).toBe(415);
      expect((await json<{ message: string }>(res)).message).toBe(MESSAGES.notJson);
      expect(await totals()).toEqual(before);
    });

    it('a request from another site (403)', async () => {
      const res = await a.request('POST', '/api/countMoves', { json: { moves: [ROLLE_NEXT], stepTimes: [] }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(res.status).toBe(403);
      expect((await json<{ message: string }>(res)).message).toBe(CROSS_SITE_MESSAGE);
      expect(await totals()).toEqual(before);
    });

    it('a flood from one client: past the hourly cap, 429', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const fresh = a.variant({});
      const count = async () => (await totals())['rolle user.next lokasjon '] ?? 0;
      const start = await count();
      const statuses: number[] = [];
      for (let i = 0; i < COUNT_BATCHES_PER_HOUR + 5; i++) statuses.push((await post(fresh, { moves: [ROLLE_NEXT], stepTimes: [] })).status);
      expect(statuses.filter((s) => s === 204)).toHaveLength(COUNT_BATCHES_PER_HOUR);
      expect(statuses.slice(COUNT_BATCHES_PER_HOUR)).toEqual([429, 429, 429, 429, 429]);
      expect(await count()).toBe(start + COUNT_BATCHES_PER_HOUR);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
      // Another server has its own memory of clients: the cap is per process, as the address is never stored.
      expect((await post(b, { moves: [ROLLE_NEXT], stepTimes: [] })).status).toBe(204);
    });
  });

  describe('the hourly cap per client', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    // Behind a trusted proxy, so that each request says its client's address (X-Forwarded-For).
    const from = (app: TestApp, address: string, body: unknown = { moves: [], stepTimes: [] }) => post(app, body, { 'X-Forwarded-For': address });
    const fill = async (app: TestApp, addresses: (i: number) => string, n = COUNT_BATCHES_PER_HOUR) => {
      for (let i = 0; i < n; i++) expect((await from(app, addresses(i))).status).toBe(204);
    };

    it('lets a busy shared address (an office NAT, a carrier CGNAT) through: 500 batches in an hour all count', async () => {
      const office = a.variant({ trustProxy: true });
      const count = async () => (await totals())['rolle user.next lokasjon '] ?? 0;
      const start = await count();
      const statuses: number[] = [];
      for (let i = 0; i < 500; i++) statuses.push((await from(office, '203.0.113.9', { moves: [ROLLE_NEXT], stepTimes: [] })).status);
      expect(statuses.filter((s) => s !== 204)).toEqual([]);
      expect(await count()).toBe(start + 500);
    });

    it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const server = a.variant({ trustProxy: true });
      // A new address of the /64 for every batch: one client all the same.
      await fill(server, (i) => `2001:db8:1:2:${i.toString(16)}::1`);
      expect((await from(server, '2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429);
      expect((await from(server, '[2001:DB8:1:2::9]')).status).toBe(429);
      // The next /64 is another client.
      expect((await from(server, '2001:db8:1:3::1')).status).toBe(204);

      await fill(server, (i) => (i % 2 === 0 ? '198.51.100.7' : '::ffff:198.51.100.7'));
      expect((await from(server, '198.51.100.7')).status).toBe(429);
      expect((await from(server, '::ffff:198.51.100.7')).status).toBe(429);
      expect((await from(server, '198.51.100.8')).status).toBe(204);
    });

    it('logs a client refused (429) once an hour, without its address', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const server = a.variant({ trustProxy: true });
      const line = `[warn] countMoves: en klient nådde grensen på ${COUNT_BATCHES_PER_HOUR} tellinger i timen`;
      const lines = () => warn.mock.calls.map((args) => args.join(' '));

      await fill(server, () => '192.0.2.44');
      for (let i = 0; i < 20; i++) expect((await from(server, '192.0.2.44')).status).toBe(429);
      expect(lines()).toEqual([line]);
      vi.setSystemTime(new Date('2026-03-02T09:59:00Z'));
      expect((await from(server, '192.0.2.44')).status).toBe(429);
      expect(lines()).toEqual([line]);

      // Another client refused is another line.
      await fill(server, () => '2001:db8:77::1');
      expect((await from(server, '2001:db8:77::2')).status).toBe(429);
      expect(lines()).toEqual([line, line]);

      // An hour on, the first client's flood again: logged again.
      vi.setSystemTime(new Date('2026-03-02T10:01:00Z'));
      await fill(server, () => '192.0.2.44');
      expect((await from(server, '192.0.2.44')).status).toBe(429);
      expect(lines()).toEqual([line, line, line]);
      for (const l of lines()) expect(l).not.toMatch(/192\.0\.2|2001|db8/);
    });
  });
});

