/**
 * «Meld flytting» as the one flow host (src/components/flow/FlowHost.tsx) runs it: its input from the URL, its
 * machine with the app's effects, its routing (derived from its declaration: src/routing/stepRouting.ts), its views
 * and its leave dialog.
 */
import { useRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useSWRConfig } from 'swr';
import type { SnapshotFrom } from 'xstate';
import { movingDeclaration, movingSteps } from '../../../domain/movingSteps';
import { agreementPath, pathParams } from '../../../domain/paths';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import type { movingMachine } from '../../../machines/moving.machine';
import type { MovingPage } from '../../../machines/moving/types';
import { isAgreementsKey } from '../../api/getAllAgreements';
import { flowLoading } from '../../components/flow/FlowLoading';
import type { HostedFlow } from '../../components/flow/FlowHost';
import { askingBeforeLeaving } from '../../components/flow/LeaveGuard';
import { pageAtLocation, stepRouting } from '../../routing/stepRouting';
import { appMovingMachine, freshStart } from './actors';
import { ConfirmationView, LoadErrorView, LoadFailedView, NotMovableView } from './EndPages';
import { MovingProvider } from './flowContext';
import { AdresseStep } from './steps/AdresseStep';
import { DatoStep } from './steps/DatoStep';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { MOVING_TEXTS } from './texts';

type MovingLogic = typeof movingMachine;

const agreementIdAt = (pathname: string) => pathParams(movingDeclaration.area, pathname).agreementId ?? '';

/** The app's machine: TILBAKE on step 1 goes to the agreement's page; a move refreshes the insurance reads. */
function useMachine() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return () =>
    appMovingMachine({
      leaveFlow: () => void router.history.push(agreementPath(agreementIdAt(router.history.location.pathname))),
      moveDone: () => void mutate(isAgreementsKey),
    });
}

export const movingFlow: HostedFlow<MovingLogic> = {
  inputAt: (location) => ({
    agreementId: agreementIdAt(location.pathname),
    requestedPage: pageAtLocation(movingDeclaration, location),
    ...freshStart(),
  }),
  useMachine,
  routing: (actor) => stepRouting({ ...movingDeclaration, params: (snapshot) => ({ agreementId: snapshot.context.agreementId }) }, actor),
  Provider: MovingProvider,
  viewOf: (snapshot: SnapshotFrom<MovingLogic>) => flowPageMetaOf<MovingPage>(snapshot)?.page ?? null,
  views: {
    adresse: AdresseStep,
    dato: DatoStep,
    oppsummering: OppsummeringStep,
    bekreftelse: ConfirmationView,
    loadFailed: LoadFailedView,
    loadError: LoadErrorView,
    notMovable: NotMovableView,
  } satisfies Record<MovingPage, ComponentType>,
  // While the agreement loads: the wizard's name and «Laster...»; a step's heading while its view renders.
  Loading: flowLoading(movingSteps, { heading: MOVING_TEXTS.title, status: MOVING_TEXTS.loading }),
  // Nothing is kept: any step address opens step 1 (as the static shell paints it); the confirmation is no step.
  loadingStepOf: (source) => (source.requestedPage === 'bekreftelse' ? null : 'adresse'),
  isStep: (view) => movingSteps.isName(view),
  // Leaving the steps asks first (nothing typed is kept).
  useLeave: askingBeforeLeaving({ title: MOVING_TEXTS.leaveTitle, text: MOVING_TEXTS.leaveText, stay: MOVING_TEXTS.leaveStay, leave: MOVING_TEXTS.leaveGo }),
};
