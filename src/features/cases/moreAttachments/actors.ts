/**
 * The app's implementations of the more-photos machine's stubs (machines/moreAttachments.machine.ts): each file
 * prepared and posted to POST /api/addCaseAttachment/{caseId}, the case reloaded when one is stored.
 */
import { mutate } from 'swr';
import { fromCallback } from 'xstate';
import {
  moreAttachmentsMachine,
  type MoreAttachmentsUploadEvent,
  type MoreAttachmentsUploadInput,
} from '../../../../machines/moreAttachments.machine';
import { ApiError } from '../../../api/apiError';
import { caseKey } from '../../../api/getCase';
import { addCaseAttachment } from '../../../api/uploadAttachment';
import { PhotoConversionError } from '../../../lib/photos/preparePhoto';
import { sendChosenFile } from '../../../lib/uploads/sendChosenFile';

/** The server's reason, when it refused the file itself (a 4xx with `{message}`); not for its own failures. */
const refusal = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined);

export const uploadCaseAttachmentActor = fromCallback<{ type: 'noop' }, MoreAttachmentsUploadInput, MoreAttachmentsUploadEvent>(
  ({ input, sendBack }) => {
    const controller = new AbortController();
    const { id, caseId } = input;
    void (async () => {
      try {
        const result = await sendChosenFile(
          input.file,
          controller.signal,
          {
            prepared: (file) => sendBack({ type: 'upload.prepared', id, file }),
            progress: (progress) => sendBack({ type: 'upload.progress', id, progress }),
          },
          (body, options) => addCaseAttachment(caseId, body, options),
        );
        if (result) sendBack({ type: 'upload.done', id, attachmentId: result.attachmentId, relationshipId: result.relationshipId });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) {
          sendBack({ type: 'upload.closed', id, message: error.message });
          return;
        }
        console.error('Upload failed', error);
        if (error instanceof PhotoConversionError) sendBack({ type: 'upload.failed', id, reason: 'conversion' });
        else sendBack({ type: 'upload.failed', id, ...(refusal(error) ? { message: refusal(error) } : {}) });
      }
    })();
    return () => controller.abort();
  },
);

/** The machine with the app's uploads; a stored file reloads the case page's case (its SWR read). */
export const appMoreAttachmentsMachine = moreAttachmentsMachine.provide({
  actors: { uploadAttachment: uploadCaseAttachmentActor },
  actions: { refreshCase: ({ context }) => void mutate(caseKey(context.caseId)) },
});
