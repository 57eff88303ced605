import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '../../features/insurance/CertificatePage';
import { agreementIdSearch } from '../../../domain/searchParams';

/** SPEC §2: fetches the certificate; rendered without header and footer (staticData.bare). */
export const Route = createFileRoute('/insurance-certificate/')({
  validateSearch: agreementIdSearch,
  staticData: { bare: true },
  component: CertificateRoute,
});

function CertificateRoute() {
  const { agreementId } = Route.useSearch();
  return <CertificatePage agreementId={agreementId} />;
}
