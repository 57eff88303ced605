/** Which page of the damage report a snapshot shows (from the active states' meta; see ../pageMeta.ts). */
import type { StepName } from '../../domain/damageReportSteps';
import { flowPageMetaOf, type FlowPageMeta } from '../flowKit/pageMeta';
import type { DamageReportPage } from './types';

export type PageMeta = FlowPageMeta<DamageReportPage>;

interface MetaSource {
  getMeta(): Record<string, unknown>;
}

/** The page of the active state (a step or takk), or null while loading or on a failure page. */
export const pageMetaOf = (snapshot: MetaSource): PageMeta | null => flowPageMetaOf<DamageReportPage>(snapshot);

/** The step being shown, or null outside the steps. */
export function stepOf(snapshot: MetaSource): StepName | null {
  const page = pageMetaOf(snapshot)?.page;
  return page && page !== 'takk' ? page : null;
}
