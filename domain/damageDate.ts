/**
 * The days the damage report's date field offers (src/features/damageReport/steps/SkadeStep.tsx, in the portal's
 * date picker): none after today in Oslo, as the rule «Datoen kan ikke være etter dagens dato» says
 * (./schemas/damageReportRules.ts); there is no earliest day, so the calendar reaches back to 1900.
 */
import type { DayWindow } from './purchaseDates';
import { osloToday } from './schemas/dates';

export const DAMAGE_DATE_EARLIEST = '1900-01-01';

export const damageDateWindow = (now: Date = new Date()): DayWindow => ({ min: DAMAGE_DATE_EARLIEST, max: osloToday(now) });
