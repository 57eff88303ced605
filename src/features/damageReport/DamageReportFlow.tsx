/**
 * The damage-report flow (SPEC §2 "Damage report flow") as the one flow host (src/components/flow/FlowHost.tsx)
 * runs it: one machine actor for all /meld-skade/* routes (their route derived from the step list:
 * src/routes/meld-skade/$steg.tsx); the route bridge (src/routing/flowRoutes.ts) keeps the URL and the machine in
 * step and holds moves out of the flow for the leave dialog; the views render the machine's page.
 */
import { useEffect, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { CONFLICT_MESSAGES } from '../../../domain/conflictMessages';
import { certainOpeningStep, damageReportSteps } from '../../../domain/damageReportSteps';
import type { damageReportMachine } from '../../../machines/damageReport.machine';
import { pageMetaOf } from '../../../machines/damageReport/pages';
import { hasUnsentAnswers } from '../../../machines/damageReport/selectors';
import { FlowHost, FlowView, type HostedFlow } from '../../components/flow/FlowHost';
import { useHeadingFocus } from '../../components/flow/focus';
import { flowLoading } from '../../components/flow/FlowLoading';
import { DamageFlowToaster } from '../../components/toasts/DamageFlowToaster';
import { registerFlow } from '../../lib/device/runningFlows';
import { button } from '../../styles/ui.css';
import type { DamageReportLogic } from './actors';
import { useAppDamageReportMachine } from './appMachine';
import { DamageReportProvider, type DamageReportActor } from './flowContext';
import { LeaveFlowGuard, useLeaveFlowGuard } from './LeaveFlowDialog';
import { damageReportRouting, inputAt } from './routing';
import { runningDamageReport } from './runningFlow';
import { ForsikringStep } from './steps/ForsikringStep';
import { InformasjonStep } from './steps/InformasjonStep';
import { KontaktStep } from './steps/KontaktStep';
import { LokasjonStep } from './steps/LokasjonStep';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { RolleStep } from './steps/RolleStep';
import { SkadeStep } from './steps/SkadeStep';
import { TakkPage } from './TakkPage';
import * as css from '../../components/form/form.css';

type DamageReportMachine = typeof damageReportMachine;

function StatusPage({ title, text }: { title: string; text?: string }) {
  // Shown after SEND INN too (the case was sent in from another tab): its heading takes focus then.
  const headingRef = useHeadingFocus();
  return (
    <div className={css.statusPage}>
      <h1 ref={headingRef} tabIndex={-1} className={css.heading}>
        {title}
      </h1>
      {text ? <p>{text}</p> : null}
      <Link to="/skadesaker" className={button.primary}>
        SJEKK DINE SAKER
      </Link>
    </div>
  );
}

/** The loading state: the step header where the flow certainly opens at its first step (the static shell painted it there). */
const FlowLoadingPage = flowLoading(damageReportSteps, { heading: 'Meld skade', status: 'Laster skademelding...' });

/** Leaving asks «Vil du avslutte å melde skade nå?»; with answers waiting for the network, the dialog says so. */
function useLeave(actor: DamageReportActor) {
  const guard = useLeaveFlowGuard();
  const unsent = useSelector(actor, hasUnsentAnswers);
  return { onLeave: guard.ask, dialog: <LeaveFlowGuard guard={guard.actor} unsent={unsent} /> };
}

/**
 * Beside the views: the machine hears what the browser says (the page is hidden or unloaded, so it can send the
 * step's unsaved edits; the network went or came back), the device knows the flow runs, and its toaster shows.
 */
function useBeside(actor: DamageReportActor) {
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
  useEffect(() => registerFlow(runningDamageReport(actor)), [actor]);
  return <DamageFlowToaster />;
}

/** The machine's states without a page of their own, each with what the customer sees. */
const DEAD_ENDS = ['loadFailed', 'alreadySubmitted', 'createFailed', 'loggedOut'] as const;

export const damageReportFlow: HostedFlow<DamageReportMachine> = {
  inputAt,
  useMachine: useAppDamageReportMachine,
  routing: () => damageReportRouting,
  Provider: DamageReportProvider,
  viewOf: (snapshot: SnapshotFrom<DamageReportMachine>) => pageMetaOf(snapshot)?.page ?? DEAD_ENDS.find((state) => snapshot.matches(state)) ?? null,
  views: {
    rolle: RolleStep,
    lokasjon: LokasjonStep,
    forsikring: ForsikringStep,
    skade: SkadeStep,
    informasjon: InformasjonStep,
    kontakt: KontaktStep,
    oppsummering: OppsummeringStep,
    takk: TakkPage,
    loadFailed: () => <StatusPage title="Kunne ikke laste skademelding." />,
    alreadySubmitted: () => <StatusPage title={CONFLICT_MESSAGES.caseAlreadySubmitted} />,
    createFailed: () => <StatusPage title="Meld skade" text="Feil ved oppretting av skademelding. Vennligst prøv igjen senere." />,
    // loggedOut: the customer's session ended; the app shows the logged-out front page (src/components/shell/sessionEnd.ts).
  },
  Loading: FlowLoadingPage,
  loadingStepOf: (source) => certainOpeningStep(source.requestedPage),
  isStep: (view) => damageReportSteps.isName(view),
  useLeave,
  useBeside,
};

/** Renders the flow for an actor created elsewhere (tests, the flow explorer); the app uses <DamageReportFlow />. */
export function DamageReportFlowView({ actor }: { actor: DamageReportActor }) {
  return <FlowView flow={damageReportFlow} actor={actor} />;
}

/** The flow with the app's actors; `logic` lets tests pass the machine with fakes. */
export function DamageReportFlow({ logic }: { logic?: DamageReportLogic }) {
  const flow = useMemo(() => (logic ? { ...damageReportFlow, useMachine: () => () => logic } : damageReportFlow), [logic]);
  return <FlowHost flow={flow} />;
}
