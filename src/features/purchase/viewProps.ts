/**
 * What every purchase step view takes (the purchase machine owns the form, the errors and the flow; the views
 * only render them and report what the customer did).
 */
import type { PurchaseField, PurchaseForm } from '../../../domain/purchaseForm';
import type { PurchaseFieldErrors } from '../../../domain/schemas/purchase';

export interface PurchaseStepViewProps {
  form: PurchaseForm;
  /** Field → message of the errors to show now. */
  errors: PurchaseFieldErrors;
  /** Saving or submitting: inputs and buttons are disabled. */
  busy?: boolean;
  /** Show the error summary above the fields (after a refused NESTE on this step). */
  showErrorSummary?: boolean;
  /** Give a new value (> 0) when NESTE was refused: the error summary takes focus. */
  errorSummaryFocusKey?: number;
  /** The heading takes focus when the view mounts (a step change; not on the first page load). */
  focusHeading?: boolean;
  onChange: <K extends PurchaseField>(field: K, value: PurchaseForm[K]) => void;
  onBlur: (field: PurchaseField) => void;
  onNext: () => void;
  onBack: () => void;
}

export const purchaseFieldId = (field: PurchaseField) => `kjop-${field}`;
export const purchaseErrorId = (field: PurchaseField) => `kjop-${field}-feil`;

/** id, errorId, error and disabled of one field, for the shared form components. */
export function fieldBinding(props: Pick<PurchaseStepViewProps, 'errors' | 'busy'>, field: PurchaseField) {
  return { id: purchaseFieldId(field), errorId: purchaseErrorId(field), error: props.errors[field], disabled: props.busy };
}
