import { createFileRoute } from '@tanstack/react-router';
import { CaseSummaryLoading, CaseSummaryPage } from '../../../../features/cases/CaseSummaryPage';
import { requireUser } from '../../../../routing/requireUser';

/** SPEC §2: summary of a submitted case, for logged-in users. */
export const Route = createFileRoute('/skadesaker/$caseId/oppsummering/')({
  beforeLoad: requireUser,
  pendingComponent: CaseSummaryLoading,
  component: SummaryRoute,
});

function SummaryRoute() {
  const { caseId } = Route.useParams();
  return <CaseSummaryPage key={caseId} caseId={caseId} />;
}
