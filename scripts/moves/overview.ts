/**
 * A flow's business overview with the numbers (issue 49): the drawing of scripts/diagrams/business.ts (or the
 * dialogs' drawing) with, on each arrow, how many customers made that move in the period; on each step, the share
 * that went on and the median time on it; where customers left (a closed page, elsewhere in the portal) and the
 * failures they were told, as a box and arrows of their own. Fewer than 10 shows «under 10», so that no single
 * customer can be picked out. The counts are the daily totals of server/routes/countMoves.ts.
 */
import type { AnyStateMachine } from 'xstate';
import { stepTimeWords, STEP_TIME_BUCKETS } from '../../domain/countedMoves';
import { CANCELLATION_NOTICES } from '../../domain/cancellationNotices';
import { DAMAGE_REPORT_NOTICES } from '../../domain/damageReportNotices';
import { MOVING_NOTICES } from '../../domain/movingNotices';
import { PURCHASE_NOTICES } from '../../domain/purchaseNotices';
import { LEFT, placesOf, START } from '../../machines/moves/places';
import type { BusinessDiagram, BusinessEdge } from '../diagrams/business';
import { OPENING } from '../diagrams/businessMoves';

export interface MoveTotal {
  from: string;
  event: string;
  to: string;
  outcome: string;
  n: number;
}

export interface StepTimeTotal {
  step: string;
  bucket: number;
  n: number;
}

/** Below this a number is not shown. */
export const SMALLEST_SHOWN = 10;

export const shown = (n: number) => (n < SMALLEST_SHOWN ? 'under 10' : String(n));

/** What a flow's notices say, by key (the customer's words), where the flow has them. */
const NOTICE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  damageReport: DAMAGE_REPORT_NOTICES,
  purchase: PURCHASE_NOTICES,
  cancellation: CANCELLATION_NOTICES,
  moving: MOVING_NOTICES,
};

const LEAVE_WORDS: Record<string, string> = { 'page.closed': 'lukket siden', 'flow.left': 'gikk til en annen side' };

/** The median bucket of a step's times, in words; none when fewer than 10 were timed. */
export function medianTime(times: readonly StepTimeTotal[]): string | undefined {
  const counts = Array.from({ length: STEP_TIME_BUCKETS }, (_, b) => times.filter((t) => t.bucket === b).reduce((s, t) => s + t.n, 0));
  const total = counts.reduce((s, n) => s + n, 0);
  if (total < SMALLEST_SHOWN) return undefined;
  let seen = 0;
  const bucket = counts.findIndex((n) => (seen += n) * 2 >= total);
  return stepTimeWords(bucket);
}

export function overviewWithCounts(
  machine: AnyStateMachine,
  diagram: BusinessDiagram,
  moves: readonly MoveTotal[],
  times: readonly StepTimeTotal[],
  period: string,
): BusinessDiagram {
  const places = placesOf(machine);
  const nodeOf = (place: string) => (place === START ? OPENING : place === LEFT ? LEFT : (places.nodes.get(place)?.id ?? place));
  const drawn = new Set([...diagram.steps, ...diagram.others].map((n) => n.id));
  const outOf = new Map<string, number>();
  for (const m of moves) if (m.from !== m.to) outOf.set(m.from, (outOf.get(m.from) ?? 0) + m.n);

  const edges: BusinessEdge[] = diagram.edges.map((e) => ({ ...e, label: [...e.label] }));
  const others = diagram.others.map((n) => ({ ...n, lines: [...n.lines] }));
  const steps = diagram.steps.map((n) => {
    const place = [...places.nodes].find(([, node]) => node.id === n.id)?.[0];
    const median = place ? medianTime(times.filter((t) => t.step === place)) : undefined;
    const total = place ? (outOf.get(place) ?? 0) : 0;
    return { ...n, lines: [...n.lines, `${shown(total)} gikk videre herfra`, ...(median ? [`median tid: ${median}`] : [])] };
  });

  const byArrow = new Map<string, MoveTotal[]>();
  for (const m of moves) {
    const key = m.from === m.to ? `${m.from}\n${m.to}\n${m.outcome}` : `${m.from}\n${m.to}`;
    byArrow.set(key, [...(byArrow.get(key) ?? []), m]);
  }
  for (const [key, group] of byArrow) {
    const { from, to, outcome } = group[0]!;
    const n = group.reduce((s, m) => s + m.n, 0);
    const share = (outOf.get(from) ?? 0) >= SMALLEST_SHOWN && n >= SMALLEST_SHOWN && from !== to ? ` (${Math.round((100 * n) / outOf.get(from)!)} %)` : '';
    const words = `${shown(n)} kunder${share}`;
    const source = nodeOf(from);
    const target = nodeOf(to);
    if (to === LEFT && !others.some((o) => o.id === LEFT)) others.push({ id: LEFT, kind: 'exit', lines: ['Forlot flyten før slutten'] });
    if (!drawn.has(source) && source !== OPENING) continue;
    const existing = edges.filter((e) => e.from === source && e.to === target && from !== to);
    if (existing.length > 0) {
      existing[0]!.label.push(words);
      continue;
    }
    if (from === to) {
      const told = NOTICE_TEXTS[machine.id]?.[outcome];
      edges.push({ from: source, to: target, label: [`fikk beskjed: «${told ?? outcome}»`, words], back: false, hover: key.split('\n').join(' → ') });
      continue;
    }
    const events = [...new Set(group.map((m) => LEAVE_WORDS[m.event] ?? ''))].filter(Boolean);
    edges.push({ from: source, to: target, label: [...events, words], back: false });
  }
  return {
    ...diagram,
    name: `${diagram.name}.counts`,
    title: `${diagram.title} – kunder ${period}`,
    steps,
    others,
    edges,
    legend: `${diagram.legend ?? ''} Tallene: kunder i perioden ${period} på hver pil; under 10 vises som «under 10».`.trim(),
  };
}
