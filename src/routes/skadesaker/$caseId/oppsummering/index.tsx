import { createFileRoute } from '@tanstack/react-router';
import { CaseSummaryPage } from '../../../../features/cases/CaseSummaryPage';

/** SPEC §2: summary of a submitted case. */
export const Route = createFileRoute('/skadesaker/$caseId/oppsummering/')({ component: SummaryRoute });

function SummaryRoute() {
  const { caseId } = Route.useParams();
  return <CaseSummaryPage key={caseId} caseId={caseId} />;
}
