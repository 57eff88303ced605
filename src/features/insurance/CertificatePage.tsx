import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { insuranceCertificateUrl } from '../../api/insuranceCertificate';
import { PRODUCT_NAME } from '../../../domain/brand';
import { Logo } from '../../components/Logo';
import { page } from '../../styles/ui.css';
import * as css from './insurance.css';
import { CERTIFICATE_WAIT } from './texts';

/** A usable agreement id: present and not the string 'null' (SPEC §2). */
export function hasAgreementId(agreementId: string | undefined): agreementId is string {
  return Boolean(agreementId) && agreementId !== 'null';
}

/**
 * Sends the browser to the certificate. `replace`, not `assign`: the waiting page leaves the
 * history, so Back from the PDF returns to the insurance instead of fetching the PDF again.
 */
function openInBrowser(url: string): void {
  window.location.replace(url);
}

/**
 * /insurance-certificate/?agreementId= (SPEC §2): rendered without header and footer; says it is
 * fetching and navigates the browser to GET /api/getInsuranceCertificate (a download by navigation,
 * not fetch). Does nothing without a usable agreementId. `navigate` lets tests observe the navigation.
 */
export function CertificatePage({ agreementId, navigate = openInBrowser }: { agreementId: string | undefined; navigate?: (url: string) => void }) {
  const valid = hasAgreementId(agreementId);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!valid || sent.current === agreementId) return;
    sent.current = agreementId;
    navigate(insuranceCertificateUrl(agreementId));
  }, [valid, agreementId, navigate]);

  return (
    <div className={page}>
      <p>
        <Logo title={PRODUCT_NAME} />
      </p>
      <h1>Forsikringsbevis</h1>
      {valid ? (
        <p className={css.waiting}>
          <span className={css.spinner} aria-hidden="true" />
          <span role="status">{CERTIFICATE_WAIT}</span>
        </p>
      ) : (
        <p>
          Vi vet ikke hvilken forsikring du vil ha forsikringsbevis for. Åpne forsikringen under{' '}
          <Link to="/forsikringer">Dine forsikringer</Link> og velg «Se forsikringsbevis».
        </p>
      )}
    </div>
  );
}
