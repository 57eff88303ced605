import type { Context } from 'hono';
import { Hono } from 'hono';
import { PRODUCT_NAME, CONTACT } from '../../domain/brand';
import { METADATA } from '../../domain/metadata';
import type { Agreement, OwnedBuilding } from '../../domain/types';
import type { Queryable } from '../db/db';
import { HttpError, isUuid, notFound, type AppEnv } from '../http';
import { contentDisposition } from '../lib/files';
import { makePdf, wrap, type PdfLine } from '../lib/pdf';

const AGREEMENT_NOT_FOUND = 'Fant ikke forsikringen.';

interface ProductRow {
  id: string;
  product_code: string;
  product_name: string;
  label: string;
  price: number;
  highlights: string[];
  terms_name: string;
}

interface AgreementRow {
  id: string;
  address_id: string;
  building_address: string;
  building_zip: string;
  building_city: string;
  product_id: string;
  product_name: string;
  product_description: string;
  product_tag_name: string;
  price: number | null;
  services: string[];
  highlights: string[];
  not_included: string[];
  terms_name: string;
  direct_agreement: boolean;
  agent: string;
  agreement_number: string;
  renewal_date: string;
}

const toAgreement = (a: AgreementRow): Agreement => ({
  agreementId: a.id,
  addressId: a.address_id,
  buildingAddress: a.building_address,
  buildingZip: a.building_zip,
  buildingCity: a.building_city,
  productName: a.product_name,
  productDescription: a.product_description,
  productId: a.product_id,
  price: a.price,
  services: a.services,
  termsAndServicesHighlights: a.highlights,
  termsAndCoNotIncluded: a.not_included,
  termsandConditionName: a.terms_name,
  directAgreement: a.direct_agreement,
  agent: a.agent,
  agreementNumber: a.agreement_number,
  renewalDate: a.renewal_date,
  productTagName: a.product_tag_name,
});

/** Calls carrying `ssn` (or `F{ssn}`) are answered for the session's customer only; another ssn → 403. */
function checkSsn(c: Context<AppEnv>, raw: string | undefined, prefixed = false): void {
  if (raw === undefined || raw === '') return;
  const ssn = prefixed && /^[Ff]/.test(raw) ? raw.slice(1) : raw;
  if (ssn !== c.get('user').socialSecurityNumber) {
    throw new HttpError(403, 'Du har bare tilgang til dine egne opplysninger.');
  }
}

async function ownAgreement(db: Queryable, userId: string, id: string | undefined): Promise<AgreementRow> {
  if (!isUuid(id)) throw notFound(AGREEMENT_NOT_FOUND);
  const [row] = await db.query<AgreementRow>('SELECT * FROM agreements WHERE id = $1 AND user_id = $2', [id, userId]);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  return row;
}

function pdfResponse(c: Context, bytes: Uint8Array, filename: string, disposition: 'inline' | 'attachment') {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': contentDisposition(filename, disposition),
    'Cache-Control': 'private, no-store',
  });
}

const nok = (n: number) => `${n.toLocaleString('nb-NO').replace(/\u00a0/g, ' ')} kr`;

