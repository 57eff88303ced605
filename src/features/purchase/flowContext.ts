/**
 * The purchase wizard's instance of the flow context (src/components/flow/flowContext.tsx): its host puts the
 * machine actor in `PurchaseProvider`; the step views read the form, the messages and the rest with the hooks
 * here and send the customer's events to `usePurchaseActor()`. The machine owns the form, the errors and the flow.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PurchaseField } from '../../../domain/purchaseForm';
import { purchaseSteps, type PurchaseStepName } from '../../../domain/purchaseSteps';
import type { purchaseMachine } from '../../../machines/purchase.machine';
import { createFlowContext } from '../../components/flow/flowContext';

export type PurchaseActor = ActorRefFrom<typeof purchaseMachine>;
export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

const purchaseFlow = createFlowContext<PurchaseActor, PurchaseStepName, PurchaseField>({
  name: 'purchase wizard',
  steps: purchaseSteps,
  idPrefix: 'kjop',
});

export const {
  Provider: PurchaseProvider,
  useFlowActor: usePurchaseActor,
  useFlowSelector: usePurchaseSelector,
  /** A step of the wizard: "Steg N av 4: heading", the error summary, the fields, TILBAKE or AVBRYT, and NESTE. */
  StepLayout,
  /** The DOM id of a field's input (the error summary links to it), and of its message. */
  fieldId: purchaseFieldId,
  errorId: purchaseErrorId,
} = purchaseFlow;

export const usePurchaseForm = () => usePurchaseSelector((s) => s.context.form);

/** Saving or submitting: inputs and buttons are disabled. */
export const useBusy = () => usePurchaseSelector((s) => s.hasTag('busy'));

/** id, errorId, message and disabled of each field of the step, for the shared form components. */
export function useFieldBindings() {
  const errors = usePurchaseSelector((s) => s.context.errors);
  const busy = useBusy();
  return (field: PurchaseField) => ({ id: purchaseFieldId(field), errorId: purchaseErrorId(field), error: errors[field], disabled: busy });
}
