import { createFileRoute } from '@tanstack/react-router';
import { caseIdSearch } from '../../routing/search';

/** Thank-you page after submitting. */
export const Route = createFileRoute('/meld-skade/takk')({
  validateSearch: caseIdSearch,
});
