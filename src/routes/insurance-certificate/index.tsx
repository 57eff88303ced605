import { createFileRoute } from '@tanstack/react-router';
import { agreementIdSearch } from '../../routing/search';
import { UnavailablePage } from '../../components/UnavailablePage';

/** Placeholder until its own issue lands: the unavailable page with a HJEM link. */
export const Route = createFileRoute('/insurance-certificate/')({
  validateSearch: agreementIdSearch,
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
