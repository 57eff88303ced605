/**
 * «Meld flytting»'s instance of the flow context (src/components/flow/flowContext.tsx): the host puts the machine
 * actor in `MovingProvider`; the step views read the answers and messages with the hooks here and send the
 * customer's events to `useMovingActor()`. The machine owns the answers, the messages and the flow.
 */
import type { ActorRefFrom } from 'xstate';
import { movingSteps, type MovingStepName } from '../../../domain/movingSteps';
import type { movingMachine } from '../../../machines/moving.machine';
import type { MovingField } from '../../../machines/moving/types';
import { createFlowContext } from '../../components/flow/flowContext';

export type MovingActor = ActorRefFrom<typeof movingMachine>;

export const {
  Provider: MovingProvider,
  useFlowActor: useMovingActor,
  useFlowSelector: useMovingSelector,
  /** A step of the wizard: "Steg N av 3: heading", the error summary, the fields, TILBAKE and NESTE. */
  StepLayout,
  fieldId: movingFieldId,
  errorId: movingErrorId,
} = createFlowContext<MovingActor, MovingStepName, MovingField>({
  name: 'moving wizard',
  steps: movingSteps,
  idPrefix: 'flytting',
  busyLabels: { next: 'NESTE', submit: 'Melder flytting...' },
});
