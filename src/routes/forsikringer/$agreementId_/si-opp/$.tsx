import { createFileRoute, notFound } from '@tanstack/react-router';
import { CANCELLATION_STEP_PARAM, cancellationSteps } from '../../../../../domain/cancellationSteps';
import { stepSearch } from '../../../../../domain/flowSteps';
import { FlowHost } from '../../../../components/flow/FlowHost';
import { cancellationFlow } from '../../../../features/cancellation/flow';
import { requireUser } from '../../../../routing/requireUser';

/**
 * «Si opp forsikring» for one agreement, for logged-in customers: one route for the wizard (its steps in `?steg=`)
 * and its confirmation (`/bekreftelse`); any other path below it is not found. One wizard per agreement.
 */
export const Route = createFileRoute('/forsikringer/$agreementId_/si-opp/$')({
  beforeLoad: async ({ params }) => {
    if (params._splat !== '' && params._splat !== 'bekreftelse') throw notFound();
    await requireUser();
  },
  validateSearch: stepSearch(cancellationSteps, CANCELLATION_STEP_PARAM),
  component: CancellationRoute,
});

function CancellationRoute() {
  const { agreementId } = Route.useParams();
  return <FlowHost key={agreementId} flow={cancellationFlow} />;
}
