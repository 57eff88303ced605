import { declareFlow } from './flowDeclaration';
import { INSURANCES_PATH } from './paths';

/**
 * «Meld flytting» (docs/moving.md), declared once: one contents insurance's wizard lives at
 * /forsikringer/{agreementId}/meld-flytting, the step in `?steg=` (a history entry per step), and its confirmation
 * below it; an agreement that cannot be moved, or could not be loaded, is told at the wizard's own address. Nothing
 * is kept on the device, so any step address opens step 1 (domain/flowOpenings.ts gives that opening).
 */
export const movingDeclaration = declareFlow({
  id: 'moving',
  title: 'Meld flytting',
  area: `${INSURANCES_PATH}/$agreementId/meld-flytting`,
  urls: { query: 'steg' },
  access: 'customer',
  steps: [
    {
      name: 'adresse',
      heading: 'Hvor flytter du?',
      intro: 'Forsikringen av innboet ditt flytter med deg. Søk opp den nye adressen, eller skriv den inn selv.',
    },
    { name: 'dato', heading: 'Når flytter du?' },
    { name: 'oppsummering', heading: 'Oppsummering' },
  ],
  ends: { bekreftelse: 'bekreftelse', loadFailed: '', loadError: '', notMovable: '' },
});

/** The wizard's steps, in order: the machine's states, their URLs, "Steg N av 3: heading" and the header's n/3. */
export const movingSteps = movingDeclaration.steps;

export type MovingStepName = (typeof movingSteps.names)[number];
