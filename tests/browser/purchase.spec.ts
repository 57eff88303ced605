/**
 * The purchase wizard in a real browser against the real server (SPEC §2 "Purchase wizard", §4, §5, §7):
 * anonymous visitors fill steps 1–3, sign in with the test e-ID, land on step 4 with the form intact and
 * order; logged-in customers order with a typed address and a foreign number; every §5 message; the date
 * window; AVBRYT; a refused order; browser history during the flow. Each journey uses a new customer.
 */
import type { Page, Request, TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { addDays, osloToday } from '../../domain/purchaseDates';
import { expect, expectAccessible, expectNoOverflow, holdRequests, loginWithSsn, newFodselsnummer, snap, test } from './fixtures';
import { expectSteady, requestsInFlight } from './steady';
import { EACH_WIDTH } from './widths';

const STORAGE_KEY = 'buyInsuranceForm';
const STEP_HEADINGS = ['Adresse', 'Velg forsikring', 'Startdato og kontakt', 'Oppsummering'] as const;
const STEP_PARAMS = ['adresse', 'forsikring', 'startdato', 'oppsummering'] as const;

const main = (page: Page) => page.getByRole('main');
const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' });

/** The wizard shows step n: its heading, and the URL names it. */
async function expectStep(page: Page, n: 1 | 2 | 3 | 4): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Steg ${n} av 4: ${STEP_HEADINGS[n - 1]}`);
  await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring' && url.searchParams.get('steg') === STEP_PARAMS[n - 1]);
}

async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectAccessible(page, name);
  await expectNoOverflow(page, name);
  await snap(page, testInfo, name);
}

const storedForm = (page: Page) =>
  page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  }, STORAGE_KEY);

/** The message shown with a field (its accessible description) and in the error summary. */
async function expectMessage(page: Page, message: string): Promise<void> {
  await expect(main(page).getByText(message, { exact: true }).first()).toBeVisible();
}

/** Step 1 by the address search: type, pick 'Storgata 15, 0155 OSLO'. */
async function chooseStorgata15(page: Page): Promise<void> {
  const search = main(page).getByRole('combobox', { name: /adresse/i });
  await search.fill('Storgata 15');
  await page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' }).click();
  await expect(main(page).getByText('Valgt adresse: Storgata 15, 0155 OSLO')).toBeVisible();
}

/** Opens the date picker and picks a day by its full Norwegian label (today's button is aria-current). */
async function pickToday(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: /^Velg dato/ }).click();
  const grid = page.getByRole('dialog').getByRole('grid');
  await grid.locator('button[aria-current="date"]').click();
  const [y, m, d] = osloToday().split('-');
  await expect(main(page).getByRole('textbox', { name: 'Når ønsker du at forsikringen skal starte?' })).toHaveValue(`${d}.${m}.${y}`);
}

/** The map canvas is drawn (WebGL): its pixels are not all one colour. */
async function expectMapDrawn(page: Page): Promise<void> {
  const canvas = main(page).getByRole('region', { name: 'Kart over adressen' }).locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const png = PNG.sync.read(await canvas.screenshot());
        const colours = new Set<number>();
        for (let i = 0; i < png.data.length && colours.size < 3; i += 4 * 97) colours.add(png.data.readUInt32BE(i));
        return colours.size;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(1);
}

/** The pointer reaches the map, as a customer's would who wants to move it: the map starts loading (AddressMapRegion). */
async function pointAtMap(page: Page): Promise<void> {
  await main(page).getByRole('region', { name: 'Kart over adressen' }).hover();
}

/** The heading and the URL name the same step until the page is steady (./steady.ts); returns its number. */
async function expectSteadyStep(page: Page, inFlight: ReadonlySet<Request>): Promise<number> {
  const h1 = main(page).getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(/^Steg \d av 4: /);
  return expectSteady(page, inFlight, async () => {
    const text = (await h1.textContent()) ?? '';
    const shown = Number(/^Steg (\d)/.exec(text)?.[1]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/kjop-forsikring');
    expect(url.searchParams.get('steg'), `URL while "${text}" shows`).toBe(STEP_PARAMS[shown - 1]);
    return shown;
  });
}

test.describe('purchase wizard', () => {
  // Whole journeys with an axe scan of every step and a WebGL map: longer than one page's test.
  test.describe.configure({ timeout: 90_000 });

  test('without a WebGL 2 context the map gives way to its text alternative, and step 1 works on', async ({ page }) => {
    // The API is there but no context can be made (a blocked GPU): the map library itself reports it.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return type === 'webgl2' ? null : (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await pointAtMap(page);
    const region = main(page).getByRole('region', { name: 'Kart over adressen' });
    await expect(region).toHaveText('Kartet kan ikke vises her. Adressen du har valgt, står under kartet.', { timeout: 15_000 });
    await expect(region.locator('canvas')).toHaveCount(0);
    expect(errors.some((text) => text.startsWith('The address map failed'))).toBe(true);
    await chooseStorgata15(page);
    await next(page).click();
    await expectStep(page, 2);
  });

  test('step 1 is painted from the HTML alone where the wizard draws it, and stays put while the wizard loads and renders', EACH_WIDTH, async ({ page, browser, baseURL }) => {
    /** Where the progress bar, the h1 and the intro sit (rounded to a tenth of a pixel). */
    const stepHeader = (on: Page) =>
      Promise.all(
        [on.locator('main ol[aria-hidden="true"]'), on.locator('main h1'), on.locator('main p', { hasText: 'Hvilken bolig vil du forsikre?' })].map(async (l) => {
          const box = (await l.boundingBox())!;
          return [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10);
        }),
      );
    const viewport = page.viewportSize()!;
    const noScript = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const shell = await noScript.newPage();
    await shell.goto('/kjop-forsikring');
    await expect(shell.locator('main h1')).toHaveText('Steg 1 av 4: Adresse');
    const painted = await stepHeader(shell);
    await noScript.close();

    const release = await holdRequests(page, '**/api/getProducts');
    await page.goto('/kjop-forsikring');
    await expect(main(page).getByRole('status')).toHaveText('Laster...');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Steg 1 av 4: Adresse');
    expect(await stepHeader(page), 'loading').toEqual(painted);
    release();
    await expect(main(page).getByRole('combobox')).toBeVisible();
    await expectStep(page, 1);
    expect(await stepHeader(page), 'step 1').toEqual(painted);
  });

  test('the map is shown only once its first frame is complete, with "Laster kart..." until then', EACH_WIDTH, async ({ page }) => {
    // Hold one of the style's sources: the map cannot finish its first frame until it arrives.
    const release = await holdRequests(page, '**/map/addresses.geojson');
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await pointAtMap(page);
    const region = main(page).getByRole('region', { name: 'Kart over adressen' });
    await expect(region.locator('canvas')).toHaveCount(1, { timeout: 15_000 });
    await expect(region.getByText('Laster kart...')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(region.locator('canvas')).toBeHidden();
    release();
    await expect(region.locator('canvas')).toBeVisible({ timeout: 15_000 });
    await expect(region.getByText('Laster kart...')).toHaveCount(0);
    await expectMapDrawn(page);
  });

  test('drawn in software (this Chromium has no GPU), the map draws one pixel per CSS pixel on a high-density screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, deviceScaleFactor: 2, viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.goto('/kjop-forsikring');
      await expectStep(page, 1);
      await pointAtMap(page);
      const canvas = main(page).getByRole('region', { name: 'Kart over adressen' }).locator('canvas');
      await expect(canvas).toBeVisible({ timeout: 15_000 });
      const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ drawn: c.width, shown: c.clientWidth, dpr: devicePixelRatio }));
      expect(size.dpr).toBe(2);
      expect(size.drawn).toBe(size.shown);
    } finally {
      await context.close();
    }
  });

  test('logged in, the header stays logged in when the wizard writes its first URL at once (10 first loads)', EACH_WIDTH, async ({ page }) => {
    // The wizard replaces /kjop-forsikring with ?steg=adresse as it starts: a second router load right after the
    // first. The first load's answer to "am I logged in" used to live in the root's route context, which that
    // load dropped: the header then showed an anonymous visitor beside the logged-in page (1 load in 4).
    await loginWithSsn(page, newFodselsnummer());
    for (let round = 0; round < 10; round++) {
      await page.goto('/kjop-forsikring');
      await expectStep(page, 1);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeVisible();
    }
  });

  test('anonymous: search, offer, date and contact; signs in, step 4 with the form intact, orders, finds the insurance', async ({ page }, testInfo) => {
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await pointAtMap(page);
    await expectMapDrawn(page);
    await checkPage(page, testInfo, 'kjop-1-adresse');
    await chooseStorgata15(page);
    await next(page).click();

    await expectStep(page, 2);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
    const offer = main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' });
    await expect(offer).not.toBeChecked();
    await expect(main(page).getByRole('radio', { name: 'Skadedyrsforsikring', exact: true })).not.toBeChecked();
    await expect(main(page).getByRole('textbox', { name: /adresse/i })).toHaveValue('Storgata 15, 0155 OSLO');
    await expect(main(page).getByRole('textbox', { name: /adresse/i })).toBeDisabled();
    await expect(main(page).getByRole('link', { name: /vilkår/i }).first()).toHaveAttribute('href', /\/api\/downloadTermsAndConditions\//);
    await offer.check();
    await checkPage(page, testInfo, 'kjop-2-forsikring');
    await next(page).click();

    await expectStep(page, 3);
    await pickToday(page);
    await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
    await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('ny.kunde@example.no');
    await checkPage(page, testInfo, 'kjop-3-startdato');
    await expect(next(page)).toHaveCount(0);
    await main(page).getByRole('button', { name: 'SIGNER OG BESTILL FORSIKRING' }).click();

    // The same tab goes to the e-ID login with a return address carrying resume=true.
    await expect(page).toHaveURL(/\/\.auth\/login\/signicat\?post_login_redirect_uri=/);
    const back = new URL(new URL(page.url()).searchParams.get('post_login_redirect_uri')!);
    expect(back.pathname).toBe('/kjop-forsikring');
    expect(back.searchParams.get('resume')).toBe('true');
    await page.getByRole('textbox', { name: /fødselsnummer/i }).fill(newFodselsnummer());
    await page.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');

    await expectStep(page, 4);
    const summary = main(page);
    await expect(summary.getByText('Storgata 15, 0155 OSLO')).toBeVisible();
    await expect(summary.getByText('Kr 250,- per mnd / 3 000,- per år')).toBeVisible();
    await expect(summary.getByText('+47 91234567')).toBeVisible();
    await expect(summary.getByText('ny.kunde@example.no')).toBeVisible();
    expect(await storedForm(page)).toMatchObject({ email: 'ny.kunde@example.no', phoneNumber: '91234567', productCode: 'BTHUS' });
    await expect(summary.getByRole('checkbox', { name: /digital/ })).toBeChecked();
    await expect(summary.getByText(/angrerett/).first()).toBeVisible();
    if (testInfo.project.name === 'mobile') await expect(page.getByRole('banner')).toContainText('4/4');
    await checkPage(page, testInfo, 'kjop-4-oppsummering');

    const orders: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/createBuyInsurance')) orders.push(r.postData() ?? '');
    });
    await summary.getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expect(summary.getByText('Forsikringen ble bestilt, videresender …')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring/bekreftelse');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Takk for bestillingen' })).toBeFocused();
    await expect(main(page).getByText(/angrerett/)).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(await storedForm(page)).toBeNull();
    await checkPage(page, testInfo, 'kjop-bekreftelse');

    await page.goto('/forsikringer');
    await expect(main(page).getByRole('link', { name: /Storgata 15, 0155 OSLO/ })).toBeVisible();
  });

  test('logged in from the insurance check: typed address, foreign number, damage described, history and a double click order once', async ({ page }, testInfo) => {
    await loginWithSsn(page, newFodselsnummer());
    await page.goto('/kjop-forsikring?kontekst=sjekk-forsikring');
    await expectStep(page, 1);
    expect(await storedForm(page)).toMatchObject({ customerRoute: 974590000 });
    await main(page).getByRole('button', { name: 'Jeg finner ikke adressen – skriv den inn manuelt' }).click();
    await main(page).getByRole('textbox', { name: 'Gateadresse' }).fill('Bakkeveien 3');
    await main(page).getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await main(page).getByRole('textbox', { name: 'Poststed' }).fill('Bergen');
    await next(page).click();
    await expectStep(page, 2);
    await main(page).getByRole('radio', { name: 'Skadedyrsforsikring', exact: true }).check();
    await next(page).click();
    await expectStep(page, 3);

    // Back, forward and reload keep the step and the answers.
    await page.goBack();
    await expectStep(page, 2);
    await expect(main(page).getByRole('radio', { name: 'Skadedyrsforsikring', exact: true })).toBeChecked();
    await page.goForward();
    await expectStep(page, 3);
    await page.reload();
    await expectStep(page, 3);

    await pickToday(page);
    await main(page).getByRole('textbox', { name: 'Landkode' }).fill('0046');
    await expect(main(page).getByRole('textbox', { name: 'Landkode' })).toHaveValue('+46');
    await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('701234567');
    await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('kunde@example.no');
    await next(page).click();
    await expectStep(page, 4);
    if (testInfo.project.name === 'mobile') await expect(page.getByRole('banner')).toContainText('4/4');

    // Step 4's messages (SPEC §5 Purchase summary).
    const summary = main(page);
    await summary.getByRole('radio', { name: 'Ja, jeg har oppdaget skade' }).check();
    await summary.getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expectMessage(page, 'Før du bestiller forsikringen, fortell oss kort om skaden du har oppdaget i feltet.');
    const description = summary.getByRole('textbox', { name: 'Beskriv skaden du har oppdaget' });
    await description.fill('Sopp');
    await description.blur();
    await expectMessage(page, 'Beskrivelsen må være minst 15 tegn.');
    await description.fill('x'.repeat(4001));
    await description.blur();
    await expectMessage(page, 'Maks 4000 tegn');
    await description.fill('Det er sopp i kjelleren ved trappen ned.');
    await expect(summary.getByText('Det er sopp i kjelleren …')).toBeVisible();
    await summary.getByRole('checkbox', { name: /digital/ }).uncheck();
    await summary.getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expectMessage(page, 'For å fullføre bestillingen din, må du samtykke til at vi kan kontakte deg digitalt.');
    await summary.getByRole('checkbox', { name: /digital/ }).check();
    await summary.getByRole('checkbox', { name: /reserverer meg mot markedsføring/ }).uncheck();
    await checkPage(page, testInfo, 'kjop-4-skade');

    // A slow order: double click and browser back while it is sent change nothing.
    const orders: Record<string, unknown>[] = [];
    const userUpdates: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/api/updateUser')) userUpdates.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.route('**/api/createBuyInsurance', async (route) => {
      orders.push(route.request().postDataJSON() as Record<string, unknown>);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await summary.getByRole('button', { name: 'BESTILL FORSIKRING' }).dblclick();
    await expect(summary.getByText('Bestiller forsikring...')).toBeVisible();
    await page.goBack();
    await expectStep(page, 4);
    await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring/bekreftelse', { timeout: 10_000 });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      typeAdressManually: true,
      buildingAddress: 'Bakkeveien 3',
      buildingZip: '5003',
      buildingCity: 'Bergen',
      productCode: 'SFINNBO',
      countryCode: '+46',
      mobilePhone: '+46701234567',
      confirmNoDamage: false,
      damageDescription: 'Det er sopp i kjelleren ved trappen ned.',
      consentMarketing: false,
      customerRoute: 974590000,
    });
    // The user update beside the order: bulkEmailConsent is the inverse of the reservation box.
    await expect.poll(() => userUpdates.length).toBe(1);
    expect(userUpdates[0]).toMatchObject({ bulkEmailConsent: true, mobilePhone: '+46701234567', email: 'kunde@example.no' });
    // Back from the confirmation does not reopen the ordered form.
    await page.goBack();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Takk for bestillingen' })).toBeVisible();

    await page.goto('/forsikringer');
    await expect(main(page).getByRole('link', { name: /Bakkeveien 3, 5003 Bergen/ })).toBeVisible();
  });

  test('every message of steps 1–3, typing limits and the date window', async ({ page }, testInfo) => {
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await next(page).click();
    await expect(main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toBeFocused();
    await expectMessage(page, 'Oppgi adressen du ønsker å forsikre.');
    await expect(main(page).getByRole('combobox', { name: /adresse/i })).toHaveAccessibleDescription(/Oppgi adressen du ønsker å forsikre\./);
    await main(page).getByRole('combobox', { name: /adresse/i }).fill('Storg');
    await next(page).click();
    await expectMessage(page, 'Du må velge en adresse fra listen');
    await checkPage(page, testInfo, 'kjop-1-feil');

    await main(page).getByRole('button', { name: 'Jeg finner ikke adressen – skriv den inn manuelt' }).click();
    await next(page).click();
    for (const m of ['Fyll inn gateadresse', 'Fyll inn postnummer', 'Fyll inn poststed']) await expectMessage(page, m);
    await main(page).getByRole('textbox', { name: 'Gateadresse' }).fill('Bakk');
    await main(page).getByRole('textbox', { name: 'Postnummer' }).fill('ab12');
    await expect(main(page).getByRole('textbox', { name: 'Postnummer' })).toHaveValue('12');
    await main(page).getByRole('textbox', { name: 'Poststed' }).fill('Oslo1');
    await next(page).click();
    for (const m of ['Gateadresse må være minst 5 tegn', 'Postnummer må være 4 siffer', 'Poststed kan kun inneholde bokstaver og mellomrom']) {
      await expectMessage(page, m);
    }
    await checkPage(page, testInfo, 'kjop-1-manuell-feil');
    await main(page).getByRole('textbox', { name: 'Gateadresse' }).fill('Bakkeveien 3');
    await main(page).getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await main(page).getByRole('textbox', { name: 'Poststed' }).fill('Ålesund-Øst');
    await next(page).click();

    await expectStep(page, 2);
    await next(page).click();
    await expectMessage(page, 'Velg en forsikring');
    await main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' }).check();
    await next(page).click();

    await expectStep(page, 3);
    await main(page).getByRole('button', { name: 'SIGNER OG BESTILL FORSIKRING' }).click();
    for (const m of ['Merk av i kalenderen datoen du ønsker at forsikringen skal starte fra.', 'Oppgi telefonnummeret.', 'Oppgi e-postadressen din.']) {
      await expectMessage(page, m);
    }
    await expect(page).toHaveURL(/steg=startdato/);
    await checkPage(page, testInfo, 'kjop-3-feil');
    const code = main(page).getByRole('textbox', { name: 'Landkode' });
    const phone = main(page).getByRole('textbox', { name: 'Telefonnummer' });
    await phone.fill('123');
    await expectMessage(page, 'Telefonnummer må ha 8 siffer etter landkoden.');
    await phone.fill('912345678');
    await expect(phone).toHaveValue('91234567');
    await code.fill('+46');
    await phone.fill('12a4');
    await expectMessage(page, 'Telefonnummer må kun inneholde siffer.');
    await phone.fill('123');
    await expectMessage(page, 'Telefonnummer må ha minst 4 sifre.');
    await phone.fill('1234567890123456789');
    await expect(phone).toHaveValue('123456789012345');
    await code.fill('+');
    await expectMessage(page, 'Landkode må starte med "+" etterfulgt av 1-4 sifre.');
    await code.fill('');
    await expect(code).toHaveValue('+47');
    await code.fill('0047');
    await expect(code).toHaveValue('+47');
    const email = main(page).getByRole('textbox', { name: 'Hva er din e-post?' });
    await email.fill('kari@');
    await email.blur();
    await expectMessage(page, 'Vennligst oppgi en gyldig e-postadresse.');

    // The date window: today … today + 183 days; yesterday and today + 184 cannot be chosen.
    const dateInput = main(page).getByRole('textbox', { name: 'Når ønsker du at forsikringen skal starte?' });
    await expect(dateInput).toHaveAttribute('readonly', '');
    await main(page).getByRole('button', { name: /^Velg dato/ }).click();
    const picker = page.getByRole('dialog');
    await expect(picker.getByRole('heading')).toHaveText(/^[a-zæøå]+ \d{4}$/i);
    const today = osloToday();
    const dayButton = (day: string) => picker.locator(`button[data-day="${day}"]`);
    const yesterday = addDays(today, -1);
    if ((await dayButton(yesterday).count()) === 0) await picker.getByRole('button', { name: 'Forrige måned' }).click();
    await expect(dayButton(yesterday)).toHaveAttribute('aria-disabled', 'true');
    await dayButton(yesterday).click({ force: true });
    await expect(dateInput).toHaveValue('');
    const last = addDays(today, 183);
    const beyond = addDays(today, 184);
    for (let i = 0; i < 8 && (await dayButton(last).count()) === 0; i++) await picker.getByRole('button', { name: 'Neste måned' }).click();
    await expect(dayButton(last)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(last)).toHaveAccessibleName(/\d{4}$/);
    if ((await dayButton(beyond).count()) === 0) await picker.getByRole('button', { name: 'Neste måned' }).click();
    await expect(dayButton(beyond)).toHaveAttribute('aria-disabled', 'true');
    await dayButton(beyond).click({ force: true });
    await expect(dateInput).toHaveValue('');
    await expectAccessible(page, 'kjop-datovelger');
  });

  test('AVBRYT, a refused order and deep links', async ({ page }) => {
    // Anonymous AVBRYT: the provider's product page (answered here, the test has no internet).
    await page.route('https://www.husvern.no/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Husvern</title><h1>Privat</h1>' }));
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await main(page).getByRole('button', { name: 'AVBRYT' }).click();
    await expect(page).toHaveURL('https://www.husvern.no/privat');

    // A deep link to step 4 with nothing filled in opens step 1; anonymous never sees step 4.
    await page.goto('/kjop-forsikring?steg=oppsummering');
    await expectStep(page, 1);
    await chooseStorgata15(page);
    await next(page).click();
    await page.goto('/kjop-forsikring?steg=oppsummering');
    await expectStep(page, 2);

    // Logged in from the insurance check: AVBRYT goes back to its result, and the stored form is gone.
    await loginWithSsn(page, newFodselsnummer());
    await page.goto('/kjop-forsikring?kontekst=sjekk-forsikring');
    await expectStep(page, 1);
    await main(page).getByRole('button', { name: 'AVBRYT' }).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/sjekk-forsikring/resultat');
    expect(await storedForm(page)).toBeNull();

    // A refused order: the message, the form intact; the next try goes through.
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await chooseStorgata15(page);
    await next(page).click();
    await main(page).getByRole('radio', { name: 'Skadedyrsforsikring', exact: true }).check();
    await next(page).click();
    await pickToday(page);
    await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
    await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('kunde@example.no');
    await next(page).click();
    await expectStep(page, 4);
    await page.route('**/api/createBuyInsurance', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Noe gikk galt' }) }),
    );
    await main(page).getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expectMessage(page, 'Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.');
    await expectStep(page, 4);
    await expect(main(page).getByText('Storgata 15, 0155 OSLO')).toBeVisible();
    expect(await storedForm(page)).toMatchObject({ productCode: 'SFINNBO', phoneNumber: '91234567' });
    await page.unroute('**/api/createBuyInsurance');
    // A 409 (this order sent before with other answers): the server's own words, the form kept.
    await page.route('**/api/createBuyInsurance', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: CONFLICT_MESSAGES.orderSentWithOtherDetails }) }),
    );
    await main(page).getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expectMessage(page, CONFLICT_MESSAGES.orderSentWithOtherDetails);
    await expectStep(page, 4);
    await page.unroute('**/api/createBuyInsurance');

    // A reload while the order is under way: the order reaches the server, the page comes back on step 4 with
    // the form, and ordering again finds the first order (one insurance, not two).
    let sent = 0;
    await page.route('**/api/createBuyInsurance', async (route) => {
      sent++;
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response });
    });
    await main(page).getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expect(main(page).getByText('Bestiller forsikring...')).toBeVisible();
    await expect.poll(() => sent).toBe(1);
    await page.reload();
    await expectStep(page, 4);
    await page.unroute('**/api/createBuyInsurance');
    await main(page).getByRole('button', { name: 'BESTILL FORSIKRING' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring/bekreftelse');
    const own = await page.request.get('/api/getUser');
    const { socialSecurityNumber } = (await own.json()) as { socialSecurityNumber: string };
    const list = (await (await page.request.get(`/api/getAllAgreements?ssn=${socialSecurityNumber}`)).json()) as { buildingAddress: string }[];
    expect(list.filter((a) => a.buildingAddress === 'Storgata 15')).toHaveLength(1);

    // The link for another address starts a fresh wizard.
    await main(page).getByRole('link', { name: 'LEGG TIL EN NY ADRESSE' }).click();
    await expectStep(page, 1);
    await expect(main(page).getByText('Ingen adresse er valgt ennå.')).toBeVisible();
  });
  test('history in a loop: back, forward, reload and deep links never show a step the URL does not name, nor one not yet allowed', async ({ page }) => {
    // 39 moves, each a page load and a steady check: about a minute on the slow machine.
    test.setTimeout(150_000);
    await loginWithSsn(page, newFodselsnummer());
    const orders: string[] = [];
    const inFlight = requestsInFlight(page);
    page.on('request', (r) => {
      if (r.url().endsWith('/api/createBuyInsurance')) orders.push(r.method());
    });
    await page.goto('/kjop-forsikring');
    await expectStep(page, 1);
    await chooseStorgata15(page);
    await next(page).click();
    await main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' }).check();
    await next(page).click();
    await expectStep(page, 3);
    // Step 3 is left half done: step 4 may never be shown.
    await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
    await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('');

    // Each round starts with a deep link to step 3, so no move leaves the wizard's history entries.
    const moves = ['back', 'forward', 'reload', 'back', 'reload', 'forward', 'deep:oppsummering', 'back', 'forward', 'deep:forsikring', 'back', 'forward'];
    for (let round = 0; round < 3; round++) {
      for (const move of ['deep:startdato', ...moves]) {
        if (move === 'back') await page.goBack();
        else if (move === 'forward') await page.goForward();
        else if (move === 'reload') await page.reload();
        else await page.goto(`/kjop-forsikring?steg=${move.slice('deep:'.length)}`);
        const step = await expectSteadyStep(page, inFlight);
        expect(step, `after ${move}`).toBeLessThanOrEqual(3);
        if (step === 2) await expect(main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' })).toBeChecked();
        if (step === 3) await expect(main(page).getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('91234567');
      }
    }
    expect(orders).toEqual([]);
  });
});
