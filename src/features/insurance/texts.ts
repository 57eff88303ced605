/** Texts of the insurance pages that tests and several views share (SPEC §2, §8). */

import { COVER_END_TEXTS } from '../../../domain/cancellation';
import { AGREEMENT_NOT_LOADED } from '../../../domain/insuranceSelectors';

export const LIST_LOADING = 'Laster forsikringer...';
export const LIST_FAILED = 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.';
export const NO_AGREEMENTS =
  'Vi finner ingen forsikringer inngått direkte med oss. Du kan likevel ha forsikring hos en av våre partnere eller andre...';
export const RECENT_ORDER_NOTE = 'Har du nylig bestilt en forsikring, kan det ta litt tid før den vises her.';

export const AGREEMENT_LOADING = 'Laster forsikring';
export const AGREEMENT_FAILED = `${AGREEMENT_NOT_LOADED} Vennligst oppdater siden og prøv igjen.`;

export const CERTIFICATE_WAIT = 'Henter ditt forsikringsbevis, vennligst vent...';

/** The cancellation on the insurance pages (docs/cancellation.md): the last day with cover, «28. februar 2027». */
export const cancelledText = COVER_END_TEXTS.cancelledBadge;
export const endedText = COVER_END_TEXTS.ended;
export const ENDED_HEADING = 'Avsluttede forsikringer';
export const CANCEL_LINK = 'SI OPP FORSIKRING';
export const WITHDRAW_BUTTON = 'ANGRE OPPSIGELSE';
export const WITHDRAWING = 'Angrer oppsigelsen...';
export const WITHDRAWN = 'Oppsigelsen er angret. Forsikringen fortsetter som før.';
export const WITHDRAW_FAILED = 'Vi fikk ikke angret oppsigelsen. Prøv igjen om litt.';
export const CONFIRMATION_LINK = 'Last ned bekreftelse på oppsigelse';
/** The insurance check of an agreement that has ended: it insures the building no longer. */
export const ENDED_CHECK_TEXT = 'Denne forsikringen gjelder ikke lenger, så bygningen er ikke forsikret gjennom den. Vil du forsikre bygningen igjen, kan du bestille en ny forsikring.';
