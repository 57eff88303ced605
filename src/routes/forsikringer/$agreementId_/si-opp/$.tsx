import { createFileRoute } from '@tanstack/react-router';
import { cancellationDeclaration } from '../../../../../domain/cancellationSteps';
import { FlowHost } from '../../../../components/flow/FlowHost';
import { cancellationFlow } from '../../../../features/cancellation/flow';
import { queryFlowRouteOptions } from '../../../../routing/flowRouteOptions';

/**
 * «Si opp forsikring» for one agreement, for logged-in customers: one route for the wizard (its steps in `?steg=`)
 * and its confirmation (`/bekreftelse`); any other path below it is not found. One wizard per agreement.
 */
const options = queryFlowRouteOptions(cancellationDeclaration);

export const Route = createFileRoute('/forsikringer/$agreementId_/si-opp/$')({
  beforeLoad: ({ params }) => options.beforeLoad(params._splat),
  validateSearch: options.validateSearch,
  component: CancellationRoute,
});

function CancellationRoute() {
  const { agreementId } = Route.useParams();
  return <FlowHost key={agreementId} flow={cancellationFlow} />;
}
