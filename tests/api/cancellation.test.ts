/**
 * «Si opp forsikring» (docs/cancellation.md): POST /api/cancelAgreement, POST /api/withdrawCancellation and
 * GET /api/getCancellationConfirmation, on Kari's «Hus topp» (direct, 3 000 kr a year) and «Innbo» (through Gjensidige).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLATION_MESSAGES,
  COVER_END_TEXTS,
  endDateRefusal,
  endDateWindow,
  lastDayOfInsuranceYear,
  osloToday,
  refundFor,
  type CancellationContext,
  type CancellationReason,
} from '../../domain/cancellation';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { formatAmount, formatLongDate } from '../../domain/insuranceFormat';
import { addDays } from '../../domain/purchaseDates';
import { CANCELLATION_REQUEST_MESSAGES } from '../../domain/schemas/cancellation';
import type { Agreement } from '../../domain/types';
import type { CancelAgreementResponse } from '../../domain/agreementChanges';
import { createPgliteDb } from '../../server/db/db';
import { AGREEMENT_IDS } from '../../server/db/demo';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { CROSS_SITE_MESSAGE } from '../../server/security/sameOrigin';
import { ORDER } from './support/bodies';
import { parsePdf } from './support/pdf';
import { customerRows } from './support/snapshot';
import { expectTagged } from './support/taggedPdf';
import { BERIT, createTestApp, json, KARI, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const HUS = AGREEMENT_IDS.kariHus;

describe.each(testDatabases())('cancellation API ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  let berit: string;
  let ola: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [kari, berit, ola] = await Promise.all([t.login(KARI.ssn), t.login(BERIT.ssn), t.login(OLA.ssn)]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });
  // Every test starts from Kari's «Hus topp» active (a test that cancels it leaves it cancelled until here).
  afterEach(async () => {
    await t.db.query('UPDATE agreement_cancellations SET withdrawn_at = now() WHERE agreement_id = $1 AND withdrawn_at IS NULL', [HUS]);
  });

  const cancel = (body: unknown, cookie: string = kari) => t.request('POST', '/api/cancelAgreement', { cookie, json: body });
  const withdraw = (agreementId: string, cookie: string = kari) => t.request('POST', '/api/withdrawCancellation', { cookie, json: { agreementId } });
  const agreement = async (id: string = HUS, cookie: string = kari) => json<Agreement>(await t.request('GET', `/api/getAllAgreements/${id}`, { cookie }));
  const rows = async (agreementId: string = HUS) =>
    t.db.query<{ request_id: string; withdrawn: boolean }>(
      'SELECT request_id, withdrawn_at IS NOT NULL AS withdrawn FROM agreement_cancellations WHERE agreement_id = $1 ORDER BY id',
      [agreementId],
    );
  /** Today in Norway and the agreement's renewal, as the server judges them. */
  const ctx = async (id: string = HUS, cookie: string = kari): Promise<CancellationContext> => ({
    today: osloToday(),
    renewalDate: (await agreement(id, cookie)).renewalDate,
  });
  const body = (reason: CancellationReason, endDate: string, overrides: Record<string, unknown> = {}) => ({
    agreementId: HUS,
    reason,
    endDate,
    requestId: randomUUID(),
    ...overrides,
  });

  async function expectRefused(res: Response, status: number, message: string) {
    expect(res.status).toBe(status);
    expect(await json(res)).toEqual({ message });
  }

  it('getAllAgreements lists every agreement with cancellation null while none is sent', async () => {
    const list = await json<Agreement[]>(await t.request('GET', `/api/getAllAgreements?ssn=${KARI.ssn}`, { cookie: kari }));
    expect(list.map((a) => a.cancellation)).toEqual([null, null]);
  });

  describe.each<[CancellationReason, (c: CancellationContext) => string, (c: CancellationContext) => string]>([
    ['behov_borte', (c) => addDays(c.today, 14), (c) => addDays(lastDayOfInsuranceYear(c.renewalDate, c.today), 1)],
    ['annet_selskap', (c) => endDateWindow('annet_selskap', c).first, (c) => addDays(endDateWindow('annet_selskap', c).first, -1)],
    ['hovedforfall', (c) => lastDayOfInsuranceYear(c.renewalDate, c.today), (c) => addDays(lastDayOfInsuranceYear(c.renewalDate, c.today), 1)],
  ])('%s', (reason, allowed, refused) => {
    it('an allowed date: 201 with the cancellation, shown on the agreement, refund pro rata', async () => {
      const c = await ctx();
      const endDate = allowed(c);
      const res = await cancel(body(reason, endDate));
      expect(res.status).toBe(201);
      const answer = await json<CancelAgreementResponse>(res);
      const refund = refundFor({ price: 3000, endDate, renewalDate: c.renewalDate });
      expect(answer).toEqual({ agreementId: HUS, reason, endDate, refund, cancelledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
      if (reason === 'hovedforfall') expect(refund).toBe(0);
      else expect(refund).toBeGreaterThan(0);
      const { agreementId: _id, ...cancellation } = answer;
      expect((await agreement()).cancellation).toEqual(cancellation);
    });

    it('a date the reason does not allow: 400 with the message the form shows, nothing stored', async () => {
      const c = await ctx();
      const before = (await rows()).length;
      const endDate = refused(c);
      await expectRefused(await cancel(body(reason, endDate)), 400, endDateRefusal(reason, endDate, c)!);
      expect(await rows()).toHaveLength(before);
      expect((await agreement()).cancellation).toBeNull();
    });
  });

  it('the messages name the window’s days as «1. mars 2027»; yesterday is refused, it has passed', async () => {
    const c = await ctx();
    const lastDay = lastDayOfInsuranceYear(c.renewalDate, c.today);
    await expectRefused(await cancel(body('hovedforfall', addDays(c.today, -1))), 400, `Ved hovedforfall gjelder forsikringen til og med ${formatLongDate(lastDay)}.`);
    await expectRefused(
      await cancel(body('behov_borte', addDays(c.today, -1))),
      400,
      `Velg en dato fra og med ${formatLongDate(c.today)} til og med ${formatLongDate(lastDay)}.`,
    );
    expect((await agreement()).cancellation).toBeNull();
  });

  it('an agreement bought through an agent: 409, cancelled with the agent', async () => {
    const c = await ctx(AGREEMENT_IDS.kariInnbo);
    await expectRefused(
      await cancel(body('behov_borte', c.today, { agreementId: AGREEMENT_IDS.kariInnbo })),
      409,
      'Forsikringen er kjøpt gjennom Gjensidige. Du sier den opp hos Gjensidige.',
    );
    expect(await rows(AGREEMENT_IDS.kariInnbo)).toEqual([]);
  });

  it("another customer's agreement, or an unknown one: 404 as any agreement read, nothing stored", async () => {
    const c = await ctx();
    const before = await rows();
    await expectRefused(await cancel(body('behov_borte', c.today), berit), 404, 'Fant ikke forsikringen.');
    await expectRefused(await cancel(body('behov_borte', c.today, { agreementId: randomUUID() })), 404, 'Fant ikke forsikringen.');
    expect(await rows()).toEqual(before);
    expect((await withdraw(HUS, berit)).status).toBe(404);
    expect((await t.request('GET', `/api/getCancellationConfirmation?agreementId=${HUS}`, { cookie: berit })).status).toBe(404);
  });

  it('the same requestId again: the first answer, one row', async () => {
    const c = await ctx();
    const first = body('behov_borte', addDays(c.today, 10));
    const a = await cancel(first);
    expect(a.status).toBe(201);
    const b = await cancel(first);
    expect(b.status).toBe(200);
    const answer = await json(a);
    expect(await json(b)).toEqual(answer);
    // The same request with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(first).reverse());
    expect(await json(await cancel(reordered))).toEqual(answer);
    expect((await rows()).filter((r) => r.request_id === first.requestId)).toHaveLength(1);
  });

  it.each<[string, (c: CancellationContext) => Record<string, unknown>]>([
    ['another end date', (c) => ({ endDate: addDays(c.today, 11) })],
    ['another reason', () => ({ reason: 'annet_selskap' })],
    ['another reason and a date that reason refuses', (c) => ({ reason: 'hovedforfall', endDate: c.today })],
  ])('the same requestId with %s: 409, nothing changed, the first cancellation stands', async (_label, change) => {
    const c = await ctx();
    const first = body('behov_borte', addDays(c.today, 10));
    const a = await cancel(first);
    expect(a.status).toBe(201);
    const before = await customerRows(t.db, KARI.id);
    await expectRefused(await cancel({ ...first, ...change(c) }), 409, CONFLICT_MESSAGES.cancellationSentWithOtherDetails);
    expect(await customerRows(t.db, KARI.id)).toBe(before);
    expect((await agreement()).cancellation).toMatchObject({ reason: 'behov_borte', endDate: addDays(c.today, 10) });
    // The first request sent once more still gets its answer.
    const again = await cancel(first);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(await json(a));
  });

  it('the same requestId again after the cancellation was withdrawn (another tab): 409, the agreement stays active', async () => {
    const c = await ctx();
    const first = body('behov_borte', addDays(c.today, 10));
    expect((await cancel(first)).status).toBe(201);
    expect((await withdraw(HUS)).status).toBe(200);
    const before = await customerRows(t.db, KARI.id);
    await expectRefused(await cancel(first), 409, CONFLICT_MESSAGES.cancellationWithdrawnSince);
    expect(await customerRows(t.db, KARI.id)).toBe(before);
    expect((await agreement()).cancellation).toBeNull();
  });

  it('a retry after midnight is known by its requestId before the rules of the new day are asked', async () => {
    // Sent yesterday for yesterday (the rules then allowed it), its answer lost; today that date is refused (400).
    const c = await ctx();
    const yesterday = addDays(c.today, -1);
    const first = body('behov_borte', yesterday);
    await t.db.query(
      `INSERT INTO agreement_cancellations (agreement_id, user_id, request_id, reason, end_date, refund, cancelled_at)
       VALUES ($1, $4, $2, 'behov_borte', $3::date, 0, now() - interval '1 day')`,
      [HUS, first.requestId, yesterday, KARI.id],
    );
    const before = await customerRows(t.db, KARI.id);
    const res = await cancel(first);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ agreementId: HUS, reason: 'behov_borte', endDate: yesterday, refund: 0 });
    await expectRefused(await cancel({ ...first, endDate: c.today }), 409, CONFLICT_MESSAGES.cancellationSentWithOtherDetails);
    expect(await customerRows(t.db, KARI.id)).toBe(before);
    // A new request for that date is judged by today's rules.
    expect((await cancel({ ...first, requestId: randomUUID() })).status).toBe(409);
  });

  it('the same request sent twice at once: one cancellation; two different ones at once: one is refused', async () => {
    const c = await ctx();
    const same = body('behov_borte', addDays(c.today, 3));
    const answers = await Promise.all([cancel(same), cancel(same)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await rows()).filter((r) => !r.withdrawn)).toHaveLength(1);
    expect((await withdraw(HUS)).status).toBe(200);

    const both = await Promise.all([cancel(body('behov_borte', addDays(c.today, 4))), cancel(body('behov_borte', addDays(c.today, 5)))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await rows()).filter((r) => !r.withdrawn)).toHaveLength(1);
  });

  it('a requestId used for another agreement is refused (409)', async () => {
    const c = await ctx();
    const first = body('behov_borte', addDays(c.today, 10));
    expect((await cancel(first)).status).toBe(201);
    await expectRefused(await cancel({ ...first, agreementId: AGREEMENT_IDS.kariInnbo }), 409, CONFLICT_MESSAGES.cancellationKeyUsedElsewhere);
  });

  it("a requestId is the customer's own: another customer's cancellation under the same key is theirs (201), and neither is told of the other", async () => {
    const BERIT_AGREEMENT = AGREEMENT_IDS.beritBorettslag;
    const c = await ctx();
    const kariFirst = body('behov_borte', addDays(c.today, 10));
    const kariAnswer = await cancel(kariFirst);
    expect(kariAnswer.status).toBe(201);
    const beritCtx = await ctx(BERIT_AGREEMENT, berit);
    try {
      const beritsOwn = { ...body('behov_borte', addDays(beritCtx.today, 12)), agreementId: BERIT_AGREEMENT, requestId: kariFirst.requestId };
      const res = await cancel(beritsOwn, berit);
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject({ agreementId: BERIT_AGREEMENT, endDate: addDays(beritCtx.today, 12) });
      // Kari's retry under the key is still her first answer; Berit's is hers.
      const kariAgain = await cancel(kariFirst);
      expect(kariAgain.status).toBe(200);
      expect(await json(kariAgain)).toEqual(await json(kariAnswer));
      const beritAgain = await cancel(beritsOwn, berit);
      expect(beritAgain.status).toBe(200);
      expect(await json(beritAgain)).toMatchObject({ agreementId: BERIT_AGREEMENT });
      // Berit's key sent for Kari's agreement is not Kari's business: 404, as any agreement of another's.
      await expectRefused(await cancel({ ...beritsOwn, agreementId: HUS }, berit), 404, 'Fant ikke forsikringen.');
    } finally {
      await t.db.query('UPDATE agreement_cancellations SET withdrawn_at = now() WHERE agreement_id = $1 AND withdrawn_at IS NULL', [BERIT_AGREEMENT]);
    }
  });

  it('a second cancellation while one stands: 409 «allerede sagt opp»', async () => {
    const c = await ctx();
    expect((await cancel(body('hovedforfall', lastDayOfInsuranceYear(c.renewalDate, c.today)))).status).toBe(201);
    await expectRefused(await cancel(body('behov_borte', c.today)), 409, CANCELLATION_MESSAGES.alreadyCancelled);
    expect((await rows()).filter((r) => !r.withdrawn)).toHaveLength(1);
  });

  it('withdraw: 200 with the agreement active again; it can be cancelled again, the withdrawn one kept as history', async () => {
    const c = await ctx();
    expect((await cancel(body('behov_borte', addDays(c.today, 20)))).status).toBe(201);
    const res = await withdraw(HUS);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ agreementId: HUS, cancellation: null });
    expect((await agreement()).cancellation).toBeNull();
    expect((await t.request('GET', `/api/getCancellationConfirmation?agreementId=${HUS}`, { cookie: kari })).status).toBe(404);

    const again = await cancel(body('annet_selskap', endDateWindow('annet_selskap', c).first));
    expect(again.status).toBe(201);
    expect((await agreement()).cancellation).toMatchObject({ reason: 'annet_selskap' });
    const history = await rows();
    expect(history.slice(-2).map((r) => r.withdrawn)).toEqual([true, false]);
  });

  it('withdraw with nothing to withdraw (a retry whose first answer was lost): 200 with the agreement as it is', async () => {
    const res = await withdraw(HUS);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ agreementId: HUS, cancellation: null });
  });

  it('the confirmation: a tagged PDF «Bekreftelse på oppsigelse», named by the agreement number', async () => {
    const c = await ctx();
    const endDate = addDays(c.today, 30);
    const answer = await json<CancelAgreementResponse>(await cancel(body('behov_borte', endDate)));
    const res = await t.request('GET', `/api/getCancellationConfirmation?agreementId=${HUS}`, { cookie: kari });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Bekreftelse-paa-oppsigelse-HV-104233\.pdf"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await parsePdf(bytes);
    expectTagged(pdf, bytes);
    expect(pdf.title).toBe('Bekreftelse på oppsigelse HV-104233');
    expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'Table', 'TH', 'TD', 'Figure']));
    for (const text of [
      'Bekreftelse på oppsigelse',
      `Forsikringen er sagt opp og gjelder til og med ${formatLongDate(endDate)}, til kl. 24.00.`,
      `Siste dag med dekning ${formatLongDate(endDate)}`,
      'Forsikring Hus topp',
      'Avtalenummer HV-104233',
      'Forsikret bygning Storgata 1, 0155 OSLO',
      'Årsak Jeg har solgt eller flyttet fra bygningen, eller behovet er borte',
      `Tilbakebetaling ${formatAmount(answer.refund)} kr`,
      `Oppsigelsen mottatt ${formatLongDate(c.today)}`,
      `Du kan angre oppsigelsen under Forsikringer på Min side til og med ${formatLongDate(endDate)}.`,
    ]) {
      expect(pdf.text.replace(/\u00a0/g, ' ')).toContain(text.replace(/\u00a0/g, ' '));
    }
    expect(pdf.text).not.toContain('Sagt opp fra');
  });

  it('no confirmation without a cancellation (404); anonymous → 401', async () => {
    expect((await t.request('GET', `/api/getCancellationConfirmation?agreementId=${HUS}`, { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', `/api/getCancellationConfirmation?agreementId=${AGREEMENT_IDS.kariInnbo}`, { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', '/api/getCancellationConfirmation?agreementId=null', { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', `/api/getCancellationConfirmation?agreementId=${HUS}`)).status).toBe(401);
  });

  it('strict bodies: an unknown key, a missing reason or date, a body that is no object → 400, nothing stored', async () => {
    const c = await ctx();
    const before = await rows();
    await expectRefused(await cancel({ ...body('behov_borte', c.today), refund: 3000 }), 400, CANCELLATION_REQUEST_MESSAGES.unknownField);
    const { reason: _r, ...noReason } = body('behov_borte', c.today);
    await expectRefused(await cancel(noReason), 400, CANCELLATION_MESSAGES.reasonRequired);
    await expectRefused(await cancel(body('behov_borte', '')), 400, CANCELLATION_MESSAGES.endDateRequired);
    await expectRefused(await cancel([body('behov_borte', c.today)]), 400, CANCELLATION_REQUEST_MESSAGES.notAnObject);
    await expectRefused(await withdraw('HV-104233'), 400, CANCELLATION_REQUEST_MESSAGES.invalid('agreementId'));
    const extra = await t.request('POST', '/api/withdrawCancellation', { cookie: kari, json: { agreementId: HUS, reason: 'x' } });
    await expectRefused(extra, 400, CANCELLATION_REQUEST_MESSAGES.unknownField);
    expect(await rows()).toEqual(before);
  });

  it('the writes come only from Min side itself (CSRF): cross-site → 403, nothing stored; no session → 401', async () => {
    const c = await ctx();
    const foreign: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, { Origin: 'https://evil.example' }, {}];
    const send = (path: string, payload: unknown, headers: Record<string, string>) =>
      t.request('POST', path, { cookie: kari, raw: true, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });

    // a cancellation that Min side itself could send
    const before = await rows();
    for (const headers of foreign) await expectRefused(await send('/api/cancelAgreement', body('behov_borte', c.today), headers), 403, CROSS_SITE_MESSAGE);
    expect((await t.request('POST', '/api/cancelAgreement', { json: body('behov_borte', c.today) })).status).toBe(401);
    expect(await rows()).toEqual(before);
    expect((await agreement()).cancellation).toBeNull();

    // a withdrawal that Min side itself could send
    expect((await cancel(body('behov_borte', addDays(c.today, 2)))).status).toBe(201);
    for (const headers of foreign) await expectRefused(await send('/api/withdrawCancellation', { agreementId: HUS }, headers), 403, CROSS_SITE_MESSAGE);
    expect((await t.request('POST', '/api/withdrawCancellation', { json: { agreementId: HUS } })).status).toBe(401);
    expect((await agreement()).cancellation).toMatchObject({ endDate: addDays(c.today, 2) });
  });

  describe('an ended agreement', () => {
    /** Ola's own insurance of a building, bought in the test: its order holds the building (migration 003). */
    async function olaBuys(): Promise<{ status: number; agreementId: string }> {
      const res = await t.request('POST', '/api/createBuyInsurance', { cookie: ola, json: ORDER });
      return { status: res.status, agreementId: (await json<{ agreementId: string }>(res)).agreementId };
    }
    const olaOrders = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [OLA.id]))[0]!.n;

    it('cancelled for today, it covers the rest of today: still cancelled (not ended), withdrawable, the PDF says today is the last day', async () => {
      const bought = await olaBuys();
      expect(bought.status).toBe(201);
      const c = await ctx(bought.agreementId, ola);
      const res = await cancel(body('behov_borte', c.today, { agreementId: bought.agreementId }), ola);
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject({ endDate: c.today });
      expect((await agreement(bought.agreementId, ola)).cancellation).toMatchObject({ endDate: c.today });

      // the receipt: the last day with cover is today, and it can still be withdrawn today
      const pdf = await parsePdf(new Uint8Array(await (await t.request('GET', `/api/getCancellationConfirmation?agreementId=${bought.agreementId}`, { cookie: ola })).arrayBuffer()));
      const text = pdf.text.replace(/\u00a0/g, ' ');
      expect(text).toContain(`${COVER_END_TEXTS.cancelled(c.today)}, til kl. 24.00.`.replace(/\u00a0/g, ' '));
      expect(text).toContain(`Siste dag med dekning ${formatLongDate(c.today)}`);
      expect(text).toContain(`til og med ${formatLongDate(c.today)}. Da fortsetter forsikringen som før.`);

      // still insured today, so it holds the building; but the same order again is no retry of a cancelled insurance:
      // a 200 with it would tell the customer «bestilt» for cover that ends tonight. Refused, nothing stored.
      const ordersBefore = await olaOrders();
      const again = await t.request('POST', '/api/createBuyInsurance', { cookie: ola, json: ORDER });
      await expectRefused(
        again,
        409,
        CONFLICT_MESSAGES.orderCancelledStillCovers(c.today),
      );
      expect(await olaOrders()).toEqual(ordersBefore);

      // withdrawn today, it is active again, and the same order again is that insurance (200)
      expect((await withdraw(bought.agreementId, ola)).status).toBe(200);
      expect((await agreement(bought.agreementId, ola)).cancellation).toBeNull();
      expect(await olaBuys()).toEqual({ status: 200, agreementId: bought.agreementId });
    });

    it('ends once its last day has passed in Norway: cannot be withdrawn (409) or cancelled again, listed with its cancellation', async () => {
      const bought = await olaBuys();
      const c = await ctx(bought.agreementId, ola);
      expect((await cancel(body('behov_borte', c.today, { agreementId: bought.agreementId }), ola)).status).toBe(201);
      // The server's clock cannot be moved: the cancellation is made one day older, as if it were sent yesterday.
      await t.db.query(
        `UPDATE agreement_cancellations SET end_date = end_date - 1, cancelled_at = cancelled_at - interval '1 day'
          WHERE agreement_id = $1 AND withdrawn_at IS NULL`,
        [bought.agreementId],
      );
      const yesterday = addDays(c.today, -1);

      await expectRefused(await withdraw(bought.agreementId, ola), 409, CONFLICT_MESSAGES.cancellationAlreadyEnded);
      await expectRefused(await cancel(body('behov_borte', c.today, { agreementId: bought.agreementId }), ola), 409, CANCELLATION_MESSAGES.alreadyCancelled);
      // still listed, with its cancellation: the pages show it under «Avsluttede forsikringer»
      const list = await json<Agreement[]>(await t.request('GET', `/api/getAllAgreements?ssn=${OLA.ssn}`, { cookie: ola }));
      expect(list.find((a) => a.agreementId === bought.agreementId)?.cancellation).toMatchObject({ endDate: yesterday });
      // its confirmation no longer offers to withdraw
      const pdf = await parsePdf(new Uint8Array(await (await t.request('GET', `/api/getCancellationConfirmation?agreementId=${bought.agreementId}`, { cookie: ola })).arrayBuffer()));
      expect(pdf.text).not.toContain('angre');
      expect(pdf.text.replace(/\u00a0/g, ' ')).toContain(`Siste dag med dekning ${formatLongDate(yesterday)}`);
    });

    it('does not hold its building: the same order again is a new insurance (201), and that one holds it (200 again)', async () => {
      const again = await olaBuys();
      expect(again.status).toBe(201);
      const [ended] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND released_at IS NOT NULL', [OLA.id]);
      expect(ended!.n).toBe(1);
      expect((await agreement(again.agreementId, ola)).cancellation).toBeNull();
      const third = await olaBuys();
      expect(third).toEqual({ status: 200, agreementId: again.agreementId });
    });
  });
});

