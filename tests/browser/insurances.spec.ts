import { readFile } from 'node:fs/promises';
import type { Download, Page, TestInfo } from '@playwright/test';
import { PRODUCT_NAME } from '../../domain/brand';
import { AGREEMENT_IDS, PRODUCT_IDS } from '../../server/db/demo';
import { parsePdf, type ParsedPdf } from '../api/support/pdf';
import { expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals, test } from './fixtures';


/** The wizard opened at step 1 with the context of the insurance check (customerRoute 974590000). */
async function expectSentBySjekkForsikring(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring' && url.searchParams.get('steg') === 'adresse');
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('buyInsuranceForm') ?? '{}').customerRoute)).toBe(974590000);
}
const LIST_FAILED = 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.';
const AGREEMENT_FAILED = 'Kunne ikke laste forsikring. Vennligst oppdater siden og prøv igjen.';
const AGREEMENT_NOT_FOUND = 'Vi fant ikke forsikringen.';
const NO_AGREEMENTS = 'Vi finner ingen forsikringer inngått direkte med oss. Du kan likevel ha forsikring hos en av våre partnere eller andre...';
const RECENT_ORDER = 'Har du nylig bestilt en forsikring, kan det ta litt tid før den vises her.';
const HUS_TOPP_TERMS = 'Vilkår Råte- og skadedyrsforsikring Privat.pdf';
const SJEKK_ORDER = '/kjop-forsikring?kontekst=sjekk-forsikring';
const NBSP = '\u00a0';

const main = (page: Page) => page.getByRole('main');

/** The downloaded file, parsed as a PDF. */
async function downloadedPdf(download: Download): Promise<ParsedPdf> {
  const path = await download.path();
  return parsePdf(new Uint8Array(await readFile(path)));
}

function expectTagged(pdf: ParsedPdf): void {
  expect(pdf.marked).toBe(true);
  expect(pdf.lang).toBe('nb-NO');
  expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'Table', 'TH', 'L']));
}

/** On phones the header shows the page title (SPEC §2 Layout); document.title always does. */
async function expectTitle(page: Page, testInfo: TestInfo, title: string): Promise<void> {
  await expect(page).toHaveTitle(title);
  if (testInfo.project.name === 'mobile') await expect(page.getByRole('banner')).toContainText(title);
}

async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectAccessible(page, name);
  await expectNoOverflow(page, name);
  await snap(page, testInfo, name);
}

