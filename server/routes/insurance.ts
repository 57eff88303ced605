import type { Context } from 'hono';
import { Hono } from 'hono';
import { METADATA } from '../../domain/metadata';
import type { OwnedBuilding } from '../../domain/types';
import type { AppEnv } from '../appEnv';
import { HttpError, notFound } from '../httpError';
import { isUuid } from '../uuid';
import { AGREEMENT_NOT_FOUND, listAgreements, ownAgreement, toAgreement } from '../lib/agreements';
import { certificatePdf } from '../lib/certificatePdf';
import { pdfResponse } from '../lib/pdfResponse';
import type { ProductRow } from '../lib/purchaseAgreement';
import { termsPdf } from '../lib/termsPdf';

/** Calls carrying `ssn` (or `F{ssn}`) are answered for the session's customer only; another ssn → 403. */
function checkSsn(c: Context<AppEnv>, raw: string | undefined, prefixed = false): void {
  if (raw === undefined || raw === '') return;
  const ssn = prefixed && /^[Ff]/.test(raw) ? raw.slice(1) : raw;
  if (ssn !== c.get('user').socialSecurityNumber) {
    throw new HttpError(403, 'Du har bare tilgang til dine egne opplysninger.');
  }
}

/**
 * Calls answered without login: the terms of a product (the purchase wizard links them before the
 * customer logs in). Mounted in app.ts before the session check.
 */
export function publicInsuranceRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/downloadTermsAndConditions/:productId', async (c) => {
    const id = c.req.param('productId');
    if (!isUuid(id)) throw notFound('Fant ikke produktet.');
    const [p] = await c.get('db').query<ProductRow>('SELECT * FROM products WHERE id = $1', [id]);
    if (!p) throw notFound('Fant ikke produktet.');
    const bytes = await termsPdf({ productCode: p.product_code, productName: p.product_name, price: p.price, highlights: p.highlights });
    return pdfResponse(c, bytes, p.terms_name, 'attachment');
  });

  return r;
}

export function insuranceRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/metadata', (c) => {
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(METADATA);
  });

  r.get('/getInsuranceCertificate', async (c) => {
    const id = c.req.query('agreementId');
    const user = c.get('user');
    const a = await ownAgreement(c.get('db'), user.id, id);
    if (!a.direct_agreement) throw notFound(AGREEMENT_NOT_FOUND);
    const bytes = await certificatePdf(toAgreement(a), user);
    return pdfResponse(c, bytes, `Forsikringsbevis ${a.agreement_number}.pdf`, 'inline');
  });

  r.get('/getAllAgreements', async (c) => {
    checkSsn(c, c.req.query('ssn'));
    return c.json(await listAgreements(c.get('db'), c.get('user').id));
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
