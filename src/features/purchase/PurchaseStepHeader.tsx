import type { ReactNode, Ref } from 'react';
import { purchaseSteps, type PurchaseStepName } from '../../../domain/purchaseSteps';
import { StepHeader } from '../../components/form/StepHeader';

/**
 * The top of a purchase step. Shown by the step and, for the step the address names, by the wizard's loading
 * state, in the same place as index.html's static shell draws it (server/pageHints.ts).
 */
export function PurchaseStepHeader({
  step,
  headingId,
  headingRef,
  intro,
}: {
  step: PurchaseStepName;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
}) {
  const { number, heading } = purchaseSteps.info(step);
  return <StepHeader number={number} count={purchaseSteps.count} heading={heading} headingId={headingId} headingRef={headingRef} intro={intro} />;
}
