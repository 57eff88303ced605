/**
 * How a dead end of a machine ends for the customer, for the diagrams' colours: `success` (the thanks, a
 * saved consent; green) or `failure` (a page that says something went wrong; amber). A state says it in
 * `meta: { outcome }`; a final state with none is a success. `npm run diagrams:check` fails on a dead end
 * that says neither.
 */
export type Outcome = 'success' | 'failure';

/** `meta` of a failure page. */
export const FAILURE_END = { outcome: 'failure' } as const satisfies { outcome: Outcome };
