/**
 * «Si opp forsikring» around midnight in Norway on a server in another time zone (docs/cancellation.md): today is the
 * Oslo day, the last day with cover is covered to 24:00 there and can be withdrawn until then, on the 25-hour day of
 * October too; the insurance year's last day gives no refund, the renewal day starts a (leap) year. The server's clock
 * is Date faked in this process; the machine's zone is Pacific/Kiritimati (UTC+14), a day ahead of Oslo most hours.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_MESSAGES, type CancellationReason } from '../../domain/cancellation';
import type { Agreement } from '../../domain/types';
import { AGREEMENT_IDS } from '../../server/db/demo';
import { ALREADY_ENDED_MESSAGE } from '../../server/routes/cancellation';
import { createTestApp, json, KARI, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const HUS = AGREEMENT_IDS.kariHus; // 3 000 kr a year, renewal 1 March (seed)
const zoneBefore = process.env.TZ;

describe.each(testDatabases())('cancelling around midnight in Oslo, server in UTC+14 ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  beforeAll(async () => {
    process.env.TZ = 'Pacific/Kiritimati';
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    process.env.TZ = zoneBefore;
  });
  // PGlite's now() follows the faked clock: withdrawn at its own cancelled_at (the table wants withdrawn after cancelled).
  afterEach(async () => {
    vi.useRealTimers();
    await t.db.query('UPDATE agreement_cancellations SET withdrawn_at = cancelled_at WHERE agreement_id = $1 AND withdrawn_at IS NULL', [HUS]);
  });

  /** The server's clock at this instant, with a session of that time (months later, the earlier one has expired). */
  const at = async (instant: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    kari = await t.login(KARI.ssn);
  };
  const cancel = (reason: CancellationReason, endDate: string) =>
    t.request('POST', '/api/cancelAgreement', { cookie: kari, json: { agreementId: HUS, reason, endDate, requestId: randomUUID() } });
  const withdraw = () => t.request('POST', '/api/withdrawCancellation', { cookie: kari, json: { agreementId: HUS } });
  const agreement = async () => json<Agreement>(await t.request('GET', `/api/getAllAgreements/${HUS}`, { cookie: kari }));

  it('runs in UTC+14', () => {
    expect(new Date('2026-06-01T12:00:00Z').getTimezoneOffset()).toBe(-14 * 60);
  });

  it('the last day with cover on the 25-hour day: cancellable and withdrawable to 23:59:59 Oslo time, ended at 00:00', async () => {
    await at('2026-10-25T22:59:59.000Z'); // 23:59:59 in Oslo (+01:00 since 03:00), 12:59:59 on 26 October in Kiritimati
    const res = await cancel('behov_borte', '2026-10-25');
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ endDate: '2026-10-25' });
    expect((await withdraw()).status).toBe(200);
    expect((await cancel('behov_borte', '2026-10-25')).status).toBe(201);

    await at('2026-10-25T23:00:00.000Z'); // 00:00 on 26 October in Oslo
    const ended = await withdraw();
    expect(ended.status).toBe(409);
    expect(await json(ended)).toEqual({ message: ALREADY_ENDED_MESSAGE });
    const again = await cancel('behov_borte', '2026-10-26');
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: CANCELLATION_MESSAGES.alreadyCancelled });
    expect((await agreement()).cancellation).toMatchObject({ endDate: '2026-10-25' });
  });

  it('past midnight in Oslo, not yet in UTC: yesterday is refused with the window from today', async () => {
    await at('2026-12-01T23:30:00.000Z'); // 00:30 on 2 December in Oslo
    const res = await cancel('behov_borte', '2026-12-01');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Velg en dato fra og med 2. desember 2026 til og med 28. februar 2027.' });
    expect((await cancel('behov_borte', '2026-12-02')).status).toBe(201);
  });

  it('the insurance year’s last day: hovedforfall is today, nothing paid back; the day before pays one day back', async () => {
    await at('2027-02-27T23:30:00.000Z'); // 00:30 on 28 February in Oslo, the day before the renewal
    const last = await cancel('hovedforfall', '2027-02-28');
    expect(last.status).toBe(201);
    expect(await json(last)).toMatchObject({ endDate: '2027-02-28', refund: 0 });
    expect((await withdraw()).status).toBe(200);

    await at('2027-02-20T12:00:00.000Z');
    const dayBefore = await cancel('behov_borte', '2027-02-27');
    expect(await json(dayBefore)).toMatchObject({ endDate: '2027-02-27', refund: Math.floor(3000 / 365) });
  });

  it('on the renewal day the renewed year runs: to 29 February 2028 (a leap year), 366 days', async () => {
    await at('2027-02-28T23:00:00.000Z'); // 00:00 on 1 March in Oslo: the renewal
    const refused = await cancel('hovedforfall', '2027-02-28');
    expect(await json(refused)).toEqual({ message: 'Ved hovedforfall gjelder forsikringen til og med 29. februar 2028.' });
    const today = await cancel('behov_borte', '2027-03-01');
    expect(today.status).toBe(201);
    expect(await json(today)).toMatchObject({ endDate: '2027-03-01', refund: Math.floor((3000 * 365) / 366) });
  });
});
