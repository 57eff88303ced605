/** A submitted case's status history (table case_status_history, migration 006), read and appended. */
import { caseStatusName, type CaseStatusCode } from '../../domain/caseStatus';
import type { CaseProgress, CaseStatusEntry } from '../../domain/types';
import type { Queryable } from '../db/db';

interface StatusRow {
  case_id: string;
  code: CaseStatusCode;
  set_at: Date;
  inspection_date: string | null;
}

/** The date as its day: pg would make a `date` a JavaScript Date at local midnight, a day off east of UTC. */
const COLUMNS = `case_id, code, set_at, to_char(inspection_date, 'YYYY-MM-DD') AS inspection_date`;

function toEntry(row: StatusRow): CaseStatusEntry {
  return {
    code: row.code,
    name: caseStatusName(row.code),
    at: new Date(row.set_at).toISOString(),
    ...(row.inspection_date ? { inspectionDate: row.inspection_date } : {}),
  };
}

/** Appends a status, set now. Call in the transaction that holds the case's row (FOR UPDATE). */
export async function recordStatus(tx: Queryable, caseId: string, code: CaseStatusCode, inspectionDate: string | null = null): Promise<CaseStatusEntry> {
  const [row] = await tx.query<StatusRow>(
    `INSERT INTO case_status_history (case_id, code, inspection_date) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [caseId, code, inspectionDate],
  );
  return toEntry(row!);
}

/** The histories of the given cases, each oldest first; a case without one (a draft) is absent. */
export async function statusHistories(db: Queryable, caseIds: readonly string[]): Promise<Map<string, CaseStatusEntry[]>> {
  const histories = new Map<string, CaseStatusEntry[]>();
  if (caseIds.length === 0) return histories;
  const rows = await db.query<StatusRow>(
    `SELECT ${COLUMNS} FROM case_status_history WHERE case_id = ANY($1::uuid[]) ORDER BY case_id, set_at, id`,
    [caseIds],
  );
  for (const row of rows) {
    const history = histories.get(row.case_id) ?? [];
    history.push(toEntry(row));
    histories.set(row.case_id, history);
  }
  return histories;
}

/** The current status of one case, or null for a case without history (a draft). */
export async function currentStatus(db: Queryable, caseId: string): Promise<CaseStatusCode | null> {
  const [row] = await db.query<{ code: CaseStatusCode }>(
    'SELECT code FROM case_status_history WHERE case_id = $1 ORDER BY set_at DESC, id DESC LIMIT 1',
    [caseId],
  );
  return row?.code ?? null;
}

/** The status fields of a case's read model: none for a case without history (a draft). */
export function progressOf(history: CaseStatusEntry[] | undefined): CaseProgress {
  return history?.length ? { caseStatus: history[history.length - 1]!, statusHistory: history } : {};
}
