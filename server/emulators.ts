/**
 * Local emulators of the external services, answering in their real shapes from bundled datasets (public, CORS):
 *   GET /emulator/address-search?Query=..&Size=5&Targets=gateadresse   (header X-WAAPI-TOKEN)
 *   GET /emulator/enhetsregisteret/enheter?organisasjonsnummer=123456789 | ?navn=..&size=42
 *   GET /emulator/enhetsregisteret/enheter/{organisasjonsnummer}
 * The company register is also mounted at /emulator/enhetsregisteret/api/enheter like data.brreg.no.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { addressTextOfSource } from '../domain/addressText';
import type { AddressSearchResponse, AddressSearchSource } from '../domain/types';
import type { CompanyRecord } from './data/generate';
import type { AppEnv } from './appEnv';

const load = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;

let addresses: AddressSearchSource[] | undefined;
let companies: CompanyRecord[] | undefined;
export const getAddresses = () => (addresses ??= load<AddressSearchSource[]>('addresses.json'));
export const getCompanies = () => (companies ??= load<CompanyRecord[]>('companies.json'));

const normalize = (s: string) => s.toLocaleLowerCase('nb').replace(/[,.]/g, ' ').replace(/\s+/g, ' ').trim();

export const addressLabel = addressTextOfSource;

/** Case-insensitive search on "GateNavn HusNummerBokstav, PostNummer PostSted". */
export function searchAddresses(query: string, size: number): AddressSearchSource[] {
  const q = normalize(query);
  if (!q) return [];
  const tokens = q.split(' ');
  const scored: { a: AddressSearchSource; score: number; i: number }[] = [];
  getAddresses().forEach((a, i) => {
    const label = normalize(addressLabel(a));
    let score = -1;
    if (label.startsWith(q)) score = 0;
    else if (label.includes(q)) score = 1;
    else {
      const words = label.split(' ');
      if (tokens.every((t) => words.some((w) => w.startsWith(t)))) score = 2;
    }
    if (score >= 0) scored.push({ a, score, i });
  });
  scored.sort((x, y) => x.score - y.score || x.i - y.i);
  return scored.slice(0, size).map((s) => s.a);
}

const clampInt = (raw: string | undefined, def: number, min: number, max: number) => {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : def;
};

function companyRegister(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const withLinks = (origin: string, e: CompanyRecord) => ({
    ...e,
    _links: { self: { href: `${origin}/emulator/enhetsregisteret/enheter/${e.organisasjonsnummer}` } },
  });
  r.get('/enheter', (c) => {
    const origin = new URL(c.req.url).origin;
    const orgnr = c.req.query('organisasjonsnummer');
    const navn = c.req.query('navn');
    const size = clampInt(c.req.query('size'), 20, 1, 100);
    const page = clampInt(c.req.query('page'), 0, 0, 1000);
    let hits: CompanyRecord[];
    if (orgnr !== undefined) {
      const list = orgnr.split(',').map((s) => s.trim()).filter(Boolean);
      if (!list.length || !list.every((s) => /^\d{9}$/.test(s))) {
        return c.json(
          {
            timestamp: new Date().toISOString(),
            status: 400,
            error: 'Bad Request',
            message: 'Ugyldig organisasjonsnummer. Organisasjonsnummer må bestå av 9 siffer.',
            path: '/enhetsregisteret/api/enheter',
          },
          400,
        );
      }
      hits = getCompanies().filter((e) => list.includes(e.organisasjonsnummer));
    } else if (navn !== undefined && navn.trim()) {
      const words = normalize(navn).split(' ');
      hits = getCompanies().filter((e) => {
        const n = normalize(e.navn);
        return words.every((w) => n.includes(w));
      });
    } else {
      hits = getCompanies();
    }
    const pageHits = hits.slice(page * size, page * size + size);
    const body: Record<string, unknown> = {};
    if (pageHits.length) body._embedded = { enheter: pageHits.map((e) => withLinks(origin, e)) };
    body._links = { self: { href: `${origin}${new URL(c.req.url).pathname}` } };
    body.page = { size, totalElements: hits.length, totalPages: Math.ceil(hits.length / size), number: page };
    return c.json(body);
  });
  r.get('/enheter/:orgnr', (c) => {
    const e = getCompanies().find((x) => x.organisasjonsnummer === c.req.param('orgnr'));
    if (!e) return c.json({ status: 404, error: 'Not Found', message: 'Fant ikke enheten.' }, 404);
    return c.json(withLinks(new URL(c.req.url).origin, e));
  });
  return r;
}

export function emulatorRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', cors({ origin: '*', allowMethods: ['GET', 'OPTIONS'], allowHeaders: ['X-WAAPI-TOKEN', 'Content-Type', 'Accept'], maxAge: 600 }));

  r.get('/address-search', (c) => {
    const token = c.req.header('x-waapi-token');
    if (token !== c.get('config').addressSearchToken) return c.json({ message: 'Ugyldig eller manglende X-WAAPI-TOKEN.' }, 401);
    const query = c.req.query('Query') ?? c.req.query('query') ?? '';
    const size = clampInt(c.req.query('Size') ?? c.req.query('size'), 5, 1, 50);
    const targets = (c.req.query('Targets') ?? c.req.query('targets') ?? 'gateadresse').toLowerCase().split(',');
    const results = targets.includes('gateadresse') ? searchAddresses(query, size) : [];
    const body: AddressSearchResponse = { SearchResults: results.map((Source) => ({ Source })) };
    return c.json(body);
  });

  r.route('/enhetsregisteret', companyRegister());
  r.route('/enhetsregisteret/api', companyRegister());
  r.all('*', (c) => c.json({ message: 'Ukjent emulator.' }, 404));
  return r;
}
