/**
 * The damage-report flow host (SPEC §2 "Damage report flow"): one machine actor for all step routes.
 * - Machine → URL: when the active step's `meta.route` changes, navigate there with ?CaseId=
 *   (replace on the first step shown, push afterwards).
 * - URL → machine: when the user changes the URL (back/forward, typed), send `xstate.route`; if the
 *   machine refuses, go back to the machine's step URL.
 */
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useSWRConfig } from 'swr';
import type { StepName } from '../../../domain/schemas/damageReport';
import { stepFromPath } from '../../../machines/damageReport/steps';
import { USER_KEY } from '../../api/getUser';
import { useShellNavigation } from '../../components/shell/navigation';
import { DamageFlowToaster } from '../../components/toasts/Toasters';
import { inspect } from '../../lib/inspector';
import { button, page } from '../../styles/ui.css';
import { createAppDamageReportMachine, type DamageReportLogic } from './actors';
import { DamageReportActorContext, type DamageReportActor, type DamageReportSnapshot } from './flowContext';
import { LeaveFlowGuard } from './LeaveFlowDialog';
import { ForsikringStep } from './steps/ForsikringStep';
import { InformasjonStep } from './steps/InformasjonStep';
import { KontaktStep } from './steps/KontaktStep';
import { LokasjonStep } from './steps/LokasjonStep';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { RolleStep } from './steps/RolleStep';
import { SkadeStep } from './steps/SkadeStep';
import { TakkPage } from './TakkPage';
import * as css from './damageReport.css';

export const STEP_VIEWS: Record<StepName, ComponentType> = {
  rolle: RolleStep,
  lokasjon: LokasjonStep,
  forsikring: ForsikringStep,
  skade: SkadeStep,
  informasjon: InformasjonStep,
  kontakt: KontaktStep,
  oppsummering: OppsummeringStep,
};

/** The route of the machine's active state (a step or takk), from its `meta.route`. */
export function machineRouteOf(snapshot: DamageReportSnapshot): string | null {
  const metas = Object.values(snapshot.getMeta() as Record<string, { route?: string } | undefined>);
  return metas.find((m) => typeof m?.route === 'string')?.route ?? null;
}

function withCaseId(route: string, caseId: string | null): string {
  return caseId ? `${route}?CaseId=${encodeURIComponent(caseId)}` : route;
}

function searchCaseId(search: Record<string, unknown>): string | null {
  const value = search.CaseId;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

const normalizePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Keeps the URL and the machine's step in step (see the module comment). */
function useUrlSync(actor: DamageReportActor) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => normalizePath(s.location.pathname) });
  const urlCaseId = useRouterState({ select: (s) => searchCaseId(s.location.search as Record<string, unknown>) });
  const machineRoute = useSelector(actor, machineRouteOf);
  const caseId = useSelector(actor, (s) => s.context.caseId);
  const shownRoute = useRef<string | null>(null);

  // Machine → URL.
  useEffect(() => {
    if (!machineRoute) return;
    const first = shownRoute.current === null;
    shownRoute.current = machineRoute;
    const location = router.state.location;
    if (normalizePath(location.pathname) === machineRoute && searchCaseId(location.search as Record<string, unknown>) === caseId) return;
    void router.navigate({ href: withCaseId(machineRoute, caseId), replace: first });
  }, [router, machineRoute, caseId]);

  // URL → machine.
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    const route = machineRouteOf(snapshot);
    // Leaving /meld-skade (the layout is about to unmount) is not a step change.
    if (!route || !pathname.startsWith('/meld-skade/')) return;
    const machineCaseId = snapshot.context.caseId;
    if (pathname === route && urlCaseId === machineCaseId) return;
    if (pathname !== route) {
      const step = stepFromPath(pathname);
      if (step) actor.send({ type: 'xstate.route', to: `#${step}` });
    }
    const after = machineRouteOf(actor.getSnapshot());
    if (after && (after !== pathname || urlCaseId !== machineCaseId)) {
      void router.navigate({ href: withCaseId(after, machineCaseId), replace: true });
    }
  }, [actor, router, pathname, urlCaseId]);
}

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

function FlowContent({ actor }: { actor: DamageReportActor }) {
  const view = useSelector(actor, (s) => {
    if (s.matches('flow')) return s.context.step ?? 'loading';
    if (s.matches('takk')) return 'takk';
    if (s.matches('loadFailed')) return 'loadFailed';
    if (s.matches('alreadySubmitted')) return 'alreadySubmitted';
    if (s.matches('createFailed')) return 'createFailed';
    return 'loading';
  });
  switch (view) {
    case 'loading':
      return (
        <div className={css.statusPage} aria-busy="true">
          <h1 className={css.heading}>Meld skade</h1>
          <p role="status">Laster skademelding...</p>
        </div>
      );
    case 'loadFailed':
      return <StatusPage title="Kunne ikke laste skademelding." link />;
    case 'alreadySubmitted':
      return <StatusPage title="Skadesaken er allerede sendt inn." link />;
    case 'createFailed':
      return <StatusPage title="Meld skade" text="Feil ved oppretting av skademelding. Vennligst prøv igjen senere." link />;
    case 'takk':
      return <TakkPage />;
    default: {
      const Step = STEP_VIEWS[view];
      return <Step key={view} />;
    }
  }
}

/** Tells the machine when the page is hidden or unloaded, so it can send the step's unsaved edits. */
function usePageHidden(actor: DamageReportActor) {
  useEffect(() => {
    const hidden = () => actor.send({ type: 'page.hidden' });
    const visibilityChanged = () => {
      if (document.visibilityState === 'hidden') hidden();
    };
    window.addEventListener('pagehide', hidden);
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      window.removeEventListener('pagehide', hidden);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, [actor]);
}

/** Renders the flow for an actor created elsewhere (tests); the app uses <DamageReportFlow />. */
export function DamageReportFlowView({ actor }: { actor: DamageReportActor }) {
  const blocksLeaving = useSelector(actor, (s) => s.hasTag('blocksLeaving'));
  useUrlSync(actor);
  usePageHidden(actor);
  return (
    <DamageReportActorContext.Provider value={actor}>
      <div className={`${page} ${css.flowPage}`}>
        <FlowContent actor={actor} />
      </div>
      <LeaveFlowGuard blocksLeaving={blocksLeaving} />
      <DamageFlowToaster />
    </DamageReportActorContext.Provider>
  );
}

/** The flow with the app's actors; `logic` lets tests pass the machine with fakes. */
export function DamageReportFlow({ logic }: { logic?: DamageReportLogic }) {
  const { navigate } = useShellNavigation();
  const { mutate } = useSWRConfig();
  const router = useRouter();
  // The shell's navigate and SWR's mutate are stable; the actor keeps the first logic anyway.
  const machine = useMemo(
    () =>
      logic ??
      createAppDamageReportMachine({
        leaveFlow: () => navigate('/'),
        userUpdated: () => void mutate(USER_KEY),
      }),
    [logic, navigate, mutate],
  );
  const [input] = useState(() => {
    const { pathname, search } = router.state.location;
    return { caseId: searchCaseId(search as Record<string, unknown>), requestedStep: stepFromPath(pathname) };
  });
  const actor = useActorRef(machine, { input, inspect });
  return <DamageReportFlowView actor={actor} />;
}
