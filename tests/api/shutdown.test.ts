/**
 * SIGTERM (issue 22): the real server stops taking connections, lets an upload under way finish and be stored,
 * then exits 0; its e-mail sender lets the e-mail under way be sent and marked before the database closes (issue 38).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { login, sameOrigin, startServer } from '../../scripts/lib/server';
import { createPgliteDb } from '../../server/db/db';
import { b64, JPEG, SUBMIT_FORM } from './support/bodies';
import { startSmtp } from './support/smtp';
import { caseIdFrom, OLA, SETUP_TIMEOUT } from './support/testApp';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  it('finishes an upload under way after SIGTERM, refuses new work, then exits 0', async () => {
    const files = mkdtempSync(join(tmpdir(), 'husvern-shutdown-files-'));
    const server = await startServer(process.cwd(), { SHUTDOWN_DRAIN_MS: '20000', ATTACHMENTS_DIR: files });
    try {
      const cookie = await login(server.url, OLA.ssn);
      const created = await fetch(`${server.url}/api/createCaseDraft`, { method: 'POST', headers: sameOrigin(cookie) });
      const draft = caseIdFrom(((await created.json()) as { incidentUri: string }).incidentUri);
      const photo = new Uint8Array(600_000);
      photo.set(JPEG);
      const body = new TextEncoder().encode(JSON.stringify({ caseId: draft, filename: 'kjeller.jpg', mimeType: 'image/jpeg', fileData: b64(photo) }));
      let release!: () => void;
      const rest = new Promise<void>((resolve) => (release = resolve));
      const slowBody = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(body.subarray(0, body.length / 2));
          await rest;
          controller.enqueue(body.subarray(body.length / 2));
          controller.close();
        },
      });
      const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers: sameOrigin(cookie), body: slowBody, duplex: 'half' };
      const upload = fetch(`${server.url}/api/uploadAttachment`, init);
      await sleep(500);
      server.signal('SIGTERM');
      await sleep(500);
      // Nothing new: a new connection is refused (or, on a kept-alive one, /readyz says it is shutting down).
      const after = await fetch(`${server.url}/readyz`).then((r) => r.status, () => 'refused');
      expect([503, 'refused']).toContain(after);
      release();
      const res = await upload;
      expect(res.status).toBe(201);
      const { attachmentId } = (await res.json()) as { attachmentId: string };
      expect(await server.exited).toBe(0);
      // Stored whole, under its id.
      expect(statSync(join(files, attachmentId)).size).toBe(photo.length);
    } finally {
      await server.stop();
      rmSync(files, { recursive: true, force: true });
    }
  }, SETUP_TIMEOUT);

  it('stops the e-mail sender: the e-mail under way is sent and marked, then the server exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'husvern-shutdown-data-'));
    // An SMTP server that takes a second to accept a message: SIGTERM comes while it does.
    const smtp = await startSmtp(0, { delayMs: 1000 });
    const server = await startServer(process.cwd(), { DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://minside.husvern.example' });
    try {
      const cookie = await login(server.url, OLA.ssn);
      const created = await fetch(`${server.url}/api/createCaseDraft`, { method: 'POST', headers: sameOrigin(cookie) });
      const id = caseIdFrom(((await created.json()) as { incidentUri: string }).incidentUri);
      const submitted = await fetch(`${server.url}/api/case/${id}/submit`, { method: 'PATCH', headers: sameOrigin(cookie), body: JSON.stringify(SUBMIT_FORM) });
      expect(submitted.status).toBe(200);
      await sleep(300);
      server.signal('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(smtp.received).toHaveLength(1);
      const db = await createPgliteDb(dataDir);
      try {
        expect(await db.query('SELECT attempts, sent_at IS NOT NULL AS sent FROM notification_outbox WHERE case_id = $1', [id])).toEqual([{ attempts: 1, sent: true }]);
      } finally {
        await db.close();
      }
    } finally {
      await server.stop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, SETUP_TIMEOUT);
});
