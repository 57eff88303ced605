import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../components/UnavailablePage';

/** Trivial placeholder so the shell can link here; the damage-report task replaces it. */
export const Route = createFileRoute('/skadesaker/')({
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
