import { createFileRoute } from '@tanstack/react-router';
import { caseIdSearch } from '../../../domain/searchParams';

/** Step view rendered by the flow host (../meld-skade/route.tsx) from the machine's state. */
export const Route = createFileRoute('/meld-skade/informasjon')({
  validateSearch: caseIdSearch,
});
