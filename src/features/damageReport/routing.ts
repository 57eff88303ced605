/** How the damage report's pages sit in the URL, for the route bridge (src/routing/flowRoutes.ts). */
import { DAMAGE_REPORT_ROUTES, isInDamageReportArea, stepAtPath, damageReportSteps } from '../../../domain/damageReportSteps';
import { trimSlashes } from '../../../domain/paths';
import { pageMetaOf } from '../../../machines/damageReport/pages';
import type { DamageReportInput, DamageReportPage } from '../../../machines/damageReport/types';
import type { FlowLocation, FlowRouting } from '../../routing/flowRoutes';
import type { DamageReportActor } from './flowContext';

/** The page a path shows: a step, takk, or another path of the area (the entry). */
function pageAtPath(pathname: string): DamageReportPage | string {
  const clean = trimSlashes(pathname);
  return stepAtPath(clean) ?? (clean === DAMAGE_REPORT_ROUTES.takk ? 'takk' : clean);
}

/** ?CaseId=, as the route's search schema validated it. */
function caseIdAt(location: FlowLocation): string | null {
  const value = location.search.CaseId;
  return typeof value === 'string' && value !== '' ? value : null;
}

const keyOf = (page: string, caseId: string | null) => `${page}?${caseId ?? ''}`;

function hrefOf(page: DamageReportPage, caseId: string | null): string {
  const route = page === 'takk' ? DAMAGE_REPORT_ROUTES.takk : damageReportSteps.info(page).route;
  return caseId ? `${route}?CaseId=${encodeURIComponent(caseId)}` : route;
}

const flowPage = (page: DamageReportPage, caseId: string | null) => ({ href: hrefOf(page, caseId), key: keyOf(page, caseId) });

export const damageReportRouting: FlowRouting<DamageReportActor> = {
  pageOf(snapshot) {
    const meta = pageMetaOf(snapshot);
    if (!meta) return null;
    return flowPage(meta.page, snapshot.context.caseId);
  },
  awaitedPageOf(snapshot) {
    const { requestedPage, caseId } = snapshot.context;
    if (!snapshot.hasTag('loading') || !requestedPage || !caseId) return null;
    return flowPage(requestedPage, caseId);
  },
  pageAt(location) {
    if (!isInDamageReportArea(location.pathname)) return null;
    const step = stepAtPath(location.pathname);
    return {
      key: keyOf(pageAtPath(location.pathname), caseIdAt(location)),
      event: step ? { type: 'xstate.route', to: `#${step}` } : null,
    };
  },
  blocksLeaving: (snapshot) => snapshot.hasTag('blocksLeaving'),
};

/** The machine's input from the URL the customer opened (entry, a step by deep link or reload, or takk). */
export function inputAt(location: FlowLocation): DamageReportInput {
  const page = pageAtPath(location.pathname);
  const requestedPage = page === 'takk' || stepAtPath(location.pathname) ? (page as DamageReportPage) : null;
  return { caseId: caseIdAt(location), requestedPage };
}
