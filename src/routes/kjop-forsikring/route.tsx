import { createFileRoute } from '@tanstack/react-router';
import { PurchaseFlow } from '../../features/purchase/PurchaseFlow';

/** The purchase wizard's host: one machine for /kjop-forsikring (steps in ?steg=) and its confirmation. */
export const Route = createFileRoute('/kjop-forsikring')({
  component: () => <PurchaseFlow />,
});
