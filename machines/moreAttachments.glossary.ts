/** What the more-photos machine's events, guards, actions and actors mean (docs/machines/README.md). */
import type { moreAttachmentsMachine } from './moreAttachments.machine';
import type { GlossaryOf } from './glossary';

export const moreAttachmentsGlossary = {
  events: {
    'user.addFiles': 'The customer chose files with LEGG TIL BILDER ELLER DOKUMENTER.',
    'user.dismiss': 'FJERN on a file that failed.',
    'upload.prepared': 'The app made the photo smaller (or converted it from HEIC) before sending it.',
    'upload.progress': 'How much of a file has been sent.',
    'upload.done': 'The server stored the file.',
    'upload.failed': 'The server refused the file (its type, size or content), or it could not be sent.',
    'upload.closed': 'The server refused the file because the case is «Avsluttet» (403).',
  },
  guards: {
    isClosed: 'The case’s current status is «Avsluttet».',
    isUnderWay: 'The event is about a file on this page that is still being sent; a late or unknown one changes nothing.',
    isFailed: 'The file is one that failed (one being sent cannot be taken out).',
  },
  actions: {
    refreshCase: 'Reloads the case, so its list of attachments shows the new file with «Lagt til etter innsending».',
    addFiles: 'Lists each chosen file and starts its upload.',
    trackProgress: 'Shows how far the file has come.',
    replacePreparedFile: 'Lists the smaller photo that is sent instead of the original.',
    finishUpload: 'Marks the file as sent.',
    failUpload: 'Marks the file as failed, with what to do.',
    stopUpload: 'Stops the file’s upload.',
    dismiss: 'Takes the failed file out of the list.',
    markClosed: 'Remembers that the case is closed.',
  },
  actors: {
    uploadAttachment: 'Sends one file: POST /api/addCaseAttachment/{caseId}, with progress.',
  },
} satisfies GlossaryOf<typeof moreAttachmentsMachine>;
