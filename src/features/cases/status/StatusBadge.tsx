import type { CaseStatusEntry } from '../../../../domain/types';
import * as css from './status.css';

/** A case's status as a badge: its name in text (the colour only repeats it). */
export function StatusBadge({ status }: { status: Pick<CaseStatusEntry, 'code' | 'name'> }) {
  return <span className={`${css.badge} ${css.badgeTone[status.code]}`}>{status.name}</span>;
}
