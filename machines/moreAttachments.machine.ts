import { assertEvent, assign, fromCallback, setup, stopChild } from 'xstate';
import { notProvided } from './flowKit/notProvided';
import type { Outcome } from './flowKit/outcome';
import {
  removeItem,
  startUploads,
  uploadActorOf,
  uploadFailed,
  uploadFinished,
  uploadPrepared,
  uploadProgressed,
  uploadSpawn,
  type AttachmentItem,
} from './flowKit/uploads';

/**
 * More photos and documents on a submitted case (issue 24): LEGG TIL BILDER ELLER DOKUMENTER on the case page
 * uploads each chosen file with the report's rules, progress and checks (the kit's uploads, ./flowKit/uploads.ts),
 * to POST /api/addCaseAttachment/{caseId}. Each finished file reloads the case, so it is listed with «Lagt til etter
 * innsending». A case «Avsluttet» takes nothing more: from the start, or when the server says so (403) because the
 * case was closed while the page was open.
 */
export interface MoreAttachmentsInput {
  caseId: string;
  /** The case's current status is «Avsluttet». */
  closed: boolean;
}

export interface MoreAttachmentsContext {
  caseId: string;
  closed: boolean;
  /** The files chosen on this page, newest last (the case's own list shows the stored ones). */
  items: AttachmentItem[];
  nextNumber: number;
}

export type MoreAttachmentsEvent =
  | { type: 'user.addFiles'; files: File[] }
  /** Takes a failed file out of the list. */
  | { type: 'user.dismiss'; id: string }
  | { type: 'upload.prepared'; id: string; file: File }
  | { type: 'upload.progress'; id: string; progress: number }
  | { type: 'upload.done'; id: string; attachmentId: string; relationshipId: string }
  /** `message`: the server's reason for refusing the file (its type, the upload limit), to show in the list. */
  | { type: 'upload.failed'; id: string; reason?: 'conversion'; message?: string }
  /** The server refused the file because the case is closed (403). */
  | { type: 'upload.closed'; id: string; message?: string };

/** Events an upload actor sends back. */
export type MoreAttachmentsUploadEvent = Extract<MoreAttachmentsEvent, { type: `upload.${string}` }>;

export interface MoreAttachmentsUploadInput {
  id: string;
  file: File;
  caseId: string;
}

export const moreAttachmentsMachine = setup({
  types: {
    input: {} as MoreAttachmentsInput,
    context: {} as MoreAttachmentsContext,
    events: {} as MoreAttachmentsEvent,
  },
  actors: {
    /** App: the photo made small (upload.prepared), then POST /api/addCaseAttachment/{caseId} with progress. */
    uploadAttachment: fromCallback<{ type: 'noop' }, MoreAttachmentsUploadInput, MoreAttachmentsUploadEvent>(() => notProvided('uploadAttachment')),
  },
  actions: {
    /** App: reloads the case (GET /api/getCase), whose list then shows the new file. */
    refreshCase: () => notProvided('refreshCase'),
    addFiles: assign(({ context, event, spawn }) => {
      assertEvent(event, 'user.addFiles');
      const items = startUploads(event.files, context.nextNumber, (item) =>
        spawn('uploadAttachment', uploadSpawn(item, { caseId: context.caseId })),
      );
      return { items: [...context.items, ...items], nextNumber: context.nextNumber + items.length };
    }),
    trackProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return { items: uploadProgressed(context.items, event) };
    }),
    replacePreparedFile: assign(({ context, event }) => {
      assertEvent(event, 'upload.prepared');
      return { items: uploadPrepared(context.items, event) };
    }),
    finishUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.done');
      return { items: uploadFinished(context.items, event) };
    }),
    failUpload: assign(({ context, event }) => {
      assertEvent(event, ['upload.failed', 'upload.closed']);
      return { items: uploadFailed(context.items, event) };
    }),
    stopUpload: stopChild(({ event }) => uploadActorOf(event)),
    dismiss: assign(({ context, event }) => {
      assertEvent(event, 'user.dismiss');
      return { items: removeItem(context.items, event.id) };
    }),
    markClosed: assign({ closed: true }),
  },
  guards: {
    isClosed: ({ context }) => context.closed,
    /** The event is about a file of this page still under way (a late or unknown one changes nothing). */
    isUnderWay: ({ context, event }) => 'id' in event && context.items.some((item) => item.id === event.id && item.status === 'uploading'),
    isFailed: ({ context, event }) => {
      assertEvent(event, 'user.dismiss');
      return context.items.some((item) => item.id === event.id && item.status === 'error');
    },
  },
}).createMachine({
  id: 'moreAttachments',
  description: 'LEGG TIL BILDER ELLER DOKUMENTER on the page of a submitted case.',
  context: ({ input }) => ({ caseId: input.caseId, closed: input.closed, items: [], nextNumber: 0 }),
  initial: 'opening',
  on: {
    // Uploads under way report back whatever the state: the list shows how each one ends.
    'upload.prepared': { actions: 'replacePreparedFile' },
    'upload.progress': { actions: 'trackProgress' },
    'upload.failed': { actions: ['failUpload', 'stopUpload'] },
    'user.dismiss': { guard: 'isFailed', actions: 'dismiss', description: 'A failed file is taken out of the list.' },
  },
  states: {
    opening: {
      description: 'Open or closed, by the case’s current status.',
      always: [{ guard: 'isClosed', target: 'closed', description: 'The case is «Avsluttet».' }, { target: 'open' }],
    },
    open: {
      description: 'The customer can choose files; each uploads on its own, several at once.',
      on: {
        'user.addFiles': { actions: 'addFiles', description: 'Each chosen file starts uploading.' },
        'upload.done': {
          guard: 'isUnderWay',
          actions: ['finishUpload', 'stopUpload', 'refreshCase'],
          description: 'Stored: the case is reloaded and lists it.',
        },
        'upload.closed': {
          guard: 'isUnderWay',
          target: 'closed',
          actions: ['failUpload', 'stopUpload', 'markClosed', 'refreshCase'],
          description: 'The server says the case was closed meanwhile (403): nothing more can be added.',
        },
      },
    },
    closed: {
      description: "«Saken er avsluttet. Du kan ikke legge til flere vedlegg.» The button is gone.",
      // The case's normal end, not something gone wrong: green in the diagrams.
      meta: { outcome: 'success' } satisfies { outcome: Outcome },
      on: {
        'upload.done': {
          guard: 'isUnderWay',
          actions: ['finishUpload', 'stopUpload', 'refreshCase'],
          description: 'An upload that started before still ends.',
        },
        'upload.closed': { guard: 'isUnderWay', actions: ['failUpload', 'stopUpload'], description: 'Other uploads under way are refused too.' },
      },
    },
  },
});
