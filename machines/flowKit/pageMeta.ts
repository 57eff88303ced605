/**
 * Which page of a routed flow a snapshot shows, read from the `meta` of its active states (never from
 * context): `{ page, route, stepNumber? }`. The route bridge, the header's "n/4" and the views read it.
 */
export interface FlowPageMeta<TPage extends string> {
  page: TPage;
  route: string;
  /** "n" of "Steg n av 4" (steps only). */
  stepNumber?: number;
  /** The step's heading as the customer sees it (steps only; from the step list). */
  heading?: string;
  /** What the step asks (steps only): each field by its rule table's name, with its question (domain/stepQuestions.ts). */
  asks?: Readonly<Partial<Record<string, string>>>;
  /** The event the step's main button sends (steps only): NESTE's `user.next`, or the last step's `user.submit`. */
  nextEvent?: 'user.next' | 'user.submit';
  /** An end the customer reaches (the thanks): drawn green in the diagrams (machines/flowKit/outcome.ts). */
  outcome?: Outcome;
  /** What the business overview says of the page, in bokmål (scripts/diagrams/words.ts). */
  nb?: string;
}

import type { Outcome } from './outcome';

interface MetaSource {
  getMeta(): Record<string, unknown>;
}

/** The page of the active state, or null while the flow shows none of its own (loading, failures). */
export function flowPageMetaOf<TPage extends string>(snapshot: MetaSource): FlowPageMeta<TPage> | null {
  for (const meta of Object.values(snapshot.getMeta())) {
    if (meta && typeof meta === 'object' && 'page' in meta && 'route' in meta) return meta as FlowPageMeta<TPage>;
  }
  return null;
}
