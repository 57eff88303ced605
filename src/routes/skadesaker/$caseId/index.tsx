import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../../../components/UnavailablePage';

/** SPEC §2: unavailable page with a link to /skadesaker. */
export const Route = createFileRoute('/skadesaker/$caseId/')({
  component: () => <UnavailablePage linkTo="/skadesaker" linkText="SE DINE SKADESAKER" />,
});