test.describe('Forsikringer as Kari (a direct Hus topp and Innbo through Gjensidige)', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Kari Nordmann');
  });

  test('the list shows both agreements and leads to a new order', async ({ page }, testInfo) => {
    await page.getByRole('link', { name: /Vis mine forsikringer/ }).click();
    await expect(page).toHaveURL(/\/forsikringer\/?$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dine forsikringer' })).toBeVisible();
    await expectTitle(page, testInfo, 'Forsikringer');
    const cards = main(page).getByRole('list', { name: 'Forsikringer' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const hus = cards.getByRole('link', { name: /Hus topp/ });
    await expect(hus).toContainText('Storgata 1, 0155 OSLO');
    await expect(hus).toContainText(`Forsikret hos ${PRODUCT_NAME}`);
    await expect(hus).toHaveAttribute('href', `/forsikringer/${AGREEMENT_IDS.kariHus}`);
    const innbo = cards.getByRole('link', { name: /Innbo/ });
    await expect(innbo).toContainText('Thorvald Meyers gate 12A, 0552 OSLO');
    await expect(innbo).toContainText('Forsikret gjennom Gjensidige');
    await expect(main(page).getByText(NO_AGREEMENTS)).toHaveCount(0);
    await checkPage(page, testInfo, 'forsikringer-kari');

    await main(page).getByRole('link', { name: 'Legg til ny adresse og bestill forsikring' }).click();
    // The wizard opens at step 1, sent by kjop-forsikring (customerRoute 974590001).
    await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring' && url.searchParams.get('steg') === 'adresse');
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('buyInsuranceForm') ?? '{}').customerRoute)).toBe(974590001);
  });

  test('Hus topp: details, collapsible agreement details, terms as a real tagged PDF', async ({ page }, testInfo) => {
    await page.goto('/forsikringer/');
    await main(page).getByRole('link', { name: /Hus topp/ }).click();
    await expect(page).toHaveURL(new RegExp(`/forsikringer/${AGREEMENT_IDS.kariHus}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hus topp' })).toBeVisible();
    await expectTitle(page, testInfo, 'Forsikringer');
    await expect(main(page).getByText('Vår mest omfattende forsikring mot råte, sopp og skadedyr i bolighus.')).toBeVisible();
    await expect(main(page).getByText('Storgata 1, 0155 OSLO')).toBeVisible();
    await expect(main(page).getByText('250 kr/mnd')).toBeVisible();
    await expect(main(page).getByText(`3${NBSP}000 kr per år`)).toBeVisible();
    const included = main(page).getByRole('region', { name: 'Dette er inkludert' });
    await expect(included.getByRole('listitem')).toHaveCount(4);
    await expect(included).toContainText('Egenandel 2 000 kr ved bygningsskade');
    await expect(main(page).getByRole('region', { name: 'Tjenester' }).getByRole('listitem')).toHaveCount(4);

    // the collapsible agreement details
    const summary = main(page).getByText('Detaljer om avtalen');
    await expect(main(page).getByText('HV-104233')).toBeHidden();
    await summary.click();
    await expect(main(page).getByText('AVTALENUMMER')).toBeVisible();
    await expect(main(page).locator('dt', { hasText: 'SELSKAP' }).locator('xpath=following-sibling::dd[1]')).toHaveText(PRODUCT_NAME);
    await expect(main(page).locator('dt', { hasText: 'AVTALENUMMER' }).locator('xpath=following-sibling::dd[1]')).toHaveText('HV-104233');
    await expect(main(page).locator('dt', { hasText: 'FORNYES' }).locator('xpath=following-sibling::dd[1]')).toHaveText('01.03.2027');
    await expect(main(page).getByText(/kontakt Gjensidige/)).toHaveCount(0);
    await checkPage(page, testInfo, 'forsikring-hus-topp');

    // terms: a download named by termsandConditionName
    const termsDownload = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Last ned vilkår (PDF)' }).click();
    const terms = await termsDownload;
    expect(terms.suggestedFilename()).toBe(HUS_TOPP_TERMS);
    const termsPdf = await downloadedPdf(terms);
    expectTagged(termsPdf);
    expect(termsPdf.text).toContain('Vilkår – Råte- og skadedyrsforsikring - Privat');
    expect(termsPdf.text).toContain('Egenandelen er 2 000 kr');

  });

  test('Innbo through Gjensidige: no certificate or terms, the partner to contact instead', async ({ page }, testInfo) => {
    await page.goto(`/forsikringer/${AGREEMENT_IDS.kariInnbo}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Innbo' })).toBeVisible();
    await expect(main(page).getByText('Thorvald Meyers gate 12A, 0552 OSLO')).toBeVisible();
    await expect(main(page).getByText('Forsikringen er inngått gjennom Gjensidige. Kontakt Gjensidige for forsikringsbevis og vilkår.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Se forsikringsbevis' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: /vilkår/i })).toHaveCount(0);
    // no price is known for a partner agreement
    await expect(main(page).getByText(/kr\/mnd/)).toHaveCount(0);
    await main(page).getByText('Detaljer om avtalen').click();
    await expect(main(page).locator('dt', { hasText: 'SELSKAP' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Gjensidige');
    await expect(main(page).locator('dt', { hasText: 'FORNYES' }).locator('xpath=following-sibling::dd[1]')).toHaveText('15.12.2026');
    await checkPage(page, testInfo, 'forsikring-innbo');

    await main(page).getByRole('link', { name: 'TILBAKE' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dine forsikringer' })).toBeVisible();
  });

  test('an unknown or foreign agreement id says it was not found, on its page and its check', async ({ page }) => {
    for (const id of [AGREEMENT_IDS.beritBorettslag, 'finnes-ikke']) {
      await page.goto(`/forsikringer/${id}`);
      await expect(main(page).getByRole('alert')).toHaveText(AGREEMENT_NOT_FOUND);
      await page.goto(`/sjekk-forsikring/resultat/${id}`);
      await expect(main(page).getByRole('alert')).toHaveText(AGREEMENT_NOT_FOUND);
      await expectAccessible(page, `/forsikringer/${id}`);
    }
  });

  test('check result for Hus topp: the building insurance, terms and price, no order button', async ({ page }, testInfo) => {
    await page.goto(`/sjekk-forsikring/resultat/${AGREEMENT_IDS.kariHus}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hus topp' })).toBeVisible();
    await expectTitle(page, testInfo, 'Min side');
    await expect(main(page).getByRole('heading', { name: 'Råte- og skadedyrforsikring', exact: true })).toBeVisible();
    await expect(main(page).getByText(/dekker skader som har oppstått mens boligen har vært forsikret, uansett hvem som eide den/)).toBeVisible();
    expect(await main(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Råte- og skadedyrforsikring',
      'Hva dekkes?',
      'Har du oppdaget skade?',
      'Egenandel',
      `Inkludert i ${PRODUCT_NAME}`,
    ]);
    const highlights = main(page).getByRole('region', { name: `Inkludert i ${PRODUCT_NAME}` });
    await expect(highlights.getByRole('listitem')).toHaveCount(4);
    await expect(highlights.getByText('KR 250,- MND')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/sjekk-forsikring/resultat');
    await expect(main(page).getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveCount(0);
    await checkPage(page, testInfo, 'sjekk-resultat-hus-topp');

    const download = page.waitForEvent('download');
    await highlights.getByRole('link', { name: 'SE VILKÅR' }).click();
    expect((await download).suggestedFilename()).toBe(HUS_TOPP_TERMS);
    expectTagged(await downloadedPdf(await download));

    await main(page).getByRole('link', { name: 'TILBAKE' }).click();
    await expect(main(page).getByText('Denne siden er ikke tilgjengelig.')).toBeVisible();
  });

  test('check result for Innbo: the contents insurance with a fourth block, an order button with the check context', async ({ page }, testInfo) => {
    await page.goto(`/sjekk-forsikring/resultat/${AGREEMENT_IDS.kariInnbo}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Innbo' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Skadedyrforsikring', exact: true })).toBeVisible();
    await expect(main(page).getByText(/dekker skader på innbo .* enten du eier eller leier boligen/)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Eier eller leier du?' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: `Inkludert i ${PRODUCT_NAME}` }).getByRole('listitem')).toHaveCount(2);
    // a partner's agreement: no terms link, no price
    await expect(main(page).getByRole('link', { name: 'SE VILKÅR' })).toHaveCount(0);
    await expect(main(page).getByText(/MND$/)).toHaveCount(0);
    const order = main(page).getByRole('link', { name: 'BESTILL FORSIKRING' });
    await expect(order).toHaveAttribute('href', SJEKK_ORDER);
    await checkPage(page, testInfo, 'sjekk-resultat-innbo');
    await order.click();
    await expectSentBySjekkForsikring(page);
  });

  test('building without insurance: no building selected yet, Kari picks one of her own', async ({ page }, testInfo) => {
    await page.goto('/sjekk-forsikring/resultat/bygningUtenForsikring/');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Vi finner ingen forsikringer ...' })).toBeVisible();
    await expectTitle(page, testInfo, 'Min side');
    const card = main(page).getByRole('link', { name: /FORSIKRING IKKE FUNNET/ });
    await expect(card).toContainText('Fant ingen adressse');
    await expect(card).toContainText('Fant ingen postnummer');
    await expect(card).toContainText('Fant ingen poststed');
    const chooser = main(page).getByRole('region', { name: 'Velg bygning' });
    await expect(chooser.getByRole('button')).toHaveCount(2);
    await checkPage(page, testInfo, 'bygning-uten-forsikring-velg');

    await chooser.getByRole('button', { name: 'Holmenkollveien 45, 0376 OSLO' }).click();
    await expect(card).toContainText('Holmenkollveien 45');
    await expect(card).toContainText('0376 OSLO');
    await expect(chooser).toHaveCount(0);
    // 181 is not an insurable building type
    await expect(main(page).getByText('Bestiller du vår Råte- og skadedyrforsikring, dekker forsikringen dette.')).toHaveCount(0);
    // the selection is kept for the session
    await page.reload();
    await expect(main(page).getByRole('link', { name: /FORSIKRING IKKE FUNNET/ })).toContainText('Holmenkollveien 45');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('building-storage'))) ?? 'null')).toMatchObject({
      nhf_gateadresse: 'Holmenkollveien 45',
      nhf_brukpostnr: '0376',
      nhf_brukpoststed: 'OSLO',
      nhf_byggtypekode: '181',
    });
  });
});

