/** Texts shown on more than one purchase page. */
export const WITHDRAWAL_TEXT =
  'Du har 14 dagers angrerett. Vil du angre kjøpet, gir du oss beskjed innen 14 dager etter at du har fått forsikringsavtalen.';

/** The address map's place while its code loads and while it draws its first frame. */
export const MAP_LOADING_TEXT = 'Laster kart...';
