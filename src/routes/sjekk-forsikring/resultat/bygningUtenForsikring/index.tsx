import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../../../components/UnavailablePage';

/** Placeholder until its own issue lands: the unavailable page with a HJEM link. */
export const Route = createFileRoute('/sjekk-forsikring/resultat/bygningUtenForsikring/')({
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
