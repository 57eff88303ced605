/**
 * Issue 45, part 6, in the browser: a new customer gives a new address on the profile («Endre e-postadresse»); it is
 * marked «Ikke bekreftet», SEND PÅ NYTT sends a new link (said in a status), the link from the e-mail (the run's
 * mailbox, tests/browser/mailbox.ts) opened logged out asks for the login and comes back to ask (whose profile, which
 * address) and confirms on BEKREFT E-POSTADRESSEN, focus on the question's and the answer's heading; the superseded
 * and the used link are told. axe and no overflow at 375, 800 and 1280 px on each screen.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectNoOverflow, loginWithSsn, newFodselsnummer, resizeTo, suppressHomeModals } from './fixtures';
import { mailsTo } from './mailbox';
import { WIDTHS } from './widths';

const SUBJECT = 'Bekreft e-postadressen din';

/** axe (WCAG 2.1 AA) and no overflow at each of the three widths, then back to this project's own. */
async function expectFineAtEveryWidth(page: Page, what: string): Promise<void> {
  const own = page.viewportSize()!;
  for (const { width, height } of WIDTHS) {
    await resizeTo(page, width, height);
    await expectAccessible(page, `${what} at ${width} px`);
    await expectNoOverflow(page, `${what} at ${width} px`);
  }
  await resizeTo(page, own.width, own.height);
}

/** The links of the confirmation e-mails to `address`, once `count` have come, oldest first. */
async function linksTo(address: string, count: number): Promise<string[]> {
  await expect.poll(() => mailsTo(address, SUBJECT).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address, SUBJECT).map((mail) => {
    const link = /https?:\/\/\S+\/profil\/bekreft-epost\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, 'the link in the e-mail').toBeDefined();
    return link!;
  });
}

test('a new address: «Ikke bekreftet», SEND PÅ NYTT, the e-mail’s link confirms it after the login; old and used links are told', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const ssn = newFodselsnummer();
  const address = `ny.${ssn}@example.no`;
  await suppressHomeModals(page);
  await loginWithSsn(page, ssn);

  // The customer gives a new address on the profile («Endre e-postadresse», LAGRE).
  await page.goto('/profil/');
  const main = page.getByRole('main');
  const emailForm = main.locator('form').filter({ has: page.getByRole('group', { name: 'Endre e-postadresse' }) });
  await emailForm.getByRole('textbox', { name: 'E-postadresse' }).fill(address);
  await emailForm.getByRole('button', { name: 'LAGRE' }).click();
  await expect(emailForm.getByRole('status')).toHaveText('E-postadressen din er lagret.');
  const [first] = await linksTo(address, 1);
  // The link is PUBLIC_URL's (this run's server) + the page's path.
  expect(first!.startsWith(`${baseURL}/profil/bekreft-epost?token=`)).toBe(true);

  const card = main.locator('dl');
  await expect(card.getByText(address, { exact: true })).toBeVisible();
  await expect(card.getByText('Ikke bekreftet', { exact: true })).toBeVisible();
  await expect(card.getByText('Bekreft adressen med lenken vi sender til den. Til da venter e-post om skadesakene dine.')).toBeVisible();
  const resend = main.getByRole('button', { name: 'SEND PÅ NYTT' });
  await expectFineAtEveryWidth(page, 'the profile with an address not confirmed');

  // SEND PÅ NYTT from the keyboard: a new link, said in a status (read out by a screen reader).
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText(`Vi har sendt en ny lenke til ${address}. Den gjelder i 24 timer.`);
  await expect(resend).toBeFocused();
  const [, second] = await linksTo(address, 2);
  expect(second).not.toBe(first);
  await expectFineAtEveryWidth(page, 'the profile after SEND PÅ NYTT');

  // The new link, opened where nobody is logged in (another browser, as from a phone's mail app): the page asks for the
  // login and the login brings the customer back to it, which confirms.
  const elsewhere = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  try {
    const phone = await elsewhere.newPage();
    await phone.goto(second!);
    await expect(phone.getByRole('heading', { level: 1, name: 'Logg inn for å bekrefte e-postadressen' })).toBeFocused();
    await expectFineAtEveryWidth(phone, 'the confirmation page, logged out');
    await phone.getByRole('link', { name: 'LOGG INN MED BANKID' }).click();
    await expect(phone).toHaveURL(/\/\.auth\/login\/signicat/);
    await phone.getByRole('textbox', { name: /fødselsnummer/i }).fill(ssn);
    await phone.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
    // Back, the page asks first: whose profile, which address; nothing is confirmed until the customer says yes.
    await expect(phone.getByRole('heading', { level: 1, name: 'Bekreft e-postadressen din' })).toBeFocused();
    const escaped = address.replace(/[.]/g, '\\.');
    await expect(phone.getByRole('main')).toContainText(new RegExp(`Du er logget inn som \\S.*\\. Vil du at vi skal sende e-post om skadesakene dine til ${escaped}\\?`));
    await expect(phone.getByRole('main')).toContainText('Er ikke dette deg? Logg ut, og åpne lenken på nytt.');
    await expectFineAtEveryWidth(phone, 'the confirmation page, asking');
    await phone.getByRole('button', { name: 'BEKREFT E-POSTADRESSEN' }).click();
    const done = phone.getByRole('heading', { level: 1, name: 'E-postadressen din er bekreftet' });
    await expect(done).toBeFocused();
    // Answered, the address bar no longer holds the link's token (replaced, so the history has none either).
    await expect(phone).toHaveURL((url) => /^\/profil\/bekreft-epost\/?$/.test(url.pathname) && url.search === '');
    await expect(phone.getByRole('main')).toContainText(`Vi sender e-post om skadesakene dine til ${address}.`);
    await expectFineAtEveryWidth(phone, 'the confirmation page, confirmed');
    // From the heading, Tab reaches GÅ TIL DIN PROFIL, and Enter follows it: the address is no longer marked.
    await phone.keyboard.press('Tab');
    await expect(phone.getByRole('link', { name: 'GÅ TIL DIN PROFIL' })).toBeFocused();
    await phone.keyboard.press('Enter');
    await expect(phone).toHaveURL(/\/profil\/?$/);
    await expect(phone.getByRole('main').getByText(address, { exact: true })).toBeVisible();
    await expect(phone.getByRole('main').getByText('Ikke bekreftet', { exact: true })).toHaveCount(0);
    // Case e-mails go there now, as the e-mail choice's hint says.
    await expect(phone.getByRole('main').getByText(`Vi sender e-posten til ${address}.`, { exact: false })).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // Back in the first browser: the first link was superseded by SEND PÅ NYTT, the second is used.
  await page.goto(first!);
  await expect(page.getByRole('heading', { level: 1, name: 'Lenken er erstattet av en nyere' })).toBeFocused();
  await expectFineAtEveryWidth(page, 'the confirmation page, a superseded link');
  await page.goto(second!);
  await expect(page.getByRole('heading', { level: 1, name: 'Lenken er allerede brukt' })).toBeFocused();
  await page.goto('/profil/');
  await expect(page.getByRole('main').getByText(address, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Ikke bekreftet', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'SEND PÅ NYTT' })).toHaveCount(0);
});
