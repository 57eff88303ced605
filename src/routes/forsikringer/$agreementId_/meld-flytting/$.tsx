import { createFileRoute } from '@tanstack/react-router';
import { movingDeclaration } from '../../../../../domain/movingSteps';
import { FlowHost } from '../../../../components/flow/FlowHost';
import { movingFlow } from '../../../../features/moving/flow';
import { queryFlowRouteOptions } from '../../../../routing/flowRouteOptions';

/**
 * «Meld flytting» for one agreement, for logged-in customers: one route for the wizard (its steps in `?steg=`) and
 * its confirmation (`/bekreftelse`); any other path below it is not found. One wizard per agreement.
 */
const options = queryFlowRouteOptions(movingDeclaration);

export const Route = createFileRoute('/forsikringer/$agreementId_/meld-flytting/$')({
  beforeLoad: ({ params }) => options.beforeLoad(params._splat),
  validateSearch: options.validateSearch,
  component: MovingRoute,
});

function MovingRoute() {
  const { agreementId } = Route.useParams();
  return <FlowHost key={agreementId} flow={movingFlow} />;
}
