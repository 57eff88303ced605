import { coverEndBadge } from '../../../domain/insuranceSelectors';
import type { Agreement } from '../../../domain/types';
import * as css from './insurance.css';

/** «Sagt opp, gjelder til og med {dato}» or «Forsikringen gjaldt til og med {dato}» (docs/cancellation.md); nothing while it is active. */
export function CancellationBadge({ agreement, today }: { agreement: Agreement; today: string }) {
  const badge = coverEndBadge(agreement, today);
  if (!badge) return null;
  return <span className={badge.kind === 'cancelled' ? css.cancelledBadge : css.endedBadge}>{badge.text}</span>;
}
