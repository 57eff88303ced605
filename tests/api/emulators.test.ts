import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressSearchResponse } from '../../domain/types';
import { getAddresses, getCompanies } from '../../server/emulators';
import { createTestApp, json, type TestApp, SETUP_TIMEOUT } from './support/testApp';

describe('bundled datasets', () => {
  it('has at least 300 addresses across Norwegian cities with WGS84 positions', () => {
    const a = getAddresses();
    expect(a.length).toBeGreaterThanOrEqual(300);
    const cities = new Set(a.map((x) => x.PostSted));
    for (const city of ['OSLO', 'BERGEN', 'TRONDHEIM', 'STAVANGER', 'TROMSØ', 'KRISTIANSAND S', 'DRAMMEN']) expect(cities).toContain(city);
    for (const x of a) {
      expect(x.PostNummer).toMatch(/^\d{4}$/);
      expect(x.Posisjon.Y).toBeGreaterThan(57.9);
      expect(x.Posisjon.Y).toBeLessThan(71.2);
      expect(x.Posisjon.X).toBeGreaterThan(4.5);
      expect(x.Posisjon.X).toBeLessThan(31.1);
    }
    expect(new Set(a.map((x) => x.AdresseId)).size).toBe(a.length);
    expect(a.some((x) => x.AdresseBokstav)).toBe(true);
  });

  it('has 100 companies with unique 9-digit organisation numbers', () => {
    const c = getCompanies();
    expect(c).toHaveLength(100);
    expect(c.every((x) => /^\d{9}$/.test(x.organisasjonsnummer))).toBe(true);
    expect(new Set(c.map((x) => x.organisasjonsnummer)).size).toBe(100);
  });
});

describe('emulators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' }, { empty: true, config: { addressSearchToken: 'secret-token' } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const search = (q: string, token = 'secret-token', size = 5) =>
    t.request('GET', `/emulator/address-search?Query=${encodeURIComponent(q)}&Size=${size}&Targets=gateadresse`, { headers: { 'X-WAAPI-TOKEN': token } });

  it('address search requires the configured X-WAAPI-TOKEN', async () => {
    expect((await search('Storgata', 'wrong')).status).toBe(401);
    expect((await t.request('GET', '/emulator/address-search?Query=Storgata')).status).toBe(401);
  });

  it('address search answers SearchResults[].Source in the real shape, case-insensitively, at most Size results', async () => {
    const res = await search('storgata 1, 0155');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await json<AddressSearchResponse>(res);
    expect(body.SearchResults[0]).toEqual({
      Source: {
        AdresseMatrikkelenhetId: expect.any(Number),
        AdresseId: 100000031,
        GateNavn: 'Storgata',
        AdresseHusNummer: 1,
        AdresseBokstav: null,
        PostNummer: '0155',
        PostSted: 'OSLO',
        Posisjon: { X: expect.any(Number), Y: expect.any(Number) },
      },
    });
    const many = await json<AddressSearchResponse>(await search('gate'));
    expect(many.SearchResults).toHaveLength(5);
    const bergen = await json<AddressSearchResponse>(await search('BERGEN', 'secret-token', 50));
    expect(bergen.SearchResults.length).toBeGreaterThan(5);
    expect(bergen.SearchResults.every((r) => r.Source.PostSted === 'BERGEN')).toBe(true);
    const tromso = await json<AddressSearchResponse>(await search('storgata tromsø'));
    expect(tromso.SearchResults.every((r) => r.Source.PostSted === 'TROMSØ')).toBe(true);
    expect(tromso.SearchResults.length).toBeGreaterThan(0);
    expect((await json<AddressSearchResponse>(await search('finnesikkeveien'))).SearchResults).toEqual([]);
    expect((await json<AddressSearchResponse>(await search(''))).SearchResults).toEqual([]);
  });

  it('answers CORS preflight for the token header', async () => {
    const res = await t.request('OPTIONS', '/emulator/address-search', {
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-waapi-token' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-waapi-token');
  });

  it('company register finds by organisasjonsnummer and by navn, like Brønnøysund', async () => {
    const byNr = await json<{ _embedded: { enheter: { navn: string; organisasjonsnummer: string }[] }; page: { totalElements: number } }>(
      await t.request('GET', '/emulator/enhetsregisteret/enheter?organisasjonsnummer=948123452'),
    );
    expect(byNr._embedded.enheter).toHaveLength(1);
    expect(byNr._embedded.enheter[0]).toMatchObject({ navn: 'SOLBAKKEN BORETTSLAG', organisasjonsnummer: '948123452', organisasjonsform: { kode: 'BRL' } });
    expect(byNr.page).toMatchObject({ totalElements: 1, number: 0 });

    const byName = await json<{ _embedded: { enheter: { navn: string }[] }; page: { size: number } }>(
      await t.request('GET', '/emulator/enhetsregisteret/enheter?navn=borettslag&size=42'),
    );
    expect(byName._embedded.enheter.length).toBeGreaterThan(5);
    expect(byName._embedded.enheter.length).toBeLessThanOrEqual(42);
    expect(byName.page.size).toBe(42);
    expect(byName._embedded.enheter.every((e) => e.navn.includes('BORETTSLAG'))).toBe(true);
    const solbakken = await json<{ _embedded: { enheter: { navn: string }[] } }>(await t.request('GET', '/emulator/enhetsregisteret/enheter?navn=Solbakken'));
    expect(solbakken._embedded.enheter.map((e) => e.navn)).toContain('SOLBAKKEN BORETTSLAG');
  });

  it('company register omits _embedded when nothing matches and rejects a malformed organisasjonsnummer', async () => {
    const res = await t.request('GET', '/emulator/enhetsregisteret/enheter?organisasjonsnummer=111111111');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await json(res);
    expect(body._embedded).toBeUndefined();
    expect(body.page).toMatchObject({ totalElements: 0 });
    expect((await t.request('GET', '/emulator/enhetsregisteret/enheter?organisasjonsnummer=12ab')).status).toBe(400);
    expect((await t.request('GET', '/emulator/enhetsregisteret/api/enheter?navn=solbakken')).status).toBe(200);
  });

  it('emulators need no session', async () => {
    expect((await t.request('GET', '/emulator/enhetsregisteret/enheter/948123452')).status).toBe(200);
  });
});
