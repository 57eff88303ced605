/**
 * The purchase wizard's host (SPEC §2 "Purchase wizard"): one machine actor for /kjop-forsikring and its
 * confirmation. The route bridge (src/routing/flowRoutes.ts) keeps the URL and the machine in step; this
 * component renders the machine's page and turns what the customer does into events.
 */
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useSWRConfig } from 'swr';
import { matchesState } from 'xstate';
import { startDateWindow } from '../../../domain/purchaseDates';
import type { PurchaseField, PurchaseForm } from '../../../domain/purchaseForm';
import type { PurchaseStepName } from '../../../domain/purchaseSteps';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import { loadingStepOf } from '../../../machines/purchase/setup';
import type { PurchaseInput, PurchasePage } from '../../../machines/purchase/types';
import type { User } from '../../../domain/types';
import { refreshUser, useUser } from '../../api/getUser';
import { useRefusedNextCount } from '../../components/flow/focus';
import * as formCss from '../../components/form/form.css';
import { inspect } from '../../lib/inspector';
import { locate, useFlowRoutes, type LeaveHandler } from '../../routing/flowRoutes';
import { page as pageCss } from '../../styles/ui.css';
import { createAppPurchaseMachine, readStoredForm, type PurchaseAppDeps } from './actors';
import { ConfirmationView } from './ConfirmationView';
import type { PurchaseActor, PurchaseSnapshot } from './purchaseActor';
import { inputAt, purchaseRouting } from './routing';
import { PurchaseStepHeader } from './PurchaseStepHeader';
import { AddressStep } from './steps/AddressStep';
import { STEP_INTROS } from './steps/intros';
import { InsuranceStep } from './steps/InsuranceStep';
import { StartDateStep } from './steps/StartDateStep';
import { SummaryStep, type OrderStatus } from './steps/SummaryStep';
import type { PurchaseStepViewProps } from './viewProps';
import * as css from './purchase.css';

export const LOADING_TEXT = { heading: 'Kjøp forsikring', status: 'Laster...' } as const;

function orderStatusOf(snapshot: PurchaseSnapshot): OrderStatus {
  // The step states are built by a helper, so their nested values are not typed.
  if (matchesState({ oppsummering: 'ordering' }, snapshot.value)) return 'ordering';
  if (matchesState({ oppsummering: 'ordered' }, snapshot.value)) return 'ordered';
  return snapshot.context.orderRejected ? 'failed' : 'idle';
}

/** What every step view gets from the machine, and the events it sends. */
function useStepProps(actor: PurchaseActor, step: PurchaseStepName, focusHeading: boolean): PurchaseStepViewProps {
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const attempted = useSelector(actor, (s) => s.context.attemptedSteps.includes(step));
  const refusedNextCount = useRefusedNextCount(actor);
  return {
    form,
    errors,
    busy,
    showErrorSummary: attempted,
    errorSummaryFocusKey: refusedNextCount,
    focusHeading,
    onChange: <K extends PurchaseField>(field: K, value: PurchaseForm[K]) =>
      actor.send({ type: 'user.change', field, value } as Extract<Parameters<PurchaseActor['send']>[0], { type: 'user.change' }>),
    onBlur: (field) => actor.send({ type: 'user.blur', field }),
    onNext: () => actor.send({ type: 'user.next' }),
    onBack: () => actor.send({ type: 'user.back' }),
  };
}

function StepView({ actor, step, focusHeading }: { actor: PurchaseActor; step: PurchaseStepName; focusHeading: boolean }) {
  const props = useStepProps(actor, step, focusHeading);
  const products = useSelector(actor, (s) => s.context.products);
  const user = useSelector(actor, (s) => s.context.user);
  const orderStatus = useSelector(actor, orderStatusOf);
  switch (step) {
    case 'adresse':
      return (
        <AddressStep
          {...props}
          onCancel={() => actor.send({ type: 'user.cancel' })}
          onSelectAddress={(source) => actor.send({ type: 'user.selectAddress', source })}
        />
      );
    case 'forsikring':
      return (
        <InsuranceStep
          {...props}
          products={products ?? []}
          productsFailed={products === null}
          onSelectProduct={(product) => actor.send({ type: 'user.selectProduct', productCode: product.productCode })}
        />
      );
    case 'startdato':
      return <StartDateStep {...props} loggedIn={user !== null} profileEmail={user?.email} dateWindow={startDateWindow()} />;
    case 'oppsummering':
      return <SummaryStep {...props} orderStatus={orderStatus} />;
  }
}

