import { PRODUCT_NAME } from '../../domain/brand';
import { RECEIVED, type CaseStatusCode } from '../../domain/caseStatus';
import { DAMAGE_TYPES } from '../../domain/metadata';
import type { CaseForm } from '../../domain/types';
import { SOLBAKKEN } from '../data/fixtures';
import { defaultCaseForm } from '../lib/caseForm';
import { TaggedPdf } from '../lib/pdf';
import { demoDamagePhoto } from '../lib/png';
import type { Db, Queryable } from './db';
import { AGREEMENT_IDS, ATTACHMENT_IDS, BERIT, CASE_IDS, DEMO_USERS, KARI, NORA, PRODUCT_IDS } from './demo';

const damageType = (name: string) => DAMAGE_TYPES.find((d) => d.name === name)!.value;

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

/** Serialises servers starting at once on one empty PostgreSQL: one seeds, the others find it seeded. */
const SEED_LOCK_ID = 72_620_002;

/** Inserts the demo data if the database has no users. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((row?.n ?? 0) > 0) return false;
    await seed(tx);
    return true;
  });
}

export async function seed(tx: Queryable): Promise<void> {
  for (const u of DEMO_USERS) {
    await tx.query(
      // The demo customers' addresses count as confirmed (issue 45): case e-mails go to them from the start. A fixed
      // time, as the rest of the demo data: every fresh start gives the same.
      `INSERT INTO users (id, ssn, full_name, street_address, mobile_phone, email, consent_to_further_information, bulk_email_consent,
         confirmed_email, email_confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6, '2025-01-15T09:00:00Z')`,
      [u.id, u.ssn, u.fullName, u.streetAddress, u.mobilePhone, u.email, u.consentToFurtherInformation, u.bulkEmailConsent],
    );
  }
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

  const kariLocation: CaseForm = {
    addressSearch: 'Storgata 1, 0155 Oslo',
    buildingAddress: 'Storgata 1',
    buildingZip: '0155',
    buildingCity: 'OSLO',
    buildingNumber: '1',
    addresseId: '100000031',
    damageLocation: 'Storgata 1, 0155 OSLO',
  };
  const kariContact: CaseForm = {
    mobilePhone: '91234567',
    phoneNumber: '91234567',
    email: KARI.email,
    whoIsContactPerson: 974590001,
  };
  const insertStatus = (caseId: string, code: CaseStatusCode, at: string, inspectionDate: string | null = null) =>
    tx.query('INSERT INTO case_status_history (case_id, code, set_at, inspection_date) VALUES ($1, $2, $3, $4)', [caseId, code, at, inspectionDate]);
  // A submitted demo case was submitted when it was created, and received then, as the submit route records it.
  const insertCase = async (id: string, userId: string, form: CaseForm, createdOn: string, submitted: boolean) => {
    await tx.query(
      `INSERT INTO cases (id, user_id, form, submitted_on_web, status, created_on, updated_at, submitted_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6, $7)`,
      [id, userId, JSON.stringify({ ...defaultCaseForm(), ...form }), submitted, submitted ? 'active' : 'draft', createdOn, submitted ? createdOn : null],
    );
    if (submitted) await insertStatus(id, RECEIVED, createdOn);
  };

  await insertCase(CASE_IDS.kariDraft, KARI.id, {
    reportedByType: 872600000,
    whoIsReportingTheDamage: 872600000,
    damageReportByOther: 974590000,
    ...kariLocation,
  }, '2025-11-10T09:12:00Z', false);

  await insertCase(CASE_IDS.kariSubmittedWithAttachments, KARI.id, {
    reportedByType: 872600000,
    whoIsReportingTheDamage: 872600000,
    damageReportByOther: 974590000,
    ...kariLocation,
    insuranceAgent: PRODUCT_NAME.toLowerCase(),
    insuranceTypePrivate: [859830000],
    damageDate: '2025-08-28',
    damageType: damageType('Råtesopp'),
    dmgAddAttachment: 'Ja',
    descriptionOfDamage: 'Oppdaget mykt og mørkt treverk i bjelkelaget under badet i kjelleren. Det lukter muggent og treverket smuldrer når man trykker på det.',
    ...kariContact,
    informationConfirmed: true,
  }, '2025-09-03T07:45:00Z', true);

  await insertCase(CASE_IDS.kariSubmitted, KARI.id, {
    reportedByType: 872600000,
    whoIsReportingTheDamage: 872600000,
    damageReportByOther: 974590000,
    ...kariLocation,
    insuranceAgent: PRODUCT_NAME.toLowerCase(),
    insuranceTypePrivate: [859830000, 859830001],
    damageDate: '2025-06-15',
    damageType: damageType('Maur'),
    dmgAddAttachment: 'Nei',
    descriptionOfDamage: 'Store mengder maur langs sokkelen og fint sagmugg under vinduskarmen på kjøkkenet.',
    ...kariContact,
    informationConfirmed: true,
  }, '2025-06-18T12:30:00Z', true);

  /** Berit reporting for the housing cooperative: her draft stops here; her submitted cases go on from it. */
  const solbakkenReporter: CaseForm = {
    reportedByType: 872600001,
    whoIsReportingTheDamageComp: 872600000,
    organizationName: 'Solbakken Borettslag',
    organizationNumber: SOLBAKKEN.organisasjonsnummer,
    organizationSearch: `Solbakken Borettslag (${SOLBAKKEN.organisasjonsnummer})`,
    showOrgName: false,
  };
  await insertCase(CASE_IDS.beritDraft, BERIT.id, solbakkenReporter, '2025-10-22T10:05:00Z', false);

  const solbakken: CaseForm = {
    ...solbakkenReporter,
    addressSearch: 'Fantoftvegen 14, 5072 Bergen',
    buildingAddress: 'Fantoftvegen 14',
    buildingZip: '5072',
    buildingCity: 'BERGEN',
    buildingNumber: '14',
    addresseId: '100004061',
    damageLocation: 'Fantoftvegen 14, 5072 BERGEN',
    insuranceAgent: PRODUCT_NAME.toLowerCase(),
    insuranceTypeComp: [859830005, 859830006],
    dmgAddAttachment: 'Nei',
    mobilePhone: BERIT.mobilePhone,
    phoneNumber: BERIT.mobilePhone,
    email: BERIT.email,
    whoIsContactPerson: 974590001,
    informationConfirmed: true,
  };
  await insertCase(CASE_IDS.beritReceived, BERIT.id, {
    ...solbakken,
    damageDate: '2025-11-23',
    damageType: damageType('Mus/rotter'),
    descriptionOfDamage: 'Rotter i søppelrommet i kjelleren. Beboere har sett dem flere kvelder på rad, og en sekk er gnagd i stykker.',
  }, '2025-11-24T18:20:00Z', true);

  await insertCase(CASE_IDS.beritAssessing, BERIT.id, {
    ...solbakken,
    damageDate: '2025-10-03',
    damageType: damageType('Hussopp'),
    descriptionOfDamage: 'Hvitt, bomullsaktig belegg og rødbrunt støv på bjelkene i en kjellerbod. Det lukter sopp i hele kjellergangen.',
  }, '2025-10-06T09:10:00Z', true);

  await insertCase(CASE_IDS.beritTreatment, BERIT.id, {
    ...solbakken,
    damageDate: '2025-08-08',
    damageType: damageType('Skjeggkre'),
    descriptionOfDamage: 'Mange skjeggkre i fellesvaskeriet og i to av leilighetene i første etasje.',
  }, '2025-08-11T06:50:00Z', true);

  // What happened after «Mottatt»: between them the demo cases have every status (CASE_IDS says which).
  await insertStatus(CASE_IDS.kariSubmittedWithAttachments, 'under_vurdering', '2025-09-04T08:30:00Z');
  await insertStatus(CASE_IDS.kariSubmittedWithAttachments, 'befaring_avtalt', '2025-09-05T11:00:00Z', '2025-09-16');
  await insertStatus(CASE_IDS.kariSubmitted, 'under_vurdering', '2025-06-19T07:15:00Z');
  await insertStatus(CASE_IDS.kariSubmitted, 'tiltak_pagar', '2025-06-24T09:00:00Z');
  await insertStatus(CASE_IDS.kariSubmitted, 'avsluttet', '2025-08-12T13:00:00Z');
  await insertStatus(CASE_IDS.beritAssessing, 'under_vurdering', '2025-10-08T10:40:00Z');
  await insertStatus(CASE_IDS.beritTreatment, 'under_vurdering', '2025-08-12T08:05:00Z');
  await insertStatus(CASE_IDS.beritTreatment, 'befaring_avtalt', '2025-08-13T12:20:00Z', '2025-08-20');
  await insertStatus(CASE_IDS.beritTreatment, 'tiltak_pagar', '2025-08-21T14:00:00Z');

  const photo = demoDamagePhoto();
  const report = await takstrapport();
  const attachments = [
    { id: ATTACHMENT_IDS.photo, rel: ATTACHMENT_IDS.photoRel, name: 'bjelke-kjeller.png', type: 'image/png', data: photo, at: '2025-09-03T07:40:00Z' },
    { id: ATTACHMENT_IDS.pdf, rel: ATTACHMENT_IDS.pdfRel, name: 'takstrapport.pdf', type: 'application/pdf', data: report, at: '2025-09-03T07:41:00Z' },
  ];
  for (const a of attachments) {
    await tx.query(
      `INSERT INTO attachments (id, relationship_id, case_id, filename, mimetype, size_bytes, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [a.id, a.rel, CASE_IDS.kariSubmittedWithAttachments, a.name, a.type, a.data.length, a.data, a.at],
    );
  }
}

/** The demo PDF attachment: a surveyor's report on rot in Kari's basement. */
function takstrapport(): Promise<Uint8Array> {
  // A fixed creation date keeps the demo data identical on every fresh start.
  const pdf = new TaggedPdf({ title: 'Takstrapport – råteskade', createdAt: new Date('2025-09-02T12:00:00Z') });
  pdf.letterhead('Takstrapport – råteskade', 'Storgata 1, 0155 Oslo · Befaring 1. september 2025');
  pdf.section('Funn', (s) =>
    s.paragraph('Bjelkelaget under badet i kjelleren har omfattende brunråte. Fuktmåling viser 28 prosent i treverket.'),
  );
  pdf.section('Anbefaling', (s) => s.paragraph('Anbefaler utskifting av to bjelker og utbedring av membran på badet.'));
  return pdf.end();
}
