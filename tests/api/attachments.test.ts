import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../domain/schemas/attachment';
import type { Case } from '../../domain/types';
import { ATTACHMENT_IDS, CASE_IDS } from '../../server/db/demo';
import { makePdf } from '../../server/lib/pdf';
import { demoDamagePhoto } from '../../server/lib/png';
import { caseIdFrom, createTestApp, json, KARI, OLA, testBackends, type TestApp, SETUP_TIMEOUT } from './support/testApp';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const PNG = demoDamagePhoto();
const PDF = await makePdf('Test', ['Hei']);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0]);
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0]);

describe.each(testBackends())('attachments API ($label)', (kind) => {
  let t: TestApp;
  let kari: string;
  let ola: string;
  let olaDraft: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [kari, ola] = await Promise.all([t.login(KARI.ssn), t.login(OLA.ssn)]);
    const res = await t.request('POST', '/api/createCaseDraft', { cookie: ola });
    olaDraft = caseIdFrom((await json<{ incidentUri: string }>(res)).incidentUri);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const upload = (cookie: string, body: Record<string, unknown>) => t.request('POST', '/api/uploadAttachment', { cookie, json: body });
  const getCase = async (cookie: string, id: string) => json<Case>(await t.request('GET', `/api/getCase/${id}`, { cookie }));

  it('uploads to an own draft, lists it on the case and downloads the same bytes', async () => {
    const res = await upload(ola, { filename: 'skade.png', mimeType: 'image/png', fileData: b64(PNG), caseId: olaDraft });
    expect(res.status).toBe(201);
    const { attachmentId, relationshipId } = await json<{ attachmentId: string; relationshipId: string }>(res);
    expect(attachmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(relationshipId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getCase(ola, olaDraft)).attachments).toContainEqual({ attachmentId, relationshipId, filename: 'skade.png', mimetype: 'image/png' });

    const dl = await t.request('GET', `/api/downloadAttachment/${attachmentId}`, { cookie: ola });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(dl.headers.get('content-disposition')).toBe(`attachment; filename="skade.png"; filename*=UTF-8''skade.png`);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['image/jpeg', 'bilde.jpg', JPEG],
    ['image/gif', 'animasjon.gif', GIF],
    ['application/pdf', 'rapport.pdf', PDF],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'notat.docx', DOCX],
    ['application/msword', 'notat.doc', DOC],
    ['video/mp4', 'film.mp4', MP4],
  ])('accepts %s with matching content', async (mimeType, filename, bytes) => {
    const res = await upload(ola, { filename, mimeType, fileData: b64(bytes), caseId: olaDraft });
    expect(res.status).toBe(201);
  });

  it('sanitizes file names (no paths or control characters) and keeps æøå', async () => {
    const res = await upload(ola, { filename: '../../etc/pass"wd\u0000 ærlig øl å.pdf', mimeType: 'application/pdf', fileData: b64(PDF), caseId: olaDraft });
    expect(res.status).toBe(201);
    const { attachmentId } = await json<{ attachmentId: string }>(res);
    const att = (await getCase(ola, olaDraft)).attachments.find((a) => a.attachmentId === attachmentId);
    expect(att?.filename).toBe('pass_wd ærlig øl å.pdf');
    const dl = await t.request('GET', `/api/downloadAttachment/${attachmentId}`, { cookie: ola });
    expect(dl.headers.get('content-disposition')).toBe(
      `attachment; filename="pass_wd aerlig ol a.pdf"; filename*=UTF-8''pass_wd%20%C3%A6rlig%20%C3%B8l%20%C3%A5.pdf`,
    );
  });

  it.each([
    ['a type outside the allowlist', { filename: 'x.html', mimeType: 'text/html', fileData: b64(Buffer.from('<html>')) }],
    ['an executable declared as PNG', { filename: 'x.png', mimeType: 'image/png', fileData: b64(Buffer.from('MZ\x90\x00 not a png')) }],
    ['a PDF declared as JPEG', { filename: 'x.jpg', mimeType: 'image/jpeg', fileData: b64(PDF) }],
    ['a PNG declared as PDF', { filename: 'x.pdf', mimeType: 'application/pdf', fileData: b64(PNG) }],
    ['a text file declared as .doc', { filename: 'x.doc', mimeType: 'application/msword', fileData: b64(Buffer.from('hello world')) }],
    ['a text file declared as .docx', { filename: 'x.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileData: b64(Buffer.from('hello')) }],
    ['invalid base64', { filename: 'x.png', mimeType: 'image/png', fileData: 'iVBORw0KGgo!!!' }],
    ['base64 with a data: prefix', { filename: 'x.png', mimeType: 'image/png', fileData: `data:image/png;base64,${b64(PNG)}` }],
    ['empty file data', { filename: 'x.png', mimeType: 'image/png', fileData: '' }],
    ['an empty file name', { filename: '  ', mimeType: 'image/png', fileData: b64(PNG) }],
    ['a number as file data', { filename: 'x.png', mimeType: 'image/png', fileData: 123 }],
    ['a caseId that is not a UUID', { filename: 'x.png', mimeType: 'image/png', fileData: b64(PNG), caseId: 'abc' }],
    ['an unknown key', { filename: 'x.png', mimeType: 'image/png', fileData: b64(PNG), extra: 1 }],
  ])('answers 400 {message} for %s', async (_label, body) => {
    const before = (await getCase(ola, olaDraft)).attachments.length;
    const res = await upload(ola, { caseId: olaDraft, ...body });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    expect((await getCase(ola, olaDraft)).attachments).toHaveLength(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.request('POST', '/api/uploadAttachment', { cookie: ola, body: '{"filename":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.any(String) });
  });

  it('answers 400 for a file over 20 MB, and 413 for a body over the limit', async () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(PNG.subarray(0, 8));
    const res = await upload(ola, { filename: 'stor.png', mimeType: 'image/png', fileData: b64(big), caseId: olaDraft });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/20 MB/);
    const huge = await t.request('POST', '/api/uploadAttachment', { cookie: ola, body: 'x'.repeat(29 * 1024 * 1024), headers: { 'Content-Type': 'application/json' } });
    expect(huge.status).toBe(413);
    expect(await json(huge)).toEqual({ message: expect.any(String) });
  });

  it("never uploads to, downloads from or deletes on another customer's case (404)", async () => {
    const up = await upload(ola, { filename: 'x.png', mimeType: 'image/png', fileData: b64(PNG), caseId: CASE_IDS.kariDraft });
    expect(up.status).toBe(404);
    expect((await getCase(kari, CASE_IDS.kariDraft)).attachments).toHaveLength(0);

    const dl = await t.request('GET', `/api/downloadAttachment/${ATTACHMENT_IDS.photo}`, { cookie: ola });
    expect(dl.status).toBe(404);
    expect(await json(dl)).toEqual({ message: expect.any(String) });

    const del = await t.request('DELETE', '/api/deleteAttachment', { cookie: ola, json: { attachmentId: ATTACHMENT_IDS.photo, relationshipId: ATTACHMENT_IDS.photoRel } });
    expect(del.status).toBe(404);
    expect((await getCase(kari, CASE_IDS.kariSubmittedWithAttachments)).attachments).toHaveLength(2);
    expect((await t.request('GET', `/api/downloadAttachment/${ATTACHMENT_IDS.photo}`, { cookie: kari })).status).toBe(200);
  });

  it('does not change attachments of a submitted case (409)', async () => {
    const up = await upload(kari, { filename: 'x.png', mimeType: 'image/png', fileData: b64(PNG), caseId: CASE_IDS.kariSubmittedWithAttachments });
    expect(up.status).toBe(409);
    const del = await t.request('DELETE', '/api/deleteAttachment', { cookie: kari, json: { attachmentId: ATTACHMENT_IDS.pdf, relationshipId: ATTACHMENT_IDS.pdfRel } });
    expect(del.status).toBe(409);
    expect((await getCase(kari, CASE_IDS.kariSubmittedWithAttachments)).attachments).toHaveLength(2);
  });

  it('downloads the seeded PNG and PDF as real files', async () => {
    const png = await t.request('GET', `/api/downloadAttachment/${ATTACHMENT_IDS.photo}`, { cookie: kari });
    expect(Buffer.from(await png.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const pdf = await t.request('GET', `/api/downloadAttachment/${ATTACHMENT_IDS.pdf}`, { cookie: kari });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).toMatch(/^%PDF-1\.\d/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('DELETE /api/deleteAttachment removes an own attachment (204); wrong relationshipId or bad body is refused', async () => {
    const res = await upload(ola, { filename: 'slett.png', mimeType: 'image/png', fileData: b64(PNG), caseId: olaDraft });
    const { attachmentId, relationshipId } = await json<{ attachmentId: string; relationshipId: string }>(res);
    const wrongRel = await t.request('DELETE', '/api/deleteAttachment', { cookie: ola, json: { attachmentId, relationshipId: ATTACHMENT_IDS.photoRel } });
    expect(wrongRel.status).toBe(404);
    const bad = await t.request('DELETE', '/api/deleteAttachment', { cookie: ola, json: { attachmentId } });
    expect(bad.status).toBe(400);
    const ok = await t.request('DELETE', '/api/deleteAttachment', { cookie: ola, json: { attachmentId, relationshipId } });
    expect(ok.status).toBe(204);
    expect((await getCase(ola, olaDraft)).attachments.find((a) => a.attachmentId === attachmentId)).toBeUndefined();
    expect((await t.request('GET', `/api/downloadAttachment/${attachmentId}`, { cookie: ola })).status).toBe(404);
  });
});
