import { createFileRoute } from '@tanstack/react-router';
import { caseIdSearch } from '../../routing/search';
import { UnavailablePage } from '../../components/UnavailablePage';

/** Trivial placeholder so the shell can link here; the damage-report task replaces it. */
export const Route = createFileRoute('/meld-skade/skademelding')({
  validateSearch: caseIdSearch,
  component: () => <UnavailablePage linkTo="/" linkText="HJEM" />,
});
