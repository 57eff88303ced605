/** Demo people and fixed ids of the seeded data (identical on every fresh start). */
export const DEMO_USERS = [
  {
    id: '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e01',
    ssn: '17047012345',
    fullName: 'Kari Nordmann',
    streetAddress: 'Storgata 1, 0155 Oslo',
    mobilePhone: '91234567',
    email: 'kari.nordmann@example.no',
    consentToFurtherInformation: true,
    bulkEmailConsent: true,
    description: 'To forsikringer, ett utkast og to innsendte saker',
  },
  {
    id: '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e02',
    ssn: '02029054321',
    fullName: 'Ola Nordmann',
    streetAddress: 'Kirkeveien 7, 0368 Oslo',
    mobilePhone: '98765432',
    email: 'ola.nordmann@example.no',
    consentToFurtherInformation: false,
    bulkEmailConsent: false,
    description: 'Ingen forsikringer eller saker, har ikke samtykket',
  },
  {
    id: '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e03',
    ssn: '23116511223',
    fullName: 'Berit Hansen',
    streetAddress: 'Fantoftvegen 14, 5072 Bergen',
    mobilePhone: '47112233',
    email: 'berit.hansen@example.no',
    consentToFurtherInformation: true,
    bulkEmailConsent: false,
    description: 'Styreleder i Solbakken Borettslag, ett utkast og tre innsendte saker',
  },
  {
    id: '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e04',
    ssn: '12038843271',
    fullName: 'Nora Berg',
    streetAddress: 'Thereses gate 20, 0168 Oslo',
    mobilePhone: '93456781',
    email: 'nora.berg@example.no',
    consentToFurtherInformation: true,
    bulkEmailConsent: false,
    description: 'Leier leilighet, én innboforsikring direkte hos oss (kan melde flytting)',
  },
] as const;

export const [KARI, OLA, BERIT, NORA] = DEMO_USERS;

export const PRODUCT_IDS = {
  BTHUS: '3d8f5b1a-7c2e-4f90-a6b4-5e1d9c0a2b71',
  SFINNBO: '3d8f5b1a-7c2e-4f90-a6b4-5e1d9c0a2b72',
} as const;

export const AGREEMENT_IDS = {
  kariHus: '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01',
  kariInnbo: '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d02',
  beritBorettslag: '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d03',
  /** Nora's contents insurance («Skadedyrsforsikring», Innbo), held directly: the one a move can be reported for. */
  noraInnbo: '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d04',
} as const;

export const CASE_IDS = {
  kariDraft: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01',
  /** Status «Befaring avtalt». */
  kariSubmittedWithAttachments: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a02',
  /** Status «Avsluttet». */
  kariSubmitted: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a03',
  beritDraft: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a04',
  /** Status «Mottatt». */
  beritReceived: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a05',
  /** Status «Under vurdering». */
  beritAssessing: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a06',
  /** Status «Tiltak pågår». */
  beritTreatment: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a07',
} as const;

export const ATTACHMENT_IDS = {
  photo: 'e1f3a5c7-9b2d-4e6f-8a1c-3e5a7c9e1b01',
  photoRel: 'e1f3a5c7-9b2d-4e6f-8a1c-3e5a7c9e1b11',
  pdf: 'e1f3a5c7-9b2d-4e6f-8a1c-3e5a7c9e1b02',
  pdfRel: 'e1f3a5c7-9b2d-4e6f-8a1c-3e5a7c9e1b12',
} as const;
