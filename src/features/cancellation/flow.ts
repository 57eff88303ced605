/**
 * «Si opp forsikring» as the one flow host (src/components/flow/FlowHost.tsx) runs it: its input from the URL, its
 * machine with the app's effects, its routing (derived from its step list: src/routing/stepRouting.ts), its views
 * and its leave dialog.
 */
import { useRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useSWRConfig } from 'swr';
import type { SnapshotFrom } from 'xstate';
import { cancellationDeclaration, cancellationSteps, certainCancellationOpening } from '../../../domain/cancellationSteps';
import { agreementPath, pathParams } from '../../../domain/paths';
import type { cancellationMachine } from '../../../machines/cancellation.machine';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import type { CancellationPage } from '../../../machines/cancellation/types';
import { isAgreementsKey } from '../../api/getAllAgreements';
import { flowLoading } from '../../components/flow/FlowLoading';
import type { HostedFlow } from '../../components/flow/FlowHost';
import { askingBeforeLeaving } from '../../components/flow/LeaveGuard';
import { stepRouting, pageAtLocation } from '../../routing/stepRouting';
import { createAppCancellationMachine, freshStart } from './actors';
import { ConfirmationView, LoadErrorView, LoadFailedView, NotCancellableView } from './EndPages';
import { CancellationProvider } from './flowContext';
import { ArsakStep } from './steps/ArsakStep';
import { DatoStep } from './steps/DatoStep';
import { OppsummeringStep } from './steps/OppsummeringStep';
import { CANCELLATION_TEXTS } from './texts';

type CancellationLogic = typeof cancellationMachine;

/** The steps in `?steg=`; the confirmation below; the dead ends at the bare address (the entry: no page asks for them). */
const ROUTES = cancellationDeclaration;

/** The app's machine: TILBAKE on step 1 goes to the agreement's page; a cancellation refreshes the insurance reads. */
function useMachine() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return () =>
    createAppCancellationMachine({
      leaveFlow: () => void router.history.push(agreementPath(agreementIdAt(router.history.location.pathname))),
      cancellationDone: () => void mutate(isAgreementsKey),
    });
}

const agreementIdAt = (pathname: string) => pathParams(cancellationDeclaration.area, pathname).agreementId ?? '';

export const cancellationFlow: HostedFlow<CancellationLogic> = {
  inputAt: (location) => ({
    agreementId: agreementIdAt(location.pathname),
    requestedPage: pageAtLocation(ROUTES, location),
    ...freshStart(),
  }),
  useMachine,
  routing: (actor) => stepRouting({ ...ROUTES, params: (snapshot) => ({ agreementId: snapshot.context.agreementId }) }, actor),
  Provider: CancellationProvider,
  viewOf: (snapshot: SnapshotFrom<CancellationLogic>) => flowPageMetaOf<CancellationPage>(snapshot)?.page ?? null,
  views: {
    arsak: ArsakStep,
    dato: DatoStep,
    oppsummering: OppsummeringStep,
    bekreftelse: ConfirmationView,
    loadFailed: LoadFailedView,
    loadError: LoadErrorView,
    notCancellable: NotCancellableView,
  } satisfies Record<CancellationPage, ComponentType>,
  // While the agreement loads: the wizard's name and «Laster...»; a step's heading while its view renders.
  Loading: flowLoading(cancellationSteps, { heading: CANCELLATION_TEXTS.title, status: CANCELLATION_TEXTS.loading }),
  // Nothing is kept: any step address opens step 1 (as the static shell paints it); the confirmation is no step.
  loadingStepOf: (source) => (source.requestedPage === 'bekreftelse' ? null : certainCancellationOpening()),
  isStep: (view) => cancellationSteps.isName(view),
  // Leaving the steps asks first (nothing typed is kept).
  useLeave: askingBeforeLeaving({ title: CANCELLATION_TEXTS.leaveTitle, text: CANCELLATION_TEXTS.leaveText, stay: CANCELLATION_TEXTS.leaveStay, leave: CANCELLATION_TEXTS.leaveGo }),
};
