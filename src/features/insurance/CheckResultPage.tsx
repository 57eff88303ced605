import { useId, type ReactNode } from 'react';
import { buildingAddressText } from '../../../domain/addressText';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { formatMonthlyPrice } from '../../../domain/insuranceFormat';
import { checkResultOf, type CheckResult } from '../../../domain/insuranceSelectors';
import { PURCHASE_CONTEXT, purchaseHref } from '../../../domain/purchaseContext';
import { osloToday } from '../../../domain/schemas/dates';
import type { Agreement } from '../../../domain/types';
import { termsAndConditionsUrl } from '../../api/downloadTermsAndConditions';
import { useAgreement } from '../../api/getAgreement';
import { useUser } from '../../api/getUser';
import { button, buttonRow, card, lead, page, visuallyHidden } from '../../styles/ui.css';
import { AppLink } from '../../components/AppLink';
import { CancellationBadge } from './CancellationBadge';
import { CHECK_RESULT_CONTENT } from './checkResultContent';
import { AgreementFailure } from './AgreementFailure';
import { CheckedList } from './CheckedList';
import { DownloadIcon, PinIcon } from './icons';
import * as css from './insurance.css';
import { AGREEMENT_LOADING, ENDED_CHECK_TEXT } from './texts';

/** SPEC §2: 'KR {price/12},- MND'; nothing without a price. */
export function pricePillText(price: number | null): string {
  return price === null ? '' : `KR ${formatMonthlyPrice(price)},- MND`;
}

function Highlights({ agreement, own }: { agreement: Agreement; own: boolean }) {
  const headingId = useId();
  const pill = pricePillText(agreement.price);
  return (
    <section className={`${card} ${css.highlightsCard}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Inkludert i {PRODUCT_NAME}</h2>
      <CheckedList items={agreement.termsAndServicesHighlights} />
      {own ? (
        <div className={css.highlightsFooter}>
          <a href={termsAndConditionsUrl(agreement.productId)} download={agreement.termsandConditionName} className={button.secondary}>
            <DownloadIcon />
            SE VILKÅR
          </a>
          {pill ? (
            <p className={css.pricePill}>
              <span className={visuallyHidden}>Pris: </span>
              {pill}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** An agreement that insures the building; a cancelled one says until when (its last day with cover), as on /forsikringer/. */
function Result({ agreement, result, today }: { agreement: Agreement; result: CheckResult; today: string }) {
  const content = CHECK_RESULT_CONTENT[result.productCase];
  return (
    <>
      <p className={css.eyebrow}>Forsikringssjekk</p>
      <h1>{agreement.productName}</h1>
      <p className={css.address}>
        <PinIcon />
        {buildingAddressText(agreement)}
      </p>
      {result.insuredWith ? <p className={css.company}>{result.insuredWith}</p> : null}
      {agreement.cancellation ? (
        <p>
          <CancellationBadge agreement={agreement} today={today} />
        </p>
      ) : null}

      {content.heading ? (
        <div className={css.caseBlock}>
          <h2>{content.heading}</h2>
          <p className={lead}>{content.text}</p>
        </div>
      ) : null}

      <div className={css.subBlocks}>
        {content.blocks.map((b) => (
          <section key={b.heading} className={card}>
            <h2>{b.heading}</h2>
            <p>{b.text}</p>
          </section>
        ))}
      </div>

      <Highlights agreement={agreement} own={result.ownProduct} />
    </>
  );
}

/** An agreement that has ended (docs/cancellation.md) insures nothing: the check says so, and nothing it covered. */
function EndedResult({ agreement, today }: { agreement: Agreement; today: string }) {
  return (
    <>
      <p className={css.eyebrow}>Forsikringssjekk</p>
      <h1>{agreement.productName}</h1>
      <p className={css.address}>
        <PinIcon />
        {buildingAddressText(agreement)}
      </p>
      <p>
        <CancellationBadge agreement={agreement} today={today} />
      </p>
      <p className={lead}>{ENDED_CHECK_TEXT}</p>
    </>
  );
}

/** The page around the result (or its state), with TILBAKE (and, when given, the order link) under it. */
function ResultFrame({ children, order }: { children: ReactNode; order?: ReactNode }) {
  return (
    <div className={page}>
      {children}
      <p className={buttonRow}>
        <Link to="/sjekk-forsikring/resultat" className={button.secondary}>
          TILBAKE
        </Link>
        {order}
      </p>
    </div>
  );
}

/** The heading and status while the agreement loads (a fragment, as the other states: React keeps the heading between them). */
const resultLoading = (
  <>
    <h1>Forsikringssjekk</h1>
    <p role="status">{AGREEMENT_LOADING}</p>
  </>
);

/** The result loading: the page's own loading state, also shown while the route checks the login (its pendingComponent). */
export function CheckResultLoading() {
  return <ResultFrame>{resultLoading}</ResultFrame>;
}

/**
 * /sjekk-forsikring/resultat/{agreementId} (SPEC §2 "Check result detail"). The route's beforeLoad (requireUser)
 * has sent anonymous visitors home; no user here is a failure to load.
 */
export function CheckResultPage({ agreementId }: { agreementId: string }) {
  const user = useUser();
  const agreement = useAgreement(agreementId, user.user?.socialSecurityNumber);

  const failed = Boolean(user.error || (!user.isLoading && !user.isLoggedIn) || agreement.error);
  const data = agreement.data;
  const today = osloToday();
  const result = data ? checkResultOf(data, today) : null;

  return (
    <ResultFrame
      order={
        result?.offersPurchase ? (
          <AppLink href={purchaseHref(PURCHASE_CONTEXT.sjekkForsikring)} className={button.primary}>
            BESTILL FORSIKRING
          </AppLink>
        ) : null
      }
    >
      {failed ? (
        <>
          <h1>Forsikringssjekk</h1>
          <AgreementFailure notFound={agreement.notFound} />
        </>
      ) : !data || !result ? (
        resultLoading
      ) : result.ended ? (
        <EndedResult agreement={data} today={today} />
      ) : (
        <Result agreement={data} result={result} today={today} />
      )}
    </ResultFrame>
  );
}
