import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCases } from '../../src/api/getCases';
import { getCase } from '../../src/api/getCase';
import { fetchUser } from '../../src/api/whoIsLoggedIn';
import { extractCaseId, createCaseDraft } from '../../src/api/createCaseDraft';
import { companySearchParams, searchCompanies } from '../../src/api/companyRegister';
import { searchAddresses } from '../../src/api/addressSearch';
import { getProducts } from '../../src/api/getProducts';
import { AUTH_ME_PRINCIPAL, KARI, json, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API client read semantics (SPEC §7)', () => {
  it('a 404 on a list read yields an empty list', async () => {
    stubFetch(() => json({ message: 'Ingen saker' }, 404, 'Not Found'));
    await expect(getCases('draft')).resolves.toEqual([]);
  });

  it('passes the status as a query parameter', async () => {
    const spy = stubFetch(() => json([{ incidentId: '1', createdOn: '01.01.2025', damageType: null, status: 'draft' }]));
    const list = await getCases('active');
    expect(list).toHaveLength(1);
    const request = spy.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/getCases');
    expect(new URL(request.url).searchParams.get('status')).toBe('active');
  });

  it('other failures become an Error with the response message', async () => {
    stubFetch(() => json({ message: 'Noe gikk galt på serveren' }, 500, 'Internal Server Error'));
    await expect(getCases('active')).rejects.toThrow('Noe gikk galt på serveren');
  });

  it("without a message the error is 'Error {status}: {statusText}'", async () => {
    stubFetch(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(getCase('abc')).rejects.toThrow('Error 502: Bad Gateway');
  });

  it('a 404 on a single-object read is an error, not an empty list', async () => {
    stubFetch(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(getCase('abc')).rejects.toThrow('Error 404: Not Found');
  });

  it('does not retry a failed read', async () => {
    const spy = stubFetch(() => json({ message: 'nei' }, 503, 'Service Unavailable'));
    await expect(getCases()).rejects.toThrow('nei');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('fetchUser asks GET /.auth/me first: without a session it answers null and getUser is not called', async () => {
    const requests: string[] = [];
    stubFetch(
      (request) => {
        requests.push(new URL(request.url).pathname);
        return new URL(request.url).pathname === '/.auth/me' ? json({ clientPrincipal: null }) : json(KARI);
      },
      { session: 'handler' },
    );
    await expect(fetchUser()).resolves.toBeNull();
    expect(requests).toEqual(['/.auth/me']);
  });

  it('fetchUser: with a principal from /.auth/me, the user is what getUser answers', async () => {
    const requests: Request[] = [];
    stubFetch(
      (request) => {
        requests.push(request);
        return new URL(request.url).pathname === '/.auth/me' ? json({ clientPrincipal: AUTH_ME_PRINCIPAL }) : json(KARI);
      },
      { session: 'handler' },
    );
    await expect(fetchUser()).resolves.toEqual(KARI);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /.auth/me', 'GET /api/getUser']);
    expect(requests[0]!.credentials).toBe('same-origin');
  });

  it.each([
    ['answers 404 (AUTH_MODE=off without the platform)', () => json({ message: 'Not Found' }, 404, 'Not Found')],
    ['answers another shape', () => json([{ provider_name: 'aad' }])],
    ['fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fetchUser: when /.auth/me %s, getUser decides', async (_name, probe) => {
    stubFetch((request) => (new URL(request.url).pathname === '/.auth/me' ? probe() : json(KARI)), { session: 'handler' });
    await expect(fetchUser()).resolves.toEqual(KARI);
    stubFetch((request) => (new URL(request.url).pathname === '/.auth/me' ? probe() : json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized')), {
      session: 'handler',
    });
    await expect(fetchUser()).resolves.toBeNull();
  });

  it('getUser: 401 means anonymous (null), other failures throw', async () => {
    stubFetch(() => json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized'));
    await expect(fetchUser()).resolves.toBeNull();
    stubFetch(() => json({ message: 'Databasen svarer ikke' }, 500, 'Internal Server Error'));
    await expect(fetchUser()).rejects.toThrow('Databasen svarer ikke');
  });

  it("getProducts fails with 'Failed to fetch products'", async () => {
    stubFetch(() => json({ message: 'x' }, 500, 'Internal Server Error'));
    await expect(getProducts()).rejects.toThrow('Failed to fetch products');
  });
});

describe('createCaseDraft', () => {
  it('extracts the case id from incidentUri', () => {
    expect(extractCaseId('https://crm.example/api/data/v9.2/incidents(3f2a-77)')).toBe('3f2a-77');
    expect(() => extractCaseId('https://crm.example/api/data/v9.2/accounts(1)')).toThrow();
    expect(() => extractCaseId(undefined)).toThrow();
  });

  it('POSTs without a body and returns the id', async () => {
    const spy = stubFetch(() => json({ incidentUri: '/incidents(case-42)' }, 201, 'Created'));
    await expect(createCaseDraft()).resolves.toBe('case-42');
    const request = spy.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/createCaseDraft');
  });
});

describe('external registers', () => {
  it('company register: exactly 9 digits searches by organisasjonsnummer, otherwise by navn with size 42', () => {
    expect(companySearchParams('123456789')).toEqual({ organisasjonsnummer: '123456789' });
    expect(companySearchParams('12345678')).toEqual({ navn: '12345678', size: '42' });
    expect(companySearchParams('Solsiden borettslag')).toEqual({ navn: 'Solsiden borettslag', size: '42' });
  });

  it('company register reads _embedded.enheter and errors give []', async () => {
    stubFetch(() => json({ _embedded: { enheter: [{ navn: 'SOLSIDEN BRL', organisasjonsnummer: '912345678', x: 1 }] } }));
    await expect(searchCompanies('Solsiden')).resolves.toEqual([{ navn: 'SOLSIDEN BRL', organisasjonsnummer: '912345678' }]);
    stubFetch(() => new Response('', { status: 500 }));
    await expect(searchCompanies('Solsiden')).resolves.toEqual([]);
  });

  it('address search sends Size=5, Targets=gateadresse and the token header; errors give []', async () => {
    const spy = stubFetch(() =>
      json({ SearchResults: [{ Source: { AdresseId: 1, GateNavn: 'Storgata', AdresseHusNummer: 1, PostNummer: '0155', PostSted: 'OSLO' } }] }),
    );
    const results = await searchAddresses('Storgata 1');
    expect(results[0]?.GateNavn).toBe('Storgata');
    const request = spy.mock.calls[0]![0] as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/emulator/address-search');
    expect(url.searchParams.get('Query')).toBe('Storgata 1');
    expect(url.searchParams.get('Size')).toBe('5');
    expect(url.searchParams.get('Targets')).toBe('gateadresse');
    expect(request.headers.get('X-WAAPI-TOKEN')).toBe('local-address-token');

    stubFetch(() => new Response('', { status: 401 }));
    await expect(searchAddresses('Storgata 1')).resolves.toEqual([]);
  });
});
