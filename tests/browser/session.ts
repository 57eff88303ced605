/** The session as the browser tests ask the server about it: who is logged in, the session cookie, and whether it still lives. */
import { request as requestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect } from './fixtures';

export const SESSION_COOKIE = 'AppServiceAuthSession';

export interface Customer {
  id: string;
  fullName: string;
  socialSecurityNumber: string;
}

/** The customer the page's session is (GET /api/getUser, which must answer). */
export async function me(page: Page): Promise<Customer> {
  const res = await page.request.get('/api/getUser');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Customer;
}

/** The context's session token (its cookie must be there). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'a session cookie').toBeTruthy();
  return cookie!.value;
}

/** GET /api/getUser with nothing but the session cookie of before: whether the server still knows the session. */
export async function sessionStatus(baseURL: string, token: string): Promise<number> {
  const api = await requestContext.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${SESSION_COOKIE}=${token}` } });
  try {
    return (await api.get('/api/getUser')).status();
  } finally {
    await api.dispose();
  }
}

/** The app has started (the static shell has no profile menu) and has loaded the logout's code while idle. */
export async function appReadyToLogOut(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeVisible();
  // The dialog, and the page it leads to (the login panels), both loaded once the page is idle (ProfileMenu.tsx).
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await expect.poll(async () => (await loaded()).filter((name) => /\/(LogoutDialog|LoginPanel)-/.test(name)).length, { timeout: 15_000 }).toBe(2);
}
