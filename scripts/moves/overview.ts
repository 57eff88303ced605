/**
 * A flow's business overview with the numbers (issue 49): the drawing of scripts/diagrams/business.ts (or the
 * dialogs' drawing) with, on each arrow, how many customers made that move in the period; on each step, the share
 * that went on and the median time on it; where customers left (a closed page, elsewhere in the portal) and the
 * failures they were told, as a box and arrows of their own. Fewer than 10 shows «under 10», so that no single
 * customer can be picked out. The counts are the daily totals of server/routes/countMoves.ts.
 *
 * The totals name the places of each machine (machines/moves/places.ts); the drawing has boxes. A flow's place is
 * its state's box. The home page's dialogs are drawn as one overview of three machines (the page's, which invokes
 * each dialog, and the dialogs'), so their moves are drawn together: a dialog's own moves on its boxes, the page's
 * between the dialogs, from one dialog's end to the next dialog's first box. The same numbers, box by box, are
 * what the explorer shows beside the overview (`boxNumbers`).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
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
import { invokedMachine } from '../diagrams/businessDialogs';

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

/** A number as the drawings show it: none as «ingen» (an empty period is not a small one), fewer than 10 hidden. */
export const shown = (n: number) => (n === 0 ? 'ingen' : n < SMALLEST_SHOWN ? 'under 10' : String(n));

/** What a flow's notices say, by key (the customer's words), where the flow has them. */
const NOTICE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  damageReport: DAMAGE_REPORT_NOTICES,
  purchase: PURCHASE_NOTICES,
  cancellation: CANCELLATION_NOTICES,
  moving: MOVING_NOTICES,
};

const LEAVE_WORDS: Record<string, string> = { 'page.closed': 'lukket siden', 'flow.left': 'gikk til en annen side' };
/** The words of a move on an arrow of its own: a leave, a return from the browser's cache, a dialog shown alone. */
const MOVE_WORDS: Record<string, string> = {
  ...LEAVE_WORDS,
  'page.restored': 'kom tilbake med Tilbake i nettleseren',
  'page.dialogAlone': 'straks, uten en dialog før',
};

