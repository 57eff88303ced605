/**
 * Informasjon's attachments, with the flow kit's uploads (../flowKit/uploads.ts): each chosen file uploads in its
 * own child actor `upload-<id>` (several at once, on while the customer moves between steps); offline the files
 * wait on the device and upload once online; a stored attachment is deleted on the server, then the list is
 * fetched again.
 */
import { assertEvent, assign, stopChild } from 'xstate';
import {
  isStoredAttachment,
  mergeRefreshed,
  newUploadItems,
  removeItem,
  startUploads,
  updateItem,
  uploadActorOf,
  uploadFailed,
  uploadFinished,
  uploadPrepared,
  uploadProgressed,
  uploadSpawn,
  waitingItems,
  type AttachmentItem,
} from '../flowKit/uploads';
import { damageReportActions, damageReportGuards } from './base';
import { formChange } from './edits';
import { ownerOf } from './outbox';
import type { DamageReportContext } from './types';

/** What the report's upload actor takes besides the file: the case, and the customer it belongs to. */
const uploadInput = (context: DamageReportContext) => ({ caseId: context.caseId ?? '', owner: ownerOf(context) });

export const uploadActions = damageReportActions({
  /** Offline: the chosen files wait on the device, shown as «Venter på nett». */
  keepFilesWaiting: assign(({ context, event }) => {
    assertEvent(event, 'user.addFiles');
    const items = newUploadItems(event.files, context.nextAttachmentNumber, 'waiting');
    return {
      ...formChange(context, 'informasjon', context.form, 'attachments', [...context.attachments, ...items]),
      nextAttachmentNumber: context.nextAttachmentNumber + items.length,
    };
  }),
  /** Online again: every waiting photo starts its upload, as if just chosen. */
  resumeWaitingUploads: assign(({ context, spawn }) => {
    const waiting = waitingItems(context.attachments);
    if (waiting.length === 0) return {};
    waiting.forEach((item) => spawn('uploadAttachment', uploadSpawn(item, uploadInput(context))));
    const ids = new Set(waiting.map((i) => i.id));
    return { attachments: context.attachments.map((a) => (ids.has(a.id) ? { ...a, status: 'uploading' as const, progress: 0 } : a)) };
  }),
  /** The upload found no network: the photo waits for it. */
  holdUpload: assign(({ context, event }) => {
    assertEvent(event, 'upload.waiting');
    return { attachments: updateItem(context.attachments, event.id, { status: 'waiting', progress: 0 }) };
  }),
  /** Each file uploads in its own child actor `upload-<id>`, so several run at once. */
  addFiles: assign(({ context, event, spawn }) => {
    assertEvent(event, 'user.addFiles');
    const items = startUploads(event.files, context.nextAttachmentNumber, (item) =>
      spawn('uploadAttachment', uploadSpawn(item, uploadInput(context))),
    );
    return {
      attachments: [...context.attachments, ...items],
      nextAttachmentNumber: context.nextAttachmentNumber + items.length,
    };
  }),
  trackUploadProgress: assign(({ context, event }) => {
    assertEvent(event, 'upload.progress');
    return { attachments: uploadProgressed(context.attachments, event) };
  }),
  finishUpload: assign(({ context, event }) => {
    assertEvent(event, 'upload.done');
    const attachments = uploadFinished(context.attachments, event);
    // Uploads go on while the customer moves between steps: only informasjon's attachment error can change
    // (a finished upload can fix it, never cause it), and it is shown only there.
    if (context.errors.attachments === undefined) return { attachments };
    return formChange(context, 'informasjon', context.form, 'attachments', attachments);
  }),
  replacePreparedFile: assign(({ context, event }) => {
    assertEvent(event, 'upload.prepared');
    return { attachments: uploadPrepared(context.attachments, event) };
  }),
  failUpload: assign(({ context, event }) => {
    assertEvent(event, 'upload.failed');
    return { attachments: uploadFailed(context.attachments, event) };
  }),
  /** Stops the upload actor of the event's attachment (finished, failed or removed). */
  stopUpload: stopChild(({ event }) => uploadActorOf(event)),
  removeAttachment: assign(({ context, event }) => {
    assertEvent(event, 'user.deleteAttachment');
    return formChange(context, 'informasjon', context.form, 'attachments', removeItem(context.attachments, event.id));
  }),
  markDeletingAttachment: assign(({ event }) => {
    assertEvent(event, 'user.deleteAttachment');
    return { deletingAttachmentId: event.id };
  }),
  removeDeletedAttachment: assign(({ context }) => ({
    ...formChange(context, 'informasjon', context.form, 'attachments', removeItem(context.attachments, context.deletingAttachmentId ?? '')),
    deletingAttachmentId: null,
  })),
  forgetDeletingAttachment: assign({ deletingAttachmentId: null }),
  mergeAttachments: assign(({ context }, params: { items: AttachmentItem[] }) =>
    formChange(context, 'informasjon', context.form, 'attachments', mergeRefreshed(context.attachments, params.items)),
  ),
});

export const uploadGuards = damageReportGuards({
  isStoredAttachment: ({ context, event }) => {
    assertEvent(event, 'user.deleteAttachment');
    return isStoredAttachment(context.attachments.find((a) => a.id === event.id));
  },
});
