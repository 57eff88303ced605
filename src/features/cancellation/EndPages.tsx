/** The wizard's pages that are not steps: the confirmation, and the dead ends that say why and where to go. */
import { formatAmount } from '../../../domain/insuranceFormat';
import { agreementPath, INSURANCES_PATH } from '../../../domain/paths';
import { confirmedCancellation, notCancellableReason } from '../../../machines/cancellation/selectors';
import { cancellationConfirmationUrl } from '../../api/cancellationConfirmation';
import { useHeadingFocus } from '../../components/flow/focus';
import * as formCss from '../../components/form/form.css';
import { AppLink } from '../../components/AppLink';
import { AgreementLoadError } from '../../components/flow/AgreementLoadError';
import { button } from '../../styles/ui.css';
import { useCancellationActor, useCancellationSelector } from './flowContext';
import { CANCELLATION_TEXTS, cancelledHeading } from './texts';

/** «Forsikringen er sagt opp og gjelder til og med {dato}»: what was cancelled, the refund, the PDF, and the way back. Its heading takes focus. */
export function ConfirmationView() {
  const confirmed = useCancellationSelector(confirmedCancellation);
  const headingRef = useHeadingFocus();
  return (
    <section className={formCss.statusPage} aria-labelledby="oppsigelse-bekreftet">
      <h1 id="oppsigelse-bekreftet" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {cancelledHeading(confirmed.endDate)}
      </h1>
      <p>Årsak: {confirmed.reasonText}.</p>
      <p>
        {confirmed.refund > 0
          ? `Du får tilbake ${formatAmount(confirmed.refund)} kr i premie for tiden forsikringen ikke gjelder.`
          : 'Forsikringen gjelder ut perioden du har betalt for.'}
      </p>
      <p>Du kan angre oppsigelsen på siden til forsikringen til og med siste dag med dekning.</p>
      <a href={cancellationConfirmationUrl(confirmed.agreementId)} download className={button.primary}>
        {CANCELLATION_TEXTS.confirmationLink}
      </a>
      <AppLink href={agreementPath(confirmed.agreementId)} className={button.secondary}>
        {CANCELLATION_TEXTS.toInsurance}
      </AppLink>
    </section>
  );
}

/** The server knows no such agreement for this customer (404: unknown, or another customer's). */
export function LoadFailedView() {
  const headingRef = useHeadingFocus();
  return (
    <section className={formCss.statusPage} aria-labelledby="oppsigelse-ikke-funnet">
      <h1 id="oppsigelse-ikke-funnet" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {CANCELLATION_TEXTS.loadFailed}
      </h1>
      <AppLink href={INSURANCES_PATH} className={button.primary}>
        {CANCELLATION_TEXTS.toInsurances}
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
  const actor = useCancellationActor();
  // PRØV IGJEN sends it to loading; a failure again at once brings it back before the page is replaced.
  const shows = useCancellationSelector((s) => s.matches('loadError'));
  return <AgreementLoadError id="oppsigelse-ikke-lastet" shows={shows} texts={CANCELLATION_TEXTS} onRetry={() => actor.send({ type: 'user.retry' })} />;
}

/** Bought through an agent, already cancelled or ended: why, and the way back to it. */
export function NotCancellableView() {
  const agreement = useCancellationSelector((s) => s.context.agreement!);
  const reason = useCancellationSelector(notCancellableReason);
  const headingRef = useHeadingFocus();
  return (
    <section className={formCss.statusPage} aria-labelledby="oppsigelse-ikke-mulig">
      <h1 id="oppsigelse-ikke-mulig" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {CANCELLATION_TEXTS.title}
      </h1>
      <p>{reason}</p>
      <AppLink href={agreementPath(agreement.agreementId)} className={button.primary}>
        {CANCELLATION_TEXTS.toInsurance}
      </AppLink>
    </section>
  );
}
