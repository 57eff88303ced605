/** The wizard's pages that are not steps: the confirmation, and the dead ends that say why and where to go. */
import { Link } from '@tanstack/react-router';
import { cancellationDeclaration } from '../../../domain/cancellationSteps';
import { flowHref } from '../../../domain/flowHref';
import { agreementPath, INSURANCES_PATH } from '../../../domain/paths';
import { purchaseDeclaration } from '../../../domain/purchaseSteps';
import { confirmedCoversFrom, confirmedMove, notMovableReason } from '../../../machines/moving/selectors';
import { AppLink } from '../../components/AppLink';
import { AgreementLoadError } from '../../components/flow/AgreementLoadError';
import { useHeadingFocus } from '../../components/flow/focus';
import * as formCss from '../../components/form/form.css';
import { button } from '../../styles/ui.css';
import { useMovingActor, useMovingSelector } from './flowContext';
import { MOVING_TEXTS } from './texts';

/** «Flyttingen er registrert»: the new address from the moving date, the receipt, the certificate and the way back. Its heading takes focus. */
export function ConfirmationView() {
  const confirmed = useMovingSelector(confirmedMove);
  const coversFrom = useMovingSelector(confirmedCoversFrom);
  const headingRef = useHeadingFocus();
  return (
    <section className={formCss.statusPage} aria-labelledby="flytting-registrert">
      <h1 id="flytting-registrert" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {MOVING_TEXTS.confirmedHeading}
      </h1>
      <p>{coversFrom}</p>
      <p>{MOVING_TEXTS.receipt}</p>
      <Link to="/insurance-certificate" search={{ agreementId: confirmed.agreementId }} className={button.primary}>
        {MOVING_TEXTS.certificate}
      </Link>
      <AppLink href={agreementPath(confirmed.agreementId)} className={button.secondary}>
        {MOVING_TEXTS.toInsurance}
      </AppLink>
    </section>
  );
}

/** The server knows no such agreement for this customer (404: unknown, or another customer's). */
export function LoadFailedView() {
  const headingRef = useHeadingFocus();
  return (
    <section className={formCss.statusPage} aria-labelledby="flytting-ikke-funnet">
      <h1 id="flytting-ikke-funnet" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {MOVING_TEXTS.loadFailed}
      </h1>
      <AppLink href={INSURANCES_PATH} className={button.primary}>
        {MOVING_TEXTS.toInsurances}
      </AppLink>
    </section>
  );
}

/**
 * The agreement could not be loaded for another reason than a 404 (no answer, a server error): it is not said to be
 * missing; PRØV IGJEN loads it again, or the customer goes to the insurances. Its heading takes focus, also when PRØV
 * IGJEN fails again.
 */
export function LoadErrorView() {
  const actor = useMovingActor();
  // PRØV IGJEN sends it to loading; a failure again at once brings it back before the page is replaced.
  const shows = useMovingSelector((s) => s.matches('loadError'));
  return <AgreementLoadError id="flytting-ikke-lastet" shows={shows} texts={MOVING_TEXTS} onRetry={() => actor.send({ type: 'user.retry' })} />;
}

/**
 * Why this agreement cannot be moved here, and where to go: a building insurance to «Si opp forsikring» and to
 * buying for the new address, a cancelled one to buying, every one back to the insurance.
 */
export function NotMovableView() {
  const agreementId = useMovingSelector((s) => s.context.agreementId);
  const refusal = useMovingSelector(notMovableReason);
  const headingRef = useHeadingFocus();
  const kind = refusal?.kind;
  return (
    <section className={formCss.statusPage} aria-labelledby="flytting-ikke-mulig">
      <h1 id="flytting-ikke-mulig" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {MOVING_TEXTS.title}
      </h1>
      <p>{refusal?.message}</p>
      {kind === 'building' ? (
        <AppLink href={flowHref(cancellationDeclaration, { agreementId })} className={button.primary}>
          {MOVING_TEXTS.toCancellation}
        </AppLink>
      ) : null}
      {kind === 'building' || kind === 'cancelled' ? (
        <AppLink href={purchaseDeclaration.startHref} className={kind === 'building' ? button.secondary : button.primary}>
          {MOVING_TEXTS.toPurchase}
        </AppLink>
      ) : null}
      <AppLink href={agreementPath(agreementId)} className={kind === 'building' || kind === 'cancelled' ? button.secondary : button.primary}>
        {MOVING_TEXTS.toInsurance}
      </AppLink>
    </section>
  );
}
