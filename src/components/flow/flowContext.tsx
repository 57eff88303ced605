/**
 * The one way a flow's views read its machine and send events, for every flow (the damage report, the purchase
 * wizard, a new one): the flow's host puts its machine actor in the flow's `Provider`; every view below reads
 * the snapshot with `useFlowSelector` and sends events with `useFlowActor().send(...)`. The views render state
 * and send events; the rules are the machine's.
 *
 * A flow makes its instance once, from its step list:
 * `createFlowContext<ItsActor, ItsStepName, ItsField>({ name, steps, idPrefix })`. The instance also gives the
 * flow's step layout (./FlowStepLayout.tsx, bound to the flow's actor, step list and field ids) and the DOM ids
 * of its fields. The provider tracks the page the machine shows for the focus rule (./focus.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import { PageChangeScope } from './focus';
import { FlowStepLayout, type BusyLabels, type StepFlowActor, type StepLayoutProps } from './FlowStepLayout';
import type { StepHeadings } from './StepHeader';

export interface FlowConfig<TStep extends string> {
  /** The flow's name, in the error a view outside the flow throws. */
  name: string;
  /** The flow's step list (domain/flowSteps.ts): the steps' headings and "Steg N av M". */
  steps: StepHeadings<TStep>;
  /** The fields' DOM ids: `${idPrefix}-${field}`, their messages `${idPrefix}-${field}-feil`. */
  idPrefix: string;
  /** NESTE's label while the flow is busy (default: unchanged). */
  busyLabels?: BusyLabels;
  /** Shown above the step while the machine has the tag `offline` (a flow that works without a network). */
  offlineNotice?: string;
}

/** The page the snapshot shows (its states' page meta), or null while the flow shows none of its own. */
const pageOf = (snapshot: Parameters<typeof flowPageMetaOf>[0]) => flowPageMetaOf<string>(snapshot)?.page ?? null;

export function createFlowContext<TActor extends AnyActorRef, TStep extends string, TField extends string>(config: FlowConfig<TStep>) {
  const ActorContext = createContext<TActor | null>(null);
  ActorContext.displayName = `FlowActor(${config.name})`;

  /** The DOM id of a field's input (the error summary links to it). */
  const fieldId = (field: TField) => `${config.idPrefix}-${field}`;
  /** The DOM id of a field's message (aria-describedby). */
  const errorId = (field: TField) => `${config.idPrefix}-${field}-feil`;

  /** Gives the views below the flow's actor; set by the flow's host. */
  function Provider({ actor, children }: { actor: TActor; children?: ReactNode }) {
    const page = useSelector<AnyActorRef, string | null>(actor, pageOf);
    return (
      <ActorContext.Provider value={actor}>
        <PageChangeScope page={page}>{children}</PageChangeScope>
      </ActorContext.Provider>
    );
  }

  /** The flow's machine actor: send the customer's events to it. */
  function useFlowActor(): TActor {
    const actor = useContext(ActorContext);
    if (!actor) throw new Error(`A view of the ${config.name} is used outside its flow's Provider`);
    return actor;
  }

  /** A value read from the flow's snapshot (re-rendered when it changes, by `compare` or identity). */
  function useFlowSelector<T>(selector: (snapshot: SnapshotFrom<TActor>) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector<AnyActorRef, T>(useFlowActor(), selector, compare);
  }

  /** The flow's step layout (./FlowStepLayout.tsx) for one of its steps. */
  function StepLayout(props: StepLayoutProps<TStep>) {
    // Every flow's machine has the flow kit's context fields (errors, attemptedSteps), tags and emitted event.
    const actor = useFlowActor() as unknown as StepFlowActor;
    return (
      <FlowStepLayout
        {...props}
        actor={actor}
        steps={config.steps}
        fieldId={fieldId as (field: string) => string}
        busyLabels={config.busyLabels}
        offlineNotice={config.offlineNotice}
      />
    );
  }

  return { Provider, useFlowActor, useFlowSelector, StepLayout, fieldId, errorId };
}
