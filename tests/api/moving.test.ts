/**
 * «Meld flytting» (docs/moving.md): POST /api/reportMove and GET /api/getMove, on Nora's contents insurance (direct,
 * «Innbo»), Kari's «Hus topp» (a building) and Kari's «Innbo» (through Gjensidige).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancellingAgentOf } from '../../domain/cancellation';
import { formatLongDate } from '../../domain/insuranceFormat';
import { formatAddress, MOVING_DAYS_AHEAD, MOVING_DAYS_BACK, MOVING_MESSAGES, movingDateWindow, osloToday } from '../../domain/moving';
import { addDays } from '../../domain/purchaseDates';
import { CANCELLATION_REQUEST_MESSAGES } from '../../domain/schemas/cancellation';
import { MOVE_REQUEST_MESSAGES } from '../../domain/schemas/moving';
import { PURCHASE_MESSAGES } from '../../domain/schemas/purchaseRules';
import type { Agreement } from '../../domain/types';
import type { InsuredAddress, ReportMoveResponse } from '../../domain/agreementChanges';
import { AGREEMENT_IDS, NORA } from '../../server/db/demo';
import type { RenderedEmail } from '../../server/notify/messages';
import { failedEmails, resendFailed } from '../../server/notify/failedEmails';
import { setConfirmedEmail } from '../../server/notify/recipient';
import { createSender } from '../../server/notify/sender';
import { MOVE_CONFLICT_MESSAGES } from '../../domain/moving';
import { NO_MOVE_MESSAGE } from '../../server/routes/moving';
import { AGREEMENT_NOT_FOUND } from '../../server/lib/agreements';
import { CROSS_SITE_MESSAGE } from '../../server/security/sameOrigin';
import { parsePdf } from './support/pdf';
import { customerRows } from './support/snapshot';
import { createTestApp, json, KARI, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const INNBO = AGREEMENT_IDS.noraInnbo;
const OLD: InsuredAddress = { streetAddress: 'Thereses gate 20', postalCode: '0168', city: 'OSLO' };
const NEW: InsuredAddress = { streetAddress: 'Grünerløkka gate 3', postalCode: '0552', city: 'Oslo' };

describe.each(testDatabases())('moving API ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  let nora: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [kari, nora] = await Promise.all([t.login(KARI.ssn), t.login(NORA.ssn)]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });
  // Every test starts from Nora's contents insurance active and never moved (its receipts go with the moves).
  afterEach(async () => {
    await t.db.query('DELETE FROM agreement_moves WHERE agreement_id = $1', [INNBO]);
    await t.db.query('DELETE FROM agreement_cancellations WHERE agreement_id = $1', [INNBO]);
    await t.db.query('UPDATE users SET confirmed_email = email, notify_on_case_status = true WHERE id = $1', [NORA.id]);
  });

  const body = (movingDate: string, extra: Record<string, unknown> = {}) => ({
    agreementId: INNBO,
    newAddress: NEW,
    movingDate,
    requestId: randomUUID(),
    ...extra,
  });
  const report = (payload: unknown, cookie: string = nora) => t.request('POST', '/api/reportMove', { cookie, json: payload });
  const agreement = async (id: string = INNBO, cookie: string = nora) => json<Agreement>(await t.request('GET', `/api/getAllAgreements/${id}`, { cookie }));
  const moves = async () =>
    t.db.query<{ moving_date: string }>(`SELECT to_char(moving_date, 'YYYY-MM-DD') AS moving_date FROM agreement_moves WHERE agreement_id = $1 ORDER BY id`, [INNBO]);
  const receipts = async () =>
    t.db.query<{ kind: string; recipient: string | null }>(
      `SELECT o.kind, o.recipient FROM notification_outbox o JOIN agreement_moves m ON m.id = o.move_id WHERE m.agreement_id = $1 ORDER BY o.id`,
      [INNBO],
    );
  const certificateText = async () => {
    const res = await t.request('GET', `/api/getInsuranceCertificate?agreementId=${INNBO}`, { cookie: nora });
    expect(res.status).toBe(200);
    return (await parsePdf(new Uint8Array(await res.arrayBuffer()))).text;
  };
  async function expectRefused(res: Response, status: number, message: string) {
    expect(res.status).toBe(status);
    expect(await json(res)).toEqual({ message });
  }

  it('an agreement never moved has move null and its own address', async () => {
    expect(await agreement()).toMatchObject({ buildingAddress: OLD.streetAddress, buildingZip: OLD.postalCode, buildingCity: OLD.city, move: null });
    await expectRefused(await t.request('GET', `/api/getMove?agreementId=${INNBO}`, { cookie: nora }), 404, NO_MOVE_MESSAGE);
  });

  it('a move ahead: 201; the agreement insures the old address until the day before, the certificate says both; receipt queued', async () => {
    const today = osloToday();
    const movingDate = addDays(today, 10);
    const res = await report(body(movingDate, { newAddress: { ...NEW, streetAddress: `  ${NEW.streetAddress} ` } }));
    expect(res.status).toBe(201);
    const answer = await json<ReportMoveResponse>(res);
    expect(answer).toEqual({
      agreementId: INNBO,
      newAddress: NEW,
      movingDate,
      previousAddress: OLD,
      reportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const { agreementId: _id, ...move } = answer;
    // Today the old address is insured; the move is told.
    expect(await agreement()).toMatchObject({ buildingAddress: OLD.streetAddress, buildingZip: OLD.postalCode, buildingCity: OLD.city, move });
    expect(await json(await t.request('GET', `/api/getMove?agreementId=${INNBO}`, { cookie: nora }))).toEqual(answer);

    // Before the moving date the home left is the one insured («Forsikret adresse»), the new one comes («Ny adresse»).
    const text = await certificateText();
    expect(text).toContain(`Forsikringstaker og forsikret adresse`);
    expect(text).toContain(`Forsikret adresse ${formatAddress(OLD)} til og med ${formatLongDate(addDays(movingDate, -1))}`);
    expect(text).toContain(`Ny adresse ${formatAddress(NEW)} fra ${formatLongDate(movingDate)}`);
    expect(text).toContain('Forsikringen gjelder Innbo');
    expect(text).not.toMatch(/Tidligere adresse|Bygningstype|forsikret bygning/i);

    // The receipt: queued to the confirmed address, sent as «Flyttingen er registrert» with the date, not the address
    // (no customer e-mail names an address: e-mail is no secure channel).
    expect(await receipts()).toEqual([{ kind: 'move_received', recipient: NORA.email }]);
    const sent: { to: string; email: RenderedEmail }[] = [];
    const sender = createSender(t.db, t.config.notify, async (to, email) => void sent.push({ to, email }), { log: () => {}, warn: () => {}, error: () => {} });
    await sender.round();
    await sender.stop();
    const receipt = sent.find((s) => s.email.subject === 'Flyttingen er registrert');
    expect(receipt?.to).toBe(NORA.email);
    for (const line of [
      'Vi har registrert flyttingen din. Skadedyrsforsikring Innbo gjelder på den nye adressen fra flyttedatoen.',
      `Gjelder fra: ${formatLongDate(movingDate)}`,
      `/forsikringer/${INNBO}`,
    ]) {
      expect(receipt?.email.text).toContain(line);
    }
    expect(receipt?.email.html).not.toContain('Grünerløkka');
    expect(receipt?.email.text).not.toContain('Grünerløkka');
    expect(receipt?.email.text).not.toContain('HV-305517');
  });

  it('a move dated after a cancellation\'s last day never takes effect: not given, not on the certificate; withdrawn, it is back', async () => {
    const today = osloToday();
    const movingDate = addDays(today, 60);
    expect((await report(body(movingDate))).status).toBe(201);
    const cancel = await t.request('POST', '/api/cancelAgreement', {
      cookie: nora,
      json: { agreementId: INNBO, reason: 'behov_borte', endDate: addDays(today, 10), requestId: randomUUID() },
    });
    expect(cancel.status).toBe(201);
    const a = await agreement();
    expect(a.move).toBeNull();
    expect(a).toMatchObject({ addressId: '100000512', buildingAddress: OLD.streetAddress });
    expect(await certificateText()).not.toContain(NEW.streetAddress);
    expect((await t.request('POST', '/api/withdrawCancellation', { cookie: nora, json: { agreementId: INNBO } })).status).toBe(200);
    expect((await agreement()).move).toMatchObject({ newAddress: NEW, movingDate });
  });

  it('a cancellation ending before a later move keeps the move already made: the agreement, getMove and the certificate give it', async () => {
    const today = osloToday();
    const made = addDays(today, -5);
    const LATER: InsuredAddress = { streetAddress: 'Fremtidig vei 40', postalCode: '0150', city: 'Oslo' };
    expect((await report(body(made))).status).toBe(201);
    expect((await report(body(addDays(today, 40), { newAddress: LATER }))).status).toBe(201);
    const cancel = await t.request('POST', '/api/cancelAgreement', {
      cookie: nora,
      json: { agreementId: INNBO, reason: 'behov_borte', endDate: addDays(today, 10), requestId: randomUUID() },
    });
    expect(cancel.status).toBe(201);
    // The later move never takes effect; the one made stands: the address insured now is the one moved to.
    const a = await agreement();
    expect(a.move).toMatchObject({ newAddress: NEW, movingDate: made, previousAddress: OLD });
    expect(a).toMatchObject({ buildingAddress: NEW.streetAddress, addressId: `flytting-${INNBO}-${made}` });
    expect(await json<ReportMoveResponse>(await t.request('GET', `/api/getMove?agreementId=${INNBO}`, { cookie: nora }))).toMatchObject({ newAddress: NEW, movingDate: made });
    const text = await certificateText();
    expect(text).toContain(`Forsikret adresse ${formatAddress(NEW)} fra ${formatLongDate(made)}`);
    expect(text).not.toContain(LATER.streetAddress);
    // Withdrawn, the later move is back.
    expect((await t.request('POST', '/api/withdrawCancellation', { cookie: nora, json: { agreementId: INNBO } })).status).toBe(200);
    expect((await agreement()).move).toMatchObject({ newAddress: LATER, movingDate: addDays(today, 40) });
  });

  it('a move already made (in the window back): the agreement and the certificate give the new address from its date', async () => {
    const today = osloToday();
    const movingDate = addDays(today, -5);
    expect((await report(body(movingDate))).status).toBe(201);
    const a = await agreement();
    expect(a).toMatchObject({ buildingAddress: NEW.streetAddress, buildingZip: NEW.postalCode, buildingCity: NEW.city });
    expect(a.move).toMatchObject({ newAddress: NEW, movingDate, previousAddress: OLD });
    // No longer the register's address it was bought for: the damage report never sends the old id with the new text.
    expect(a.addressId).toBe(`flytting-${INNBO}-${movingDate}`);
    const list = await json<Agreement[]>(await t.request('GET', '/api/getAllAgreements', { cookie: nora }));
    expect(list.map((x) => x.buildingAddress)).toEqual([NEW.streetAddress]);
    const text = await certificateText();
    expect(text).toContain(`Forsikret adresse ${formatAddress(NEW)} fra ${formatLongDate(movingDate)}`);
    expect(text).toContain(`Tidligere adresse ${formatAddress(OLD)} til og med ${formatLongDate(addDays(movingDate, -1))}`);

    // A later move leaves the new address; a date on or before the last move's is refused (400), one after it taken.
    const window = movingDateWindow({ today, lastMovingDate: movingDate });
    expect(window.first).toBe(addDays(movingDate, 1));
    await expectRefused(await report(body(movingDate, { newAddress: OLD })), 400, MOVING_MESSAGES.movingDateNotAllowed(window));
    const next = await json<ReportMoveResponse>(await report(body(today, { newAddress: OLD })));
    expect(next).toMatchObject({ movingDate: today, newAddress: OLD, previousAddress: NEW });
    expect(await agreement()).toMatchObject({ buildingAddress: OLD.streetAddress, move: { movingDate: today } });
  });

  it('the window: from 30 days back to 90 days ahead, both included; a day beyond either edge → 400 with its message', async () => {
    const today = osloToday();
    const window = movingDateWindow({ today });
    expect(window).toEqual({ first: addDays(today, -MOVING_DAYS_BACK), last: addDays(today, MOVING_DAYS_AHEAD) });
    const outside = MOVING_MESSAGES.movingDateNotAllowed(window);
    expect(outside).toBe(
      `Flyttedatoen kan være inntil 30 dager tilbake og 90 dager frem i tid. Velg en dato fra og med ${formatLongDate(window.first)} til og med ${formatLongDate(window.last)}.`,
    );
    await expectRefused(await report(body(addDays(today, -31))), 400, outside);
    await expectRefused(await report(body(addDays(today, 91))), 400, outside);
    expect(await moves()).toEqual([]);
    expect((await report(body(addDays(today, -30)))).status).toBe(201);
    await t.db.query('DELETE FROM agreement_moves WHERE agreement_id = $1', [INNBO]);
    expect((await report(body(addDays(today, 90)))).status).toBe(201);
    expect(await moves()).toEqual([{ moving_date: addDays(today, 90) }]);
  });

  it('refusals (409, nothing stored): a building, an agent’s, a cancelled, an ended agreement, a move not yet made', async () => {
    const today = osloToday();
    const move = addDays(today, 3);
    const kariBefore = await customerRows(t.db, KARI.id);
    // Kari's «Hus topp» insures her building.
    await expectRefused(
      await report(body(move, { agreementId: AGREEMENT_IDS.kariHus }), kari),
      409,
      'En bygningsforsikring kan ikke flyttes med deg. Si opp forsikringen og kjøp ny for den nye adressen.',
    );
    // Kari's «Innbo», bought through Gjensidige: moved there.
    const innbo = await agreement(AGREEMENT_IDS.kariInnbo, kari);
    expect(cancellingAgentOf(innbo)).toBe('Gjensidige');
    await expectRefused(
      await report(body(move, { agreementId: AGREEMENT_IDS.kariInnbo }), kari),
      409,
      'Forsikringen er kjøpt gjennom Gjensidige. Du melder flytting til Gjensidige.',
    );
    expect(await customerRows(t.db, KARI.id)).toBe(kariBefore);
    // Nora's, cancelled and still covering.
    const cancel = (endDate: string) =>
      t.db.query(
        `INSERT INTO agreement_cancellations (agreement_id, user_id, request_id, reason, end_date, refund, cancelled_at)
         VALUES ($1, $2, $3, 'behov_borte', $4::date, 0, now() - interval '40 days')`,
        [INNBO, NORA.id, randomUUID(), endDate],
      );
    await cancel(addDays(today, 10));
    await expectRefused(
      await report(body(move)),
      409,
      `Forsikringen er sagt opp og gjelder til og med ${formatLongDate(addDays(today, 10))}, så den kan ikke flyttes. Trenger du forsikring på den nye adressen, kan du kjøpe en ny.`,
    );
    // Ended: its last day with cover was yesterday.
    await t.db.query('DELETE FROM agreement_cancellations WHERE agreement_id = $1', [INNBO]);
    await cancel(addDays(today, -1));
    await expectRefused(await report(body(move)), 409, 'Forsikringen er avsluttet, så den kan ikke flyttes.');
    await t.db.query('DELETE FROM agreement_cancellations WHERE agreement_id = $1', [INNBO]);
    expect(await moves()).toEqual([]);
    // A move reported and not yet made: one at a time.
    expect((await report(body(move))).status).toBe(201);
    await expectRefused(
      await report(body(addDays(today, 20), { newAddress: OLD })),
      409,
      `Du har allerede meldt flytting til ${formatAddress(NEW)} fra ${formatLongDate(move)}. Skal flyttingen endres, ring oss på 22 28 31 50.`,
    );
    expect(await moves()).toEqual([{ moving_date: move }]);
  });

  it('bad input → 400 with the form’s message for each field; nothing stored', async () => {
    const today = osloToday();
    const withAddress = (a: Record<string, unknown>) => body(today, { newAddress: { ...NEW, ...a } });
    const cases: [unknown, string][] = [
      [withAddress({ streetAddress: '' }), PURCHASE_MESSAGES.streetRequired],
      [withAddress({ streetAddress: '   ' }), PURCHASE_MESSAGES.streetRequired],
      [withAddress({ streetAddress: 'Gt 1' }), PURCHASE_MESSAGES.streetTooShort],
      [withAddress({ streetAddress: '🏠🏠🏠🏠🏠' }), PURCHASE_MESSAGES.streetNeedsLetters],
      [withAddress({ streetAddress: '12345 !!' }), PURCHASE_MESSAGES.streetNeedsLetters],
      [withAddress({ streetAddress: 'a'.repeat(201) }), PURCHASE_MESSAGES.streetTooLong],
      [withAddress({ streetAddress: 12345 }), CANCELLATION_REQUEST_MESSAGES.invalid('streetAddress')],
      [withAddress({ postalCode: '' }), PURCHASE_MESSAGES.zipRequired],
      [withAddress({ postalCode: '055' }), PURCHASE_MESSAGES.zipInvalid],
      [withAddress({ postalCode: '05521' }), PURCHASE_MESSAGES.zipInvalid],
      [withAddress({ postalCode: '05a2' }), PURCHASE_MESSAGES.zipInvalid],
      [withAddress({ city: '' }), PURCHASE_MESSAGES.cityRequired],
      [withAddress({ city: 'Oslo 1' }), PURCHASE_MESSAGES.cityInvalid],
      [withAddress({ city: 'Ø'.repeat(101) }), PURCHASE_MESSAGES.cityTooLong],
      [{ agreementId: INNBO, newAddress: { streetAddress: NEW.streetAddress, city: NEW.city }, movingDate: today, requestId: randomUUID() }, PURCHASE_MESSAGES.zipRequired],
      [withAddress({ country: 'NO' }), MOVE_REQUEST_MESSAGES.unknownField],
      [{ agreementId: INNBO, movingDate: today, requestId: randomUUID() }, PURCHASE_MESSAGES.streetRequired],
      [body(today, { newAddress: 'Grünerløkka gate 3' }), PURCHASE_MESSAGES.streetRequired],
      [body(''), MOVING_MESSAGES.movingDateRequired],
      [body('2026-02-30'), MOVING_MESSAGES.movingDateRequired],
      [body('12.03.2026'), MOVING_MESSAGES.movingDateRequired],
      [{ agreementId: INNBO, newAddress: NEW, requestId: randomUUID() }, MOVING_MESSAGES.movingDateRequired],
      [body(today, { agreementId: 'HV-305517' }), CANCELLATION_REQUEST_MESSAGES.invalid('agreementId')],
      [body(today, { requestId: 'again' }), CANCELLATION_REQUEST_MESSAGES.invalid('requestId')],
      [body(today, { reason: 'flytting' }), MOVE_REQUEST_MESSAGES.unknownField],
      [[body(today)], MOVE_REQUEST_MESSAGES.notAnObject],
    ];
    const before = await customerRows(t.db, NORA.id);
    for (const [payload, message] of cases) await expectRefused(await report(payload), 400, message);
    expect(await customerRows(t.db, NORA.id)).toBe(before);
  });

  it('another customer’s or an unknown agreement → 404; anonymous → 401; cross-site → 403; nothing stored', async () => {
    const today = osloToday();
    const kariBefore = await customerRows(t.db, KARI.id);
    await expectRefused(await report(body(today), kari), 404, AGREEMENT_NOT_FOUND);
    expect(await customerRows(t.db, KARI.id)).toBe(kariBefore);
    await expectRefused(await report(body(today, { agreementId: randomUUID() })), 404, AGREEMENT_NOT_FOUND);
    expect((await report(body(today))).status).toBe(201);
    await expectRefused(await t.request('GET', `/api/getMove?agreementId=${INNBO}`, { cookie: kari }), 404, AGREEMENT_NOT_FOUND);
    await expectRefused(await t.request('GET', '/api/getMove?agreementId=null', { cookie: nora }), 404, AGREEMENT_NOT_FOUND);
    expect((await t.request('GET', `/api/getMove?agreementId=${INNBO}`)).status).toBe(401);
    expect((await t.request('POST', '/api/reportMove', { json: body(addDays(today, 1)) })).status).toBe(401);
    const foreign: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, { Origin: 'https://evil.example' }, {}];
    for (const headers of foreign) {
      const res = await t.request('POST', '/api/reportMove', {
        cookie: nora,
        raw: true,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body(addDays(today, 1))),
      });
      await expectRefused(res, 403, CROSS_SITE_MESSAGE);
    }
    // Not JSON: 415, as every write.
    const text = await t.request('POST', '/api/reportMove', { cookie: nora, headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body(today)) });
    expect(text.status).toBe(415);
    expect(await moves()).toEqual([{ moving_date: today }]);
  });

  it('idempotent by requestId: the same request again → 200 with the first answer, one move and one receipt; other details → 409', async () => {
    const today = osloToday();
    const first = body(addDays(today, 7));
    const created = await report(first);
    expect(created.status).toBe(201);
    const answer = await json<ReportMoveResponse>(created);
    const again = await report(first);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(answer);
    // The same address typed with other spaces is the same request (the schema trims).
    const spaced = await report({ ...first, newAddress: { ...NEW, city: ` ${NEW.city}` } });
    expect(spaced.status).toBe(200);
    await expectRefused(await report({ ...first, movingDate: addDays(today, 8) }), 409, MOVE_CONFLICT_MESSAGES.sentWithOtherDetails);
    await expectRefused(await report({ ...first, newAddress: { ...NEW, streetAddress: 'Grünerløkka gate 4' } }), 409, MOVE_CONFLICT_MESSAGES.sentWithOtherDetails);
    // Two at once: one move.
    const twice = body(addDays(today, 7));
    await t.db.query('DELETE FROM agreement_moves WHERE agreement_id = $1', [INNBO]);
    const both = await Promise.all([report(twice), report(twice)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await moves()).toEqual([{ moving_date: addDays(today, 7) }]);
    expect(await receipts()).toEqual([{ kind: 'move_received', recipient: NORA.email }]);
  });

  it('the receipt is sent whatever the status-e-mail choice (a receipt, as a case’s); without a confirmed address it waits', async () => {
    await t.db.query('UPDATE users SET notify_on_case_status = false, confirmed_email = NULL WHERE id = $1', [NORA.id]);
    expect((await report(body(osloToday()))).status).toBe(201);
    expect(await receipts()).toEqual([{ kind: 'move_received', recipient: null }]);
    // Confirmed, the address gets the receipt that waited, as a case e-mail's (recipient.ts).
    await t.db.transaction((tx) => setConfirmedEmail(tx, NORA.id, NORA.email));
    expect(await receipts()).toEqual([{ kind: 'move_received', recipient: NORA.email }]);
    // Failed (the SMTP server refused it), the operator's email:resend puts it back to the confirmed address.
    const [row] = await t.db.query<{ id: string }>(
      `UPDATE notification_outbox SET failed_at = now(), last_error = 'EENVELOPE 550' WHERE move_id IS NOT NULL AND recipient = $1 RETURNING id::text AS id`,
      [NORA.email],
    );
    expect((await failedEmails(t.db)).find((f) => f.id === row!.id)).toMatchObject({ kind: 'move_received', reason: 'EENVELOPE 550' });
    expect(await resendFailed(t.db, row!.id)).toBe('resent');
    const [back] = await t.db.query<{ failed: boolean; recipient: string }>('SELECT failed_at IS NOT NULL AS failed, recipient FROM notification_outbox WHERE id = $1', [row!.id]);
    expect(back).toEqual({ failed: false, recipient: NORA.email });
  });
});
