/**
 * What the wizard's views read of its state, through the rules of domain/cancellation.ts (the same the machine's
 * guards and the server use): the views call these selectors, never the rules (docs/architecture.md, «Views only
 * render»). Each takes the snapshot (or anything with its context), so `useCancellationSelector(endDateChoice)` works.
 */
import { cancellationReasonLabel, cancellationRefusal, endDateWindow, isAllowedEndDate, refundFor, type EndDateWindow } from '../../domain/cancellation';
import { buildingAddressText } from '../../domain/addressText';
import type { CancelAgreementResponse } from '../../domain/agreementChanges';
import { ruleContext } from './setup';
import type { CancellationContext } from './types';

type Snapshot = { context: CancellationContext };

/** The premium paid back for ending on `endDate` (the agreement's price pro rata; 0 before it is loaded). */
const refundOn = (context: CancellationContext, endDate: string): number =>
  context.agreement ? refundFor({ price: context.agreement.price, endDate, renewalDate: context.agreement.renewalDate }) : 0;

/** Step «dato»: the dates the chosen reason allows, and for an allowed date chosen, the premium paid back (else null). */
export interface EndDateChoice {
  window: EndDateWindow;
  refund: number | null;
}

/** Shown only once a reason is chosen (the machine's rule: the step opens after «årsak»). */
export function endDateChoice({ context }: Snapshot): EndDateChoice {
  const rules = ruleContext(context);
  const { reason, endDate } = context.form;
  const window = endDateWindow(reason!, rules);
  const allowed = endDate !== '' && isAllowedEndDate(reason!, endDate, rules);
  return { window, refund: allowed ? refundOn(context, endDate) : null };
}

/** Step «oppsummering»: what is cancelled, why, its last day with cover and the premium paid back. */
export interface CancellationSummary {
  insurance: string;
  address: string;
  reason: string;
  endDate: string;
  refund: number;
}

export function cancellationSummary({ context }: Snapshot): CancellationSummary {
  const agreement = context.agreement!;
  const { reason, endDate } = context.form;
  return {
    insurance: `${agreement.productName} (${agreement.agreementNumber})`,
    address: buildingAddressText(agreement),
    reason: reason ? cancellationReasonLabel(reason) : '',
    endDate,
    refund: refundOn(context, endDate),
  };
}

/** The confirmation: the cancellation the server confirmed, with its reason as the customer chose it. */
export function confirmedCancellation({ context }: Snapshot): CancelAgreementResponse & { reasonText: string } {
  const confirmed = context.confirmed!;
  return { ...confirmed, reasonText: cancellationReasonLabel(confirmed.reason) };
}

/** The dead end «notCancellable»: why this agreement cannot be cancelled here (the guard's own rule). */
export const notCancellableReason = ({ context }: Snapshot): string => (context.agreement ? (cancellationRefusal(context.agreement, context.today) ?? '') : '');