test.describe('the certificate as Kari', () => {
  // No suppressHomeModals here: its init script would also run in the browser's PDF viewer, which has no storage.
  test('the chrome-less page sends the browser to the certificate, a real tagged PDF', async ({ page }, testInfo) => {
    await loginAs(page, 'Kari Nordmann');
    await page.goto(`/forsikringer/${AGREEMENT_IDS.kariHus}`);
    const link = main(page).getByRole('link', { name: 'Se forsikringsbevis' });
    await expect(link).toHaveAttribute('href', `/insurance-certificate?agreementId=${AGREEMENT_IDS.kariHus}`);

    // First stop the browser from leaving, to see the waiting page without header, footer or navigation.
    const stopped: { url: string; navigation: boolean }[] = [];
    await page.route('**/api/getInsuranceCertificate**', (route) => {
      stopped.push({ url: route.request().url(), navigation: route.request().isNavigationRequest() });
      return route.abort('aborted');
    });
    await link.click();
    await expect(main(page).getByText('Henter ditt forsikringsbevis, vennligst vent...')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/insurance-certificate/?\\?agreementId=${AGREEMENT_IDS.kariHus}$`));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect.poll(() => stopped).toEqual([{ url: expect.stringMatching(new RegExp(`/api/getInsuranceCertificate\\?agreementId=${AGREEMENT_IDS.kariHus}$`)), navigation: true }]);
    await expectAccessible(page, 'insurance-certificate');
    await snap(page, testInfo, 'forsikringsbevis-henter');

    // Then let it go: the page loads again and the PDF replaces it.
    await page.unroute('**/api/getInsuranceCertificate**');
    const response = page.waitForResponse((r) => r.url().includes('/api/getInsuranceCertificate'));
    await page.reload();

    // The browser navigates (no fetch): the PDF replaces the waiting page, which leaves the history.
    const certificate = await response;
    expect(certificate.request().isNavigationRequest()).toBe(true);
    expect(certificate.status()).toBe(200);
    expect(certificate.headers()['content-type']).toBe('application/pdf');
    expect(certificate.headers()['content-disposition']).toMatch(/^inline; filename="Forsikringsbevis HV-104233\.pdf"/);
    await expect(page).toHaveURL(new RegExp(`/api/getInsuranceCertificate\\?agreementId=${AGREEMENT_IDS.kariHus}$`));
    // The PDF viewer consumes the navigation's body: fetch the same address with the page's session.
    const again = await page.request.get(certificate.url());
    expect(again.headers()['content-type']).toBe('application/pdf');
    const pdf = await parsePdf(new Uint8Array(await again.body()));
    expectTagged(pdf);
    expect(pdf.title).toBe('Forsikringsbevis HV-104233');
    expect(pdf.text).toContain('Avtalenummer HV-104233');
    expect(pdf.text).toContain('Forsikringstaker Kari Nordmann');
    expect(pdf.text).toContain('Forsikret bygning Storgata 1, 0155 OSLO');
    expect(pdf.text).toContain('Forsikringsperiode 01.03.2026 – 01.03.2027');
    expect(pdf.text).toContain('Pris per måned 250 kr');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/forsikringer/${AGREEMENT_IDS.kariHus}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hus topp' })).toBeVisible();
  });
});

test.describe('Forsikringer as Berit (a housing cooperative agreement)', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Berit Hansen');
  });

  test('list, detail and a check result for a product other than the named ones', async ({ page }, testInfo) => {
    await page.goto('/forsikringer/');
    const cards = main(page).getByRole('list', { name: 'Forsikringer' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link', { name: /Borettslag/ }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Borettslag' })).toBeVisible();
    await expect(main(page).getByText('Fantoftvegen 14, 5072 BERGEN')).toBeVisible();
    await expect(main(page).getByText(`4${NBSP}050 kr/mnd`)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Se forsikringsbevis' })).toHaveAttribute(
      'href',
      `/insurance-certificate?agreementId=${AGREEMENT_IDS.beritBorettslag}`,
    );
    await checkPage(page, testInfo, 'forsikring-borettslag');

    await page.goto(`/sjekk-forsikring/resultat/${AGREEMENT_IDS.beritBorettslag}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Borettslag' })).toBeVisible();
    // other products: no product heading or text, the three general blocks
    expect(await main(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Hva dekkes?',
      'Har du oppdaget skade?',
      'Egenandel',
      `Inkludert i ${PRODUCT_NAME}`,
    ]);
    await expect(main(page).getByText(`KR 4${NBSP}050,- MND`)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'SE VILKÅR' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('href', SJEKK_ORDER);
    await checkPage(page, testInfo, 'sjekk-resultat-borettslag');
  });
});

test.describe('Forsikringer as Ola (no agreements, no buildings)', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Ola Nordmann');
  });

  test('the list says none were found and that a new order can take a while', async ({ page }, testInfo) => {
    await page.goto('/forsikringer/');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dine forsikringer' })).toBeVisible();
    await expect(main(page).getByText(NO_AGREEMENTS)).toBeVisible();
    await expect(main(page).getByText(RECENT_ORDER)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Legg til ny adresse og bestill forsikring' })).toHaveAttribute('href', '/kjop-forsikring');
    await checkPage(page, testInfo, 'forsikringer-ingen');
  });

  test('building without insurance: fallbacks, a stored building, garbage in storage', async ({ page }, testInfo) => {
    await page.goto('/sjekk-forsikring/resultat/bygningUtenForsikring/');
    const card = main(page).getByRole('link', { name: /FORSIKRING IKKE FUNNET/ });
    await expect(card).toContainText('Fant ingen adressse');
    await expect(card).toHaveAttribute('href', '/sjekk-forsikring/resultat');
    await expect(main(page).getByRole('region', { name: 'Velg bygning' })).toHaveCount(0);
    const notIncluded = main(page).getByRole('region', { name: 'Ikke inkludert' });
    await expect(notIncluded.getByRole('listitem')).toHaveText([
      'Skadedyrbekjempelse av veggdyr, kakerlakker, sølvkre, ovnsfisk, mus og rotter',
      'Bekjempelse av bier, humler, veps og maur',
      'Skader forårsaket av mus, rotter og treskadeinsekter',
      'Skader forårsaket av ekte hussopp og andre råtesopper',
      'Langvarige fuktskader som har utviklet seg over tid',
    ]);
    await expect(main(page).getByText('Bestiller du vår Råte- og skadedyrforsikring')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('href', SJEKK_ORDER);
    await expect(main(page).getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/sjekk-forsikring/resultat');
    await checkPage(page, testInfo, 'bygning-uten-forsikring-tom');

    // an insurable building (a detached house, 111) selected earlier in the session by this customer (its owner)
    const { id } = (await (await page.request.get('/api/getUser')).json()) as { id: string };
    await page.evaluate((eier) =>
      sessionStorage.setItem(
        'building-storage',
        JSON.stringify({ nhf_gateadresse: 'Bakkeveien 3', nhf_brukpostnr: '2000', nhf_brukpoststed: 'LILLESTRØM', nhf_byggtypekode: '111', eier }),
      ),
    id);
    await page.reload();
    await expect(card).toContainText('Bakkeveien 3');
    await expect(card).toContainText('2000 LILLESTRØM');
    await expect(main(page).getByText('Bestiller du vår Råte- og skadedyrforsikring, dekker forsikringen dette.')).toBeVisible();
    await checkPage(page, testInfo, 'bygning-uten-forsikring');

    // garbage: the page still renders, with the fallbacks
    await page.evaluate(() => sessionStorage.setItem('building-storage', '{"nhf_gateadresse": 42, "nhf_brukpoststed": {"x": 1}'));
    await page.reload();
    await expect(card).toContainText('Fant ingen adressse');

    await main(page).getByRole('link', { name: 'BESTILL FORSIKRING' }).click();
    await expectSentBySjekkForsikring(page);
  });
});

test.describe('when the API fails', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Kari Nordmann');
    await page.route('**/api/getAllAgreements**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Feil"}' }));
  });

  test('list, detail and check result show their load failure', async ({ page }, testInfo) => {
    await page.goto('/forsikringer/');
    await expect(main(page).getByRole('alert')).toHaveText(LIST_FAILED);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dine forsikringer' })).toBeVisible();
    await checkPage(page, testInfo, 'forsikringer-feil');

    await page.goto(`/forsikringer/${AGREEMENT_IDS.kariHus}`);
    await expect(main(page).getByRole('alert')).toHaveText(AGREEMENT_FAILED);
    await expectAccessible(page, 'detail failure');

    await page.goto(`/sjekk-forsikring/resultat/${AGREEMENT_IDS.kariHus}`);
    await expect(main(page).getByRole('alert')).toHaveText(AGREEMENT_FAILED);
    await expect(main(page).getByRole('link', { name: 'TILBAKE' })).toBeVisible();
    await checkPage(page, testInfo, 'sjekk-resultat-feil');
  });
});

test.describe('anonymous', () => {
  test('the insurance pages send an anonymous visitor home; the terms are public', async ({ page }) => {
    await page.goto('/forsikringer/');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
    const res = await page.request.get(`/api/getAllAgreements/${AGREEMENT_IDS.kariHus}`);
    expect(res.status()).toBe(401);
    const terms = await page.request.get(`/api/downloadTermsAndConditions/${PRODUCT_IDS.BTHUS}`);
    expect(terms.status()).toBe(200);
    expect(terms.headers()['content-disposition']).toContain(encodeURIComponent(HUS_TOPP_TERMS));
  });

  test('the certificate page without an agreement does nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    for (const search of ['', '?agreementId=null']) {
      await page.goto(`/insurance-certificate/${search}`);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Forsikringsbevis' })).toBeVisible();
      await expect(main(page).getByText('Henter ditt forsikringsbevis')).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expectAccessible(page, `/insurance-certificate/${search}`);
    }
    expect(requests).not.toContain('/api/getInsuranceCertificate');
  });
});
