/** The demo's products, and what the demo customers have insured and own: agreements and buildings. */
import { PRODUCT_NAME } from '../../domain/brand';
import type { Queryable } from './db';
import { AGREEMENT_IDS, BERIT, KARI, NORA, PRODUCT_IDS } from './demo';

export const PRODUCTS = [
  {
    id: PRODUCT_IDS.BTHUS,
    code: 'BTHUS',
    name: 'Råte- og skadedyrsforsikring - Privat',
    label: 'Råte- og skadedyrsforsikring',
    price: 3000,
    termsName: 'Vilkår Råte- og skadedyrsforsikring Privat.pdf',
    highlights: [
      'Dekker skade på bygning fra råte, hussopp og skadedyr',
      'Skadedyrbekjempelse av autoriserte teknikere',
      'Forebyggende befaring ved mistanke om skade',
      'Egenandel 2 000 kr',
    ],
  },
  {
    id: PRODUCT_IDS.SFINNBO,
    code: 'SFINNBO',
    name: 'Skadedyrsforsikring - Innbo - Privat',
    label: 'Skadedyrsforsikring',
    price: 1188,
    termsName: 'Vilkår Skadedyrsforsikring Innbo Privat.pdf',
    highlights: [
      'Bekjempelse av skadedyr som veggdyr, kakerlakker og skjeggkre',
      'Dekker innbo og løsøre som må kastes etter skadedyrangrep',
      'Rådgivning fra skadedyrtekniker på telefon',
      'Egenandel 2 000 kr',
    ],
  },
] as const;

const HUS_TOPP = {
  productName: 'Hus topp',
  productDescription: 'Vår mest omfattende forsikring mot råte, sopp og skadedyr i bolighus.',
  productTagName: 'Bolig',
  services: [
    'Fri skadedyrbekjempelse i hele boligen',
    'Utbedring av skade på bygning etter råte og hussopp',
    'Årlig forebyggende kontroll ved behov',
    'Rådgivning fra takstmann og skadedyrtekniker',
  ],
  highlights: [
    'Dekker råte, hussopp og treskadeinsekter i bærende konstruksjoner',
    'Dekker bekjempelse av mus, rotter, veggdyr, kakerlakker og skjeggkre',
    'Ingen egenandel ved skadedyrbekjempelse',
    'Egenandel 2 000 kr ved bygningsskade',
  ],
  notIncluded: [
    'Skade som skyldes manglende vedlikehold eller kjent fukt',
    'Kosmetiske skader som ikke svekker konstruksjonen',
    'Skadedyr i hytte eller fritidsbolig',
    'Skade som oppsto før forsikringen startet',
  ],
};

