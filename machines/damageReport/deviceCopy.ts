/**
 * The draft as the device keeps it (pure): what the customer gave that the server may not have yet, so an
 * offline reload or a closed tab loses nothing. The app writes `draftOnDevice(context)` to IndexedDB while the
 * flow runs (src/features/damageReport/deviceCopy.ts) and hands it back to `loadDraft`; `restoreDraft` turns
 * what was loaded into the flow's form, outbox and attachments.
 */
import type { CaseForm, User } from '../../domain/types';
import { emptyOutbox, type Outbox } from '../flowKit/outbox';
import type { AttachmentItem } from '../flowKit/uploads';
import { waitsToBeSent } from '../flowKit/unsent';
import { caseToForm, withDraftDefaults } from '../../domain/damageReportDraft';
import { diffForm, hasChanges } from './formDiff';
import type { DamageReportContext, DraftOnDevice, LoadedDraft, QueuedSend } from './types';

export const draftOnDevice = (c: DamageReportContext): DraftOnDevice => ({
  owner: c.user?.id ?? '',
  caseId: c.caseId ?? '',
  form: c.form,
  savedForm: c.savedForm,
  outbox: c.outbox,
  // An upload cut off by the reload starts again from the device: it waits like one chosen offline.
  attachments: c.attachments.map((a) => (a.status === 'uploading' ? { ...a, status: 'waiting' as const, progress: 0 } : a)),
  nextAttachmentNumber: c.nextAttachmentNumber,
});

/**
 * In a running flow, what waits to be sent also counts the answers typed on the step and not yet saved (the
 * draft's defaults, the profile's phone and e-mail, are not answers).
 */
export const hasUnsentWork = (c: DamageReportContext): boolean =>
  waitsToBeSent(c) || (!!c.caseId && hasChanges(withDraftDefaults(c.savedForm, c.user), c.form));

/** The fields the outbox will still send, in order. */
const queuedPatches = (outbox: Outbox<QueuedSend>): CaseForm =>
  outbox.items.reduce<CaseForm>((form, { payload }) => (payload.kind === 'draft' ? { ...form, ...payload.patch } : form), {});

export interface RestoredDraft {
  form: CaseForm;
  savedForm: CaseForm;
  outbox: Outbox<QueuedSend>;
  attachments: AttachmentItem[];
  nextAttachmentNumber: number;
}

/**
 * The draft to show after a load:
 * - nothing on the device: the server's case, with the draft defaults;
 * - offline: the draft as the device last saw it;
 * - online with a device copy: the server's case, plus what the outbox still sends, plus what was typed and not
 *   yet handed to it; the server's attachments, plus the photos still waiting.
 */
export function restoreDraft(loaded: LoadedDraft, user: Pick<User, 'mobilePhone' | 'email'> | null = loaded.user): RestoredDraft {
  const device = loaded.onDevice;
  const serverForm = caseToForm(loaded.case);
  if (!device) {
    return { savedForm: serverForm, form: withDraftDefaults(serverForm, user), outbox: emptyOutbox(), attachments: loaded.attachments, nextAttachmentNumber: 1 };
  }
  if (loaded.offline) {
    const { form, savedForm, outbox, attachments, nextAttachmentNumber } = device;
    return { form, savedForm, outbox, attachments, nextAttachmentNumber };
  }
  const savedForm = { ...serverForm, ...queuedPatches(device.outbox) };
  const typed = diffForm(device.savedForm, device.form);
  const waiting = device.attachments.filter((a) => a.status === 'waiting');
  return {
    savedForm,
    form: withDraftDefaults({ ...savedForm, ...typed }, user),
    outbox: device.outbox,
    attachments: [...loaded.attachments, ...waiting],
    nextAttachmentNumber: device.nextAttachmentNumber,
  };
}
