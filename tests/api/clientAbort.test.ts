/**
 * Issue 45, part 3: a client that hangs up in the middle of its request body (Content-Length 100, 7 bytes sent, the
 * connection closed) is the client's doing on every route that reads a body: one info line, the request logged as
 * 499 (which nobody receives), never a 500 and never an `[error]` line. On a real HTTP server, since only a real
 * connection can be cut. The uploads, which stream their body themselves, have their own test (uploadAbort.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CASE_IDS } from '../../server/db/demo';
import { claimsApiOf, startTestIssuer, type TestIssuer } from './support/claimsIssuer';
import { captureLogs, cutOff, serveOnLoopback, until, type CapturedLogs, type RealServer } from './support/realServer';
import { createTestApp, OLA, SETUP_TIMEOUT, type TestApp } from './support/testApp';

/** Routes that take a request but read no body of it, or read it elsewhere; every other write is below. */
const NOT_HERE: Record<string, string> = {
  'POST /api/session/extend': 'reads no body',
  'POST /api/uploadAttachment': 'streams its own body: uploadAbort.test.ts',
  'POST /api/addCaseAttachment/:caseId': 'streams its own body: uploadAbort.test.ts',
};

/** Every route that reads a request body, and the path it is called at. */
const ROUTES: [route: string, path: string][] = [
  ['PUT /api/claims/cases/:incidentId/status', `/api/claims/cases/${CASE_IDS.beritReceived}/status`],
  ['POST /.auth/login/signicat', '/.auth/login/signicat'],
  ['PATCH /api/updateUser', '/api/updateUser'],
  ['POST /api/createCaseDraft', '/api/createCaseDraft'],
  ['PATCH /api/updateCaseDraft/:caseId', `/api/updateCaseDraft/${CASE_IDS.beritReceived}`],
  ['PATCH /api/case/:caseId/submit', `/api/case/${CASE_IDS.beritReceived}/submit`],
  ['DELETE /api/deleteCaseDraft/:caseId', `/api/deleteCaseDraft/${CASE_IDS.beritReceived}`],
  ['DELETE /api/deleteAttachment', '/api/deleteAttachment'],
  ['POST /api/createBuyInsurance', '/api/createBuyInsurance'],
  ['POST /api/cancelAgreement', '/api/cancelAgreement'],
  ['POST /api/withdrawCancellation', '/api/withdrawCancellation'],
  ['POST /api/reportMove', '/api/reportMove'],
  ['POST /api/countMoves', '/api/countMoves'],
  ['POST /api/confirmEmail', '/api/confirmEmail'],
  ['POST /api/emailConfirmation/peek', '/api/emailConfirmation/peek'],
  ['POST /api/resendEmailConfirmation', '/api/resendEmailConfirmation'],
];

describe('a request body the client cuts off (real HTTP server)', () => {
  let idp: TestIssuer;
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let server: RealServer;
  let cookie: string;
  let token: string;
  let logs: CapturedLogs | undefined;

  beforeAll(async () => {
    idp = await startTestIssuer();
    t = await createTestApp({ name: 'pglite' }, { config: { claimsApi: claimsApiOf(idp) } });
    // The app as the server entry runs it, with its request log on.
    app = createApp({ db: t.db, config: t.config, logRequests: true });
    server = await serveOnLoopback(app);
    cookie = await t.login(OLA.ssn);
    token = await idp.mint();
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await t?.close();
    await idp?.close();
  });

  afterEach(() => logs?.restore());

  it('the list below holds every route that takes a body', () => {
    const writes = new Set(app.routes.filter((r) => !['ALL', 'GET', 'HEAD', 'OPTIONS'].includes(r.method)).map((r) => `${r.method} ${r.path}`));
    expect([...writes].filter((route) => !(route in NOT_HERE)).sort()).toEqual(ROUTES.map(([route]) => route).sort());
  });

  it.each(ROUTES)('%s: 7 of 100 bytes, then the connection closed → 499 at info, no [error], no 500', async (route, path) => {
    const [method] = route.split(' ');
    const headers: Record<string, string> = route.startsWith('PUT /api/claims')
      ? { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
      : route.startsWith('POST /.auth')
        ? { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' }
        : { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
    logs = captureLogs();

    await cutOff(server.port, { method: method!, path, headers, declared: 100, body: Buffer.from(route.startsWith('POST /.auth') ? 'ssn=010' : '{"id":1') });
    await until('the request to be logged', () => logs!.log().some((line) => line.startsWith(`${route} `)));

    // All three together, so that a failure shows every line the server wrote.
    expect({ info: logs.info(), error: logs.error(), requests: logs.log().filter((line) => line.startsWith(`${route} `)) }).toEqual({
      info: [`[info] ${route}: client aborted the request`],
      error: [],
      requests: [expect.stringMatching(/^\S+ \S+ 499 \d+ms$/)],
    });
  });

  it('a body sent whole is answered as ever, with no info line (PATCH /api/updateUser → 200)', async () => {
    logs = captureLogs();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/updateUser`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: OLA.id, consentToFurtherInformation: true }),
    });
    expect(res.status).toBe(200);
    expect({ info: logs.info(), error: logs.error() }).toEqual({ info: [], error: [] });
  });

  it('a body that ends short of its Content-Length (the close read as an end) is cut off too: 499, one info line', async () => {
    logs = captureLogs();
    const res = await t.request('PATCH', '/api/updateUser', {
      cookie,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '100' },
      body: '{"id":1',
    });
    expect(res.status).toBe(499);
    expect({ info: logs.info(), error: logs.error() }).toEqual({ info: ['[info] PATCH /api/updateUser: client aborted the request'], error: [] });
  });
});
