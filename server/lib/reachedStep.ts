/**
 * How far a customer got with a draft: the step a returning customer resumes at (the first step whose rules do
 * not pass, by the same rules and defaults the damage-report machine uses), for the case list's «Kom til steg …».
 *
 * The machine also knows which address input lokasjon shows (the customer's registered addresses or the search);
 * the server does not ask. Either way the step is complete exactly when an address from a list was chosen
 * (addresseId), so the answer is the same.
 */
import type { StepName } from '../../domain/damageReportSteps';
import type { CaseForm, User } from '../../domain/types';
import { caseToForm, resumeStep, withDraftDefaults } from '../../domain/damageReportDraft';
import type { Queryable } from '../db/db';

/** The step each draft resumes at, by case id; its stored attachments count as uploaded. */
export async function reachedSteps(db: Queryable, user: User, drafts: readonly { id: string; form: CaseForm }[]): Promise<Map<string, StepName>> {
  const reached = new Map<string, StepName>();
  if (drafts.length === 0) return reached;
  const counts = await db.query<{ case_id: string; n: number }>(
    'SELECT case_id, count(*)::int AS n FROM attachments WHERE case_id = ANY($1::uuid[]) GROUP BY case_id',
    [drafts.map((d) => d.id)],
  );
  const attachmentsOf = new Map(counts.map((row) => [row.case_id, row.n]));
  for (const draft of drafts) {
    const attachments = Array.from({ length: attachmentsOf.get(draft.id) ?? 0 }, () => ({ status: 'finished' as const }));
    reached.set(draft.id, resumeStep(null, withDraftDefaults(caseToForm(draft.form), user), { attachments }));
  }
  return reached;
}
