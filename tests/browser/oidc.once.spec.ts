/**
 * AUTH_MODE=oidc in Chromium: a portal server of its own (the built app, a fresh database) as the relying party of
 * a real OpenID Provider (oidc-provider, in this worker), the whole way a customer goes: the login button, the
 * provider's login, back on / greeted by name, the API answers, then logout here and at the provider.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDP_CLIENT, startTestIdp, type TestIdp } from '../support/testIdp';
import { dialog, expect, test } from './fixtures';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const NEW_CUSTOMER = { nin: '03039912345', name: 'Åse Ny-Kunde' };

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

let idp: TestIdp;
let portal: ChildProcess;
let portalOrigin: string;
let dataDir: string;

test.beforeAll(async () => {
  const port = await freePort();
  portalOrigin = `http://127.0.0.1:${port}`;
  idp = await startTestIdp({ ny: NEW_CUSTOMER }, [portalOrigin]);
  dataDir = mkdtempSync(join(tmpdir(), 'husvern-oidc-e2e-'));
  portal = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_REQUESTS: '0',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: IDP_CLIENT.clientId,
      OIDC_CLIENT_SECRET: IDP_CLIENT.clientSecret,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  portal.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; ; i++) {
    if (portal.exitCode !== null) throw new Error(`the portal did not start:\n${stderr}`);
    const up = await fetch(`${portalOrigin}/`).then((res) => res.ok, () => false);
    if (up) break;
    if (i > 300) throw new Error(`the portal did not answer:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await new Promise((r) => portal?.once('exit', r));
  await idp?.close();
  rmSync(dataDir, { recursive: true, force: true });
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
