/**
 * Photos made small before they travel (a phone in a basement may have one bar). Runs in the browser before
 * the upload:
 * - JPEG, PNG and WebP larger than SHRINK_ABOVE_PX on the long side, or SHRINK_ABOVE_BYTES, are drawn at most
 *   MAX_LONG_SIDE_PX on the long side, upright (EXIF orientation applied by the decoder), and re-encoded as JPEG.
 *   Re-encoding keeps only pixels: the EXIF data, the GPS position included, is gone.
 * - HEIC/HEIF (iPhones) is converted to JPEG by heic-to, loaded only when such a file is chosen, then treated
 *   as above.
 * - A small JPEG, PNG or WebP that carries metadata (EXIF or XMP, where a phone puts the GPS position) is
 *   re-encoded the same way at its own size, so the upload hint's promise («posisjonen i bildet fjernes») holds.
 * - Everything else (PDF, video, Word, GIF, small photos without metadata) is sent as it is.
 * The server still checks every file.
 */

export const MAX_LONG_SIDE_PX = 2560;
const SHRINK_ABOVE_PX = MAX_LONG_SIDE_PX;
const SHRINK_ABOVE_BYTES = 2 * 1024 * 1024;
const JPEG_QUALITY = 0.85;
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A HEIC photo that could not be converted; the customer is asked to send it as JPEG. */
export class PhotoConversionError extends Error {
  constructor(cause: unknown) {
    super('HEIC conversion failed', { cause });
    this.name = 'PhotoConversionError';
  }
}

/** Where a photo keeps its metadata: JPEG's APP1 «Exif», PNG's eXIf chunk, WebP's EXIF chunk, and XMP in any of them. */
const METADATA_MARKS = ['Exif\0\0', 'eXIf', 'EXIF', 'http://ns.adobe.com/xap/1.0/'].map((mark) => new TextEncoder().encode(mark));
/** Metadata sits before the pixels: a JPEG's APP segments are at most 64 KB each and come first. */
const METADATA_HEAD_BYTES = 256 * 1024;

/** Whether `bytes` contain `mark`. */
function contains(bytes: Uint8Array, mark: Uint8Array): boolean {
  outer: for (let i = bytes.indexOf(mark[0]!); i >= 0 && i <= bytes.length - mark.length; i = bytes.indexOf(mark[0]!, i + 1)) {
    for (let j = 1; j < mark.length; j++) if (bytes[i + j] !== mark[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether the photo's head carries EXIF or XMP metadata (a false alarm only costs a re-encoding). */
export async function carriesMetadata(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, METADATA_HEAD_BYTES).arrayBuffer());
  return METADATA_MARKS.some((mark) => contains(head, mark));
}

/** HEIC/HEIF by type or, as some browsers give no type for them, by name. */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The size to draw a `width` × `height` picture at: at most MAX_LONG_SIDE_PX on the long side. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_LONG_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name with its extension replaced by `.jpg`. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'bilde'}.jpg`;
}

/** The HEIC photo decoded, upright (libheif applies the file's rotation and mirroring). */
async function decodeHeic(file: File): Promise<ImageBitmap> {
  try {
    // The CSP build: its decoder runs in a worker without eval (the app's CSP has no 'unsafe-eval').
    const { heicTo } = await import('heic-to/csp');
    return await heicTo({ blob: file, type: 'bitmap' });
  } catch (error) {
    throw new PhotoConversionError(error);
  }
}

/** `bitmap` drawn at most MAX_LONG_SIDE_PX on the long side and encoded as JPEG: pixels only, no metadata. */
async function toJpeg(bitmap: ImageBitmap, name: string, lastModified: number): Promise<File> {
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return new File([jpeg], jpegName(name), { type: 'image/jpeg', lastModified });
}

/**
 * The file to upload for `file`: a smaller upright JPEG without metadata, the same file, or (HEIC) a converted
 * JPEG. Throws PhotoConversionError when a HEIC photo cannot be converted. A photo the browser cannot decode is
 * sent as it is, for the server to judge.
 */
export async function preparePhoto(file: File): Promise<File> {
  if (isHeic(file)) {
    const bitmap = await decodeHeic(file);
    try {
      return await toJpeg(bitmap, file.name, file.lastModified);
    } catch (error) {
      throw new PhotoConversionError(error);
    } finally {
      bitmap.close();
    }
  }
  if (!SHRINKABLE.has(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    // 'from-image': the decoder turns the picture as its EXIF orientation says, so what is drawn is upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here: the server judges it
  }
  try {
    const small = file.size <= SHRINK_ABOVE_BYTES && Math.max(bitmap.width, bitmap.height) <= SHRINK_ABOVE_PX;
    return small && !(await carriesMetadata(file)) ? file : await toJpeg(bitmap, file.name, file.lastModified);
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
