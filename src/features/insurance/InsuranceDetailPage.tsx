import { useId, type ReactNode } from 'react';
import { buildingAddressText } from '../../../domain/addressText';
import { Link } from '@tanstack/react-router';
import { formatAmount, formatDate, formatMonthlyPrice } from '../../../domain/insuranceFormat';
import { osloToday } from '../../../domain/schemas/dates';
import { companyText, partnerOf } from '../../../domain/insuranceSelectors';
import type { Agreement } from '../../../domain/types';
import { termsAndConditionsUrl } from '../../api/downloadTermsAndConditions';
import { useAgreement } from '../../api/getAgreement';
import { useUser } from '../../api/getUser';
import { button, buttonRow, card, dt, lead, page } from '../../styles/ui.css';
import { CancellationBadge } from './CancellationBadge';
import { CancellationSection } from './CancellationSection';
import { AgreementFailure } from './AgreementFailure';
import { CheckedList } from './CheckedList';
import { MovingSection } from './MovingSection';
import { DocumentIcon, DownloadIcon, PinIcon } from './icons';
import * as css from './insurance.css';
import { AGREEMENT_LOADING } from './texts';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`${card} ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Price({ yearly }: { yearly: number }) {
  return (
    <p className={css.priceBox}>
      <span className={css.priceLabel}>PRIS</span>
      <span className={css.priceMonthly}>{formatMonthlyPrice(yearly)} kr/mnd</span>
      <span className={css.priceYearly}>{formatAmount(yearly)} kr per år</span>
    </p>
  );
}

/** Certificate and terms for direct agreements; otherwise where to ask (SPEC §2 "Insurances"). */
function Documents({ agreement }: { agreement: Agreement }) {
  if (!agreement.directAgreement) {
    const partner = partnerOf(agreement);
    return (
      <Section title="Dokumenter" className={css.block}>
        <p className={css.partnerNotice}>
          Forsikringen er inngått gjennom {partner}. Kontakt {partner} for forsikringsbevis og vilkår.
        </p>
      </Section>
    );
  }
  return (
    <Section title="Dokumenter" className={css.block}>
      <div className={css.documents}>
        <Link to="/insurance-certificate" search={{ agreementId: agreement.agreementId }} className={button.secondary}>
          <DocumentIcon />
          Se forsikringsbevis
        </Link>
        <a href={termsAndConditionsUrl(agreement.productId)} download={agreement.termsandConditionName} className={button.secondary}>
          <DownloadIcon />
          Last ned vilkår (PDF)
        </a>
      </div>
    </Section>
  );
}

function AgreementDetails({ agreement }: { agreement: Agreement }) {
  return (
    <details className={`${card} ${css.details}`}>
      <summary className={css.summary}>Detaljer om avtalen</summary>
      <dl className={css.detailsBody}>
        <div className={css.fact}>
          <dt className={dt}>SELSKAP</dt>
          <dd className={css.factValue}>{companyText(agreement)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={dt}>AVTALENUMMER</dt>
          <dd className={css.factValue}>{agreement.agreementNumber}</dd>
        </div>
        <div className={css.fact}>
          <dt className={dt}>FORNYES</dt>
          <dd className={css.factValue}>{formatDate(agreement.renewalDate)}</dd>
        </div>
      </dl>
    </details>
  );
}

function Detail({ agreement }: { agreement: Agreement }) {
  // Today in Norway decides whether a cancellation has ended (docs/cancellation.md).
  const today = osloToday();
  return (
    <>
      <div className={`${card} ${css.hero}`}>
        <div>
          {agreement.productTagName ? <p className={css.eyebrow}>{agreement.productTagName}</p> : null}
          <h1>{agreement.productName}</h1>
          {agreement.cancellation ? (
            <p>
              <CancellationBadge agreement={agreement} today={today} />
            </p>
          ) : null}
          <p className={lead}>{agreement.productDescription}</p>
          <p className={css.address}>
            <PinIcon />
            {buildingAddressText(agreement)}
          </p>
        </div>
        {agreement.price !== null ? <Price yearly={agreement.price} /> : null}
      </div>

      <div className={css.columns}>
        <Section title="Dette er inkludert">
          <CheckedList items={agreement.termsAndServicesHighlights} />
        </Section>
        <Section title="Tjenester">
          <ul className={css.plainList}>
            {agreement.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Section>
      </div>

      <Documents agreement={agreement} />
      <MovingSection agreement={agreement} today={today} />
      <CancellationSection agreement={agreement} today={today} />
      <AgreementDetails agreement={agreement} />
    </>
  );
}

/** The page around the agreement (or its state), with the TILBAKE link under it. */
function DetailFrame({ children }: { children: ReactNode }) {
  return (
    <div className={page}>
      {children}
      <p className={buttonRow}>
        <Link to="/forsikringer" className={button.secondary}>
          TILBAKE
        </Link>
      </p>
    </div>
  );
}

/** The heading and status while the agreement loads (a fragment, as the other states: React keeps the heading between them). */
const agreementLoading = (
  <>
    <h1>Forsikring</h1>
    <p role="status">{AGREEMENT_LOADING}</p>
  </>
);

/** The agreement loading: the page's own loading state, also shown while the route checks the login (its pendingComponent). */
export function InsuranceDetailLoading() {
  return <DetailFrame>{agreementLoading}</DetailFrame>;
}

/**
 * /forsikringer/{agreementId} (SPEC §2 "Insurances"): one agreement of the logged-in customer. The route's
 * beforeLoad (requireUser) has sent anonymous visitors home; no user here is a failure to load.
 */
export function InsuranceDetailPage({ agreementId }: { agreementId: string }) {
  const user = useUser();
  const agreement = useAgreement(agreementId, user.user?.socialSecurityNumber);

  const failed = Boolean(user.error || (!user.isLoading && !user.isLoggedIn) || agreement.error);

  return (
    <DetailFrame>
      {failed ? (
        <>
          <h1>Forsikring</h1>
          <AgreementFailure notFound={agreement.notFound} />
        </>
      ) : !agreement.data ? (
        agreementLoading
      ) : (
        <Detail agreement={agreement.data} />
      )}
    </DetailFrame>
  );
}
