/** Fixed entries the demo data relies on; generate.ts guarantees they are in the bundled datasets. */

/** Berit Hansen is board chair of this housing cooperative. */
export const SOLBAKKEN = { navn: 'SOLBAKKEN BORETTSLAG', organisasjonsnummer: '948123452' } as const;

/** Addresses that must exist in addresses.json (street, house number, letter). */
export const REQUIRED_ADDRESSES = [
  { street: 'Storgata', postnr: '0155', number: 1, letter: null },
  { street: 'Thorvald Meyers gate', postnr: '0552', number: 12, letter: 'A' },
  { street: 'Holmenkollveien', postnr: '0376', number: 45, letter: null },
  { street: 'Fantoftvegen', postnr: '5072', number: 14, letter: null },
] as const;
