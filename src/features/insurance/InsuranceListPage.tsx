import { useId, type ReactNode } from 'react';
import { buildingAddressText } from '../../../domain/addressText';
import { Link } from '@tanstack/react-router';
import { insuredWithText, isEnded } from '../../../domain/insuranceSelectors';
import { INSURANCE_LIST_HEADING, INSURANCE_LIST_LEAD } from '../../../domain/pageHeadings';
import { osloToday } from '../../../domain/schemas/dates';
import type { Agreement } from '../../../domain/types';
import { useAgreements } from '../../api/getAllAgreements';
import { useUser } from '../../api/getUser';
import { button, cardGrid, cardIcon, errorText, lead, page } from '../../styles/ui.css';
import { CancellationBadge } from './CancellationBadge';
import { ChevronRightIcon, HouseIcon, PlusIcon } from './icons';
import * as css from './insurance.css';
import { ENDED_HEADING, LIST_FAILED, LIST_LOADING, NO_AGREEMENTS, RECENT_ORDER_NOTE } from './texts';

function AgreementCard({ agreement, today }: { agreement: Agreement; today: string }) {
  const insuredWith = insuredWithText(agreement);
  const ended = isEnded(agreement, today);
  return (
    <li>
      <Link to="/forsikringer/$agreementId" params={{ agreementId: agreement.agreementId }} className={ended ? css.endedCard : css.agreementCard}>
        <span className={cardIcon}>
          <HouseIcon />
        </span>
        <span className={css.cardText}>
          <span className={css.cardTitle}>{agreement.productName}</span>
          <span>
            {buildingAddressText(agreement)}
          </span>
          {insuredWith ? <span className={css.cardMeta}>{insuredWith}</span> : null}
          <CancellationBadge agreement={agreement} today={today} />
        </span>
        <span className={css.chevron}>
          <ChevronRightIcon />
        </span>
      </Link>
    </li>
  );
}

/** The page around the list (or its state): heading, lead and the link to order for a new address. */
function ListFrame({ children }: { children: ReactNode }) {
  return (
    <div className={page}>
      <div className={css.intro}>
        <div className={css.introText}>
          <h1>{INSURANCE_LIST_HEADING}</h1>
          <p className={lead}>{INSURANCE_LIST_LEAD}</p>
        </div>
        <Link to="/kjop-forsikring" className={button.primary}>
          <PlusIcon />
          Legg til ny adresse og bestill forsikring
        </Link>
      </div>
      {children}
    </div>
  );
}

/** The list loading: the page's own loading state, also shown while the route checks the login (its pendingComponent). */
export function InsuranceListLoading() {
  return (
    <ListFrame>
      <p role="status">{LIST_LOADING}</p>
    </ListFrame>
  );
}

function NoAgreements() {
  return (
    <div className={css.emptyNotice}>
      <p>{NO_AGREEMENTS}</p>
      <p>{RECENT_ORDER_NOTE}</p>
    </div>
  );
}

/** The agreements that have ended (docs/cancellation.md), under their own heading below the others. */
function EndedAgreements({ agreements, today }: { agreements: Agreement[]; today: string }) {
  const headingId = useId();
  return (
    <section className={css.endedSection} aria-labelledby={headingId}>
      <h2 id={headingId}>{ENDED_HEADING}</h2>
      <ul className={cardGrid} aria-labelledby={headingId}>
        {agreements.map((a) => (
          <AgreementCard key={a.agreementId} agreement={a} today={today} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /forsikringer/ (SPEC §2 "Insurances"): one card per agreement of the logged-in customer, the ended ones under
 * «Avsluttede forsikringer». The route's beforeLoad (requireUser) has sent anonymous visitors home; no user here is a
 * failure to load, as on the other user pages.
 */
export function InsuranceListPage() {
  const user = useUser();
  const agreements = useAgreements(user.user?.socialSecurityNumber);

  const failed = Boolean(user.error || (!user.isLoading && !user.isLoggedIn) || agreements.error);
  const list = agreements.data;
  // Today in Norway decides which cancellations have ended.
  const today = osloToday();
  const current = list?.filter((a) => !isEnded(a, today)) ?? [];
  const ended = list?.filter((a) => isEnded(a, today)) ?? [];

  return (
    <ListFrame>
      {failed ? (
        <p role="alert" className={errorText}>
          {LIST_FAILED}
        </p>
      ) : !list ? (
        <p role="status">{LIST_LOADING}</p>
      ) : (
        <>
          {current.length === 0 ? (
            <NoAgreements />
          ) : (
            <ul className={cardGrid} aria-label="Forsikringer">
              {current.map((a) => (
                <AgreementCard key={a.agreementId} agreement={a} today={today} />
              ))}
            </ul>
          )}
          {ended.length > 0 ? <EndedAgreements agreements={ended} today={today} /> : null}
        </>
      )}
    </ListFrame>
  );
}
