/** What a flow kept on the device still has to send: saves in its outbox, photos not yet uploaded. Pure. */
import type { Outbox } from './outbox';
import { hasUnsentAttachments, type AttachmentItem } from './uploads';

export const waitsToBeSent = (kept: { outbox: Outbox<unknown>; attachments: readonly AttachmentItem[] }): boolean =>
  kept.outbox.items.length > 0 || hasUnsentAttachments(kept.attachments);
