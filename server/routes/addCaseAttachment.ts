/**
 * POST /api/addCaseAttachment/{caseId}, JSON {filename, mimeType, fileData (base64)} → 201 with the attachment as
 * getCase lists it ({attachmentId, filename, mimetype, relationshipId, addedAfterSubmission: true, addedAt}).
 *
 * More photos and documents on a submitted case (issue 24): streamed and checked as the report's upload is
 * (upload.ts), under the same per-customer limit. Only to the customer's own case (else 404), not to a draft, whose
 * files go through POST /api/uploadAttachment (409), and not to a closed case (403).
 */
import type { Context } from 'hono';
import { CASE_CLOSED_MESSAGE, isClosed } from '../../domain/caseStatus';
import { addCaseAttachmentFieldsSchema } from '../../domain/schemas/attachment';
import type { AppEnv } from '../appEnv';
import { HttpError } from '../httpError';
import { currentStatus } from '../lib/caseStatus';
import { ownCase, toAttachment } from './cases';
import { receiveAttachment } from './upload';

export const NOT_SUBMITTED_MESSAGE = 'Skademeldingen er ikke sendt inn ennå. Vedlegg til et utkast lastes opp i skademeldingen.';

export async function addCaseAttachment(c: Context<AppEnv>): Promise<Response> {
  const caseId = c.req.param('caseId');
  const row = await receiveAttachment(c, {
    fields: addCaseAttachmentFieldsSchema,
    async caseFor(tx, userId) {
      // Locked: a status set by the operator command waits for this insert, and the other way round.
      const kase = await ownCase(tx, userId, caseId, true);
      if (!kase.submitted_on_web) throw new HttpError(409, NOT_SUBMITTED_MESSAGE);
      if (isClosed(await currentStatus(tx, kase.id))) throw new HttpError(403, CASE_CLOSED_MESSAGE);
      return kase;
    },
  });
  return c.json(toAttachment(row), 201);
}
