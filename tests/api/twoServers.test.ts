/**
 * Two servers, one truth (issue 22): two real server processes started at once on one PostgreSQL database and one
 * blob container (Azurite). A session, a draft, a file and a rate limit made on A hold on B; A killed in the middle
 * of an upload leaves no visible attachment while B goes on serving; both send the one outbox's e-mails to one SMTP
 * server, each e-mail once (issue 38); the counted moves of 30 customers of the damage report, posted to A and B at
 * once, add up exactly in the daily totals and the drawn overview (issue 49). Registered when the API tests have
 * PostgreSQL (always in CI).
 */
import { randomBytes } from 'node:crypto';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { caseSummaryPath } from '../../domain/paths';
import type { Case } from '../../domain/types';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { businessDiagram } from '../../scripts/diagrams/business';
import { parseStatusArgs, setCaseStatus } from '../../scripts/lib/caseStatusCommand';
import { login, sameOrigin, startServer, type TestServer } from '../../scripts/lib/server';
import { throwawayDatabase, type ThrowawayDatabase } from '../../scripts/lib/throwawayDatabase';
import { overviewWithCounts } from '../../scripts/moves/overview';
import { totalsOf } from '../../scripts/movesOverview';
import { createPostgresDb } from '../../server/db/db';
import { COUNT_BATCHES_PER_HOUR } from '../../server/routes/countMoves';
import { damageReportJourney, expectedThirty, THIRTY_CUSTOMERS } from '../support/damageReportJourneys';
import { b64, JPEG, SUBMIT_FORM } from './support/bodies';
import { startSmtp, type TestSmtp } from './support/smtp';
import { caseIdFrom, KARI, OLA, SETUP_TIMEOUT } from './support/testApp';

