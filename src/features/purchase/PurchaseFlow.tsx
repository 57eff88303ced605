/**
 * The purchase wizard (SPEC §2 "Purchase wizard") as the one flow host (src/components/flow/FlowHost.tsx) runs it:
 * one machine actor for /kjop-forsikring and its confirmation; its routing is derived from its step list
 * (src/routing/stepRouting.ts); its views read the machine and send it the customer's events through the wizard's
 * flow context (./flowContext.ts).
 */
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { purchaseDeclaration, purchaseSteps } from '../../../domain/purchaseSteps';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import type { purchaseMachine } from '../../../machines/purchase.machine';
import { loadingStepOf } from '../../../machines/purchase/setup';
import type { PurchasePage } from '../../../machines/purchase/types';
import { FlowHost, FlowView, type HostedFlow } from '../../components/flow/FlowHost';
import { flowLoading } from '../../components/flow/FlowLoading';
import type { LeaveHandler } from '../../routing/flowRoutes';
import { stepRouting } from '../../routing/stepRouting';
import { storedInputAt, useAppPurchaseMachine } from './appMachine';
import { ConfirmationView } from './ConfirmationView';
import { PurchaseProvider, type PurchaseActor } from './flowContext';
import { AdresseStep } from './steps/AdresseStep';
import { ForsikringStep } from './steps/ForsikringStep';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { StartdatoStep } from './steps/StartdatoStep';

export const LOADING_TEXT = { heading: 'Kjøp forsikring', status: 'Laster...' } as const;

type PurchaseLogic = typeof purchaseMachine;

/**
 * While the wizard starts and loads, and while its first page renders: the heading and intro of that step when
 * known (as the static shell painted them, so nothing moves), else the wizard's name; 'Laster...' below either.
 */
const PurchaseLoading = flowLoading(purchaseSteps, LOADING_TEXT);

/** Leaving the wizard's area: held while an order is sent, otherwise the stored form is cleared and the move goes on. */
function useLeave(actor: PurchaseActor): { onLeave: LeaveHandler } {
  const [onLeave] = useState<LeaveHandler>(() => ({ blocksLeaving }: { blocksLeaving: boolean }) => {
    if (blocksLeaving) return true;
    actor.send({ type: 'page.leave' });
    return false;
  });
  return { onLeave };
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
  return null;
}

export const purchaseFlow: HostedFlow<PurchaseLogic> = {
  // The stored form only for whom it was typed: the customer logged in now, or the visitor back from the e-ID login.
  inputAt: storedInputAt,
  useMachine: useAppPurchaseMachine,
  routing: (actor) =>
    stepRouting(
      {
        ...purchaseDeclaration,
        params: () => ({}),
        awaitedPage: (snapshot) => {
          const { requestedPage } = snapshot.context;
          return requestedPage && requestedPage !== 'bekreftelse' ? requestedPage : null;
        },
      },
      actor,
    ),
  Provider: PurchaseProvider,
  viewOf: (snapshot: SnapshotFrom<PurchaseLogic>) => flowPageMetaOf<PurchasePage>(snapshot)?.page ?? null,
  views: {
    adresse: AdresseStep,
    forsikring: ForsikringStep,
    startdato: StartdatoStep,
    oppsummering: OppsummeringStep,
    bekreftelse: ConfirmationView,
  },
  Loading: PurchaseLoading,
  loadingStepOf,
  isStep: (view) => purchaseSteps.isName(view),
  useLeave,
  useBeside: usePageRestored,
};

/** Renders the wizard for an actor created elsewhere (tests, the flow explorer); the app uses <PurchaseFlow />. */
export function PurchaseFlowView({ actor }: { actor: PurchaseActor }) {
  return <FlowView flow={purchaseFlow} actor={actor} />;
}

/** The wizard with the app's actors, started from the URL it was opened at and the form stored in the tab. */
export function PurchaseFlow() {
  return <FlowHost flow={purchaseFlow} />;
}
