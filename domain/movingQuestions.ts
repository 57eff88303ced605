/**
 * What each step of «Meld flytting» asks (./stepQuestions.ts), beside its declaration (./movingSteps.ts): each field
 * by its name in the rules (domain/schemas/moving.ts, its messages and the date's window), with its question as the
 * form shows it. The address is chosen from the search, or typed in by hand in three lines.
 */
import type { MovingStepName } from './movingSteps';
import type { StepQuestions } from './stepQuestions';

export const movingQuestions = {
  adresse: { addressSearch: 'Den nye adressen', streetAddress: 'Gateadresse', postalCode: 'Postnummer', city: 'Poststed' },
  dato: { movingDate: 'Flyttedato' },
  oppsummering: {},
} as const satisfies StepQuestions<MovingStepName>;