export function insuranceRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/metadata', (c) => {
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(METADATA);
  });

  r.get('/downloadTermsAndConditions/:productId', async (c) => {
    const id = c.req.param('productId');
    if (!isUuid(id)) throw notFound('Fant ikke produktet.');
    const [p] = await c.get('db').query<ProductRow>('SELECT * FROM products WHERE id = $1', [id]);
    if (!p) throw notFound('Fant ikke produktet.');
    const lines: PdfLine[] = [
      { text: `Forsikringsvilkår – ${p.product_name}`, size: 16, bold: true },
      { text: `${PRODUCT_NAME} · Produktkode ${p.product_code}`, gap: 4 },
      { text: 'Hva forsikringen dekker', bold: true, size: 13, gap: 14 },
      ...p.highlights.map((h) => ({ text: `• ${h}`, gap: 3 })),
      { text: 'Egenandel', bold: true, size: 13, gap: 14 },
      ...wrap('Egenandelen er 2 000 kr ved skadedyrbekjempelse eller bygningsskade som dekkes, med mindre annet står i forsikringsbeviset.').map((text) => ({ text, gap: 3 })),
      { text: 'Kontakt', bold: true, size: 13, gap: 14 },
      { text: `Telefon ${CONTACT.phone} (${CONTACT.openingHours}) · ${CONTACT.email}`, gap: 3 },
    ];
    return pdfResponse(c, makePdf(`Vilkår ${p.product_name}`, lines), p.terms_name, 'attachment');
  });

  r.get('/getInsuranceCertificate', async (c) => {
    const id = c.req.query('agreementId');
    const user = c.get('user');
    const a = await ownAgreement(c.get('db'), user.id, id);
    if (!a.direct_agreement) throw notFound(AGREEMENT_NOT_FOUND);
    const lines: PdfLine[] = [
      { text: 'Forsikringsbevis', size: 20, bold: true },
      { text: `${PRODUCT_NAME} · Avtalenummer ${a.agreement_number}`, gap: 4 },
      { text: 'Forsikringstaker', bold: true, size: 13, gap: 14 },
      { text: user.fullName, gap: 3 },
      { text: 'Forsikret bygning', bold: true, size: 13, gap: 14 },
      { text: `${a.building_address}, ${a.building_zip} ${a.building_city}`, gap: 3 },
      { text: 'Forsikring', bold: true, size: 13, gap: 14 },
      { text: `${a.product_name} – ${a.product_description}`, gap: 3 },
      ...(a.price !== null ? [{ text: `Pris: ${nok(a.price)} per år`, gap: 3 }] : []),
      { text: `Fornyes: ${a.renewal_date.split('-').reverse().join('.')}`, gap: 3 },
      { text: 'Dette dekkes', bold: true, size: 13, gap: 14 },
      ...a.highlights.map((h) => ({ text: `• ${h}`, gap: 3 })),
      { text: 'Dette dekkes ikke', bold: true, size: 13, gap: 14 },
      ...a.not_included.map((h) => ({ text: `• ${h}`, gap: 3 })),
      { text: `Vilkår: ${a.terms_name}`, gap: 14 },
    ];
    return pdfResponse(c, makePdf(`Forsikringsbevis ${a.agreement_number}`, lines), `Forsikringsbevis ${a.agreement_number}.pdf`, 'inline');
  });

  r.get('/getAllAgreements', async (c) => {
    checkSsn(c, c.req.query('ssn'));
    const rows = await c.get('db').query<AgreementRow>(
      'SELECT * FROM agreements WHERE user_id = $1 ORDER BY direct_agreement DESC, created_at, agreement_number',
      [c.get('user').id],
    );
    return c.json(rows.map(toAgreement));
  });

  r.get('/getAllAgreements/:agreementId', async (c) => {
    checkSsn(c, c.req.query('ssn'));
    return c.json(toAgreement(await ownAgreement(c.get('db'), c.get('user').id, c.req.param('agreementId'))));
  });

  r.get('/getOwnedBuildings', async (c) => {
    checkSsn(c, c.req.query('ssn'), true);
    const rows = await c.get('db').query<{ gateadresse: string; postnr: string; poststed: string; byggtypekode: string }>(
      'SELECT gateadresse, postnr, poststed, byggtypekode FROM owned_buildings WHERE user_id = $1 ORDER BY sort_order, gateadresse',
      [c.get('user').id],
    );
    const list: OwnedBuilding[] = rows.map((b) => ({
      nhf_gateadresse: b.gateadresse,
      nhf_brukpostnr: b.postnr,
      nhf_brukpoststed: b.poststed,
      nhf_byggtypekode: b.byggtypekode,
    }));
    return c.json(list);
  });

  return r;
}
