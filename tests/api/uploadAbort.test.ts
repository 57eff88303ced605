/**
 * An upload the client cuts off mid-body (the customer logs out, goes offline, closes the tab; issue 34) is a client
 * abort, not a server error: one info line, no `[error]`, no 500 in the request log (499, which nobody receives),
 * no attachment recorded and no half-received file left. On a real HTTP server (@hono/node-server, as
 * server/index.ts serves the app), since only a real connection can be cut.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CASE_IDS } from '../../server/db/demo';
import { b64, JPEG } from './support/bodies';
import { captureLogs, cutOff, serveOnLoopback, until, type CapturedLogs, type RealServer } from './support/realServer';
import { BERIT, caseIdFrom, createTestApp, json, OLA, SETUP_TIMEOUT, type TestApp } from './support/testApp';

/** A JPEG of 600 kB as the upload's JSON body: far more than one read, so it can be cut off in the middle. */
function uploadBody(fields: Record<string, string>): Buffer {
  const photo = new Uint8Array(600_000);
  photo.set(JPEG);
  return Buffer.from(JSON.stringify({ ...fields, filename: 'kjeller.jpg', mimeType: 'image/jpeg', fileData: b64(photo) }));
}

describe('an upload the client cuts off (real HTTP server)', () => {
  let t: TestApp;
  let server: RealServer;
  let logs: CapturedLogs | undefined;

  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
    // The app as the server entry runs it, with its request log on.
    server = await serveOnLoopback(createApp({ db: t.db, config: t.config, logRequests: true }));
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  afterEach(() => logs?.restore());

  const attachmentsOf = async (caseId: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE case_id = $1', [caseId]))[0]!.n;

  /** Sends the headers with the whole body's Content-Length, then only `sent` bytes of it, then cuts the connection. */
  const cutOffUpload = (path: string, cookie: string, body: Buffer, sent: number) =>
    cutOff(server.port, {
      method: 'POST',
      path,
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      declared: body.length,
      body: body.subarray(0, sent),
      // The server is receiving: the file has begun in the temporary directory.
      cutWhen: () => until('the upload to begin', async () => (await t.files.halfReceived()).length > 0),
    });

  it.each([
    ['POST /api/uploadAttachment', '/api/uploadAttachment'],
    ['POST /api/addCaseAttachment/:caseId', '/api/addCaseAttachment/:caseId'],
  ])('%s: one info line, no error and no 500, nothing recorded, the temporary file gone', async (_label, route) => {
    const [who, caseId] =
      route === '/api/uploadAttachment'
        ? [await t.login(OLA.ssn), '']
        : [await t.login(BERIT.ssn), CASE_IDS.beritReceived];
    const target = caseId || caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: who }))).incidentUri);
    const path = route.replace(':caseId', target);
    const body = uploadBody(route === '/api/uploadAttachment' ? { caseId: target } : {});
    const before = await attachmentsOf(target);
    const storedBefore = await t.files.stored();
    logs = captureLogs();

    await cutOffUpload(path, who, body, 300_000);
    await until('the request to end', () => logs!.log().some((line) => line.startsWith(`POST ${route} `)));

    expect(logs.info()).toEqual([`[info] POST ${route}: client aborted the request`]);
    expect(logs.error()).toEqual([]);
    const requestLine = logs.log().find((line) => line.startsWith(`POST ${route} `))!;
    expect(requestLine).toMatch(new RegExp(`^POST ${route.replace(/[/:]/g, '\\$&')} 499 \\d+ms$`));
    // Nothing of the person or the case in any line.
    for (const line of [...logs.info(), ...logs.log()]) expect(line).not.toContain(target);
    expect(await attachmentsOf(target)).toBe(before);
    await until('the temporary file to be removed', async () => (await t.files.halfReceived()).length === 0);
    expect(await t.files.stored()).toEqual(storedBefore);
  });

  it('the same upload sent whole is stored (201)', async () => {
    const ola = await t.login(OLA.ssn);
    const draft = caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: ola }))).incidentUri);
    logs = captureLogs();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/uploadAttachment`, {
      method: 'POST',
      headers: { Cookie: ola, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: new Uint8Array(uploadBody({ caseId: draft })),
    });
    expect(res.status).toBe(201);
    expect(await attachmentsOf(draft)).toBe(1);
    expect(logs.info()).toEqual([]);
    expect(logs.error()).toEqual([]);
  });
});
