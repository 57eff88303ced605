/**
 * The case list (GET /api/getCases): one statement on one table, as before the status history (issue 38).
 *
 * The status history and the draft progress had made it three queries (the cases, their histories, their
 * attachments), and on the embedded database every query costs more than its rows: six round trips into PGlite's
 * WebAssembly, parse and plan. The list answered at less than half the rate of the build before. One query that
 * joins the history and counts the attachments (a LATERAL aggregate, a correlated count) is still planned over three
 * tables: measured in the process, about 400 µs against the three queries' 550 and the old single query's 150.
 *
 * So the list reads a read model kept by the writes: `cases.status_history` and `cases.attachment_count`, kept by
 * triggers on case_status_history and attachments whoever writes them (migration 008). Of a submitted case it reads
 * the two list fields and the history, of a draft the form and its attachments' count; the step a draft got to is
 * worked out here by the damage report's own rules (reachedStep). Each case comes as one JSON array, parsed once,
 * and the statement has no parameters (below): about 100 µs. docs/performance.md has the figures under load.
 *
 * The answer is the same as the three queries', byte for byte: tests/api/caseList.test.ts.
 */
import { caseStatusName, type CaseStatusCode } from '../../domain/caseStatus';
import type { CaseForm, CaseListItem, CaseStatusEntry, User } from '../../domain/types';
import type { Queryable } from '../db/db';
import { isUuid } from '../uuid';
import { formatOslo } from './osloTime';
import { reachedStep } from './reachedStep';

/** A history entry as migration 008 stores it. */
interface StoredStatus {
  code: CaseStatusCode;
  at: string;
  inspectionDate: string | null;
}

/**
 * A case as the query answers it: one JSON array, read with a single JSON.parse (each column of its own costs the
 * embedded database's driver more than the query does). createdOn is the instant in ISO 8601 with an offset; the
 * history only of a submitted case, the form and the count of attachments only of a draft.
 */
type ListItemRow = [
  id: string,
  status: 'draft' | 'active',
  createdOn: string,
  damageType: string | null,
  buildingAddress: string | null,
  statusHistory: StoredStatus[] | null,
  draftForm: CaseForm | null,
  attachments: number,
];

const toEntry = (s: StoredStatus): CaseStatusEntry => ({
  code: s.code,
  name: caseStatusName(s.code),
  at: s.at,
  ...(s.inspectionDate ? { inspectionDate: s.inspectionDate } : {}),
});

/** The customer's cases newest first, in list form; only drafts or only submitted ones with `status`. */
export async function caseList(db: Queryable, user: User, status?: 'draft' | 'active'): Promise<CaseListItem[]> {
  // The id and the filter are written into the statement, so that it has no parameters: on the embedded database
  // that is one round trip instead of six (server/db/db.ts). Neither comes from the request: the id is the session's
  // user's (a uuid, checked), the filter one of two words.
  if (!isUuid(user.id)) throw new Error(`Not a user id: ${user.id}`);
  const rows = await db.query<{ item: ListItemRow }>(
    `SELECT json_build_array(id, status, created_on, form->'damageType', form->'buildingAddress',
              CASE WHEN submitted_on_web THEN status_history END, CASE WHEN NOT submitted_on_web THEN form END,
              attachment_count) AS item
     FROM cases WHERE user_id = '${user.id}'${status === 'draft' || status === 'active' ? ` AND status = '${status}'` : ''}
     ORDER BY created_on DESC, id`,
  );
  return rows.map(({ item: [id, caseState, createdOn, damageType, buildingAddress, statusHistory, draftForm, attachments] }) => {
    const history = statusHistory?.map(toEntry);
    return {
      incidentId: id,
      createdOn: formatOslo(new Date(createdOn)),
      damageType: damageType ?? null,
      status: caseState,
      buildingAddress: buildingAddress ?? null,
      ...(history?.length ? { caseStatus: history[history.length - 1]!, statusHistory: history } : {}),
      ...(draftForm ? { reachedStep: reachedStep(user, draftForm, attachments) } : {}),
    };
  });
}
