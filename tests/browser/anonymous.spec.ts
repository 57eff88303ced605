import { test, expect, expectAccessible, expectNoOverflow, snap } from './fixtures';

/** The front-page variants for anonymous visitors (SPEC §1) and where their login link returns to. */
const VARIANTS = [
  { query: '', afterLogin: '/' },
  { query: '?agent=gjensidige', afterLogin: '/' },
  { query: '?partner', afterLogin: '/' },
  { query: '?meldskade', afterLogin: '/' },
  { query: '?kjop', afterLogin: '/kjop-forsikring' },
] as const;

const stripSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

for (const variant of VARIANTS) {
  test(`anonymous front page ${variant.query || '(no query)'}: BankID login link and rename notice`, async ({ page, baseURL }, testInfo) => {
    await page.goto(`/${variant.query}`);
    const login = page.getByRole('link', { name: 'LOGG INN MED BANKID' });
    await expect(login).toBeVisible();

    const href = new URL((await login.getAttribute('href'))!, baseURL);
    expect(href.pathname).toBe('/.auth/login/signicat');
    const redirect = new URL(href.searchParams.get('post_login_redirect_uri') ?? 'missing:');
    expect(redirect.origin).toBe(new URL(baseURL!).origin);
    expect(stripSlash(redirect.pathname)).toBe(variant.afterLogin);

    // The notice about the rename on 20 May 2025.
    const notice = page.getByText(/Norsk Hussopp Forsikring/).first();
    await expect(notice).toBeVisible();
    await expect(page.getByText(/20\.\s*mai 2025/).first()).toBeVisible();

    // Anonymous visitors see only the logo in the header: no navigation, no profile menu.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link').first()).toBeVisible();
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Meld skade' })).toHaveCount(0);

    await expectAccessible(page);
    await snap(page, testInfo, `home-anonymous${variant.query.replace(/[?=]/g, '-')}`);
    await expectNoOverflow(page);
  });
}

test('the five anonymous variants each show their own login panel', async ({ page }) => {
  const texts = new Set<string>();
  for (const variant of VARIANTS) {
    await page.goto(`/${variant.query}`);
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
    texts.add(await page.getByRole('main').innerText());
  }
  expect(texts.size).toBe(VARIANTS.length);
});

test('?agent= shows the partner insurer logo in the footer, and no logo for other pages', async ({ page }) => {
  await page.goto('/?agent=gjensidige');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('img', { name: /Gjensidige/i })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('img', { name: /Gjensidige/i })).toHaveCount(0);
});

test('unknown paths redirect to /', async ({ page }) => {
  await page.goto('/finnes-ikke/her');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  await expectAccessible(page);
  // A step name not on the damage report's step list (its route is derived from the list).
  await page.goto('/meld-skade/finnes-ikke');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
});

test('the login link opens the test e-ID page, which is accessible', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'LOGG INN MED BANKID' }).click();
  await expect(page).toHaveURL(/\/\.auth\/login\/signicat\?/);
  for (const name of ['Kari Nordmann', 'Ola Nordmann', 'Berit Hansen']) {
    await expect(page.getByRole('button', { name: `Logg inn som ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: /fødselsnummer/i })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'test-eid-login');
});

test('/api/getUser without a session answers 401', async ({ request }) => {
  const res = await request.get('/api/getUser');
  expect(res.status()).toBe(401);
});
