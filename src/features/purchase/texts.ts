/** Texts shown on more than one purchase page. */
export const WITHDRAWAL_TEXT =
  'Du har 14 dagers angrerett. Vil du angre kjøpet, gir du oss beskjed innen 14 dager etter at du har fått forsikringsavtalen.';
