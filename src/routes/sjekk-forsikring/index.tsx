import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../components/UnavailablePage';

/** SPEC §2: the insurance check shows the unavailable page with a HJEM link. */
export const Route = createFileRoute('/sjekk-forsikring/')({
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