describe('migration 015 on a database with cancellations from before it', () => {
  it("gives each cancellation its agreement's customer, and a key is then unique per customer only", async () => {
    const db = await createPgliteDb();
    try {
      const all = await loadMigrations();
      await migrate(db, all.filter((m) => m.version < '015'));
      await db.transaction((tx) => seed(tx));
      const [kariKey, beritKey] = [randomUUID(), randomUUID()];
      const insert = (agreementId: string, key: string) =>
        db.query(`INSERT INTO agreement_cancellations (agreement_id, request_id, reason, end_date, refund, withdrawn_at)
                  VALUES ($1, $2, 'behov_borte', current_date, 0, now())`, [agreementId, key]);
      await insert(HUS, kariKey);
      await insert(AGREEMENT_IDS.beritBorettslag, beritKey);
      await migrate(db, all);
      const rows = await db.query<{ request_id: string; user_id: string }>('SELECT request_id, user_id FROM agreement_cancellations');
      expect(Object.fromEntries(rows.map((r) => [r.request_id, r.user_id]))).toEqual({ [kariKey]: KARI.id, [beritKey]: BERIT.id });
      // Berit may use Kari's key; Kari may not use it twice.
      const withUser = (agreementId: string, userId: string, key: string) =>
        db.query(`INSERT INTO agreement_cancellations (agreement_id, user_id, request_id, reason, end_date, refund, withdrawn_at)
                  VALUES ($1, $2, $3, 'behov_borte', current_date, 0, now())`, [agreementId, userId, key]);
      await withUser(AGREEMENT_IDS.beritBorettslag, BERIT.id, kariKey);
      await expect(withUser(AGREEMENT_IDS.kariInnbo, KARI.id, kariKey)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
