/**
 * A submitted case's status history (table case_status_history, migration 006), read and appended; and
 * changeCaseStatus, the one way a submitted case's status moves (the operator command and the claims API).
 */
import { caseStatusName, CLOSED, inspectionWindow, isInInspectionWindow, type CaseStatusCode, type InspectionWindow } from '../../domain/caseStatus';
import type { CaseProgress, CaseStatusEntry } from '../../domain/types';
import type { Db, Queryable } from '../db/db';
import { queueCaseEmail } from '../notify/outbox';

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

/** A status change asked for by the operator command (scripts/lib/caseStatusCommand.ts) or the claims API (routes/claims.ts). */
export interface StatusChange {
  caseId: string;
  code: CaseStatusCode;
  /** The inspection's day (YYYY-MM-DD) with «Befaring avtalt», else null; the callers' schemas hold that pairing. */
  inspectionDate: string | null;
  /** Reopening a closed («Avsluttet») case must be asked for. */
  reopen: boolean;
}

/** Why a change was refused; each caller says it in its own words (the command in English, the API in Norwegian). */
export type StatusRefusal =
  | { reason: 'unknown_case' }
  | { reason: 'draft' }
  | { reason: 'closed' }
  | { reason: 'inspection_date_outside'; window: InspectionWindow };

export class StatusChangeRefused extends Error {
  constructor(readonly refusal: StatusRefusal) {
    super(`status change refused: ${refusal.reason}`);
    this.name = 'StatusChangeRefused';
  }
}

export interface StatusChangeResult {
  /** False when the case already had this status (and inspection date): nothing was recorded. */
  changed: boolean;
  /** The status before the change (the current one when nothing changed). */
  previous: CaseStatusEntry | undefined;
  /** The history after the change, oldest first; its last entry is the current status. */
  history: CaseStatusEntry[];
  /** An e-mail to the customer was queued with the change (not when nothing changed, they have no address or turned them off). */
  emailQueued: boolean;
}

/**
 * Moves a submitted case's status, in one transaction that holds the case's row (FOR UPDATE: an attachment being
 * added waits, so none lands on a case just closed). The rules, the same for the command and the claims API:
 * - an unknown case or a draft is refused;
 * - the current status again (with the same inspection date) changes nothing: `changed: false`, no new row
 *   (a new inspection date is a change);
 * - a closed case («Avsluttet») is reopened only when `reopen` says so;
 * - an inspection date lies from the day the case was submitted to one year ahead (domain/caseStatus.ts inspectionWindow).
 * Whatever must happen with a change belongs here, in the same transaction, after recordStatus: this is the one
 * place a submitted case's status moves. The e-mail to the customer is queued so (notify/outbox.ts), and sent by a
 * server's sender; a caller that can, nudges it (`emailQueued`).
 */
export async function changeCaseStatus(db: Db, change: StatusChange, now: Date = new Date()): Promise<StatusChangeResult> {
  const { caseId, code, inspectionDate, reopen } = change;
  return db.transaction(async (tx) => {
    const [kase] = await tx.query<{ submitted_on_web: boolean; submitted_at: Date | string | null }>(
      'SELECT submitted_on_web, submitted_at FROM cases WHERE id = $1 FOR UPDATE',
      [caseId],
    );
    if (!kase) throw new StatusChangeRefused({ reason: 'unknown_case' });
    if (!kase.submitted_on_web) throw new StatusChangeRefused({ reason: 'draft' });
    const history = (await statusHistories(tx, [caseId])).get(caseId) ?? [];
    const current = history.at(-1);
    // The same status twice would show twice on the customer's timeline; a retry of the same change is answered as done.
    if (current && current.code === code && (current.inspectionDate ?? null) === inspectionDate) {
      return { changed: false, previous: current, history, emailQueued: false };
    }
    if (current?.code === CLOSED && !reopen) throw new StatusChangeRefused({ reason: 'closed' });
    if (inspectionDate !== null) {
      // A case submitted before submitted_at was kept was received when its «Mottatt» was set (migration 006).
      const submittedAt = kase.submitted_at ?? history[0]?.at ?? now;
      const window = inspectionWindow(new Date(submittedAt), now);
      if (!isInInspectionWindow(inspectionDate, window)) throw new StatusChangeRefused({ reason: 'inspection_date_outside', window });
    }
    const entry = await recordStatus(tx, caseId, code, inspectionDate);
    const emailQueued = await queueCaseEmail(tx, caseId, 'case_status');
    return { changed: true, previous: current, history: [...history, entry], emailQueued };
  });
}
