/**
 * A `query`-style flow's route options, derived from its declaration (domain/flowDeclaration.ts): one splat route
 * below the flow's area holds its steps (`?{stepParam}=`) and its ends; any other path below it is not found; a flow
 * for customers sends an anonymous visitor to / (./requireUser.ts).
 */
import { notFound } from '@tanstack/react-router';
import { flowSearch, type FlowDeclaration } from '../../domain/flowDeclaration';
import { requireUser } from './requireUser';

export function queryFlowRouteOptions<TStep extends string>(flow: FlowDeclaration<string, TStep>) {
  return {
    /** The route's `beforeLoad`, given the path below the area (the splat). */
    beforeLoad: async (below: string | undefined) => {
      // The steps are at the area itself ('').
      if (below && !Object.values<string>(flow.ends).includes(`${flow.area}/${below}`)) throw notFound();
      if (flow.loggedInOnly) await requireUser();
    },
    validateSearch: flowSearch(flow),
  };
}
