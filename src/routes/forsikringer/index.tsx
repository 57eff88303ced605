import { createFileRoute } from '@tanstack/react-router';
import { InsuranceListPage } from '../../features/insurance/InsuranceListPage';

/** SPEC §2: the customer's insurances. */
export const Route = createFileRoute('/forsikringer/')({ component: () => <InsuranceListPage /> });
