/** Text of the bench's output: sizes, tables and the budget verdicts. */
import type { Verdict } from './budgets';
import { ratio } from './stats';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain text table: figures right-aligned, the first column (and any in `leftAligned`) left-aligned. */
export function table(rows: string[][], header: string[], leftAligned: readonly number[] = [0]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (leftAligned.includes(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const excess = (v: Verdict, kbLimit: number) => `${((v.bytes - kbLimit * 1024) / 1024).toFixed(1)} KB`;

/** "120 KB: ok" or "120 KB: OVER by 1.9 KB" (the failing budget). */
export const budgetText = (v: Verdict) => `${v.budgetKb} KB: ${v.over ? `OVER by ${excess(v, v.budgetKb)}` : 'ok'}`;

/** "110 KB: pass" or "110 KB: over by 1.9 KB" (issue 46's target). */
export const targetText = (v: Verdict) => `${v.targetKb} KB: ${v.overTarget ? `over by ${excess(v, v.targetKb)}` : 'pass'}`;

/** One row of a side-by-side table: a figure of the reference and of this tree (null: not measured, see note). */
export interface RatioRow {
  name: string;
  reference: number | null;
  current: number | null;
  /** Why a figure is missing, or anything else the row must say. */
  note?: string;
}

/**
 * Rows of `name | reference | this tree | ratio` (this tree over the reference, `digits` decimals), with a note
 * column when any row has one.
 */
export function ratioTable(rows: readonly RatioRow[], value: (n: number) => string, header: readonly [string, string, string], digits = 2): string {
  const cell = (n: number | null) => (n === null ? '–' : value(n));
  const notes = rows.some((r) => r.note);
  return table(
    rows.map((r) => [r.name, cell(r.reference), cell(r.current), ratio(r.reference, r.current, digits), ...(notes ? [r.note ?? ''] : [])]),
    [...header, 'ratio', ...(notes ? ['note'] : [])],
    [0, 4],
  );
}
