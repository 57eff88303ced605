/**
 * «Si opp forsikring»'s instance of the flow context (src/components/flow/flowContext.tsx): the host puts the machine
 * actor in `CancellationProvider`; the step views read the answers and messages with the hooks here and send the
 * customer's events to `useCancellationActor()`. The machine owns the answers, the messages and the flow.
 */
import type { ActorRefFrom } from 'xstate';
import { cancellationSteps, type CancellationStepName } from '../../../domain/cancellationSteps';
import type { cancellationMachine } from '../../../machines/cancellation.machine';
import type { CancellationField } from '../../../machines/cancellation/types';
import { createFlowContext } from '../../components/flow/flowContext';

export type CancellationActor = ActorRefFrom<typeof cancellationMachine>;

export const {
  Provider: CancellationProvider,
  useFlowActor: useCancellationActor,
  useFlowSelector: useCancellationSelector,
  /** A step of the wizard: "Steg N av 3: heading", the error summary, the fields, TILBAKE and NESTE. */
  StepLayout,
  fieldId: cancellationFieldId,
  errorId: cancellationErrorId,
} = createFlowContext<CancellationActor, CancellationStepName, CancellationField>({
  name: 'cancellation wizard',
  steps: cancellationSteps,
  idPrefix: 'oppsigelse',
  busyLabels: { next: 'NESTE', submit: 'Sier opp forsikringen...' },
});
