/** «Meld flytting»'s words (docs/moving.md); the rules' messages and the move's texts are domain/moving.ts's. */
import { AGREEMENT_NOT_FOUND, AGREEMENT_NOT_LOADED } from '../../../domain/insuranceSelectors';
import { formatLongDate } from '../../../domain/insuranceFormat';
import { MOVING_DAYS_AHEAD, MOVING_DAYS_BACK, type MovingDateWindow } from '../../../domain/moving';
import { MOVING_NOTICES } from '../../../domain/movingNotices';
import type { MovingNotice } from '../../../machines/moving/types';

export const MOVING_TEXTS = {
  title: 'Meld flytting',
  loading: 'Laster...',
  searchHint: 'Skriv gateadresse og husnummer, og velg adressen fra listen.',
  toManual: 'Jeg finner ikke adressen – skriv den inn manuelt',
  toSearch: 'Søk etter adressen',
  noAddressYet: 'Ingen adresse er valgt ennå.',
  chosenAddress: 'Valgt adresse:',
  submit: 'MELD FLYTTING',
  submitting: 'Melder flytting...',
  summaryIntro: 'Se over at alt stemmer før du melder flyttingen.',
  confirmedHeading: 'Flyttingen er registrert',
  receipt: 'Vi sender deg en kvittering på e-post. Har du ikke bekreftet e-postadressen din på Min side, venter kvitteringen til du har gjort det.',
  certificate: 'Se forsikringsbeviset',
  loadFailed: AGREEMENT_NOT_FOUND,
  /** Not loaded for another reason than a 404 (no answer, a server error): it may exist, so the page never says it was not found. */
  loadError: AGREEMENT_NOT_LOADED,
  loadErrorText: 'Det kan skyldes nettet eller en feil hos oss. Ingen flytting er meldt. Prøv igjen om litt.',
  retry: 'PRØV IGJEN',
  toInsurances: 'Til forsikringene dine',
  toInsurance: 'Tilbake til forsikringen',
  toCancellation: 'Si opp forsikringen',
  toPurchase: 'Kjøp forsikring for den nye adressen',
  leaveTitle: 'Vil du avbryte flyttemeldingen?',
  leaveText: 'Flyttingen er ikke meldt. Det du har fylt inn, blir ikke lagret.',
  leaveStay: 'TILBAKE',
  leaveGo: 'AVBRYT FLYTTEMELDINGEN',
} as const;

/**
 * The date step's hint: what the date is, and why the window is what it is (a move made is reported within a month,
 * one planned up to three months ahead; not before the insurance starts or the last move).
 */
export function movingDateHint({ first, last, afterMove, coverStart }: MovingDateWindow): string {
  const what = 'Velg den første dagen du bor på den nye adressen. Forsikringen gjelder der fra kl. 00.00 den dagen.';
  const why = afterMove
    ? `Du har meldt flytting ${formatLongDate(afterMove)}, så den nye flyttingen må være etter den.`
    : coverStart
      ? `Forsikringen gjelder fra ${formatLongDate(coverStart)}.`
      : `Har du alt flyttet, kan du melde det inntil ${MOVING_DAYS_BACK} dager etterpå. En flytting du planlegger, kan du melde inntil ${MOVING_DAYS_AHEAD} dager før.`;
  return `${what} ${why} Velg en dato fra og med ${formatLongDate(first)} til og med ${formatLongDate(last)}.`;
}

/** Why MELD FLYTTING registered nothing (an alert on the summary; the texts: domain/movingNotices.ts); a refusal shows the server's own words. */
export const NOTICE_TEXTS: Record<MovingNotice, string> = MOVING_NOTICES;
