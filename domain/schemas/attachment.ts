import * as v from 'valibot';

/** Attachment types accepted on upload (SPEC §5: images, videos, pdf, doc, docx). */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];

/**
 * For `<input type="file" accept=...>`. HEIF and the HEIC/HEIF extensions too: some browsers give iPhone photos
 * no type, and the app converts them to JPEG before sending (src/lib/photos/preparePhoto.ts).
 */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_MIME_TYPES, 'image/heif', '.heic', '.heif'].join(',');

/** Largest decoded file accepted by the server. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** Strict standard base64 (no data: prefix, no whitespace, padded). A loop, not a regex: files are up to ~28 M characters. */
export function isBase64(s: string): boolean {
  if (s.length % 4 !== 0) return false;
  const end = s.endsWith('==') ? s.length - 2 : s.endsWith('=') ? s.length - 1 : s.length;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    const ok =
      (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 /* + */ || c === 47; /* / */
    if (!ok) return false;
  }
  return true;
}

/** Decoded size of a (valid) base64 string. */
export function base64DecodedLength(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return (b64.length / 4) * 3 - padding;
}

const fileFieldEntries = {
  /** Sanitized by the server (path, control and bidi characters removed; extension set from the verified type). */
  filename: v.pipe(
    v.string('Filnavn mangler.'),
    v.trim(),
    v.minLength(1, 'Filnavn mangler.'),
    v.maxLength(255, 'Filnavnet er for langt.'),
  ),
  mimeType: v.picklist(ATTACHMENT_MIME_TYPES, 'Filtypen er ikke tillatt. Last opp bilde, video, PDF eller Word-dokument.'),
};

const uploadFieldEntries = {
  ...fileFieldEntries,
  caseId: v.pipe(v.string('caseId mangler.'), v.uuid('Ugyldig caseId.')),
};

/** POST /api/uploadAttachment: JSON {filename, mimeType, fileData (base64), caseId}. */
export const uploadAttachmentSchema = v.strictObject(
  {
    ...uploadFieldEntries,
    fileData: v.pipe(
      v.string('Filinnhold mangler.'),
      v.minLength(1, 'Filen er tom.'),
      v.check((s) => Math.floor((s.length * 3) / 4) <= MAX_ATTACHMENT_BYTES + 2, 'Filen er for stor. Maks 20 MB.'),
      v.check(isBase64, 'Filinnholdet er ikke gyldig base64.'),
      v.check((s) => base64DecodedLength(s) <= MAX_ATTACHMENT_BYTES, 'Filen er for stor. Maks 20 MB.'),
    ),
  },
  'Ukjent felt i forespørselen.',
);

/**
 * The upload's fields besides fileData, which the server streams to disk (base64 checked as it arrives) rather
 * than holding it whole.
 */
export const uploadAttachmentFieldsSchema = v.strictObject(uploadFieldEntries, 'Ukjent felt i forespørselen.');

/**
 * POST /api/addCaseAttachment/{caseId}: JSON {filename, mimeType, fileData (base64)}, streamed like the upload; the
 * case is the one in the path. These are its fields besides fileData.
 */
export const addCaseAttachmentFieldsSchema = v.strictObject(fileFieldEntries, 'Ukjent felt i forespørselen.');

/** DELETE /api/deleteAttachment */
export const deleteAttachmentSchema = v.strictObject(
  {
    attachmentId: v.pipe(v.string('attachmentId mangler.'), v.uuid('Ugyldig attachmentId.')),
    relationshipId: v.pipe(v.string('relationshipId mangler.'), v.uuid('Ugyldig relationshipId.')),
  },
  'Ukjent felt i forespørselen.',
);
