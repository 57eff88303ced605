import { DAMAGE_REPORT_NOTICES } from '../../../domain/damageReportNotices';
import type { DamageReportNotice } from '../../../machines/damageReport/types';

/**
 * What SEND INN's notice says (context `notice` of machines/damageReport.machine.ts): shown as an alert above the
 * buttons; it takes focus. The texts are domain/damageReportNotices.ts's, which the drawings quote too.
 */
export const NOTICE_TEXTS: Record<DamageReportNotice, string> = DAMAGE_REPORT_NOTICES;
