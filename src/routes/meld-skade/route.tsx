import { createFileRoute } from '@tanstack/react-router';
import { DamageReportLayout } from '../../features/damageReport/DamageReportLayout';

/** The damage-report flow host: one machine for every /meld-skade/* step route. */
export const Route = createFileRoute('/meld-skade')({
  component: DamageReportLayout,
});
