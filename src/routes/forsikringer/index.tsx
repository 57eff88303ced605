import { createFileRoute } from '@tanstack/react-router';
import { InsuranceListLoading, InsuranceListPage } from '../../features/insurance/InsuranceListPage';
import { requireUser } from '../../routing/requireUser';

/** SPEC §2: the customer's insurances, for logged-in users. */
export const Route = createFileRoute('/forsikringer/')({
  beforeLoad: requireUser,
  pendingComponent: InsuranceListLoading,
  component: () => <InsuranceListPage />,
});
