/**
 * The purchase wizard's host (SPEC §2 "Purchase wizard"): one machine actor for /kjop-forsikring and its
 * confirmation. The route bridge (src/routing/flowRoutes.ts) keeps the URL and the machine in step; this
 * component renders the machine's page, whose view reads the machine and sends it the customer's events through
 * the wizard's flow context (./flowContext.ts).
 */
import { useDeferredValue, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useSWRConfig } from 'swr';
import { purchaseSteps, type PurchaseStepName } from '../../../domain/purchaseSteps';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import { loadingStepOf } from '../../../machines/purchase/setup';
import type { PurchaseInput, PurchasePage } from '../../../machines/purchase/types';
import type { User } from '../../../domain/types';
import { isAgreementsKey } from '../../api/getAllAgreements';
import { refreshUser, useUser } from '../../api/getUser';
import { usePageChanged } from '../../components/flow/focus';
import { useFlowMachine } from '../../components/flow/useFlowMachine';
import { FlowLoading } from '../../components/flow/FlowLoading';
import { inspect } from '../../lib/inspector';
import { locate, useFlowRoutes, type LeaveHandler } from '../../routing/flowRoutes';
import { page as pageCss } from '../../styles/ui.css';
import { createAppPurchaseMachine, readStoredForm, type PurchaseAppDeps, type PurchaseLogic } from './actors';
import { ConfirmationView } from './ConfirmationView';
import { PurchaseProvider, usePurchaseSelector, type PurchaseActor } from './flowContext';
import { inputAt, purchaseRouting } from './routing';
import { AdresseStep } from './steps/AdresseStep';
import { ForsikringStep } from './steps/ForsikringStep';
import { STEP_INTROS } from './steps/intros';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { StartdatoStep } from './steps/StartdatoStep';
import * as css from './purchase.css';

export const LOADING_TEXT = { heading: 'Kjøp forsikring', status: 'Laster...' } as const;

/** The view of each step of domain/purchaseSteps.ts. */
export const STEP_VIEWS: Record<PurchaseStepName, ComponentType> = {
  adresse: AdresseStep,
  forsikring: ForsikringStep,
  startdato: StartdatoStep,
  oppsummering: OppsummeringStep,
};

/**
 * While the wizard starts and loads, and while its first page renders: the heading and intro of that step when
 * known (as the static shell painted them, so nothing moves), else the wizard's name; 'Laster...' below either.
 */
function PurchaseLoading({ step }: { step: PurchaseStepName | null }) {
  return <FlowLoading steps={purchaseSteps} step={step} intro={step ? STEP_INTROS[step] : undefined} {...LOADING_TEXT} />;
}

function PurchaseContent() {
  const page = usePurchaseSelector((s) => flowPageMetaOf<PurchasePage>(s)?.page ?? null);
  const loadingStep = usePurchaseSelector((s) => loadingStepOf(s.context));
  // The first page renders in the background, in slices between frames (no long task on a phone), while the
  // loading state shows its heading; every later page (after a step change: src/components/flow/focus.ts) comes
  // at once, so no click lands on a page already left.
  const changed = usePageChanged();
  const deferredPage = useDeferredValue(page);
  const shown = changed ? page : deferredPage;
  if (shown === null) return <PurchaseLoading step={page !== null && page !== 'bekreftelse' ? page : loadingStep} />;
  if (shown === 'bekreftelse') return <ConfirmationView />;
  const Step = STEP_VIEWS[shown];
  return <Step key={shown} />;
}

/** The page came back from the back/forward cache (Back from the e-ID login). */
function usePageRestored(actor: PurchaseActor) {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [actor]);
}

/** Leaving the wizard's area: held while an order is sent, otherwise the stored form is cleared and the move goes on. */
function leaveHandler(actor: PurchaseActor): LeaveHandler {
  return ({ blocksLeaving }) => {
    if (blocksLeaving) return true;
    actor.send({ type: 'page.leave' });
    return false;
  };
}

/** Renders the wizard for an actor created elsewhere (tests); the app uses <PurchaseFlow />. */
export function PurchaseFlowView({ actor }: { actor: PurchaseActor }) {
  const onLeave = useMemo(() => leaveHandler(actor), [actor]);
  useFlowRoutes(actor, purchaseRouting, onLeave);
  usePageRestored(actor);
  return (
    <PurchaseProvider actor={actor}>
      <WizardFrame>
        <PurchaseContent />
      </WizardFrame>
    </PurchaseProvider>
  );
}

/** The wizard's page container. */
function WizardFrame({ children }: { children: ReactNode }) {
  return <div className={`${pageCss} ${css.page}`}>{children}</div>;
}

/** The wizard's actor, made from its machine in a background render. */
function StartedPurchaseFlow({ machine, input }: { machine: PurchaseLogic; input: PurchaseInput }) {
  const actor = useActorRef(machine, { input, inspect });
  return <PurchaseFlowView actor={actor} />;
}

/**
 * The wizard with the app's actors, created from the URL it was opened at and the form stored in the tab; `deps`
 * lets tests replace navigation and cache refreshes. Its machine is built after the loading state is shown
 * (src/components/flow/useFlowMachine.ts); its actor and first page are rendered in the background, in slices
 * between frames (mounted in one go they held a phone's main thread for ~80 ms), under the loading state.
 */
export function PurchaseFlow({ deps }: { deps?: Partial<PurchaseAppDeps> }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [input] = useState(() => inputAt(locate(router, router.history.location), readStoredForm()));
  // The wizard loads its data once, as it starts: what the app knows about the login then is what it needs.
  const { user, isLoading, error } = useUser();
  const [knownUser] = useState<User | null | undefined>(isLoading || error ? undefined : user);
  const machine = useFlowMachine(() =>
    createAppPurchaseMachine({
      navigate: (to) => void router.navigate({ to }),
      // Every cached agreements read (the lists for any ssn, each agreement) and the user are fetched again.
      orderPlaced: () => void mutate(isAgreementsKey),
      userUpdated: () => void refreshUser().catch(() => {}),
      knownUser: () => knownUser,
      ...deps,
    }),
  );
  if (machine) return <StartedPurchaseFlow machine={machine} input={input} />;
  return (
    <WizardFrame>
      <PurchaseLoading step={loadingStepOf(input)} />
    </WizardFrame>
  );
}
