import { createFileRoute } from '@tanstack/react-router';
import { purchaseSearch } from '../../../domain/searchParams';

/** The wizard's steps (`?steg=`), rendered by the host (./route.tsx) from the machine's state. */
export const Route = createFileRoute('/kjop-forsikring/')({
  validateSearch: purchaseSearch,
});
