/**
 * The damage report on the explorer's customer screen (../ui/CustomerScreen.tsx): the app's own flow on the one
 * host, and its routes, as the app's route files have them (src/routes/meld-skade): the entry, a route per step and
 * the thanks, each with `?CaseId=`. The page only: Node never loads it.
 */
import { createRoute } from '@tanstack/react-router';
import { damageReportDeclaration, damageReportSteps } from '../../../domain/damageReportSteps';
import { caseIdSearch } from '../../../domain/searchParams';
import { damageReportFlow } from '../../../src/features/damageReport/DamageReportFlow';
import type { ExplorerScreen } from '../explorerFlow';

const ROUTES = [damageReportDeclaration.startHref, ...damageReportSteps.names.map((step) => damageReportSteps.info(step).route), damageReportDeclaration.ends.takk];

export const explorerScreen: ExplorerScreen = {
  hosted: damageReportFlow,
  routes: (area) => ROUTES.map((route) => createRoute({ getParentRoute: () => area, path: route.split('/').pop()!, validateSearch: caseIdSearch })),
};
