import { DamageReportFlow } from './DamageReportFlow';

/** The /meld-skade layout: one flow (one machine) for all its routes, takk included. */
export function DamageReportLayout() {
  return <DamageReportFlow />;
}
