/**
 * What one diagram shows: a tree of boxes, the edges between them and the notes. Built by
 * ./split.ts from a machine graph; printed by ./mermaid.ts and ./dot.ts.
 */
/** Source of an {@link Edge} defined on the machine itself (it leaves every state). */
export const ANY_STATE = '(any state)';

export type BoxKind =
  /** An atomic state. */
  | 'state'
  | 'final'
  /** A compound or parallel state drawn with its children. */
  | 'compound'
  | 'parallel'
  /** A compound state drawn as one box; its inside is in its own detail diagram. */
  | 'collapsed'
  /** A state outside a detail diagram that an edge leads to or comes from. */
  | 'outside';

export interface Box {
  /** Unique within the machine: the xstate state id. */
  id: string;
  key: string;
  kind: BoxKind;
  /** Grey lines under the name: route, how the URL enters, invoked actors, entry and exit actions. */
  lines: string[];
  /** Targetless transitions specific to this state, listed inside it. */
  internal: string[];
  /** Dead end: what the customer sees (the state's description), shown as a note. */
  deadEnd: string | undefined;
  /** A dead end's outcome: green for success, amber for failure (and for an end that does not say). */
  outcome?: 'success' | 'failure' | undefined;
  /** Base name of the diagram that shows this box's inside (collapsed boxes and outside boxes). */
  link: string | undefined;
  /** Id of the initial child of a compound box. */
  initial: string | undefined;
  /** What the state means and its listed transitions mean, in plain language: the SVG's hover text. */
  tooltip: string | undefined;
  children: Box[];
}

export interface Edge {
  source: string;
  /** Equals `source` only for a self-transition with a target. */
  target: string;
  /** One or more lines, e.g. `user.next` and `via saving`. */
  label: string[];
  /** Not sent by the customer: always, after, done, error. Drawn dashed. */
  automatic: boolean;
  /** Goes to a state earlier in document order (user.back): does not push the layout backwards. */
  back: boolean;
  /** One of many eventless branches of a dispatching state (like `resuming`): does not stretch the layout either. */
  fanOut: boolean;
  /** Defined on the machine itself, so it leaves every state. */
  fromAnyState: boolean;
  /** The transitions' plain-language descriptions: the SVG's hover text. */
  tooltip?: string | undefined;
}

export interface Note {
  /** Box the note is attached to (Mermaid); the DOT printer lists notes under the title. */
  anchor: string;
  /** `In every editing state:` */
  title: string;
  /** The folded transitions, one a line. */
  items: string[];
}

export interface Diagram {
  /** File base name in docs/machines: `damageReport` (overview) or `damageReport.rolle` (detail). */
  name: string;
  title: string;
  /** The invisible container of the top-level boxes; its `initial` gets the start arrow. */
  root: Box;
  edges: Edge[];
  notes: Note[];
  /** What the colours of the ends shown mean (none when the diagram shows no end). */
  legend: string[];
  /** A step diagram's overview (its file base name), linked from its title. */
  overview?: string | undefined;
}

export const LEGEND = {
  success: 'Green: an end where the customer is done.',
  failure: 'Amber: an end where something went wrong.',
} as const;

/** The legend lines for the outcomes of the ends under `root`. */
export function legendOf(root: Box): string[] {
  const outcomes = new Set(allBoxes(root).flatMap((b) => (b.deadEnd ? [b.outcome ?? 'failure'] : [])));
  return (['success', 'failure'] as const).filter((o) => outcomes.has(o)).map((o) => LEGEND[o]);
}

/** Every box under `box`, depth first in drawing order (without `box` itself). */
export function allBoxes(box: Box): Box[] {
  return box.children.flatMap((child) => [child, ...allBoxes(child)]);
}
