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
import { LABEL_WIDTH, type BusinessDiagram, type BusinessEdge } from '../diagrams/business';
import { wrapWords } from '../diagrams/labels';
import { nbOf } from '../diagrams/words';
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

/** The moves of an earlier period to compare with, and the period in words. */
export interface ComparedPeriod {
  moves: readonly MoveTotal[];
  period: string;
}

/**
 * The change on an arrow from the earlier period: «+12 % fra forrige periode». Where either side is under 10 no
 * change is reckoned (it would give the small number away): the earlier side is shown as the drawing shows it.
 */
export function changeWords(now: number, before: number): string {
  if (now < SMALLEST_SHOWN || before < SMALLEST_SHOWN) return `forrige periode: ${shown(before)}`;
  const change = Math.round((100 * (now - before)) / before);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${Math.abs(change)} % fra forrige periode`;
}

/** An arrow's key: a move between two places, or a notice told on one (by its outcome). */
const arrowKey = (m: Pick<MoveTotal, 'from' | 'to' | 'outcome'>) => (m.from === m.to ? `${m.from}\n${m.to}\n${m.outcome}` : `${m.from}\n${m.to}`);

export function overviewWithCounts(
  machine: AnyStateMachine,
  diagram: BusinessDiagram,
  moves: readonly MoveTotal[],
  times: readonly StepTimeTotal[],
  period: string,
  compared?: ComparedPeriod,
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
  for (const m of moves) byArrow.set(arrowKey(m), [...(byArrow.get(arrowKey(m)) ?? []), m]);
  const before = new Map<string, number>();
  for (const m of compared?.moves ?? []) before.set(arrowKey(m), (before.get(arrowKey(m)) ?? 0) + m.n);
  // An arrow customers took only in the earlier period is drawn too, with none now.
  for (const m of compared?.moves ?? []) if (!byArrow.has(arrowKey(m))) byArrow.set(arrowKey(m), [{ ...m, n: 0 }]);
  for (const [key, group] of byArrow) {
    const { from, to, outcome } = group[0]!;
    const n = group.reduce((s, m) => s + m.n, 0);
    const share = (outOf.get(from) ?? 0) >= SMALLEST_SHOWN && n >= SMALLEST_SHOWN && from !== to ? ` (${Math.round((100 * n) / outOf.get(from)!)} %)` : '';
    const counted = `${shown(n)} kunder${share}`;
    const words = compared ? [counted, `(${changeWords(n, before.get(key) ?? 0)})`] : [counted];
    const source = nodeOf(from);
    const target = nodeOf(to);
    if (to === LEFT && !others.some((o) => o.id === LEFT)) others.push({ id: LEFT, kind: 'exit', lines: ['Forlot flyten før slutten'] });
    // A place customers reached that the overview does not draw (the session ended on the device): a box in its own
    // words (meta.nb), never its state's id.
    if (!drawn.has(target) && target !== LEFT && target !== OPENING && !others.some((o) => o.id === target)) {
      const state = places.nodes.get(to);
      others.push({ id: target, kind: 'exit', lines: wrapWords((state && nbOf(state)) ?? 'Et sted oversikten ikke tegner', 24) });
    }
    if (!drawn.has(source) && source !== OPENING) continue;
    const existing = edges.filter((e) => e.from === source && e.to === target && from !== to);
    if (existing.length > 0) {
      existing[0]!.label.push(...words);
      continue;
    }
    if (from === to) {
      const told = NOTICE_TEXTS[machine.id]?.[outcome];
      // Wrapped as every arrow's words are: a message on one line stretched the drawing to several screens.
      edges.push({ from: source, to: target, label: [...wrapWords(`fikk beskjed: «${told ?? outcome}»`, LABEL_WIDTH), ...words], back: false, hover: key.split('\n').join(' → ') });
      continue;
    }
    const events = [...new Set(group.map((m) => LEAVE_WORDS[m.event] ?? ''))].filter(Boolean);
    edges.push({ from: source, to: target, label: [...events, ...words], back: false });
  }
  return {
    ...diagram,
    name: `${diagram.name}.counts`,
    title: `${diagram.title} – kunder ${period}${compared ? ` mot ${compared.period}` : ''}`,
    steps,
    others,
    edges,
    legend: compared
      ? `${diagram.legend ?? ''} Tallene: kunder i perioden ${period} på hver pil, og i parentes endringen fra forrige periode ${compared.period}; under 10 vises som «under 10», og da regnes ingen endring.`.trim()
      : `${diagram.legend ?? ''} Tallene: kunder i perioden ${period} på hver pil; under 10 vises som «under 10».`.trim(),
  };
}
