import { agreementStatus } from '../../../domain/cancellation';
import type { Agreement } from '../../../domain/types';
import * as css from './insurance.css';
import { cancelledText, endedText } from './texts';

/** «Sagt opp, gjelder til og med {dato}» or «Forsikringen gjaldt til og med {dato}» (docs/cancellation.md); nothing while it is active. */
export function CancellationBadge({ agreement, today }: { agreement: Agreement; today: string }) {
  const status = agreementStatus(agreement, today);
  const endDate = agreement.cancellation?.endDate;
  if (status === 'active' || !endDate) return null;
  return status === 'cancelled' ? (
    <span className={css.cancelledBadge}>{cancelledText(endDate)}</span>
  ) : (
    <span className={css.endedBadge}>{endedText(endDate)}</span>
  );
}
