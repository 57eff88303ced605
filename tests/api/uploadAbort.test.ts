/**
 * An upload the client cuts off mid-body (the customer logs out, goes offline, closes the tab; issue 34) is a client
 * abort, not a server error: one info line, no `[error]`, no 500 in the request log (499, which nobody receives),
 * no attachment recorded and no half-received file left. On a real HTTP server (@hono/node-server, as
 * server/index.ts serves the app), since only a real connection can be cut.
 */
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApp } from '../../server/app';
import { CASE_IDS } from '../../server/db/demo';
import { b64, JPEG } from './support/bodies';
import { BERIT, caseIdFrom, createTestApp, json, OLA, SETUP_TIMEOUT, type TestApp } from './support/testApp';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A JPEG of 600 kB as the upload's JSON body: far more than one read, so it can be cut off in the middle. */
function uploadBody(fields: Record<string, string>): Buffer {
  const photo = new Uint8Array(600_000);
  photo.set(JPEG);
  return Buffer.from(JSON.stringify({ ...fields, filename: 'kjeller.jpg', mimeType: 'image/jpeg', fileData: b64(photo) }));
}

describe('an upload the client cuts off (real HTTP server)', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  let info: MockInstance<typeof console.info>;
  let error: MockInstance<typeof console.error>;
  let log: MockInstance<typeof console.log>;

  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
    // The app as the server entry runs it, with its request log on.
    const app = createApp({ db: t.db, config: t.config, logRequests: true });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await t?.close();
  });

  afterEach(() => vi.restoreAllMocks());

  const spyOnLogs = () => {
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  };
  const lines = (spy: MockInstance) => spy.mock.calls.map((args) => args.map(String).join(' '));
  const attachmentsOf = async (caseId: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE case_id = $1', [caseId]))[0]!.n;

  /** Sends the headers with the whole body's Content-Length, then only `sent` bytes of it, then cuts the connection. */
  async function cutOff(path: string, cookie: string, body: Buffer, sent: number): Promise<void> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nSec-Fetch-Site: same-origin\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, sent));
    // The server is receiving: the file has begun in the temporary directory.
    await until('the upload to begin', async () => (await t.files.halfReceived()).length > 0);
    socket.destroy();
  }

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
    spyOnLogs();

    await cutOff(path, who, body, 300_000);
    await until('the request to end', () => lines(log).some((line) => line.startsWith(`POST ${route} `)));

    expect(lines(info)).toContain(`[info] POST ${route}: client aborted the upload`);
    expect(lines(error)).toEqual([]);
    const requestLine = lines(log).find((line) => line.startsWith(`POST ${route} `))!;
    expect(requestLine).toMatch(new RegExp(`^POST ${route.replace(/[/:]/g, '\\$&')} 499 \\d+ms$`));
    // Nothing of the person or the case in any line.
    for (const line of [...lines(info), ...lines(log)]) expect(line).not.toContain(target);
    expect(await attachmentsOf(target)).toBe(before);
    await until('the temporary file to be removed', async () => (await t.files.halfReceived()).length === 0);
    expect(await t.files.stored()).toEqual(storedBefore);
  });

  it('the same upload sent whole is stored (201)', async () => {
    const ola = await t.login(OLA.ssn);
    const draft = caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: ola }))).incidentUri);
    spyOnLogs();
    const res = await fetch(`http://127.0.0.1:${port}/api/uploadAttachment`, {
      method: 'POST',
      headers: { Cookie: ola, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: new Uint8Array(uploadBody({ caseId: draft })),
    });
    expect(res.status).toBe(201);
    expect(await attachmentsOf(draft)).toBe(1);
    expect(lines(info)).toEqual([]);
    expect(lines(error)).toEqual([]);
  });
});
