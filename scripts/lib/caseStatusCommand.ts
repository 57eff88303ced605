/**
 * What `npm run case:status -- <incidentId> <status> [date] [--reopen]` does (scripts/caseStatus.ts): checks the
 * arguments, then moves a submitted case's status with the server's own changeCaseStatus (server/lib/caseStatus.ts),
 * the same rules the claims system's API applies (PUT /api/claims/cases/{incidentId}/status, issue 38).
 */
import * as v from 'valibot';
import { CASE_STATUS_CODES, caseStatusCodeSchema, caseStatusName, CLOSED, INSPECTION_BOOKED, inspectionDateSchema, needsInspectionDate } from '../../domain/caseStatus';
import type { Db } from '../../server/db/db';
import { isUuid } from '../../server/uuid';
import { changeCaseStatus, StatusChangeRefused, type StatusChange, type StatusRefusal } from '../../server/lib/caseStatus';

export type { StatusChange };

export const REOPEN_FLAG = '--reopen';

export const USAGE = `Usage: npm run case:status -- <incidentId> <status> [YYYY-MM-DD] [${REOPEN_FLAG}]  (status: ${CASE_STATUS_CODES.join(', ')}; the date, of the inspection, with ${INSPECTION_BOOKED} only; ${REOPEN_FLAG} to move a case that is ${CLOSED})`;

/** A refusal the operator is told about in one line (exit 1). */
export class CommandError extends Error {}

export function parseStatusArgs(args: readonly string[]): StatusChange {
  const reopen = args.includes(REOPEN_FLAG);
  const positional = args.filter((arg) => arg !== REOPEN_FLAG);
  if (args.length - positional.length > 1) throw new CommandError(USAGE);
  const [caseId, code, date, ...rest] = positional;
  if (caseId === undefined || code === undefined || rest.length > 0) throw new CommandError(USAGE);
  if (!isUuid(caseId)) throw new CommandError(`Not a case id (incidentId, a UUID): ${caseId}`);
  if (!v.is(caseStatusCodeSchema, code)) throw new CommandError(`Unknown status: ${code} (known: ${CASE_STATUS_CODES.join(', ')})`);
  if (needsInspectionDate(code) && date === undefined) throw new CommandError(`${code} needs the inspection date: YYYY-MM-DD`);
  if (!needsInspectionDate(code) && date !== undefined) throw new CommandError(`Only ${INSPECTION_BOOKED} takes a date; ${code} does not`);
  if (date !== undefined && !v.is(inspectionDateSchema, date)) throw new CommandError(`Not a date (YYYY-MM-DD, a real day): ${date}`);
  return { caseId: caseId.toLowerCase(), code, inspectionDate: date ?? null, reopen };
}

function refusalMessage(caseId: string, refusal: StatusRefusal, inspectionDate: string | null): string {
  switch (refusal.reason) {
    case 'unknown_case':
      return `No case ${caseId}`;
    case 'draft':
      return `Case ${caseId} is a draft: only a submitted case has a status`;
    case 'closed':
      return `Case ${caseId} is «${caseStatusName(CLOSED)}»: add ${REOPEN_FLAG} to reopen it`;
    case 'inspection_date_outside':
      return `Inspection date ${inspectionDate} is outside ${refusal.window.from} … ${refusal.window.to} (from the day the case was submitted to one year ahead)`;
  }
}

/** Appends the status to the submitted case's history, set now; answers the line to print. */
export async function setCaseStatus(db: Db, change: StatusChange): Promise<string> {
  const { caseId, code, inspectionDate } = change;
  const result = await changeCaseStatus(db, change).catch((err: unknown) => {
    throw err instanceof StatusChangeRefused ? new CommandError(refusalMessage(caseId, err.refusal, inspectionDate)) : err;
  });
  const inspection = inspectionDate ? ` (inspection ${inspectionDate})` : '';
  if (!result.changed) throw new CommandError(`Case ${caseId} is already «${caseStatusName(code)}»${inspection}; nothing changed`);
  const entry = result.history.at(-1)!;
  const was = result.previous ? `; was «${result.previous.name}»` : '';
  return `Case ${caseId}: «${entry.name}»${inspection} since ${entry.at}${was}`;
}
