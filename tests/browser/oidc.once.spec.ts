/**
 * AUTH_MODE=oidc in Chromium: a portal server of its own (the built app, a fresh database) as the relying party of
 * a real OpenID Provider (oidc-provider, in this worker), the whole way a customer goes: the login button, the
 * provider's login, back on / greeted by name, the API answers, then logout here and at the provider.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, type TestServer } from '../../scripts/lib/server';
import { IDP_CLIENT, startTestIdp, type TestIdp } from '../support/testIdp';
import { dialog, expect, test } from './fixtures';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const NEW_CUSTOMER = { nin: '03039912345', name: 'Åse Ny-Kunde' };

let idp: TestIdp;
let portal: TestServer;
let portalOrigin: string;

test.beforeAll(async () => {
  const port = await freePort();
  portalOrigin = `http://127.0.0.1:${port}`;
  // The provider first: the portal discovers it as it starts.
  idp = await startTestIdp({ ny: NEW_CUSTOMER }, [portalOrigin]);
  portal = await startServer(repoRoot, { AUTH_MODE: 'oidc', OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: IDP_CLIENT.clientId, OIDC_CLIENT_SECRET: IDP_CLIENT.clientSecret }, port);
});

test.afterAll(async () => {
  await portal?.stop();
  await idp?.close();
});

test('log in at the e-ID, greeted by name on /, the API answers, and log out here and at the e-ID', async ({ page }) => {
  await page.goto(`${portalOrigin}/`);
  await page.getByRole('link', { name: 'LOGG INN MED BANKID' }).click();

  // The provider's own login form (oidc-provider's development login: any password).
  await expect(page).toHaveURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill('ny');
  await page.locator('input[name="password"]').fill('test');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(`${portalOrigin}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Hei, ${NEW_CUSTOMER.name}` })).toBeVisible();
  const cookie = (await page.context().cookies(portalOrigin)).find((c) => c.name === 'AppServiceAuthSession');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect((await page.context().cookies(portalOrigin)).map((c) => c.name)).not.toContain('HusvernLogin');
  const user = await page.request.get(`${portalOrigin}/api/getUser`);
  expect(user.status()).toBe(200);
  expect(await user.json()).toMatchObject({ fullName: NEW_CUSTOMER.name, socialSecurityNumber: NEW_CUSTOMER.nin });

  // Logout: the portal's dialog, then the provider's own logout, then back on the portal's front page.
  // A first-time customer is asked for consent first; closed, it leaves the header free.
  await expect(dialog(page, 'Samtykke til digital kommunikasjon')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: /profil|meny|konto/i }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).or(page.getByRole('banner').getByRole('button', { name: 'Logg ut' })).first().click();
  await dialog(page, 'Vil du logge ut?').getByRole('button', { name: 'LOGG UT' }).click();
  await expect(page).toHaveURL((url) => url.origin === idp.issuer);
  await page.getByRole('button', { name: /yes, sign me out/i }).click();
  await expect(page).toHaveURL(`${portalOrigin}/`);
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  expect((await page.request.get(`${portalOrigin}/api/getUser`)).status()).toBe(401);
});
