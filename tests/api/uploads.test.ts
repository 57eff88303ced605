/**
 * Issue 10, holes 6 and 7: upload names cannot carry a dangerous extension or bidi tricks, and file bytes live in the
 * file storage (on disk, or in blob storage: issue 22), streamed in and out, not in the request path or the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../domain/schemas/attachment';
import type { Case } from '../../domain/types';
import { makePdf } from '../../server/lib/pdf';
import { b64, JPEG } from './support/bodies';
import { customerState } from './support/snapshot';
import { caseIdFrom, createTestApp, json, OLA, testBackends, type TestApp, SETUP_TIMEOUT } from './support/testApp';

const PDF = await makePdf('Test', ['Hei']);

/** A body as a stream of small pieces, the way a slow network delivers it. */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
      at += size;
    },
  });
}

describe.each(testBackends())('uploads ($label)', (kind) => {
  let t: TestApp;
  let ola: string;
  let draft: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ola = await t.login(OLA.ssn);
    draft = await newDraft();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  async function newDraft() {
    return caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: ola }))).incidentUri);
  }
  const upload = (body: Record<string, unknown>, caseId = draft) => t.request('POST', '/api/uploadAttachment', { cookie: ola, json: { caseId, ...body } });
  const getCase = async (id: string) => json<Case>(await t.request('GET', `/api/getCase/${id}`, { cookie: ola }));
  const files = () => t.files.stored();
  const temps = () => t.files.halfReceived();
  const stored = (attachmentId: string) => t.files.bytes(attachmentId);

  it.each([
    ['rapport.html', 'rapport.jpg'],
    ['setup.exe', 'setup.jpg'],
    ['bilde.svg', 'bilde.jpg'],
    ['app.js', 'app.jpg'],
    ['hei.hta', 'hei.jpg'],
    ['faktura\u202egpj.exe', 'fakturagpj.jpg'],
    ['faktura\u2067\u202egpj.exe\u2069', 'fakturagpj.jpg'],
    ['skjult\u200b\u200f.html', 'skjult.jpg'],
    ['rapport.jpg.html', 'rapport.jpg.jpg'],
    ['uten-endelse', 'uten-endelse.jpg'],
    ['.htaccess', 'htaccess.jpg'],
    ['Foto.JPEG', 'Foto.JPEG'],
    ['bilde.jpg', 'bilde.jpg'],
  ])('a JPEG named %s is stored and downloaded as %s, never as a page', async (filename, stored) => {
    const res = await upload({ filename, mimeType: 'image/jpeg', fileData: b64(JPEG) });
    expect(res.status).toBe(201);
    const { attachmentId } = await json<{ attachmentId: string }>(res);
    expect((await getCase(draft)).attachments.find((a) => a.attachmentId === attachmentId)?.filename).toBe(stored);
    const dl = await t.request('GET', `/api/downloadAttachment/${attachmentId}`, { cookie: ola });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/jpeg');
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dl.headers.get('content-security-policy')).toContain('sandbox');
    const disposition = dl.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(`attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent(stored)}`);
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(JPEG);
  });

  it('names a PDF by its verified type too, and keeps æøå in the UTF-8 name with an ASCII fallback', async () => {
    const res = await upload({ filename: 'Skjønn på låven.html', mimeType: 'application/pdf', fileData: b64(PDF) });
    const { attachmentId } = await json<{ attachmentId: string }>(res);
    const dl = await t.request('GET', `/api/downloadAttachment/${attachmentId}`, { cookie: ola });
    expect(dl.headers.get('content-disposition')).toBe(
      `attachment; filename="Skjonn pa laven.pdf"; filename*=UTF-8''${encodeURIComponent('Skjønn på låven.pdf')}`,
    );
  });

  it('refuses content that does not match the declared type, whatever the name', async () => {
    const before = await customerState(t.db, OLA.id);
    for (const [filename, mimeType, bytes] of [
      ['x.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')],
      ['x.pdf', 'application/pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['x.png', 'image/png', Buffer.from('MZ\x90\x00 executable')],
    ] as const) {
      const res = await upload({ filename, mimeType, fileData: b64(bytes) });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: 'Filinnholdet stemmer ikke med filtypen.' });
    }
    expect(await customerState(t.db, OLA.id)).toBe(before);
    expect(await temps()).toEqual([]);
  });

  it('keeps the bytes in the file storage (a file, or a blob), named by the attachment id, not in the database', async () => {
    const res = await upload({ filename: 'fil.pdf', mimeType: 'application/pdf', fileData: b64(PDF) });
    const { attachmentId } = await json<{ attachmentId: string }>(res);
    const [row] = await t.db.query<{ data: Uint8Array | null; storage_key: string; size_bytes: number }>(
      'SELECT data, storage_key, size_bytes FROM attachments WHERE id = $1',
      [attachmentId],
    );
    expect(row).toEqual({ data: null, storage_key: attachmentId, size_bytes: PDF.length });
    expect(await stored(attachmentId)).toEqual(PDF);
    expect(await temps()).toEqual([]);
  });

  it('receives a body arriving in small pieces, whatever the key order and JSON escapes', async () => {
    const data = new Uint8Array(200_000);
    data.set(JPEG);
    for (let i = JPEG.length; i < data.length; i++) data[i] = (i * 7) % 256;
    // fileData before the type, '/' escaped as '\/' (some serialisers do), the name with a \u escape
    const text = `{ "fileData" : "${b64(data).replace(/\//g, '\\/')}", "mimeType":"image/jpeg", "filename":"sk\\u00e6r.jpg",\n"caseId":"${draft}" }`;
    for (const size of [7, 4096]) {
      const body = chunked(text, size);
      const res = await t.request('POST', '/api/uploadAttachment', { cookie: ola, headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status, `pieces of ${size}`).toBe(201);
      const { attachmentId } = await json<{ attachmentId: string }>(res);
      expect(await stored(attachmentId)).toEqual(data);
      expect((await getCase(draft)).attachments.find((a) => a.attachmentId === attachmentId)?.filename).toBe('skær.jpg');
    }
  });

  it.each([
    ['trailing text', (d: string) => `{"filename":"a.jpg","mimeType":"image/jpeg","fileData":"${b64(JPEG)}","caseId":"${d}"} x`],
    ['a duplicate key', (d: string) => `{"filename":"a.jpg","filename":"b.jpg","mimeType":"image/jpeg","fileData":"${b64(JPEG)}","caseId":"${d}"}`],
    ['fileData twice', (d: string) => `{"filename":"a.jpg","mimeType":"image/jpeg","fileData":"${b64(JPEG)}","fileData":"${b64(JPEG)}","caseId":"${d}"}`],
    ['no fileData', (d: string) => `{"filename":"a.jpg","mimeType":"image/jpeg","caseId":"${d}"}`],
    ['a number as the name', (d: string) => `{"filename":1,"mimeType":"image/jpeg","fileData":"${b64(JPEG)}","caseId":"${d}"}`],
    ['a cut-off body', (d: string) => `{"filename":"a.jpg","mimeType":"image/jpeg","fileData":"${b64(JPEG)}","caseId":"${d}`],
    ['padding in the middle', (d: string) => `{"filename":"a.jpg","mimeType":"image/jpeg","fileData":"/9j/4A==AAAA","caseId":"${d}"}`],
    ['a name of 2000 characters', (d: string) => `{"filename":"${'a'.repeat(2000)}.jpg","mimeType":"image/jpeg","fileData":"${b64(JPEG)}","caseId":"${d}"}`],
    ['a JSON array', () => `[1,2]`],
    ['an empty body', () => ``],
  ])('answers 400 {message} for %s and keeps no file', async (_label, make) => {
    const before = await customerState(t.db, OLA.id);
    const filesBefore = await files();
    const res = await t.request('POST', '/api/uploadAttachment', { cookie: ola, headers: { 'Content-Type': 'application/json' }, body: make(draft) });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    expect(await customerState(t.db, OLA.id)).toBe(before);
    expect(await files()).toEqual(filesBefore);
    expect(await temps()).toEqual([]);
  });

  it('stops at the first bytes when the type came first and the content does not match', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 0x41);
    const res = await upload({ filename: 'x.jpg', mimeType: 'image/jpeg', fileData: b64(big) });
    expect(res.status).toBe(400);
    expect(await temps()).toEqual([]);
  });

  it('refuses a file over 20 MB as it arrives (400) and keeps nothing', async () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 3);
    big.set(JPEG);
    const filesBefore = await files();
    const res = await upload({ filename: 'stor.jpg', mimeType: 'image/jpeg', fileData: b64(big) });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe('Filen er for stor. Maks 20 MB.');
    expect(await files()).toEqual(filesBefore);
    expect(await temps()).toEqual([]);
  });

  it('accepts a file of exactly 20 MB', async () => {
    const max = new Uint8Array(MAX_ATTACHMENT_BYTES);
    max.set(JPEG);
    const res = await upload({ filename: 'maks.jpg', mimeType: 'image/jpeg', fileData: b64(max) }, await newDraft());
    expect(res.status).toBe(201);
    const { attachmentId } = await json<{ attachmentId: string }>(res);
    const dl = await t.request('GET', `/api/downloadAttachment/${attachmentId}`, { cookie: ola });
    expect(dl.headers.get('content-length')).toBe(String(MAX_ATTACHMENT_BYTES));
    expect((await dl.arrayBuffer()).byteLength).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('deletes the file with its attachment, and all files of a deleted draft', async () => {
    const other = await newDraft();
    const ids: { attachmentId: string; relationshipId: string }[] = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) ids.push(await json(await upload({ filename: name, mimeType: 'image/jpeg', fileData: b64(JPEG) }, other)));
    for (const { attachmentId } of ids) expect(await stored(attachmentId)).not.toBeNull();
    expect((await t.request('DELETE', '/api/deleteAttachment', { cookie: ola, json: ids[0] })).status).toBe(204);
    expect(await stored(ids[0]!.attachmentId)).toBeNull();
    expect((await t.request('DELETE', `/api/deleteCaseDraft/${other}`, { cookie: ola })).status).toBe(204);
    for (const { attachmentId } of ids) expect(await stored(attachmentId)).toBeNull();
  });

  it('does not keep a file for an upload to a case that is not the customer’s', async () => {
    const filesBefore = await files();
    const res = await upload({ filename: 'x.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG) }, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(await files()).toEqual(filesBefore);
    expect(await temps()).toEqual([]);
  });
});
