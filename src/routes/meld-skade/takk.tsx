import { createFileRoute } from '@tanstack/react-router';
import { caseIdSearch } from '../../../domain/searchParams';

/** Thank-you page after submitting. */
export const Route = createFileRoute('/meld-skade/takk')({
  validateSearch: caseIdSearch,
});
