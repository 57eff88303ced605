import type { ReactNode } from 'react';
import { ADDRESS_STEP_INTRO, type PurchaseStepName } from '../../../../domain/purchaseSteps';
import * as formCss from '../../../components/form/form.css';

/** The text under a step's heading, where the step has one; the wizard's loading state shows it too. */
export const STEP_INTROS: Partial<Record<PurchaseStepName, ReactNode>> = {
  adresse: <p className={formCss.hint}>{ADDRESS_STEP_INTRO}</p>,
};
