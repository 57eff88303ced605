/** Upload checks: magic bytes per declared type and safe file names. */
import type { AttachmentMimeType } from '../../domain/schemas/attachment';

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));

function isoBmffBrand(b: Uint8Array): string | null {
  return b.length >= 12 && ascii(b, 4, 8) === 'ftyp' ? ascii(b, 8, 12) : null;
}

const CHECKS: Record<string, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'image/heic': (b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(isoBmffBrand(b) ?? ''),
  'video/mp4': (b) => isoBmffBrand(b) !== null,
  'video/quicktime': (b) => isoBmffBrand(b) !== null || ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(b, 4, 8)),
  'video/webm': (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  'application/pdf': (b) => ascii(b, 0, 5) === '%PDF-',
  // .docx is a ZIP container
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  // .doc is an OLE compound file
  'application/msword': (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};

/** Whether the file's first bytes match its declared type. Unknown types never match. */
export function contentMatchesType(mimeType: string, bytes: Uint8Array): boolean {
  const check = CHECKS[mimeType];
  return check ? check(bytes) : false;
}

/**
 * Characters that change how a name is shown rather than what it says: C0/C1 controls, bidirectional overrides,
 * embeddings and isolates (U+202E turns 'faktura\u202egpj.exe' into 'fakturaexe.jpg' on screen), zero-width
 * characters, line and paragraph separators, the byte-order mark and interlinear annotation marks.
 */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** UTF-16 halves without their other half (not text; a browser may send them from an odd file name). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A safe display/download name: no path, no control, bidi or reserved characters, at most 150 characters. */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let s = base
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/[<>:"|?*;]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (s.length > 150) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 && s.length - dot <= 10 ? s.slice(dot) : '';
    s = s.slice(0, 150 - ext.length) + ext;
  }
  return s || 'vedlegg';
}

/** File name extensions per accepted type; the first is the one given to a name whose extension does not fit. */
export const EXTENSIONS: Record<AttachmentMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/**
 * The stored name of an upload whose content was verified as `mimeType`: sanitized, and ending in an extension of
 * that type. 'rapport.html' with JPEG content becomes 'rapport.jpg'; 'notat.DOCX' stays as it is.
 */
export function safeAttachmentName(name: string, mimeType: AttachmentMimeType): string {
  const clean = sanitizeFilename(name);
  const allowed = EXTENSIONS[mimeType];
  const m = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(clean);
  if (m && allowed.includes(m[2]!.toLowerCase())) return clean;
  const stem = (m ? m[1]! : clean).replace(/[.\s]+$/, '') || 'vedlegg';
  const ext = `.${allowed[0]}`;
  return stem.slice(0, 150 - ext.length) + ext;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = filename.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/æ/g, 'ae').replace(/Æ/g, 'AE').replace(/ø/g, 'o').replace(/Ø/g, 'O').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
