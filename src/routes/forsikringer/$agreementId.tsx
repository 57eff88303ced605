import { createFileRoute } from '@tanstack/react-router';
import { InsuranceDetailPage } from '../../features/insurance/InsuranceDetailPage';

/** SPEC §2: one insurance. */
export const Route = createFileRoute('/forsikringer/$agreementId')({ component: DetailRoute });

function DetailRoute() {
  const { agreementId } = Route.useParams();
  return <InsuranceDetailPage key={agreementId} agreementId={agreementId} />;
}
