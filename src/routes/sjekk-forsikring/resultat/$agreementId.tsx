import { createFileRoute } from '@tanstack/react-router';
import { CheckResultPage } from '../../../features/insurance/CheckResultPage';

/** SPEC §2: the insurance check's result for one agreement. */
export const Route = createFileRoute('/sjekk-forsikring/resultat/$agreementId')({ component: ResultRoute });

function ResultRoute() {
  const { agreementId } = Route.useParams();
  return <CheckResultPage key={agreementId} agreementId={agreementId} />;
}
