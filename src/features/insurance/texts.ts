/** Texts of the insurance pages that tests and several views share (SPEC §2, §8). */

export const LIST_LOADING = 'Laster forsikringer...';
export const LIST_FAILED = 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.';
export const NO_AGREEMENTS =
  'Vi finner ingen forsikringer inngått direkte med oss. Du kan likevel ha forsikring hos en av våre partnere eller andre...';
export const RECENT_ORDER_NOTE = 'Har du nylig bestilt en forsikring, kan det ta litt tid før den vises her.';

export const AGREEMENT_LOADING = 'Laster forsikring';
export const AGREEMENT_FAILED = 'Kunne ikke laste forsikring. Vennligst oppdater siden og prøv igjen.';

export const CERTIFICATE_WAIT = 'Henter ditt forsikringsbevis, vennligst vent...';
