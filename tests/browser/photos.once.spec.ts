import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { draftWithAnswers } from './drafts';
import { test, expect } from './fixtures';

// Photos made small before they travel (src/lib/photos/preparePhoto.ts), checked on what the server stored.
// Desktop only (`.once`): it is about the upload, not layout, and the Slow 3G figure takes minutes.

const main = (page: Page) => page.getByRole('main');
const fileInput = (page: Page) => main(page).getByLabel('Last opp bilder, video eller dokumenter');

/**
 * A photo as a phone takes it (12 megapixels unless `size` says otherwise): 4000 × 3000 stored pixels, a red block in the stored top-left
 * corner, and EXIF orientation 6 ("turn 90° clockwise to show"), so shown upright it is 3000 × 4000 with the
 * block top right. Photo-like: gradients with grain, so it is several MB as a JPEG.
 */
async function phonePhoto(page: Page, size = { width: 4000, height: 3000 }): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height }) => {
    const canvas = new OffscreenCanvas(width, height);
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#4a6b2a');
    sky.addColorStop(0.5, '#b9a27a');
    sky.addColorStop(1, '#3d3a36');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    const image = g.getImageData(0, 0, width, height);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 25) - 12;
      for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c]! + grain;
    }
    g.putImageData(image, 0, 0);
    g.fillStyle = '#ff0000';
    g.fillRect(0, 0, width / 5, width / 5);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, size);
  const jpeg = Buffer.from(base64, 'base64');
  // APP1 "Exif" with one IFD entry: Orientation (0x0112, SHORT) = 6, little-endian TIFF.
  const exif = Buffer.from([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

/** Width, height and whether the top-left and top-right corners are red, of a JPEG as stored (EXIF ignored). */
async function storedPixels(page: Page, bytes: Buffer) {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/jpeg' }), { imageOrientation: 'none' });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const red = (x: number, y: number) => {
      const [r, gr, b] = g.getImageData(x, y, 1, 1).data;
      return r! > 200 && gr! < 60 && b! < 60;
    };
    return { width: bitmap.width, height: bitmap.height, topLeftRed: red(20, 20), topRightRed: red(bitmap.width - 20, 20) };
  }, bytes.toString('base64'));
}

