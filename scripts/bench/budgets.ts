/**
 * The budgets of `/`'s JavaScript (KB gzip -9, loaded before the page is idle in Chromium), in one place.
 *
 * - CI_BUDGETS_KB: what `npm run bench` fails on today.
 * - ISSUE_46_TARGETS_KB: issue 46's targets, printed beside each measurement as "target" (pass or over) but not
 *   failing the run yet.
 *
 * When issue 46's cuts land, the failing budget becomes the targets by one line: FAILING_BUDGETS_KB below.
 * A change that needs more than its budget first wins the space elsewhere (docs/performance.md).
 */

/** What the bench measures: the static first load from the manifest, and the four cases of `/` in Chromium. */
export type BudgetKey = 'manifest' | 'anonymous' | 'returning' | 'draftReminder' | 'consent';
export type Budgets = Readonly<Record<BudgetKey, number>>;

export const CI_BUDGETS_KB: Budgets = {
  /** The entry and its static imports (dist/.vite/manifest.json). */
  manifest: 120,
  anonymous: 120,
  returning: 120,
  /** This visit also loads the dialog, its machine and the xstate runtime (~14 KB) on demand. */
  draftReminder: 122,
  /**
   * The consent dialog with the homeModals machine (which also brings the draft reminder), its form and xstate, on
   * demand. It does not fit 122 KB: 131.9 KB when the case was added (b9cf96a), 124.5 KB once the consent's save
   * left the first load (3464805). Held to 125 KB so that it does not grow until issue 46's cuts bring it to the
   * target; lowered as they land, never raised to fit a change.
   */
  consent: 125,
};

/** Issue 46: every case ≤ 110 KB, anonymous ≤ 100 KB (and so the static first load, part of every case). */
export const ISSUE_46_TARGETS_KB: Budgets = {
  manifest: 100,
  anonymous: 100,
  returning: 110,
  draftReminder: 110,
  consent: 110,
};

/** The budgets a run fails on. Switch to ISSUE_46_TARGETS_KB when issue 46's cuts land: this line only. */
export const FAILING_BUDGETS_KB: Budgets = CI_BUDGETS_KB;

export interface Verdict {
  key: BudgetKey;
  bytes: number;
  budgetKb: number;
  /** Over the failing budget: the run fails. */
  over: boolean;
  targetKb: number;
  /** Over issue 46's target: reported, not failing (unless the targets are the failing budgets). */
  overTarget: boolean;
}

/** How `bytes` of `key` stand against the failing budget and the target (1 KB = 1,024 bytes). */
export function evaluate(key: BudgetKey, bytes: number, failing: Budgets = FAILING_BUDGETS_KB, targets: Budgets = ISSUE_46_TARGETS_KB): Verdict {
  const budgetKb = failing[key];
  const targetKb = targets[key];
  return { key, bytes, budgetKb, over: bytes > budgetKb * 1024, targetKb, overTarget: bytes > targetKb * 1024 };
}
