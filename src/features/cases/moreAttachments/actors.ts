/**
 * The app's implementations of the more-photos machine's stubs (machines/moreAttachments.machine.ts): each file
 * prepared and posted to POST /api/addCaseAttachment/{caseId}, the case reloaded when one is stored.
 */
import { mutate } from 'swr';
import {
  moreAttachmentsMachine,
  type MoreAttachmentsUploadEvent,
  type MoreAttachmentsUploadInput,
} from '../../../../machines/moreAttachments.machine';
import { ApiError } from '../../../api/apiError';
import { caseKey } from '../../../api/getCase';
import { addCaseAttachment } from '../../../api/uploadAttachment';
import { PhotoConversionError } from '../../../lib/photos/preparePhoto';
import { fileUploadActor } from '../../../lib/uploads/sendChosenFile';

/** The server's reason, when it refused the file itself (a 4xx with `{message}`); not for its own failures. */
const refusal = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined);

export const uploadCaseAttachmentActor = fileUploadActor(
  (input: MoreAttachmentsUploadInput, body, options) => addCaseAttachment(input.caseId, body, options),
  (id, error): MoreAttachmentsUploadEvent => {
    if (error instanceof ApiError && error.status === 403) return { type: 'upload.closed', id, message: error.message };
    console.error('Upload failed', error);
    if (error instanceof PhotoConversionError) return { type: 'upload.failed', id, reason: 'conversion' };
    const message = refusal(error);
    return { type: 'upload.failed', id, ...(message ? { message } : {}) };
  },
);

/** The machine with the app's uploads; a stored file reloads the case page's case (its SWR read). */
export const appMoreAttachmentsMachine = moreAttachmentsMachine.provide({
  actors: { uploadAttachment: uploadCaseAttachmentActor },
  actions: { refreshCase: ({ context }) => void mutate(caseKey(context.caseId)) },
});
