/**
 * What each step of «Si opp forsikring» asks (./stepQuestions.ts), beside its declaration (./cancellationSteps.ts):
 * each field by its name in the rules (domain/schemas/cancellation.ts, domain/cancellation.ts: the date windows and
 * their messages), with its question as the form shows it.
 */
import { COVER_END_TEXTS } from './cancellation';
import type { CancellationStepName } from './cancellationSteps';
import type { StepQuestions } from './stepQuestions';

export const cancellationQuestions = {
  arsak: { reason: 'Hvorfor vil du si opp forsikringen?' },
  dato: { endDate: COVER_END_TEXTS.lastDayLabel },
  oppsummering: {},
} as const satisfies StepQuestions<CancellationStepName>;