async function openInformasjon(page: Page): Promise<string> {
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  await page.goto(`/meld-skade/informasjon?CaseId=${caseId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: /Steg 3 av 4/ })).toBeVisible();
  return caseId;
}

async function storedAttachments(page: Page, caseId: string) {
  const res = await page.request.get(`/api/getCase/${caseId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { attachments?: { attachmentId: string; filename: string; mimetype: string }[] }).attachments ?? [];
}

test('a 12-megapixel photo arrives at most 2,560 px on the long side, about 1.5 MB at most, upright and without EXIF', async ({ page }) => {
  test.setTimeout(90_000);
  const caseId = await openInformasjon(page);
  await expect(main(page)).toContainText('Bildene gjøres mindre før de sendes, og posisjonen i bildet fjernes.');
  const photo = await phonePhoto(page);
  expect(photo.length, 'the original is over 2 MB').toBeGreaterThan(2 * 1024 * 1024);

  await fileInput(page).setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
  const row = main(page).getByRole('listitem').filter({ hasText: 'IMG_2041.jpg' });
  await expect(row).toContainText('Lastet opp', { timeout: 30_000 });

  const [stored] = await storedAttachments(page, caseId);
  expect(stored).toMatchObject({ filename: 'IMG_2041.jpg', mimetype: 'image/jpeg' });
  const bytes = Buffer.from(await (await page.request.get(`/api/downloadAttachment/${stored!.attachmentId}`)).body());
  expect(bytes.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  expect(bytes.includes(Buffer.from('Exif')), 'no EXIF block left').toBe(false);
  // Upright as stored: portrait, and the block that was top-left before turning is now top right.
  expect(await storedPixels(page, bytes)).toEqual({ width: 1920, height: 2560, topLeftRed: false, topRightRed: true });
});

test('a small photo from a phone arrives without its metadata (where the GPS position is), upright', async ({ page }) => {
  const caseId = await openInformasjon(page);
  const photo = await phonePhoto(page, { width: 400, height: 300 });
  expect(photo.includes(Buffer.from('Exif\0\0')), 'the original carries EXIF').toBe(true);
  await fileInput(page).setInputFiles({ name: 'IMG_2042.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expect(main(page).getByRole('listitem').filter({ hasText: 'IMG_2042.jpg' })).toContainText('Lastet opp');
  const [stored] = await storedAttachments(page, caseId);
  const bytes = Buffer.from(await (await page.request.get(`/api/downloadAttachment/${stored!.attachmentId}`)).body());
  expect(bytes.includes(Buffer.from('Exif')), 'no EXIF block left').toBe(false);
  expect(await storedPixels(page, bytes)).toEqual({ width: 300, height: 400, topLeftRed: false, topRightRed: true });
});

test('a small photo without metadata and a PDF are sent as they are', async ({ page }) => {
  const caseId = await openInformasjon(page);
  const small = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await fileInput(page).setInputFiles([
    { name: 'liten.png', mimeType: 'image/png', buffer: small },
    { name: 'takst.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(main(page).getByText('Lastet opp')).toHaveCount(2);
  const stored = await storedAttachments(page, caseId);
  const body = async (name: string) =>
    Buffer.from(await (await page.request.get(`/api/downloadAttachment/${stored.find((a) => a.filename === name)!.attachmentId}`)).body());
  expect(await body('liten.png')).toEqual(small);
  expect(await body('takst.pdf')).toEqual(pdf);
});

test('an iPhone photo (HEIC) arrives as a JPEG of the same picture', async ({ page }) => {
  test.setTimeout(60_000);
  const caseId = await openInformasjon(page);
  // 400 × 300, red in the top-left 100 × 100 (made with libheif's heif-enc from a PNG).
  const heic = readFileSync('tests/fixtures/kjeller.heic');
  await fileInput(page).setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(main(page).getByRole('listitem').filter({ hasText: 'IMG_0042.jpg' })).toContainText('Lastet opp', { timeout: 30_000 });
  const [stored] = await storedAttachments(page, caseId);
  expect(stored).toMatchObject({ filename: 'IMG_0042.jpg', mimetype: 'image/jpeg' });
  const bytes = Buffer.from(await (await page.request.get(`/api/downloadAttachment/${stored!.attachmentId}`)).body());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(await storedPixels(page, bytes)).toEqual({ width: 400, height: 300, topLeftRed: true, topRightRed: false });
});

test('a HEIC photo that cannot be converted is refused with what to do, and nothing is sent', async ({ page }) => {
  const caseId = await openInformasjon(page);
  // An ISO-BMFF "ftyp heic" header with no picture in it.
  const broken = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
  await fileInput(page).setInputFiles({ name: 'IMG_0007.HEIC', mimeType: 'image/heic', buffer: broken });
  await expect(main(page).getByRole('listitem').filter({ hasText: 'IMG_0007.HEIC' })).toContainText(
    'Vi klarte ikke å gjøre om HEIC-bildet til JPEG. Slett filen, og last opp bildet som JPEG i stedet.',
    { timeout: 30_000 },
  );
  expect(await storedAttachments(page, caseId)).toEqual([]);
});

/** DevTools' "Slow 3G": 2 s latency, 400 kbit/s each way. */
async function slow3g(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: (500 * 1000 * 0.8) / 8,
    uploadThroughput: (500 * 1000 * 0.8) / 8,
  });
  return cdp;
}

test('on Slow 3G a 12-megapixel photo uploads several times faster made small than as it is', async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const caseId = await openInformasjon(page);
  const photo = await phonePhoto(page);
  await slow3g(page);

  const started = Date.now();
  await fileInput(page).setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expect(main(page).getByRole('listitem').filter({ hasText: 'IMG_2041.jpg' })).toContainText('Lastet opp', { timeout: 150_000 });
  const small = (Date.now() - started) / 1000;

  // The same photo sent as it is, the way the app sends a file, on the same throttled page.
  const asItIs = await page.evaluate(
    async ({ base64, caseId, headers }) => {
      const t = performance.now();
      const res = await fetch('/api/uploadAttachment', {
        method: 'POST',
        headers,
        body: JSON.stringify({ filename: 'original.jpg', mimeType: 'image/jpeg', fileData: base64, caseId }),
      });
      if (!res.ok) throw new Error(`upload ${res.status}`);
      return (performance.now() - t) / 1000;
    },
    { base64: photo.toString('base64'), caseId, headers: { 'Content-Type': 'application/json' } },
  );
  const figure = `12 MP photo (${(photo.length / 1e6).toFixed(1)} MB) on Slow 3G: ${small.toFixed(0)} s made small, ${asItIs.toFixed(0)} s as it is`;
  testInfo.annotations.push({ type: 'figure', description: figure });
  console.log(figure);
  expect(small).toBeLessThan(asItIs / 2);
});
