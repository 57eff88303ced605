import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../../components/UnavailablePage';

/** SPEC §2: the result list is unavailable and links home. */
export const Route = createFileRoute('/sjekk-forsikring/resultat/')({
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