const postgres = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(postgres ? [{ url: postgres }] : [])('two servers on one PostgreSQL and one blob container', ({ url }) => {
  const container = `two-${randomBytes(4).toString('hex')}`;
  const blobs = BlobServiceClient.fromConnectionString(inject('blobConnectionString')).getContainerClient(container);
  const publicUrl = 'https://minside.husvern.example';
  let database: ThrowawayDatabase;
  let smtp: TestSmtp;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await throwawayDatabase(url, 'two');
    smtp = await startSmtp();
    const env = {
      DATABASE_URL: database.url,
      ATTACHMENTS_BLOB_CONNECTION_STRING: inject('blobConnectionString'),
      ATTACHMENTS_BLOB_CONTAINER: container,
      UPLOADS_PER_MINUTE: '4',
      SMTP_URL: smtp.url,
      PUBLIC_URL: publicUrl,
      NOTIFY_POLL_MS: '100',
      // Status e-mails at once: merging a case's changes is caseEmails.test.ts's.
      NOTIFY_STATUS_MERGE_MS: '0',
    };
    // Started at once on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServer(process.cwd(), env), startServer(process.cwd(), env)]);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await blobs.deleteIfExists();
    await database?.drop();
  }, SETUP_TIMEOUT);

  const newDraft = async (server: TestServer, cookie: string) => {
    const res = await fetch(`${server.url}/api/createCaseDraft`, { method: 'POST', headers: sameOrigin(cookie) });
    return caseIdFrom(((await res.json()) as { incidentUri: string }).incidentUri);
  };
  const getCase = async (server: TestServer, cookie: string, id: string) =>
    (await (await fetch(`${server.url}/api/getCase/${id}`, { headers: { Cookie: cookie } })).json()) as Case;
  const upload = (server: TestServer, cookie: string, caseId: string, bytes: Uint8Array) =>
    fetch(`${server.url}/api/uploadAttachment`, {
      method: 'POST',
      headers: sameOrigin(cookie),
      body: JSON.stringify({ caseId, filename: 'sopp.jpg', mimeType: 'image/jpeg', fileData: b64(bytes) }),
    });

  it('sends each e-mail once, whichever server takes it: the receipts, and the command’s changes both servers poll for', async () => {
    const cookie = await login(a.url, OLA.ssn);
    const ids: string[] = [];
    for (const server of [a, b, a, b]) {
      const id = await newDraft(server, cookie);
      const res = await fetch(`${server.url}/api/case/${id}/submit`, { method: 'PATCH', headers: sameOrigin(cookie), body: JSON.stringify(SUBMIT_FORM) });
      expect(res.status).toBe(200);
      ids.push(id);
    }
    // The operator command on a connection of its own: no server is nudged, both find the e-mails by their poll.
    const db = await createPostgresDb(database.url, { max: 1 });
    try {
      for (const id of ids) await setCaseStatus(db, parseStatusArgs([id, 'under_vurdering']));
    } finally {
      await db.close();
    }
    const subjectsOf = (id: string) =>
      smtp.received.filter((m) => (m.parsed.text ?? '').includes(`${publicUrl}${caseSummaryPath(id)}`)).map((m) => m.parsed.subject);
    const deadline = Date.now() + 20_000;
    while (ids.some((id) => subjectsOf(id).length < 2) && Date.now() < deadline) await sleep(50);
    // Polls of both servers every 100 ms, for a second more: a second copy would have come by now.
    await sleep(1000);
    for (const id of ids) expect(subjectsOf(id)).toEqual(['Vi har mottatt skademeldingen din', 'Saken din har ny status: Under vurdering']);
    expect(smtp.received).toHaveLength(2 * ids.length);
  }, 60_000);

  it('takes a session made on A on B', async () => {
    const cookie = await login(a.url, OLA.ssn);
    const res = await fetch(`${b.url}/api/getUser`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { fullName: string }).fullName).toBe(OLA.fullName);
  });

  it('reads on B a draft saved on A', async () => {
    const cookie = await login(a.url, OLA.ssn);
    const draft = await newDraft(a, cookie);
    const saved = await fetch(`${a.url}/api/updateCaseDraft/${draft}`, {
      method: 'PATCH',
      headers: sameOrigin(cookie),
      body: JSON.stringify({ descriptionOfDamage: 'Hvit sopp på bjelkene i krypkjelleren.' }),
    });
    expect(saved.status).toBeLessThan(300);
    expect((await getCase(b, cookie, draft)).descriptionOfDamage).toBe('Hvit sopp på bjelkene i krypkjelleren.');
  });

  it('downloads on B, byte for byte, a file uploaded on A', async () => {
    const cookie = await login(a.url, OLA.ssn);
    const draft = await newDraft(a, cookie);
    const photo = new Uint8Array(5_500_000);
    photo.set(JPEG);
    for (let i = JPEG.length; i < photo.length; i++) photo[i] = (i * 31) % 251;
    const res = await upload(a, cookie, draft, photo);
    expect(res.status).toBe(201);
    const { attachmentId } = (await res.json()) as { attachmentId: string };
    const download = await fetch(`${b.url}/api/downloadAttachment/${attachmentId}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(photo.length));
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(photo))).toBe(0);
  });

  it('holds on B a limit reached on A', async () => {
    const cookie = await login(a.url, KARI.ssn);
    const draft = await newDraft(a, cookie);
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await upload(server, cookie, draft, JPEG)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('adds up the counted moves of 30 customers posted to A and B at once: 20 send, 6 leave at «Vedlegg og beskrivelse», 4 fail SEND INN once', async () => {
    const batches = (await Promise.all(THIRTY_CUSTOMERS.map(damageReportJourney))).flat();
    expect(batches).toHaveLength(30);
    // 15 a server from this one address: within each process's own hourly cap.
    expect(batches.length / 2).toBeLessThanOrEqual(COUNT_BATCHES_PER_HOUR);
    // No session: the count is the page's own write (same origin), and carries no cookie.
    const headers = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
    const answers = await Promise.all(
      batches.map((batch, i) => fetch(`${(i % 2 === 0 ? a : b).url}/api/countMoves`, { method: 'POST', headers, body: JSON.stringify(batch) })),
    );
    expect(answers.map((r) => r.status)).toEqual(batches.map(() => 204));
    const db = await createPostgresDb(database.url, { max: 1 });
    try {
      const rows = await db.query<{ from_place: string; event: string; to_place: string; outcome: string; n: string | number }>(
        "SELECT from_place, event, to_place, outcome, sum(n) AS n FROM move_counts WHERE flow = 'damageReport' GROUP BY 1, 2, 3, 4",
      );
      expect(Object.fromEntries(rows.map((r) => [`${r.from_place} ${r.event} ${r.to_place} ${r.outcome}`, Number(r.n)]))).toEqual(expectedThirty());
      const [{ from, to }] = (await db.query<{ from: string; to: string }>(
        "SELECT to_char(min(day), 'YYYY-MM-DD') AS \"from\", to_char(max(day), 'YYYY-MM-DD') AS \"to\" FROM move_counts",
      )) as [{ from: string; to: string }];
      const { moves, times } = await totalsOf(db, 'damageReport', from, to);
      const diagram = overviewWithCounts(damageReportMachine, businessDiagram(damageReportMachine, damageReportBusinessView), moves, times, `${from} – ${to}`);
      const label = (from: string, to: string) => diagram.edges.filter((e) => e.from.endsWith(from) && e.to.endsWith(to)).map((e) => e.label.join(' '));
      expect(label('rolle', 'lokasjon').join()).toContain('30 kunder (100 %)');
      expect(label('informasjon', 'kontakt').join()).toContain('24 kunder (80 %)');
    } finally {
      await db.close();
    }
  }, 60_000);

  it('leaves no visible attachment when A is killed in the middle of an upload, and B serves throughout', async () => {
    const cookie = await login(b.url, OLA.ssn);
    const draft = await newDraft(b, cookie);
    const before = new Set<string>();
    for await (const item of blobs.listBlobsFlat()) before.add(item.name);

    // B is asked every 50 ms from before the kill to a second after it.
    const answers: (number | string)[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        answers.push(await fetch(`${b.url}/readyz`).then((r) => r.status, (e: unknown) => String(e)));
        await sleep(50);
      }
    })();

    const photo = new Uint8Array(12_000_000);
    photo.set(JPEG);
    const body = new TextEncoder().encode(JSON.stringify({ caseId: draft, filename: 'stor.jpg', mimeType: 'image/jpeg', fileData: b64(photo) }));
    const started = fetch(`${a.url}/api/uploadAttachment`, {
      method: 'POST',
      headers: sameOrigin(cookie),
      // Two thirds of the body (some 6 MB of file: blocks staged), then nothing until A is gone.
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body.subarray(0, Math.floor((body.length * 2) / 3)));
        },
      }),
      duplex: 'half',
    } as RequestInit).catch((e: unknown) => e);
    // Killed once blocks of it are staged in the container (the middle of the upload, as the storage sees it).
    const staged = async () => {
      const names: string[] = [];
      for await (const item of blobs.listBlobsFlat({ includeUncommitedBlobs: true })) if (!before.has(item.name)) names.push(item.name);
      return names;
    };
    const deadline = Date.now() + 20_000;
    while ((await staged()).length === 0 && Date.now() < deadline) await sleep(100);
    const killedAt = Date.now();
    a.signal('SIGKILL');
    expect(await a.exited).toBeNull();
    expect(await started).toBeInstanceOf(Error);
    while (Date.now() - killedAt < 1000) await sleep(50);
    polling = false;
    await poll;

    expect(answers.length).toBeGreaterThan(5);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect((await getCase(b, cookie, draft)).attachments).toEqual([]);
    const after: string[] = [];
    for await (const item of blobs.listBlobsFlat()) after.push(item.name);
    expect(after.filter((n) => !before.has(n))).toEqual([]);
    // The staged blocks exist, uncommitted (invisible; Azure drops them after a week).
    expect(await staged()).toHaveLength(1);
  }, 60_000);
});
