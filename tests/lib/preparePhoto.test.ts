import { describe, expect, it } from 'vitest';
import { carriesMetadata, fittedSize, isHeic, jpegName, preparePhoto } from '../../src/lib/photos/preparePhoto';

// The rules of making photos small (the drawing itself needs a browser: tests/browser/photos.once.spec.ts).

describe('preparePhoto rules', () => {
  it('fits the long side into 2,560 px and never enlarges', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(fittedSize(8000, 10)).toEqual({ width: 2560, height: 3 });
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('names the JPEG after the photo', () => {
    expect(jpegName('IMG_2041.JPG')).toBe('IMG_2041.jpg');
    expect(jpegName('kjeller.bilde.heic')).toBe('kjeller.bilde.jpg');
    expect(jpegName('uten-endelse')).toBe('uten-endelse.jpg');
    expect(jpegName('.heic')).toBe('bilde.jpg');
  });

  it('knows HEIC by type, or by name when the browser gives no type', () => {
    expect(isHeic(new File([], 'a.jpg', { type: 'image/heic' }))).toBe(true);
    expect(isHeic(new File([], 'a.jpg', { type: 'image/heif-sequence' }))).toBe(true);
    expect(isHeic(new File([], 'IMG_0001.HEIC'))).toBe(true);
    expect(isHeic(new File([], 'IMG_0001.jpg', { type: 'image/jpeg' }))).toBe(false);
  });

  it('finds the metadata a phone writes (EXIF, XMP) in JPEG, PNG and WebP, and none in plain pixels', async () => {
    const bytes = (...parts: (number[] | string)[]) => new Blob(parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : new Uint8Array(p))));
    expect(await carriesMetadata(bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x22], 'Exif\0\0', [0x49, 0x49, 0x2a, 0x00]))).toBe(true);
    expect(await carriesMetadata(bytes([0xff, 0xd8, 0xff, 0xe1, 0x01, 0x00], 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>'))).toBe(true);
    expect(await carriesMetadata(bytes([0x89], 'PNG\r\n', [0, 0, 0, 8], 'eXIfII*\0'))).toBe(true);
    expect(await carriesMetadata(bytes('RIFF\0\0\0\0WEBPVP8X', [0, 0, 0, 0], 'EXIF'))).toBe(true);
    expect(await carriesMetadata(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [0xff, 0xdb, 0x45, 0x78, 0x69, 0x66, 0xff, 0xd9]))).toBe(false);
    expect(await carriesMetadata(bytes([0x89], 'PNG\r\n', [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1]))).toBe(false);
  });

  it('sends PDFs, video and Word files as they are, without reading them', async () => {
    for (const file of [
      new File(['%PDF-1.4'], 'takst.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(3 * 1024 * 1024)], 'film.mp4', { type: 'video/mp4' }),
      new File(['x'], 'brev.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    ]) {
      expect(await preparePhoto(file)).toBe(file);
    }
  });
});
