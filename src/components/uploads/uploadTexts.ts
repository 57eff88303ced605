import type { AttachmentItem } from '../../../machines/flowKit/uploads';

/** The texts of a file on its way up, for every upload list (the damage report's and a submitted case's). */
export const UPLOAD_TEXTS = {
  hint:
    'Du kan velge flere filer samtidig. Tillatte filtyper er bilder, video, PDF og Word (doc og docx), inntil 20 MB per fil. ' +
    'Bildene gjøres mindre før de sendes, og posisjonen i bildet fjernes.',
  uploading: (progress: number) => `Laster opp … ${progress} %`,
  /** A photo chosen offline in the damage report, kept on the device until the network is back. */
  waiting: 'Venter på nett',
  finished: 'Lastet opp',
  conversionFailed: 'Vi klarte ikke å gjøre om HEIC-bildet til JPEG. Slett filen, og last opp bildet som JPEG i stedet.',
  failed: 'Opplastingen feilet. Slett filen og prøv igjen.',
} as const;

/** The row's status line; a failed file says the server's reason where there is one. */
export function uploadStatusText(item: AttachmentItem): string {
  switch (item.status) {
    case 'uploading':
      return UPLOAD_TEXTS.uploading(item.progress);
    case 'waiting':
      return UPLOAD_TEXTS.waiting;
    case 'finished':
      return UPLOAD_TEXTS.finished;
    case 'error':
      return item.failure === 'conversion' ? UPLOAD_TEXTS.conversionFailed : (item.message ?? UPLOAD_TEXTS.failed);
  }
}
