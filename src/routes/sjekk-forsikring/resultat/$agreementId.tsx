import { createFileRoute } from '@tanstack/react-router';
import { CheckResultLoading, CheckResultPage } from '../../../features/insurance/CheckResultPage';
import { requireUser } from '../../../routing/requireUser';

/** SPEC §2: the insurance check's result for one agreement, for logged-in users. */
export const Route = createFileRoute('/sjekk-forsikring/resultat/$agreementId')({
  beforeLoad: requireUser,
  pendingComponent: CheckResultLoading,
  component: ResultRoute,
});

function ResultRoute() {
  const { agreementId } = Route.useParams();
  return <CheckResultPage key={agreementId} agreementId={agreementId} />;
}
