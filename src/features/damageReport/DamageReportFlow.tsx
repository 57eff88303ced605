/**
 * The damage-report flow host (SPEC §2 "Damage report flow"): one machine actor for all /meld-skade/* routes.
 * The route bridge (src/routing/flowRoutes.ts) keeps the URL and the machine in step and holds moves out of
 * the flow for the leave guard; this component only renders the machine's page.
 */
import { useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { certainOpeningStep, damageReportSteps, type StepName } from '../../../domain/damageReportSteps';
import { pageMetaOf } from '../../../machines/damageReport/pages';
import type { DamageReportInput } from '../../../machines/damageReport/types';
import { refreshUser } from '../../api/getUser';
import { FlowLoading } from '../../components/flow/FlowLoading';
import { usePageChanged } from '../../components/flow/focus';
import { useFlowMachine } from '../../components/flow/useFlowMachine';
import { DamageFlowToaster } from '../../components/toasts/DamageFlowToaster';
import { inspect } from '../../lib/inspector';
import { locate, useFlowRoutes } from '../../routing/flowRoutes';
import { button, page } from '../../styles/ui.css';
import { createAppDamageReportMachine, type DamageReportLogic } from './actors';
import { runningDamageReport } from './runningFlow';
import { registerFlow } from '../../lib/device/runningFlows';
import { DamageReportProvider, type DamageReportActor } from './flowContext';
import { LeaveFlowGuard, useLeaveFlowGuard } from './LeaveFlowDialog';
import { damageReportRouting, inputAt } from './routing';
import { ForsikringStep } from './steps/ForsikringStep';
import { InformasjonStep } from './steps/InformasjonStep';
import { KontaktStep } from './steps/KontaktStep';
import { LokasjonStep } from './steps/LokasjonStep';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { RolleStep } from './steps/RolleStep';
import { SkadeStep } from './steps/SkadeStep';
import { TakkPage } from './TakkPage';
import * as css from '../../components/form/form.css';
import { flowPage } from './damageReport.css';

/** The view of each step of domain/damageReportSteps.ts. */
export const STEP_VIEWS: Record<StepName, ComponentType> = {
  rolle: RolleStep,
  lokasjon: LokasjonStep,
  forsikring: ForsikringStep,
  skade: SkadeStep,
  informasjon: InformasjonStep,
  kontakt: KontaktStep,
  oppsummering: OppsummeringStep,
};

function StatusPage({ title, text, link }: { title: string; text?: string; link?: boolean }) {
  return (
    <div className={css.statusPage}>
      <h1 className={css.heading}>{title}</h1>
      {text ? <p>{text}</p> : null}
      {link ? (
        <Link to="/skadesaker" className={button.primary}>
          SJEKK DINE SAKER
        </Link>
      ) : null}
    </div>
  );
}

/** The loading state: the step header where the flow certainly opens at its first step (the static shell painted it there). */
function FlowLoadingPage({ step }: { step: StepName | null }) {
  return (
    <FlowLoading
      steps={damageReportSteps}
      step={step}
      heading="Meld skade"
      status="Laster skademelding..."
    />
  );
}

function FlowContent({ actor }: { actor: DamageReportActor }) {
  const current = useSelector(actor, (s) => {
    const shown = pageMetaOf(s)?.page;
    if (shown) return shown;
    if (s.matches('loadFailed')) return 'loadFailed';
    if (s.matches('alreadySubmitted')) return 'alreadySubmitted';
    if (s.matches('createFailed')) return 'createFailed';
    if (s.matches('loggedOut')) return 'loggedOut';
    return 'loading';
  });
  // The first page renders in the background, in slices between frames (no long task on a phone), while the
  // loading state stays; every later page (after a step change: src/components/flow/focus.ts) comes at once.
  const changed = usePageChanged();
  const deferred = useDeferredValue(current);
  const view = changed ? current : deferred;
  const loadingStep = useSelector(actor, (s) => certainOpeningStep(s.context.requestedPage));
  switch (view) {
    case 'loading':
      return <FlowLoadingPage step={loadingStep} />;
    case 'loadFailed':
      return <StatusPage title="Kunne ikke laste skademelding." link />;
    case 'alreadySubmitted':
      return <StatusPage title="Skadesaken er allerede sendt inn." link />;
    case 'createFailed':
      return <StatusPage title="Meld skade" text="Feil ved oppretting av skademelding. Vennligst prøv igjen senere." link />;
    case 'takk':
      return <TakkPage />;
    case 'loggedOut':
      // The customer's session ended: the app shows the logged-out front page (src/components/shell/sessionEnd.ts).
      return null;
    default: {
      const Step = STEP_VIEWS[view];
      return <Step key={view} />;
    }
  }
}

/**
 * Tells the machine what the browser says: the page is hidden or unloaded (so it can send the step's unsaved
 * edits), and the network went or came back.
 */
function useBrowserEvents(actor: DamageReportActor) {
  useEffect(() => {
    const listeners: [EventTarget, string, () => void][] = [
      [window, 'pagehide', () => actor.send({ type: 'page.hidden' })],
      [document, 'visibilitychange', () => document.visibilityState === 'hidden' && actor.send({ type: 'page.hidden' })],
      [window, 'online', () => actor.send({ type: 'network.online' })],
      [window, 'offline', () => actor.send({ type: 'network.offline' })],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [actor]);
}

/** Renders the flow for an actor created elsewhere (tests); the app uses <DamageReportFlow />. */
export function DamageReportFlowView({ actor }: { actor: DamageReportActor }) {
  const guard = useLeaveFlowGuard();
  useFlowRoutes(actor, damageReportRouting, guard.ask);
  useBrowserEvents(actor);
  useEffect(() => registerFlow(runningDamageReport(actor)), [actor]);
  const unsent = useSelector(actor, (s) => s.context.outbox.items.length > 0);
  return (
    <DamageReportProvider actor={actor}>
      <FlowFrame>
        <FlowContent actor={actor} />
      </FlowFrame>
      <LeaveFlowGuard guard={guard.actor} unsent={unsent} />
      <DamageFlowToaster />
    </DamageReportProvider>
  );
}

/** The flow's page container. */
function FlowFrame({ children }: { children: ReactNode }) {
  return <div className={`${page} ${flowPage}`}>{children}</div>;
}

/** The flow's actor, made from its machine in a background render. */
function StartedDamageReportFlow({ machine, input }: { machine: DamageReportLogic; input: DamageReportInput }) {
  const actor = useActorRef(machine, { input, inspect });
  return <DamageReportFlowView actor={actor} />;
}

/**
 * The flow with the app's actors; `logic` lets tests pass the machine with fakes. Its machine is built after the
 * loading state is shown (src/components/flow/useFlowMachine.ts), its actor and first page in the background.
 */
export function DamageReportFlow({ logic }: { logic?: DamageReportLogic }) {
  const router = useRouter();
  const [input] = useState(() => inputAt(locate(router, router.history.location)));
  const machine = useFlowMachine(
    () =>
      logic ??
      createAppDamageReportMachine({
        // TILBAKE on the first step: a move out of the flow, so the leave guard asks first.
        leaveFlow: () => void router.navigate({ to: '/' }),
        userUpdated: () => void refreshUser().catch(() => {}),
      }),
  );
  if (machine) return <StartedDamageReportFlow machine={machine} input={input} />;
  return (
    <FlowFrame>
      <FlowLoadingPage step={certainOpeningStep(input.requestedPage)} />
    </FlowFrame>
  );
}
