/**
 * What the server's static shell paints of each flow before the app runs (server/pageHints.ts): the step it opens at,
 * known from its address alone, and that step's intro. Kept apart from FLOWS (domain/flows.ts), which the app's first
 * load reads, so that load does not carry the openings' rules and the role hints' text (issue 45: the room for a new
 * route). Keyed by the flows' ids. A flow that keeps nothing on the device (every step address opens its first
 * step) needs no entry: `flowOpening` gives it that opening.
 */
import { certainOpeningStep as certainDamageReportOpening, stepAtPath } from './damageReportSteps';
import type { FlowEntry, FlowId } from './flows';
import { certainOpeningStep as certainPurchaseOpening, purchaseSteps } from './purchaseSteps';
import { roleHint } from './reporterRoles';
import { caseIdSearch } from './searchParams';

/** What the static shell knows of the customer's open draft (the damage report's opening step). */
export interface ShellDraft {
  reportedByType: number | null | undefined;
}

export interface FlowOpening {
  /**
   * The step the flow opens at, known from its address alone (its query values, parsed as the router parses them; a
   * `query` flow at its bare area, a `path` flow at a step's path), or null when only the loaded flow can tell.
   */
  openingAt(search: Record<string, unknown>, pathname: string): string | null;
  /**
   * A flow that resumes the customer's draft (the damage report): the draft the address names (`draftIdAt`, null for
   * a new one), which the server reads for the shell, and the opening step's intro for it (undefined: a new one).
   */
  resumesDraft?: {
    draftIdAt(search: Record<string, unknown>): string | null;
    introFor(draft: ShellDraft | undefined): string;
  };
}

const FLOW_OPENINGS: Partial<Record<FlowId, FlowOpening>> = {
  damageReport: {
    openingAt: (_search, pathname) => certainDamageReportOpening(stepAtPath(pathname)),
    resumesDraft: {
      draftIdAt: (search) => caseIdSearch(search).CaseId ?? null,
      // The rolle step's intro, for the draft's reporter type.
      introFor: (draft) => roleHint(draft?.reportedByType),
    },
  },
  purchase: {
    openingAt: (search) => certainPurchaseOpening(purchaseSteps.isName(search.steg) ? search.steg : null, search.resume === true || search.resume === 'true'),
  },
};

/** How `flow` opens: its entry above, or, for a flow that keeps nothing, at its first step from any step address. */
export const flowOpening = (flow: FlowEntry): FlowOpening => FLOW_OPENINGS[flow.id as FlowId] ?? { openingAt: () => flow.steps.names[0] ?? null };