/** The median bucket of a step's times, in words; none when fewer than 10 were timed. */
export function medianTime<T extends { bucket: number; n: number }>(times: readonly T[]): string | undefined {
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

/** A machine's totals for the period, and those of the period it is compared with. */
export interface CountedMachine {
  machine: AnyStateMachine;
  moves: readonly MoveTotal[];
  times: readonly StepTimeTotal[];
  before?: readonly MoveTotal[] | undefined;
}

/** A move in the drawing's terms: between two of its boxes, or a notice told on one (`from` = `to`). */
interface DrawnMove {
  from: string;
  to: string;
  event: string;
  outcome: string;
  n: number;
  /** The notice's words, where the flow has them. */
  told?: string | undefined;
  /** The words of the place moved to, for a box the overview does not draw. */
  toWords?: string | undefined;
}

interface DrawnTime {
  box: string;
  bucket: number;
  n: number;
}

/** The box of a place, as a move's origin or its destination; undefined: the move is not drawn. */
type BoxOf = (place: string, as: 'from' | 'to') => string | undefined;

interface Drawn {
  moves: DrawnMove[];
  times: DrawnTime[];
  before: DrawnMove[];
}

function drawnOf(counted: CountedMachine, boxOf: BoxOf): Drawn {
  const { machine } = counted;
  const places = placesOf(machine);
  const wordsOf = (place: string) => {
    const state: AnyStateNode | undefined = places.nodes.get(place);
    return state ? nbOf(state) : undefined;
  };
  const movesOf = (moves: readonly MoveTotal[]) =>
    moves.flatMap((m): DrawnMove[] => {
      const from = boxOf(m.from, 'from');
      const to = boxOf(m.to, 'to');
      // A move inside one box (the machine passing through its opening state) is no arrow.
      if (from === undefined || to === undefined || (from === to && m.from !== m.to)) return [];
      return [{ from, to, event: m.event, outcome: m.outcome, n: m.n, told: NOTICE_TEXTS[machine.id]?.[m.outcome], toWords: wordsOf(m.to) }];
    });
  const times = counted.times.flatMap((t): DrawnTime[] => {
    const box = boxOf(t.step, 'from');
    return box === undefined ? [] : [{ box, bucket: t.bucket, n: t.n }];
  });
  return { moves: movesOf(counted.moves), times, before: movesOf(counted.before ?? []) };
}

/** A flow's places are its states' boxes; its opening is the overview's opening box. */
function flowBoxes(machine: AnyStateMachine): BoxOf {
  const places = placesOf(machine);
  return (place) => (place === START ? OPENING : place === LEFT ? LEFT : (places.nodes.get(place)?.id ?? place));
}

/** A dialog's first box: where the page's arrow into it leads. */
const entryOf = (dialog: AnyStateMachine) => dialog.root.initial.target[0]!.id;
/** A dialog's end: where the page's arrow to the next dialog leaves from. */
const endOf = (dialog: AnyStateMachine) => Object.values(dialog.root.states).find((s) => s.type === 'final')!.id;

/**
 * The page's places that show a dialog are that dialog's boxes: its first box as a destination, its end as an
 * origin. A leave from such a place is not drawn for the page: the dialog counts its own, with the box it left.
 */
function pageBoxes(page: AnyStateMachine): BoxOf {
  const places = placesOf(page);
  return (place, as) => {
    if (place === START) return OPENING;
    if (place === LEFT) return LEFT;
    const state = places.nodes.get(place);
    if (!state) return place;
    const dialog = invokedMachine(page, state);
    if (!dialog) return state.id;
    return as === 'to' ? entryOf(dialog) : endOf(dialog);
  };
}

/** A dialog's opening is its first box (the page's arrow leads into it); its places are its states' boxes. */
function dialogBoxes(dialog: AnyStateMachine): BoxOf {
  const boxes = flowBoxes(dialog);
  return (place, as) => (place === START ? entryOf(dialog) : boxes(place, as));
}

/** The events an arrow of the drawing is for, read from its technical names («user.next [guard] / action; …»). */
const eventsOf = (edge: BusinessEdge) => (edge.hover ?? '').split('; ').map((part) => part.split(/[\s[]/)[0] ?? '');

/** Where each move is drawn: an arrow of the drawing (`edge`), a notice told on a box (`told`), or one of its own. */
interface Arrows {
  keyOf(m: DrawnMove): string;
  /** The move goes back in the flow (TILBAKE): the drawing's arrow says so. */
  isBack(m: DrawnMove): boolean;
}

/**
 * Each move on its arrow of the drawing: the arrow for its event to the same box; else the one arrow from the box
 * for its event (SE UTKAST is drawn to where it leads, not to the dialog's state); else any to the same box; else an
 * arrow of its own (a leave, a return, a notice, a place the overview does not draw).
 */
function arrowsOf(diagram: BusinessDiagram): Arrows {
  const drawnArrow = (m: DrawnMove) => {
    const fromBox = diagram.edges.map((e, i) => ({ e, i })).filter(({ e }) => e.from === m.from && e.to !== m.from);
    const forEvent = fromBox.filter(({ e }) => eventsOf(e).includes(m.event));
    return forEvent.find(({ e }) => e.to === m.to) ?? (forEvent.length === 1 ? forEvent[0] : undefined) ?? fromBox.find(({ e }) => e.to === m.to);
  };
  return {
    keyOf(m) {
      if (m.from === m.to) return `told\n${m.from}\n${m.outcome}`;
      const arrow = drawnArrow(m);
      return arrow ? `edge\n${arrow.i}` : `new\n${m.from}\n${m.to}`;
    },
    isBack: (m) => m.from !== m.to && (drawnArrow(m)?.e.back ?? false),
  };
}

/** What left each box: all moves out (the shares' base); those on in the flow, those back (TILBAKE), those out of it. */
function outOfBoxes(moves: readonly DrawnMove[], arrows: Arrows) {
  const out = new Map<string, { all: number; on: number; back: number }>();
  for (const m of moves) {
    if (m.from === m.to) continue;
    const known = out.get(m.from) ?? { all: 0, on: 0, back: 0 };
    const back = arrows.isBack(m);
    out.set(m.from, { all: known.all + m.n, on: known.on + (m.to === LEFT || back ? 0 : m.n), back: known.back + (back ? m.n : 0) });
  }
  return out;
}

const shareOf = (n: number, of: number) => (of >= SMALLEST_SHOWN && n >= SMALLEST_SHOWN ? ` (${Math.round((100 * n) / of)} %)` : '');

/**
 * The numbers of each box in words: how many came to it, went on from it, went back, left the flow there and how
 * (each with its share of all who left the box), were told a notice there, and the median time on it. The box in
 * the drawing shows the first of them (`linesOnABox`); the explorer shows them all beside the overview.
 */
function boxNumbers(drawn: Drawn, out: ReturnType<typeof outOfBoxes>): Map<string, string[]> {
  const boxes = new Set(drawn.moves.flatMap((m) => [m.from, m.to]).filter((b) => b !== OPENING && b !== LEFT));
  const numbers = new Map<string, string[]>();
  for (const box of boxes) {
    const into = drawn.moves.filter((m) => m.to === box && m.from !== box).reduce((s, m) => s + m.n, 0);
    const { all, on, back } = out.get(box) ?? { all: 0, on: 0, back: 0 };
    const lines = [`${shown(into)} kom hit`];
    if (all > 0) lines.push(`${shown(on)} gikk videre${shareOf(on, all)}`);
    const median = medianTime(drawn.times.filter((t) => t.box === box));
    if (median) lines.push(`median tid: ${median}`);
    if (back > 0) lines.push(`${shown(back)} gikk tilbake${shareOf(back, all)}`);
    for (const [event, words] of Object.entries(LEAVE_WORDS)) {
      const left = drawn.moves.filter((m) => m.from === box && m.to === LEFT && m.event === event).reduce((s, m) => s + m.n, 0);
      if (left > 0) lines.push(`${shown(left)} ${words}${shareOf(left, all)}`);
    }
    const told = new Map<string, number>();
    for (const m of drawn.moves) if (m.from === box && m.to === box) told.set(m.told ?? m.outcome, (told.get(m.told ?? m.outcome) ?? 0) + m.n);
    for (const [words, n] of told) lines.push(`${shown(n)} ganger fikk kunden beskjed: «${words}»`);
    numbers.set(box, lines);
  }
  return numbers;
}

/** The lines of a box's numbers its box in the drawing shows: came, went on, median. */
const linesOnABox = (lines: readonly string[]) => lines.filter((l) => / kom hit$| gikk videre|^median tid/.test(l));

/** A counted overview, and each box's numbers in words (for the explorer). */
export interface CountedOverview {
  diagram: BusinessDiagram;
  numbers: Map<string, string[]>;
}

function withCounts(diagram: BusinessDiagram, drawn: Drawn, period: string, compared: string | undefined, opening?: readonly string[]): CountedOverview {
  const { moves } = drawn;
  const drawnBoxes = new Set([...diagram.steps, ...diagram.others].map((n) => n.id));
  const arrows = arrowsOf(diagram);
  const out = outOfBoxes(moves, arrows);
  const numbers = boxNumbers(drawn, out);

  const edges: BusinessEdge[] = diagram.edges.map((e) => ({ ...e, label: [...e.label] }));
  const others = diagram.others.map((n) => ({ ...n, lines: [...n.lines] }));
  const steps = diagram.steps.map((n) => ({ ...n, lines: [...n.lines, ...linesOnABox(numbers.get(n.id) ?? [`${shown(0)} kom hit`])] }));
  // The page's dialogs have no opening box of their own: one is drawn where customers were counted from it.
  if (opening && !drawnBoxes.has(OPENING) && [...moves, ...drawn.before].some((m) => m.from === OPENING)) {
    others.unshift({ id: OPENING, kind: 'exit', lines: [...opening] });
    drawnBoxes.add(OPENING);
  }
  // Where customers left before the end, and came back from with Back in the browser.
  if ([...moves, ...drawn.before].some((m) => m.to === LEFT || m.from === LEFT)) {
    others.push({ id: LEFT, kind: 'exit', lines: ['Forlot flyten før slutten'] });
    drawnBoxes.add(LEFT);
  }

  const byArrow = new Map<string, { moves: DrawnMove[]; n: number; before: number }>();
  const add = (m: DrawnMove, now: number, earlier: number) => {
    const key = arrows.keyOf(m);
    const known = byArrow.get(key) ?? { moves: [], n: 0, before: 0 };
    byArrow.set(key, { moves: [...known.moves, m], n: known.n + now, before: known.before + earlier });
  };
  for (const m of moves) add(m, m.n, 0);
  // An arrow customers took only in the earlier period is drawn too, with none now.
  for (const m of drawn.before) add(m, 0, m.n);
  for (const [key, { moves: group, n, before }] of byArrow) {
    const { from: source, to: target, told, toWords, outcome } = group[0]!;
    const counted = `${shown(n)} kunder${source !== target ? shareOf(n, out.get(source)?.all ?? 0) : ''}`;
    const words = compared ? [counted, `(${changeWords(n, before)})`] : [counted];
    const [kind, index] = key.split('\n');
    if (kind === 'edge') {
      edges[Number(index)]!.label.push(...words);
      continue;
    }
    // A place customers reached that the overview does not draw (the session ended on the device): a box in its own
    // words (meta.nb), never its state's id.
    if (!drawnBoxes.has(target) && !others.some((o) => o.id === target)) {
      others.push({ id: target, kind: 'exit', lines: wrapWords(toWords ?? 'Et sted oversikten ikke tegner', 24) });
    }
    if (!drawnBoxes.has(source)) continue;
    if (kind === 'told') {
      // Wrapped as every arrow's words are: a message on one line stretched the drawing to several screens.
      edges.push({ from: source, to: target, label: [...wrapWords(`fikk beskjed: «${told ?? outcome}»`, LABEL_WIDTH), ...words], back: false, hover: `${source} → ${outcome}` });
      continue;
    }
    const how = [...new Set(group.map((m) => MOVE_WORDS[m.event] ?? ''))].filter(Boolean);
    // Opened at a step a detour returns to (the e-ID login's step 4): back from the detour on a new page, or a reload.
    const detour = source === OPENING ? diagram.edges.find((e) => e.to === target && diagram.others.some((o) => o.id === e.from && o.kind === 'detour')) : undefined;
    const detourWords = detour && diagram.others.find((o) => o.id === detour.from)!.lines.join(' ');
    if (detourWords) how.push(...wrapWords(`åpnet her: tilbake fra ${detourWords[0]!.toLowerCase()}${detourWords.slice(1)}, eller lastet på nytt`, LABEL_WIDTH));
    edges.push({ from: source, to: target, label: [...how, ...words], back: false });
  }
  const counting = `Tallene: kunder i perioden ${period} på hver pil (en kunde som går samme pil flere ganger, som TILBAKE og så NESTE igjen, telles hver gang; en side lastet på nytt er en kunde som lukket siden og åpnet den igjen)`;
  return {
    diagram: {
      ...diagram,
      name: `${diagram.name}.counts`,
      title: `${diagram.title} – kunder ${period}${compared ? ` mot ${compared}` : ''}`,
      steps,
      others,
      edges,
      legend: compared
        ? `${diagram.legend ?? ''} ${counting}, og i parentes endringen fra forrige periode ${compared}; under 10 vises som «under 10», og da regnes ingen endring.`.trim()
        : `${diagram.legend ?? ''} ${counting}; under 10 vises som «under 10».`.trim(),
    },
    numbers,
  };
}

/** A flow's overview with its numbers. */
export function flowWithCounts(counted: CountedMachine, diagram: BusinessDiagram, period: string, compared?: string): CountedOverview {
  return withCounts(diagram, drawnOf(counted, flowBoxes(counted.machine)), period, compared);
}

/**
 * The customers who came to a dialog with no dialog before it: the page shows a dialog alone, without its own
 * machine, where no other is due (src/features/home/HomeDialogs.tsx). Those are the dialog's starts the page's
 * machine did not lead there; drawn from the page's opening.
 */
function cameStraight(page: CountedMachine, dialog: CountedMachine, pick: (c: CountedMachine) => readonly MoveTotal[]): DrawnMove[] {
  const places = placesOf(page.machine);
  const viaPage = pick(page)
    // Led there by the page's machine: not back from the browser's cache (`left` → the dialog), which no start offsets.
    .filter((m) => m.from !== m.to && m.from !== LEFT && places.nodes.get(m.to) && invokedMachine(page.machine, places.nodes.get(m.to)!) === dialog.machine)
    .reduce((s, m) => s + m.n, 0);
  const starts = pick(dialog).filter((m) => m.from === START).reduce((s, m) => s + m.n, 0);
  const n = starts - viaPage;
  return n > 0 ? [{ from: OPENING, to: entryOf(dialog.machine), event: 'page.dialogAlone', outcome: '', n }] : [];
}

/**
 * The home page's dialogs with their numbers: the page's machine and each dialog it invokes, drawn together. `opening`:
 * the words of the box customers come from (the page opens).
 */
export function dialogsWithCounts(
  page: CountedMachine,
  dialogs: readonly CountedMachine[],
  diagram: BusinessDiagram,
  period: string,
  opening: readonly string[],
  compared?: string,
): CountedOverview {
  const pageDrawn = drawnOf(page, pageBoxes(page.machine));
  // The page's leaves from a dialog are the dialog's, counted by the dialog with the box it was on.
  const ownLeaves = (m: DrawnMove) => !(m.to === LEFT && m.from !== OPENING);
  const parts = [
    { moves: pageDrawn.moves.filter(ownLeaves), times: [], before: pageDrawn.before.filter(ownLeaves) },
    ...dialogs.map((d) => drawnOf(d, dialogBoxes(d.machine))),
    ...dialogs.map((d) => ({ moves: cameStraight(page, d, (c) => c.moves), times: [], before: cameStraight(page, d, (c) => c.before ?? []) })),
  ];
  const drawn: Drawn = { moves: parts.flatMap((p) => p.moves), times: parts.flatMap((p) => p.times), before: parts.flatMap((p) => p.before) };
  return withCounts(diagram, drawn, period, compared, opening);
}

/** A flow's overview with its numbers (the drawing alone), as the tests and the two-server check draw it. */
export function overviewWithCounts(
  machine: AnyStateMachine,
  diagram: BusinessDiagram,
  moves: readonly MoveTotal[],
  times: readonly StepTimeTotal[],
  period: string,
  compared?: ComparedPeriod,
): BusinessDiagram {
  return flowWithCounts({ machine, moves, times, before: compared?.moves }, diagram, period, compared?.period).diagram;
}
