import { createFileRoute } from '@tanstack/react-router';
import { caseIdSearch } from '../../../domain/searchParams';

/** Creates a draft (or uses ?CaseId=), then the flow goes on to /meld-skade/rolle?CaseId=... */
export const Route = createFileRoute('/meld-skade/skademelding')({
  validateSearch: caseIdSearch,
});