/**
 * While the wizard starts and loads, and while its first page renders: the heading and intro of that step when
 * known (as the static shell painted them, so nothing moves), else the wizard's name; 'Laster...' below either.
 */
function PurchaseLoading({ step }: { step: PurchaseStepName | null }) {
  return (
    <div className={formCss.loadingPage} aria-busy="true">
      {step === null ? (
        <h1 className={formCss.heading}>{LOADING_TEXT.heading}</h1>
      ) : (
        <section className={`${formCss.stepSection} ${css.loadingStep}`}>
          <PurchaseStepHeader step={step} intro={STEP_INTROS[step]} />
        </section>
      )}
      <p role="status">{LOADING_TEXT.status}</p>
    </div>
  );
}

function PurchaseContent({ actor }: { actor: PurchaseActor }) {
  const page = useSelector(actor, (s) => flowPageMetaOf<PurchasePage>(s)?.page ?? null);
  const loadingStep = useSelector(actor, (s) => loadingStepOf(s.context));
  // The first page shown keeps the page's own focus; every later page moves focus to its heading
  // (state adjusted while rendering, as React recommends for values derived from a change).
  const [firstPage, setFirstPage] = useState<PurchasePage | null>(null);
  const [moved, setMoved] = useState(false);
  if (firstPage === null && page !== null) setFirstPage(page);
  if (!moved && firstPage !== null && page !== null && page !== firstPage) setMoved(true);
  // The first page renders in the background, in slices between frames (no long task on a phone), while the
  // loading state shows its heading; every later page comes at once, so no click lands on a page already left.
  const deferredPage = useDeferredValue(page);
  const shown = moved ? page : deferredPage;
  if (shown === null) return <PurchaseLoading step={page !== null && page !== 'bekreftelse' ? page : loadingStep} />;
  if (shown === 'bekreftelse') {
    return <ConfirmationView focusHeading={moved} onNewOrder={() => actor.send({ type: 'user.newOrder' })} />;
  }
  return <StepView key={shown} actor={actor} step={shown} focusHeading={moved} />;
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
    <WizardFrame>
      <PurchaseContent actor={actor} />
    </WizardFrame>
  );
}

/** The wizard's page container. */
function WizardFrame({ children }: { children: ReactNode }) {
  return <div className={`${pageCss} ${css.page}`}>{children}</div>;
}

/** The wizard with the app's actors, created from the URL it was opened at and the form stored in the tab. */
function StartedPurchaseFlow({ deps, input }: { deps?: Partial<PurchaseAppDeps>; input: PurchaseInput }) {
  const { mutate } = useSWRConfig();
  const router = useRouter();
  // The wizard loads its data once, as it starts: what the app knows about the login then is what it needs.
  const { user, isLoading, error } = useUser();
  const [knownUser] = useState<User | null | undefined>(isLoading || error ? undefined : user);
  const machine = useMemo(
    () =>
      createAppPurchaseMachine({
        navigate: (to) => void router.navigate({ to }),
        // Every cached list of agreements (any ssn) and the user are fetched again.
        orderPlaced: () => void mutate((key) => typeof key === 'string' && key.startsWith('/api/getAllAgreements')),
        userUpdated: () => void refreshUser().catch(() => {}),
        knownUser: () => knownUser,
        ...deps,
      }),
    [router, mutate, knownUser, deps],
  );
  const actor = useActorRef(machine, { input, inspect });
  return <PurchaseFlowView actor={actor} />;
}

/**
 * The wizard; `deps` lets tests replace navigation and cache refreshes. Its machine and first page are rendered
 * in the background, in slices between frames (mounted in one go they held a phone's main thread for ~80 ms),
 * under the loading state.
 */
export function PurchaseFlow({ deps }: { deps?: Partial<PurchaseAppDeps> }) {
  const router = useRouter();
  const [input] = useState(() => inputAt(locate(router, router.history.location), readStoredForm()));
  const started = useDeferredValue(true, false);
  if (started) return <StartedPurchaseFlow deps={deps} input={input} />;
  return (
    <WizardFrame>
      <PurchaseLoading step={loadingStepOf(input)} />
    </WizardFrame>
  );
}
