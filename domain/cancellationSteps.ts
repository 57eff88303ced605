import { declareFlow } from './flowDeclaration';
import { INSURANCES_PATH } from './paths';

/**
 * «Si opp forsikring» (docs/cancellation.md), declared once: one agreement's wizard lives at
 * /forsikringer/{agreementId}/si-opp, the step in `?steg=` (a history entry per step), and its confirmation below
 * it; an agreement that cannot be cancelled here, or could not be loaded, is told at the wizard's own address.
 */
export const cancellationDeclaration = declareFlow({
  id: 'cancellation',
  title: 'Si opp forsikring',
  area: `${INSURANCES_PATH}/$agreementId/si-opp`,
  urls: { query: 'steg' },
  access: 'customer',
  steps: [
    {
      name: 'arsak',
      heading: 'Hvorfor vil du si opp?',
      intro: 'Du kan si opp når behovet er borte, når du flytter forsikringen til et annet selskap, og ved hovedforfall.',
    },
    { name: 'dato', heading: 'Når skal forsikringen slutte?' },
    { name: 'oppsummering', heading: 'Oppsummering' },
  ],
  ends: { bekreftelse: 'bekreftelse', loadFailed: '', loadError: '', notCancellable: '' },
});

/** The wizard's steps, in order: the machine's states, their URLs, "Steg N av 3: heading" and the header's n/3. */
export const cancellationSteps = cancellationDeclaration.steps;

export type CancellationStepName = (typeof cancellationSteps.names)[number];


/**
 * The step the wizard opens at, known from its address alone: nothing is kept, so any step address opens step 1
 * (an agreement that cannot be cancelled here opens on a page that says why instead: the server's static shell and
 * the loading state then show step 1 for a moment). The confirmation is not a step address.
 */
export const certainCancellationOpening = (): 'arsak' => 'arsak';
