/** Which page of the flow a snapshot shows, read from the `meta` of its active states (never from context). */
import type { StepName } from '../../domain/damageReportSteps';
import type { DamageReportPage } from './types';

export interface PageMeta {
  page: DamageReportPage;
  route: string;
  /** "n" of "Steg n av 4" (steps only). */
  stepNumber?: number;
}

interface MetaSource {
  getMeta(): Record<string, unknown>;
}

/** The page of the active state (a step or takk), or null while loading or on a failure page. */
export function pageMetaOf(snapshot: MetaSource): PageMeta | null {
  for (const meta of Object.values(snapshot.getMeta())) {
    if (meta && typeof meta === 'object' && 'page' in meta && 'route' in meta) return meta as PageMeta;
  }
  return null;
}

/** The step being shown, or null outside the steps. */
export function stepOf(snapshot: MetaSource): StepName | null {
  const page = pageMetaOf(snapshot)?.page;
  return page && page !== 'takk' ? page : null;
}
