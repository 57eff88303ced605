import { createFileRoute, notFound } from '@tanstack/react-router';
import { damageReportSteps } from '../../../domain/damageReportSteps';
import { caseIdSearch } from '../../../domain/searchParams';

/**
 * Every step of the damage report, from its step list (/meld-skade/rolle … /meld-skade/oppsummering): rendered by
 * the flow host (./route.tsx) from the machine's state. A name not on the list is not found (SPEC §2: to /).
 */
export const Route = createFileRoute('/meld-skade/$steg')({
  beforeLoad: ({ params }) => {
    if (!damageReportSteps.isName(params.steg)) throw notFound();
  },
  validateSearch: caseIdSearch,
});
