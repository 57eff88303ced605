/**
 * AUTH_MODE=easyauth: the customer from Azure App Service Authentication's X-MS-CLIENT-PRINCIPAL header, only when
 * the platform says its authentication is on; anything malformed is a 401, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { KARI, SETUP_TIMEOUT, createTestApp, json, type TestApp } from './support/testApp';

const principal = (claims: { typ: string; val: string }[], extra: Record<string, unknown> = {}) =>
  Buffer.from(JSON.stringify({ auth_typ: 'signicat', claims, name_typ: 'name', role_typ: 'roles', ...extra })).toString('base64');

const KARI_PRINCIPAL = principal([
  { typ: 'sub', val: 'abc' },
  { typ: 'nin', val: KARI.ssn },
  { typ: 'name', val: KARI.fullName },
]);

let t: TestApp;

beforeAll(async () => {
  const config = loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' });
  t = await createTestApp({ name: 'pglite' }, { config: { authMode: config.authMode, identityClaims: config.identityClaims } });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

const getUser = (header?: string) => t.request('GET', '/api/getUser', { headers: header === undefined ? {} : { 'X-MS-CLIENT-PRINCIPAL': header } });

describe('AUTH_MODE=easyauth', () => {
  it('refuses to start without the platform\'s sign that its authentication is on', () => {
    for (const WEBSITE_AUTH_ENABLED of [undefined, '', 'False', '0', 'yes']) {
      expect(() => loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED }), String(WEBSITE_AUTH_ENABLED)).toThrow(/WEBSITE_AUTH_ENABLED/);
    }
    expect(loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'true', NODE_ENV: 'production' }).authMode).toBe('easyauth');
  });

  it('takes the customer from the principal the platform passes', async () => {
    const res = await getUser(KARI_PRINCIPAL);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ fullName: KARI.fullName, socialSecurityNumber: KARI.ssn });
  });

  it('creates a first-time customer with the name claim (OIDC_NIN_CLAIM and OIDC_NAME_CLAIM name the claims)', async () => {
    const pid = t.variant({ identityClaims: { nin: 'pid', name: 'given_and_family' } });
    const res = await pid.request('GET', '/api/getUser', {
      headers: { 'X-MS-CLIENT-PRINCIPAL': principal([{ typ: 'pid', val: '02029912345' }, { typ: 'given_and_family', val: 'Per Ny' }]) },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ fullName: 'Per Ny', socialSecurityNumber: '02029912345' });
  });

  it.each([
    ['no header', undefined],
    ['empty', ''],
    ['not base64', '%%%not-base64%%%'],
    ['base64 of text', Buffer.from('hello').toString('base64')],
    ['JSON of another shape', Buffer.from(JSON.stringify({ claims: 'nin' })).toString('base64')],
    ['claims without values', Buffer.from(JSON.stringify({ auth_typ: 'x', claims: [{ typ: 'nin' }] })).toString('base64')],
    ['no fødselsnummer', principal([{ typ: 'name', val: 'Ingen' }])],
    ['a fødselsnummer that is not 11 digits', principal([{ typ: 'nin', val: '1234' }])],
    ['a fødselsnummer with a NUL', principal([{ typ: 'nin', val: `${KARI.ssn}\u0000` }])],
    ['far too long', 'A'.repeat(40_000)],
  ])('a malformed principal (%s) is refused with 401', async (_what, header) => {
    const res = await getUser(header);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Du er ikke logget inn.' });
  });

  it('the platform serves /.auth: the app answers none of it', async () => {
    for (const path of ['/.auth/login/signicat', '/.auth/me', '/.auth/logout', '/.auth/login/signicat/callback']) {
      expect((await t.request('GET', path, { headers: { 'X-MS-CLIENT-PRINCIPAL': KARI_PRINCIPAL } })).status, path).toBe(404);
    }
  });
});
