import { createFileRoute } from '@tanstack/react-router';
import { purchaseSearch } from '../../routing/search';
import { UnavailablePage } from '../../components/UnavailablePage';

/** Placeholder until its own issue lands: the unavailable page with a HJEM link. */
export const Route = createFileRoute('/kjop-forsikring/')({
  validateSearch: purchaseSearch,
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
