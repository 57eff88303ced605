/**
 * What `npm run case:status -- <incidentId> <status> [date]` does (scripts/caseStatus.ts): checks the arguments,
 * then appends the status to a submitted case's history. The portal has no case-handler side; this is how a
 * case's status moves (issue 24).
 */
import * as v from 'valibot';
import { CASE_STATUS_CODES, caseStatusCodeSchema, caseStatusName, INSPECTION_BOOKED, inspectionDateSchema, needsInspectionDate, type CaseStatusCode } from '../../domain/caseStatus';
import type { Db } from '../../server/db/db';
import { isUuid } from '../../server/http';
import { recordStatus, statusHistories } from '../../server/lib/caseStatus';

export const USAGE = `Usage: npm run case:status -- <incidentId> <status> [YYYY-MM-DD]  (status: ${CASE_STATUS_CODES.join(', ')}; the date, of the inspection, with ${INSPECTION_BOOKED} only)`;

/** A refusal the operator is told about in one line (exit 1). */
export class CommandError extends Error {}

export interface StatusChange {
  caseId: string;
  code: CaseStatusCode;
  inspectionDate: string | null;
}

export function parseStatusArgs(args: readonly string[]): StatusChange {
  const [caseId, code, date, ...rest] = args;
  if (caseId === undefined || code === undefined || rest.length > 0) throw new CommandError(USAGE);
  if (!isUuid(caseId)) throw new CommandError(`Not a case id (incidentId, a UUID): ${caseId}`);
  if (!v.is(caseStatusCodeSchema, code)) throw new CommandError(`Unknown status: ${code} (known: ${CASE_STATUS_CODES.join(', ')})`);
  if (needsInspectionDate(code) && date === undefined) throw new CommandError(`${code} needs the inspection date: YYYY-MM-DD`);
  if (!needsInspectionDate(code) && date !== undefined) throw new CommandError(`Only ${INSPECTION_BOOKED} takes a date; ${code} does not`);
  if (date !== undefined && !v.is(inspectionDateSchema, date)) throw new CommandError(`Not a date (YYYY-MM-DD, a real day): ${date}`);
  return { caseId: caseId.toLowerCase(), code, inspectionDate: date ?? null };
}

/** Appends the status to the submitted case's history, set now; answers the line to print. */
export async function setCaseStatus(db: Db, change: StatusChange): Promise<string> {
  const { caseId, code, inspectionDate } = change;
  return db.transaction(async (tx) => {
    // Locked: an attachment being added waits, so none lands on a case just closed.
    const [kase] = await tx.query<{ submitted_on_web: boolean }>('SELECT submitted_on_web FROM cases WHERE id = $1 FOR UPDATE', [caseId]);
    if (!kase) throw new CommandError(`No case ${caseId}`);
    if (!kase.submitted_on_web) throw new CommandError(`Case ${caseId} is a draft: only a submitted case has a status`);
    const current = (await statusHistories(tx, [caseId])).get(caseId)?.at(-1);
    // The same status twice would show twice on the customer's timeline; a new inspection date is a change.
    if (current && current.code === code && (current.inspectionDate ?? null) === inspectionDate) {
      throw new CommandError(`Case ${caseId} is already «${current.name}»${inspectionDate ? ` (inspection ${inspectionDate})` : ''}; nothing changed`);
    }
    const entry = await recordStatus(tx, caseId, code, inspectionDate);
    const was = current ? `; was «${current.name}»` : '';
    return `Case ${caseId}: «${caseStatusName(code)}»${inspectionDate ? ` (inspection ${inspectionDate})` : ''} since ${entry.at}${was}`;
  });
}
