/** Offers and an address search hit as the local API answers them, shared by the purchase tests. */
import type { AddressSearchSource, Product } from '../../domain/types';

export const PRODUCTS: Product[] = [
  {
    productId: '3d8f5b1a-7c2e-4f90-a6b4-5e1d9c0a2b71',
    productCode: 'BTHUS',
    productName: 'Råte- og skadedyrsforsikring - Privat',
    label: 'Råte- og skadedyrsforsikring',
    price: 3000,
    termsAndServicesHighlights: ['Dekker skade på bygning fra råte, hussopp og skadedyr', 'Egenandel 2 000 kr'],
  },
  {
    productId: '3d8f5b1a-7c2e-4f90-a6b4-5e1d9c0a2b72',
    productCode: 'SFINNBO',
    productName: 'Skadedyrsforsikring - Innbo - Privat',
    label: 'Skadedyrsforsikring',
    price: 1188,
    termsAndServicesHighlights: ['Bekjempelse av skadedyr som veggdyr, kakerlakker og skjeggkre'],
  },
];

export const STORGATA_15: AddressSearchSource = {
  AdresseMatrikkelenhetId: 300000034,
  AdresseId: 100000062,
  GateNavn: 'Storgata',
  AdresseHusNummer: 15,
  AdresseBokstav: null,
  PostNummer: '0155',
  PostSted: 'OSLO',
  Posisjon: { X: 10.753649, Y: 59.914242 },
};
