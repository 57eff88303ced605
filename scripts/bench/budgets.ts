/**
 * The budgets of `/`'s JavaScript (KB gzip -9, loaded before the page is idle in Chromium, the page's inline script
 * included), in one place.
 *
 * - FAILING_BUDGETS_KB: what `npm run bench` fails on: issue 46's target where the portal meets it, and otherwise
 *   the size it has now, rounded up to the next half KB, so that it cannot grow.
 * - ISSUE_46_TARGETS_KB: issue 46's targets, printed beside each measurement (pass or over).
 *
 * A budget is lowered when a cut lands, never raised to fit a change: a change that needs more first wins the space
 * elsewhere (docs/performance.md, which also says why three cases are over their targets: the libraries' floor).
 */

/** What the bench measures: the static first load from the manifest, and the four cases of `/` in Chromium. */
export type BudgetKey = 'manifest' | 'anonymous' | 'returning' | 'draftReminder' | 'consent';
export type Budgets = Readonly<Record<BudgetKey, number>>;

/** Issue 46: every case ≤ 110 KB, anonymous ≤ 100 KB (and so the static first load, part of every case). */
export const ISSUE_46_TARGETS_KB: Budgets = {
  manifest: 100,
  anonymous: 100,
  returning: 110,
  draftReminder: 110,
  consent: 110,
};

export const FAILING_BUDGETS_KB: Budgets = {
  /** The entry and its static imports (dist/.vite/manifest.json): 104.9 KB on ea55c64. */
  manifest: 105,
  /**
   * The target: 0.5 KB since the server sends a visitor's page whole (server/visitorPage.ts), with only
   * visitor-start.js inline; 107.0 KB before, on ea55c64.
   */
  anonymous: 100,
  /** The target: 105.5 KB on ea55c64. */
  returning: 110,
  /**
   * This visit also loads the dialog, its machine and the xstate runtime (~15 KB) on demand: 120.5 KB on ea55c64,
   * 120.8 with issue 49's lazy counting, 120.7 KB (123,582 bytes) since perf46 made it smaller.
   */
  draftReminder: 121,
  /**
   * The consent dialog with the homeModals machine (which also brings the draft reminder), its form and xstate: 124.6
   * KB on ea55c64; 124.4 KB (127,412 bytes) once the home dialogs' lazy counting was made smaller and the machines'
   * emptied `meta` and `types` left out of the build (perf46).
   */
  consent: 124.5,
};

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
