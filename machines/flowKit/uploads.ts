/**
 * The kit's uploads: files chosen by the customer, each uploaded by its own spawned actor `upload-<id>` that
 * reports progress, done or failed. Shared by the damage report's informasjon step and the more photos of a
 * submitted case (../moreAttachments.machine.ts): both start an upload per chosen file (`startUploads`,
 * `uploadSpawn`), stop its actor once it has answered (`uploadActorOf`) and apply what it reports to their list.
 */
import type { Attachment } from '../../domain/types';

/** `waiting`: chosen offline, or its upload found no network; kept on the device and uploaded once online. */
export type AttachmentStatus = 'uploading' | 'waiting' | 'finished' | 'error';

/** An attachment as the informasjon step shows it (SPEC §3 Attachment "in the form"). */
export interface AttachmentItem {
  /** Local id; upload actors are spawned as `upload-<id>`. */
  id: string;
  filename: string;
  mimetype: string;
  status: AttachmentStatus;
  /** 0–100 while uploading. */
  progress: number;
  attachmentId?: string;
  relationshipId?: string;
  /** The file itself: picked by the user (as prepared for sending), downloaded (images) or an empty placeholder. */
  file: File | null;
  /** Why it failed, when the reason changes what the customer should do. */
  failure?: 'conversion';
  /** The server's reason for refusing it (its 4xx `{message}`), where it gave one. */
  message?: string;
}

/** An item with its file, so it can be sent (an item rebuilt from the server may have none). */
export type SendableItem = AttachmentItem & { file: File };

export const uploadActorId = (id: string) => `upload-${id}`;

/** The upload actor an event is about (`upload-<id>`), for `stopChild` once it has answered or its item is removed. */
export const uploadActorOf = (event: { type: string }): string =>
  'id' in event && typeof event.id === 'string' ? uploadActorId(event.id) : '';

/** What `spawn` is given to upload `item`: its actor's id, and its input (the item's id and file, and the flow's own fields). */
export const uploadSpawn = <T extends object>(item: SendableItem, input: T) => ({
  id: uploadActorId(item.id),
  input: { id: item.id, file: item.file, ...input },
});

export function newUploadItems(files: readonly File[], firstNumber: number, status: 'uploading' | 'waiting' = 'uploading'): SendableItem[] {
  return files.map((file, i) => ({
    id: `file-${firstNumber + i}`,
    filename: file.name,
    mimetype: file.type || 'application/octet-stream',
    status,
    progress: 0,
    file,
  }));
}

/**
 * The customer chose `files`: one new item each, numbered on from `firstNumber`, each upload started at once by
 * `start` (in a flow's action: `spawn('uploadAttachment', uploadSpawn(item, …))`).
 */
export function startUploads(files: readonly File[], firstNumber: number, start: (item: SendableItem) => void): SendableItem[] {
  const items = newUploadItems(files, firstNumber);
  items.forEach((item) => start(item));
  return items;
}

/** The photos that wait for the network, with their files (an item without one cannot be sent). */
export const waitingItems = (items: readonly AttachmentItem[]) => items.filter((i): i is SendableItem => i.status === 'waiting' && i.file !== null);

/** An upload runs or waits: SEND INN waits for it, so no photo is left behind. */
export const hasUnsentAttachments = (items: readonly AttachmentItem[]) => items.some((i) => i.status === 'uploading' || i.status === 'waiting');

/** An attachment stored on the case, as a finished item (the app's loader attaches the rebuilt file). */
export function finishedItem(attachment: Attachment, file: File | null = null): AttachmentItem {
  return {
    id: attachment.attachmentId,
    filename: attachment.filename,
    mimetype: attachment.mimetype,
    status: 'finished',
    progress: 100,
    attachmentId: attachment.attachmentId,
    relationshipId: attachment.relationshipId,
    file,
  };
}

export function updateItem(items: AttachmentItem[], id: string, change: Partial<AttachmentItem>): AttachmentItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

/** The events an upload actor sends back, as both flows' actions apply them to the list. */
export const uploadProgressed = (items: AttachmentItem[], event: { id: string; progress: number }) => updateItem(items, event.id, { progress: event.progress });

export const uploadFinished = (items: AttachmentItem[], event: { id: string; attachmentId: string; relationshipId: string }) =>
  updateItem(items, event.id, { status: 'finished', progress: 100, attachmentId: event.attachmentId, relationshipId: event.relationshipId });

export const uploadFailed = (items: AttachmentItem[], event: { id: string; reason?: 'conversion'; message?: string }) =>
  updateItem(items, event.id, { status: 'error', ...(event.reason ? { failure: event.reason } : {}), ...(event.message ? { message: event.message } : {}) });

/** The photo made smaller or converted before it travels: the list shows the file that is sent. */
export const uploadPrepared = (items: AttachmentItem[], event: { id: string; file: File }) =>
  updateItem(items, event.id, { file: event.file, filename: event.file.name, mimetype: event.file.type || 'application/octet-stream' });

export function removeItem(items: AttachmentItem[], id: string): AttachmentItem[] {
  return items.filter((item) => item.id !== id);
}

/** Deleting a finished attachment calls the API; others (uploading, error) are only removed locally. */
export function isStoredAttachment(item: AttachmentItem | undefined): item is AttachmentItem & { attachmentId: string; relationshipId: string } {
  return item?.status === 'finished' && !!item.attachmentId && !!item.relationshipId;
}

/**
 * After a refresh: the case's attachments as the server has them (keeping the local item, and its file,
 * when it is the same attachment), followed by the local items that are still uploading or failed.
 */
export function mergeRefreshed(local: AttachmentItem[], refreshed: AttachmentItem[]): AttachmentItem[] {
  const byAttachmentId = new Map(local.filter((i) => i.attachmentId).map((i) => [i.attachmentId!, i]));
  const stored = refreshed.map((item) => byAttachmentId.get(item.attachmentId ?? '') ?? item);
  const pending = local.filter((item) => item.status !== 'finished');
  return [...stored, ...pending];
}

export const hasFinishedAttachment = (items: readonly AttachmentItem[]) => items.some((i) => i.status === 'finished');
