import { stepList } from './flowSteps';
import { INSURANCES_PATH } from './paths';

/**
 * «Si opp forsikring» (docs/cancellation.md): one agreement's wizard lives at /forsikringer/{agreementId}/si-opp, the
 * step in `?steg=` (a history entry per step), and its confirmation below it. `$agreementId` in the routes stands
 * for the agreement's id (domain/paths.ts `fillPath`).
 */
export const CANCELLATION_ROUTES = {
  area: `${INSURANCES_PATH}/$agreementId/si-opp`,
  confirmation: `${INSURANCES_PATH}/$agreementId/si-opp/bekreftelse`,
} as const;
export const CANCELLATION_STEP_PARAM = 'steg';

/** The wizard's steps, in order: the machine's states, their URLs, "Steg N av 3: heading" and the header's n/3. */
export const cancellationSteps = stepList([
  {
    name: 'arsak',
    route: `${CANCELLATION_ROUTES.area}?steg=arsak`,
    number: 1,
    heading: 'Hvorfor vil du si opp?',
    intro: 'Du kan si opp når behovet er borte, når du flytter forsikringen til et annet selskap, og ved hovedforfall.',
  },
  { name: 'dato', route: `${CANCELLATION_ROUTES.area}?steg=dato`, number: 2, heading: 'Når skal forsikringen slutte?' },
  { name: 'oppsummering', route: `${CANCELLATION_ROUTES.area}?steg=oppsummering`, number: 3, heading: 'Oppsummering' },
]);

export type CancellationStepName = (typeof cancellationSteps.names)[number];

/**
 * The step the wizard opens at, known from its address alone: nothing is kept, so any step address opens step 1
 * (an agreement that cannot be cancelled here opens on a page that says why instead: the server's static shell and
 * the loading state then show step 1 for a moment). The confirmation is not a step address.
 */
export const certainCancellationOpening = (): 'arsak' => 'arsak';
