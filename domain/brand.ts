/**
 * The provider's brand. `{product}` in SPEC.md is PRODUCT_NAME; change it here only.
 * The former name is what the company was called before the rename on 20 May 2025.
 */
export const PRODUCT_NAME = 'Husvern';
/** The brand's green and the page colour: the theme (src/styles/theme.css.ts), the browser bar and the home-screen icon. */
export const BRAND_COLOURS = { primary: '#1d5c4a', page: '#f6f4ef' } as const;
export const FORMER_PRODUCT_NAME = 'Norsk Hussopp Forsikring';
export const RENAME_DATE = '2025-05-20';

export const CONTACT = {
  phone: '22 28 31 50',
  phoneHref: 'tel:+4722283150',
  openingHours: 'Mandag–fredag 09:00–15:00',
  email: 'kundeservice@husvern.no',
  streetAddress: 'Karl Johans gate 12',
  postalAddress: '0154 Oslo',
} as const;

/** Where "AVBRYT" in the purchase wizard sends anonymous users. */
export const EXTERNAL_PRIVATE_PRODUCT_PAGE = 'https://www.husvern.no/privat';
