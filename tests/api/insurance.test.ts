import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../domain/brand';
import type { Agreement, Metadata, OwnedBuilding, Product } from '../../domain/types';
import { AGREEMENT_IDS, PRODUCT_IDS } from '../../server/db/demo';
import { parsePdf } from './support/pdf';
import { expectTagged } from './support/taggedPdf';
import { BERIT, createTestApp, json, KARI, OLA, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

describe.each(testDatabases())('insurance, products and metadata API ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  let ola: string;
  let berit: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [kari, ola, berit] = await Promise.all([t.login(KARI.ssn), t.login(OLA.ssn), t.login(BERIT.ssn)]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/metadata returns the coded lists with Norwegian names', async () => {
    const m = await json<Metadata>(await t.request('GET', '/api/metadata', { cookie: kari }));
    expect(m.damageType.map((d) => d.name)).toEqual([
      'Skjeggkre', 'Sølvkre', 'Veggdyr', 'Mus/rotter', 'Flaggermus', 'Kakerlakk', 'Maur', 'Bier/humler/veps', 'Biller', 'Råtesopp', 'Hussopp', 'Annet',
    ]);
    for (const d of m.damageType) {
      expect(d.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(d.hint?.length).toBeGreaterThan(10);
    }
    expect(m.damageType.find((d) => d.name === 'Veggdyr')?.hint).toContain('minus 18 grader i 3 døgn');
    expect(m.insuranceAgent[0]).toEqual({ value: PRODUCT_NAME.toLowerCase(), name: `${PRODUCT_NAME} Forsikring` });
    expect(m.insuranceAgent.map((a) => a.value)).toContain('gjensidige');
    expect(m.insuranceTypeCodePrivate).toContainEqual({ value: 859830003, name: 'Forsikret gjennom borettslag/sameie' });
    expect(m.insuranceTypeCodeComp.map((c) => c.value)).toEqual([859830005, 859830006, 859830007, 859830008]);
    expect(m.dmgWhoIsReportingTheDamageCode).toHaveLength(8);
    expect(m.dmgWhoIsReportingTheDamageComp[0]).toEqual({ value: 872600000, name: 'Styreleder' });
  });

  it('GET /api/getProducts returns BTHUS and SFINNBO', async () => {
    const products = await json<Product[]>(await t.request('GET', '/api/getProducts', { cookie: ola }));
    expect(products).toEqual([
      expect.objectContaining({ productId: PRODUCT_IDS.BTHUS, productCode: 'BTHUS', productName: 'Råte- og skadedyrsforsikring - Privat', label: 'Råte- og skadedyrsforsikring', price: 3000 }),
      expect.objectContaining({ productId: PRODUCT_IDS.SFINNBO, productCode: 'SFINNBO', productName: 'Skadedyrsforsikring - Innbo - Privat', label: 'Skadedyrsforsikring', price: 1188 }),
    ]);
    for (const p of products) expect(p.termsAndServicesHighlights.length).toBeGreaterThan(0);
  });

  it('GET /api/downloadTermsAndConditions/{productId} answers anonymously with a tagged PDF named by termsandConditionName', async () => {
    const res = await t.request('GET', `/api/downloadTermsAndConditions/${PRODUCT_IDS.BTHUS}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Vilkår Råte- og skadedyrsforsikring Privat.pdf')}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await parsePdf(bytes);
    expectTagged(pdf, bytes);
    expect(pdf.title).toBe('Vilkår Råte- og skadedyrsforsikring - Privat');
    expect(pdf.text).toContain('Vilkår – Råte- og skadedyrsforsikring - Privat');
    expect(pdf.text).toContain('Hva forsikringen dekker');
    expect(pdf.text).toContain('Hva forsikringen ikke dekker');
    expect(pdf.text).toContain('Egenandelen er 2 000 kr per skadetilfelle');
    expect(pdf.text).toContain('Pris per måned 250 kr');
    // the product's highlights are listed
    expect(pdf.text).toContain('Dekker skade på bygning fra råte, hussopp og skadedyr');
    expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'L', 'LI', 'LBody', 'Table', 'TH', 'TD', 'Figure']));
    expect(pdf.roles.filter((r) => r === 'H1')).toHaveLength(1);
  });

  it('GET /api/downloadTermsAndConditions/{productId}: the contents insurance has its own terms; unknown or malformed ids → 404', async () => {
    const res = await t.request('GET', `/api/downloadTermsAndConditions/${PRODUCT_IDS.SFINNBO}`, { cookie: kari });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Vilkår Skadedyrsforsikring Innbo Privat.pdf')}`);
    const pdf = await parsePdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.text).toContain('Vilkår – Skadedyrsforsikring - Innbo - Privat');
    expect(pdf.text).toContain('enten du eier eller leier');
    expect(pdf.text).toContain('Pris per måned 99 kr');
    const unknown = await t.request('GET', '/api/downloadTermsAndConditions/3d8f5b1a-7c2e-4f90-a6b4-000000000000');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: expect.any(String) });
    expect((await t.request('GET', '/api/downloadTermsAndConditions/ikke-en-id')).status).toBe(404);
  });

  it('GET /api/getAllAgreements?ssn= lists own agreements; another ssn → 403', async () => {
    const list = await json<Agreement[]>(await t.request('GET', `/api/getAllAgreements?ssn=${KARI.ssn}`, { cookie: kari }));
    expect(list.map((a) => [a.productName, a.directAgreement, a.agent])).toEqual([
      ['Hus topp', true, PRODUCT_NAME],
      ['Innbo', false, 'gjensidige'],
    ]);
    const keys: (keyof Agreement)[] = [
      'agreementId', 'addressId', 'buildingAddress', 'buildingZip', 'buildingCity', 'productName', 'productDescription', 'productId', 'price',
      'services', 'termsAndServicesHighlights', 'termsAndCoNotIncluded', 'termsandConditionName', 'directAgreement', 'agent', 'agreementNumber',
      'renewalDate', 'productTagName', 'cancellation', 'move',
    ];
    expect(Object.keys(list[0]!).sort()).toEqual([...keys].sort());
    expect(list[0]).toMatchObject({ price: 3000, buildingAddress: 'Storgata 1', buildingZip: '0155', cancellation: null, move: null });
    expect(await json(await t.request('GET', `/api/getAllAgreements?ssn=${OLA.ssn}`, { cookie: ola }))).toEqual([]);
    const other = await t.request('GET', `/api/getAllAgreements?ssn=${KARI.ssn}`, { cookie: ola });
    expect(other.status).toBe(403);
    expect(await json(other)).toEqual({ message: expect.any(String) });
  });

  it('GET /api/getAllAgreements/{id}?ssn= returns an own agreement; others → 404, another ssn → 403', async () => {
    const a = await json<Agreement>(await t.request('GET', `/api/getAllAgreements/${AGREEMENT_IDS.kariHus}?ssn=${KARI.ssn}`, { cookie: kari }));
    expect(a).toMatchObject({ agreementId: AGREEMENT_IDS.kariHus, productName: 'Hus topp', directAgreement: true });
    expect(a.termsAndCoNotIncluded.length).toBeGreaterThan(0);
    const notMine = await t.request('GET', `/api/getAllAgreements/${AGREEMENT_IDS.kariHus}?ssn=${BERIT.ssn}`, { cookie: berit });
    expect(notMine.status).toBe(404);
    expect((await t.request('GET', `/api/getAllAgreements/${AGREEMENT_IDS.kariHus}?ssn=${KARI.ssn}`, { cookie: berit })).status).toBe(403);
    const b = await json<Agreement>(await t.request('GET', `/api/getAllAgreements/${AGREEMENT_IDS.beritBorettslag}?ssn=${BERIT.ssn}`, { cookie: berit }));
    expect(b).toMatchObject({ buildingAddress: 'Fantoftvegen 14', buildingCity: 'BERGEN' });
  });

  it('GET /api/getInsuranceCertificate returns the owner a tagged PDF certificate of a direct agreement', async () => {
    const res = await t.request('GET', `/api/getInsuranceCertificate?agreementId=${AGREEMENT_IDS.kariHus}`, { cookie: kari });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="Forsikringsbevis HV-104233\.pdf"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await parsePdf(bytes);
    expectTagged(pdf, bytes);
    expect(pdf.title).toBe('Forsikringsbevis HV-104233');
    for (const text of [
      'Forsikringsbevis',
      PRODUCT_NAME,
      'Forsikringstaker Kari Nordmann',
      'Fødselsnummer 170470 *****',
      'Forsikret bygning Storgata 1, 0155 OSLO',
      'Forsikring Hus topp',
      'Avtalenummer HV-104233',
      `Forsikringsselskap ${PRODUCT_NAME}`,
      'Forsikringsperiode 01.03.2026 – 01.03.2027',
      'Fornyelsesdato 01.03.2027',
      'Pris per år 3 000 kr',
      'Pris per måned 250 kr',
      'Dekker råte, hussopp og treskadeinsekter i bærende konstruksjoner',
      'Skade som skyldes manglende vedlikehold eller kjent fukt',
      'Egenandelen er 2 000 kr',
    ]) {
      expect(pdf.text).toContain(text);
    }
    // the full fødselsnummer is not printed
    expect(pdf.text).not.toContain(KARI.ssn);
    expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'Table', 'TR', 'TH', 'TD', 'L', 'LI', 'Figure']));
  });

  it("GET /api/getInsuranceCertificate: another customer's agreement, a partner agreement, a missing or malformed id → 404; anonymous → 401", async () => {
    const other = await t.request('GET', `/api/getInsuranceCertificate?agreementId=${AGREEMENT_IDS.kariHus}`, { cookie: berit });
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json(other)).toEqual({ message: expect.any(String) });
    // through a partner (not direct) → 404
    expect((await t.request('GET', `/api/getInsuranceCertificate?agreementId=${AGREEMENT_IDS.kariInnbo}`, { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', '/api/getInsuranceCertificate', { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', '/api/getInsuranceCertificate?agreementId=null', { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', `/api/getInsuranceCertificate?agreementId=${AGREEMENT_IDS.kariHus}`)).status).toBe(401);
    // Berit's own certificate: her agreement, her name, her price
    const own = await t.request('GET', `/api/getInsuranceCertificate?agreementId=${AGREEMENT_IDS.beritBorettslag}`, { cookie: berit });
    expect(own.status).toBe(200);
    const pdf = await parsePdf(new Uint8Array(await own.arrayBuffer()));
    expect(pdf.text).toContain('Forsikringstaker Berit Hansen');
    expect(pdf.text).toContain('Avtalenummer HV-208811');
    expect(pdf.text).toContain('Pris per år 48 600 kr');
    expect(pdf.text).toContain('Pris per måned 4 050 kr');
    expect(pdf.text).not.toContain('Kari Nordmann');
  });

  it('GET /api/getOwnedBuildings?ssn=F{ssn} returns own buildings; another ssn → 403', async () => {
    const list = await json<OwnedBuilding[]>(await t.request('GET', `/api/getOwnedBuildings?ssn=F${KARI.ssn}`, { cookie: kari }));
    expect(list).toEqual([
      { nhf_gateadresse: 'Storgata 1', nhf_brukpostnr: '0155', nhf_brukpoststed: 'OSLO', nhf_byggtypekode: '111' },
      { nhf_gateadresse: 'Holmenkollveien 45', nhf_brukpostnr: '0376', nhf_brukpoststed: 'OSLO', nhf_byggtypekode: '181' },
    ]);
    expect(await json(await t.request('GET', `/api/getOwnedBuildings?ssn=F${OLA.ssn}`, { cookie: ola }))).toEqual([]);
    expect((await t.request('GET', `/api/getOwnedBuildings?ssn=F${KARI.ssn}`, { cookie: ola })).status).toBe(403);
  });
});
