import type { DamageReportNotice } from '../../../machines/damageReport/types';
import { OFFLINE_TEXTS } from './offlineTexts';

/**
 * What SEND INN's notice says (context `notice` of machines/damageReport.machine.ts): what did not happen, that
 * nothing is lost, and what to do. Shown as an alert above the buttons; it takes focus.
 */
export const NOTICE_TEXTS: Record<DamageReportNotice, string> = {
  submitNeedsNetwork: OFFLINE_TEXTS.submitNeedsNetwork,
  submitNoAnswer: 'Vi fikk ikke sendt inn skademeldingen. Svarene dine er lagret. Sjekk at du er på nett, og prøv igjen.',
  submitFailed: 'Vi fikk ikke sendt inn skademeldingen. Svarene dine er lagret. Prøv igjen om litt.',
};
