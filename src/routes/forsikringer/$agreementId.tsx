import { createFileRoute } from '@tanstack/react-router';
import { InsuranceDetailLoading, InsuranceDetailPage } from '../../features/insurance/InsuranceDetailPage';
import { requireUser } from '../../routing/requireUser';

/** SPEC §2: one insurance, for logged-in users. */
export const Route = createFileRoute('/forsikringer/$agreementId')({
  beforeLoad: requireUser,
  pendingComponent: InsuranceDetailLoading,
  component: DetailRoute,
});

function DetailRoute() {
  const { agreementId } = Route.useParams();
  return <InsuranceDetailPage key={agreementId} agreementId={agreementId} />;
}
