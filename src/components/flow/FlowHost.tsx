/**
 * The one host of every flow (the purchase wizard, «Si opp forsikring», a new one): it builds the flow's machine
 * after the loading state is shown (./useFlowMachine.ts), starts its actor from the URL it was opened at, keeps the
 * URL and the machine in step (src/routing/flowRoutes.ts), hands moves out of the flow to the flow's leave handler,
 * and renders the view of what the machine shows. A flow describes itself once (`HostedFlow`), next to its views.
 *
 * Every page renders in the background, in slices between frames: the first while the loading state shows (mounted
 * in one go the flow's start held a phone's main thread for ~80 ms), a later one while the page it replaces stays,
 * inert (no click lands on a page already left), so the click that moved the flow is answered on the next frame.
 */
import { startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { inspect } from '../../lib/inspector';
import { warmUpFormats } from '../../lib/warmUpFormats';
import { locate, useFlowRoutes, type FlowLocation, type FlowRouting, type LeaveHandler } from '../../routing/flowRoutes';
import { usePageChanged } from './focus';
import { frame, pages as pagesClass } from './flowHost.css';
import { useFlowMachine } from './useFlowMachine';
import { useMoveCounting } from './useMoveCounting';

export interface HostedFlow<TLogic extends AnyStateMachine> {
  /** The machine's input from the location it was opened at (and what the device keeps for it). */
  inputAt(location: FlowLocation): InputFrom<TLogic>;
  /** The app's machine: a hook, as it is built with what the app gives it (navigation, cache refreshes). */
  useMachine(): () => TLogic;
  /** How the flow's pages sit in the URL, for its actor. */
  routing(actor: ActorRefFrom<TLogic>): FlowRouting<ActorRefFrom<TLogic>>;
  /** The flow's context provider: its views read the actor from it (./flowContext.tsx). */
  Provider: ComponentType<{ actor: ActorRefFrom<TLogic>; children?: ReactNode }>;
  /** The view shown now: a page of the machine, or one of its states without a page (a dead end); null while loading. */
  viewOf(snapshot: SnapshotFrom<TLogic>): string | null;
  /** The view of each name `viewOf` gives; a name without one shows nothing (the session ended). */
  views: Readonly<Record<string, ComponentType>>;
  /** The loading state, with the step the flow opens at when that is certain (its heading then shows at once). */
  Loading: ComponentType<{ step: string | null }>;
  /** The step the flow opens at when its address alone decides it, from its input (and from its context as it loads). */
  loadingStepOf(source: InputFrom<TLogic> | SnapshotFrom<TLogic>['context']): string | null;
  /** Whether a view is one of the steps (a step's heading replaces the loading state's while its view renders). */
  isStep(view: string): boolean;
  /** What a move out of the flow's area does (asks, holds, or lets it go), and the dialog it may show. */
  useLeave(actor: ActorRefFrom<TLogic>): { onLeave: LeaveHandler; dialog?: ReactNode };
  /** What runs beside the views for the flow's actor (browser events, its toaster); rendered inside the provider. */
  useBeside?(actor: ActorRefFrom<TLogic>): ReactNode;
}

function FlowFrame({ children }: { children: ReactNode }) {
  return <div className={frame}>{children}</div>;
}

function FlowPages<TLogic extends AnyStateMachine>({ flow, actor }: { flow: HostedFlow<TLogic>; actor: ActorRefFrom<TLogic> }) {
  // Read as the flow's own snapshot (useSelector types it by the actor, which a generic host cannot name).
  const current = useSelector<AnyActorRef, string | null>(actor, (s) => flow.viewOf(s as SnapshotFrom<TLogic>));
  const loadingStep = useSelector<AnyActorRef, string | null>(actor, (s: AnyMachineSnapshot) => flow.loadingStepOf(s.context));
  const changed = usePageChanged();
  // The next page renders after the frame that answers the click, in the background, in slices: that frame shows
  // only the page left going inert, not the whole new page (~150 ms at a phone's 4x: the click's INP). Left to
  // useDeferredValue, the background render often began, and committed, before that frame was painted.
  const [shown, setShown] = useState(current);
  useEffect(() => {
    if (shown === current) return;
    return afterNextPaint(() => startTransition(() => setShown(current)));
  }, [current, shown]);
  const View = shown === null ? undefined : flow.views[shown];
  // The page reads what it shows from the machine itself: a render of the host (a URL change, the machine's next
  // page) does not render it again.
  const page = useMemo(() => (View ? <View key={shown} /> : null), [View, shown]);
  if (shown === null) return <flow.Loading step={current !== null && flow.isStep(current) ? current : loadingStep} />;
  // Meanwhile the page the machine has left takes no clicks or keys: nothing lands on a page already left.
  const left = changed && shown !== current;
  return page ? (
    <div className={pagesClass} inert={left} aria-busy={left || undefined}>
      {page}
    </div>
  ) : null;
}

/** Renders a flow for an actor created elsewhere (tests, the flow explorer); the app uses <FlowHost />. */
export function FlowView<TLogic extends AnyStateMachine>({ flow, actor }: { flow: HostedFlow<TLogic>; actor: ActorRefFrom<TLogic> }) {
  const routing = useMemo(() => flow.routing(actor), [flow, actor]);
  const leave = flow.useLeave(actor);
  useFlowRoutes(actor, routing, leave.onLeave);
  const beside = flow.useBeside?.(actor);
  return (
    <flow.Provider actor={actor}>
      <FlowFrame>
        <FlowPages flow={flow} actor={actor} />
      </FlowFrame>
      {leave.dialog}
      {beside}
    </flow.Provider>
  );
}

/** The flow's actor, made from its machine in a background render. */
function StartedFlow<TLogic extends AnyStateMachine>({ flow, machine, input }: { flow: HostedFlow<TLogic>; machine: TLogic; input: InputFrom<TLogic> }) {
  // Its moves are counted as it makes them (issue 49): no view counts anything.
  const counting = useMoveCounting(inspect);
  const actor = useActorRef(machine, { input, inspect: counting }) as ActorRefFrom<TLogic>;
  return <FlowView flow={flow} actor={actor} />;
}

/** The flow with the app's actors, started from the URL it was opened at (see the module comment). */
export function FlowHost<TLogic extends AnyStateMachine>({ flow }: { flow: HostedFlow<TLogic> }) {
  const router = useRouter();
  const [input] = useState(() => flow.inputAt(locate(router, router.history.location)));
  const machine = useFlowMachine(flow.useMachine());
  // The formats of prices and dates, built while the customer reads the first page, not in the NESTE that shows them.
  useEffect(warmUpFormats, []);
  if (machine) return <StartedFlow flow={flow} machine={machine} input={input} />;
  return (
    <FlowFrame>
      <flow.Loading step={flow.loadingStepOf(input)} />
    </FlowFrame>
  );
}