/** The products, the demo customers' agreements and the buildings they own. */
export async function seedInsurance(tx: Queryable): Promise<void> {
  for (const [i, p] of PRODUCTS.entries()) {
    await tx.query(
      `INSERT INTO products (id, product_code, product_name, label, price, highlights, terms_name, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
      [p.id, p.code, p.name, p.label, p.price, JSON.stringify(p.highlights), p.termsName, i],
    );
  }

  const agreement = async (a: {
    id: string; userId: string; addressId: string; address: string; zip: string; city: string; productId: string;
    productName: string; productDescription: string; productTagName: string; price: number | null; services: string[];
    highlights: string[]; notIncluded: string[]; termsName: string; direct: boolean; agent: string; number: string; renewal: string;
  }) =>
    tx.query(
      `INSERT INTO agreements (id, user_id, address_id, building_address, building_zip, building_city, product_id, product_name,
         product_description, product_tag_name, price, services, highlights, not_included, terms_name, direct_agreement, agent,
         agreement_number, renewal_date)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12::jsonb,$13::jsonb,$14::jsonb,$15,$16,$17,$18,$19)`,
      [a.id, a.userId, a.addressId, a.address, a.zip, a.city, a.productId, a.productName, a.productDescription, a.productTagName,
        a.price, JSON.stringify(a.services), JSON.stringify(a.highlights), JSON.stringify(a.notIncluded), a.termsName, a.direct,
        a.agent, a.number, a.renewal],
    );

  await agreement({
    id: AGREEMENT_IDS.kariHus, userId: KARI.id, addressId: '100000031', address: 'Storgata 1', zip: '0155', city: 'OSLO',
    productId: PRODUCT_IDS.BTHUS, ...HUS_TOPP, price: 3000, termsName: PRODUCTS[0].termsName, direct: true, agent: PRODUCT_NAME,
    number: 'HV-104233', renewal: '2027-03-01',
  });
  await agreement({
    id: AGREEMENT_IDS.kariInnbo, userId: KARI.id, addressId: '100000465', address: 'Thorvald Meyers gate 12A', zip: '0552', city: 'OSLO',
    productId: PRODUCT_IDS.SFINNBO, productName: 'Innbo', productDescription: 'Skadedyrsforsikring for innbo og løsøre, formidlet gjennom Gjensidige.',
    productTagName: 'Innbo', price: null,
    services: ['Skadedyrbekjempelse i boligen', 'Erstatning for innbo som må kastes etter angrep'],
    highlights: ['Dekker veggdyr, kakerlakker og skjeggkre', 'Egenandel 2 000 kr'],
    notIncluded: ['Skade på bygning', 'Skadedyr i hytte eller fritidsbolig'],
    termsName: PRODUCTS[1].termsName, direct: false, agent: 'gjensidige', number: 'GJ-7781204', renewal: '2026-12-15',
  });
  await agreement({
    id: AGREEMENT_IDS.beritBorettslag, userId: BERIT.id, addressId: '100004061', address: 'Fantoftvegen 14', zip: '5072', city: 'BERGEN',
    productId: PRODUCT_IDS.BTHUS, productName: 'Borettslag', productDescription: 'Råte- og skadedyrsforsikring for Solbakken Borettslag, alle boenheter og fellesarealer.',
    productTagName: 'Borettslag', price: 48600,
    services: ['Skadedyrbekjempelse i alle boenheter og fellesarealer', 'Utbedring av råte- og soppskader på bygningen', 'Årlig befaring av kjeller og loft'],
    highlights: ['Alle beboere er dekket', 'Dekker råte, hussopp, treskadeinsekter og skadedyr', 'Egenandel 2 000 kr per skade'],
    notIncluded: ['Innbo og løsøre i den enkelte boenhet', 'Skade som skyldes manglende vedlikehold'],
    termsName: PRODUCTS[0].termsName, direct: true, agent: PRODUCT_NAME, number: 'HV-208811', renewal: '2027-01-01',
  });
  await agreement({
    id: AGREEMENT_IDS.noraInnbo, userId: NORA.id, addressId: '100000512', address: 'Thereses gate 20', zip: '0168', city: 'OSLO',
    productId: PRODUCT_IDS.SFINNBO, productName: 'Skadedyrsforsikring Innbo', productDescription: 'Forsikring mot skadedyr i innbo og løsøre, enten du eier eller leier.',
    productTagName: 'Innbo', price: 1188,
    services: ['Skadedyrbekjempelse i boligen', 'Erstatning for innbo som må kastes etter angrep'],
    highlights: [...PRODUCTS[1].highlights], notIncluded: ['Skade på bygning', 'Skade som oppsto før forsikringen startet'],
    termsName: PRODUCTS[1].termsName, direct: true, agent: PRODUCT_NAME, number: 'HV-305517', renewal: '2027-05-01',
  });

  const buildings = [
    { id: '0b9d7f5e-3c1a-4e8b-b6d4-2f0e8c6a4b01', user: KARI.id, street: 'Storgata 1', zip: '0155', city: 'OSLO', code: '111' },
    { id: '0b9d7f5e-3c1a-4e8b-b6d4-2f0e8c6a4b02', user: KARI.id, street: 'Holmenkollveien 45', zip: '0376', city: 'OSLO', code: '181' },
  ];
  for (const [i, b] of buildings.entries()) {
    await tx.query(
      'INSERT INTO owned_buildings (id, user_id, gateadresse, postnr, poststed, byggtypekode, sort_order) VALUES ($1,$2,$3,$4,$5,$6,$7)',
      [b.id, b.user, b.street, b.zip, b.city, b.code, i],
    );
  }
}
