/** «Si opp forsikring»'s words (docs/cancellation.md); the rules' messages are domain/cancellation.ts's. */
import { AGREEMENT_NOT_FOUND, AGREEMENT_NOT_LOADED } from '../../../domain/insuranceSelectors';
import { COVER_END_TEXTS } from '../../../domain/cancellation';
import { CANCELLATION_NOTICES } from '../../../domain/cancellationNotices';
import { formatAmount, formatLongDate } from '../../../domain/insuranceFormat';
import type { CancellationNotice } from '../../../machines/cancellation/types';

export const CANCELLATION_TEXTS = {
  title: 'Si opp forsikring',
  loading: 'Laster...',
  submit: 'SI OPP FORSIKRING',
  loadFailed: AGREEMENT_NOT_FOUND,
  /** Not loaded for another reason than a 404 (no answer, a server error): it may exist, so the page never says it was not found. */
  loadError: AGREEMENT_NOT_LOADED,
  loadErrorText: 'Det kan skyldes nettet eller en feil hos oss. Ingenting er sagt opp. Prøv igjen om litt.',
  retry: 'PRØV IGJEN',
  toInsurances: 'Til forsikringene dine',
  toInsurance: 'Tilbake til forsikringen',
  confirmationLink: 'Last ned bekreftelse på oppsigelse (PDF)',
  leaveTitle: 'Vil du avbryte oppsigelsen?',
  leaveText: 'Forsikringen er ikke sagt opp. Det du har valgt, blir ikke lagret.',
  leaveStay: 'TILBAKE',
  leaveGo: 'AVBRYT OPPSIGELSEN',
} as const;

/** The date window as the date step explains it: the day chosen is the last day with cover, covered to 24:00. */
export const endDateHint = (first: string, last: string) =>
  first === last
    ? `Ved hovedforfall er siste dag med dekning ${formatLongDate(first)}, den siste dagen i forsikringsåret.`
    : `Forsikringen gjelder hele dagen du velger, til kl. 24.00. Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`;

/** The premium paid back for the unused period. */
export const refundText = (kroner: number) =>
  kroner > 0 ? `Du får tilbake ${formatAmount(kroner)} kr i premie for tiden forsikringen ikke gjelder.` : 'Du får ikke tilbake premie: forsikringen gjelder ut perioden du har betalt for.';

/** The confirmation's heading: «Forsikringen er sagt opp og gjelder til og med {dato}». */
export const cancelledHeading = COVER_END_TEXTS.cancelled;

/** Why SI OPP FORSIKRING cancelled nothing (an alert on the summary; the texts: domain/cancellationNotices.ts); a 409 (`conflict`) shows the server's own words. */
export const NOTICE_TEXTS: Record<Exclude<CancellationNotice, 'conflict'>, string> = CANCELLATION_NOTICES;
