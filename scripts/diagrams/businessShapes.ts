/** The shapes of a business drawing (./business.ts draws them, ./businessPrint.ts prints them): its boxes and arrows. */
/** A place outside the app the customer visits (the e-ID login), from a state's `meta.detour`. */
export interface Detour {
  label: string;
  /** The step the customer comes back to, and how. */
  returnsTo: string;
  returnLabel: string;
}

type NodeKind = 'step' | 'success' | 'failure' | 'detour' | 'exit' | 'dialog' | 'note';

export interface BusinessNode {
  id: string;
  kind: NodeKind;
  lines: string[];
  /** How many of the first lines are the box's title (a step's whole heading); default 1. */
  titleLines?: number;
  /** The drawing a click on the box opens (a step's own diagram, beside this one in docs/machines/). */
  href?: string;
}

export interface BusinessEdge {
  from: string;
  to: string;
  label: string[];
  /** Back to an earlier step: does not pull the row out of order. */
  back: boolean;
  /** Shown on hover only (the SVG's tooltip): the event, guard and actions by their ids. */
  hover?: string;
  /** A note's tie to the box it concerns: a dotted line without words or arrowhead. */
  link?: boolean;
  /**
   * The target sits beside the source, in its rank (where the customer stays and is told something): the arrow
   * leaves the box on its own side, so its words never run into the words of the box's other arrows.
   */
  beside?: boolean;
}

export interface BusinessDiagram {
  name: string;
  title: string;
  steps: BusinessNode[];
  others: BusinessNode[];
  edges: BusinessEdge[];
  /** States and transitions drawn without their Norwegian words (`meta.nb`): `npm run diagrams:check` fails on any. */
  missingWords: string[];
  /** The legend on the picture (default: the overviews'), and the name of the row of boxes (default: Stegene). */
  legend?: string;
  rowTitle?: string;
  /**
   * `flow`: left to right, as the layout finds it (a step's diagram); `down`: top to bottom, as the layout finds it (a
   * page's dialogs, one after the other); default: the steps in one row (an overview).
   */
  layout?: 'flow' | 'down';
}
