import type { Page, Route } from '@playwright/test';
import { CONTACT_PERSON } from '../../domain/codes';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { ANSWERS, draftWithAnswers, sameOriginHeaders } from './drafts';
import { expect, expectAccessible, loginWithSsn, newFodselsnummer, snap, test } from './fixtures';

// No failure is silent (issue 35): SEND INN and BESTILL FORSIKRING that fail say so in the step, as an alert that
// takes focus; the button works again, and a retry reaches the end, with the report or the order on the server
// once, also when the first try reached the server and only its answer was lost.

const main = (page: Page) => page.getByRole('main');

/** The server answers 500 with a message, as a failing server does. */
const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Intern feil' }) });

/** The request reaches the server, which does its work, but the answer never comes back (the network is cut). */
async function answerLost(route: Route) {
  await route.fetch();
  await route.abort('internetdisconnected');
}

test('SEND INN that fails tells the customer, takes focus and loses nothing; the retry sends the report once', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const caseId = await draftWithAnswers(page);
  await page.goto(`/meld-skade/oppsummering?CaseId=${caseId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: /Oppsummering/ })).toBeVisible();
  await main(page).getByRole('checkbox').check();
  const sendInn = main(page).getByRole('button', { name: 'SEND INN' });
  const alert = main(page).getByRole('alert');
  const submitted = async () => ((await (await page.request.get(`/api/getCase/${caseId}`)).json()) as { submittedOnWeb?: boolean }).submittedOnWeb;

  // The server fails: nothing was sent, the answers are kept.
  await page.route('**/api/case/*/submit', serverError);
  await sendInn.click();
  await expect(alert).toHaveText('Vi fikk ikke sendt inn skademeldingen. Svarene dine er lagret. Prøv igjen om litt.');
  await expect(alert).toBeFocused();
  await expect(sendInn).not.toHaveAttribute('aria-disabled');
  await expect(main(page).getByRole('checkbox')).toBeChecked();
  await expectAccessible(page, 'SEND INN failed (500)');
  await snap(page, testInfo, 'send-inn-failed');
  expect(await submitted()).toBeFalsy();
  await page.unroute('**/api/case/*/submit');

  // The network is cut after the server took the report: the customer is told to check the network.
  await page.route('**/api/case/*/submit', answerLost);
  await sendInn.click();
  await expect(alert).toHaveText('Vi fikk ikke sendt inn skademeldingen. Svarene dine er lagret. Sjekk at du er på nett, og prøv igjen.');
  await expect(alert).toBeFocused();
  await expectAccessible(page, 'SEND INN without an answer');
  expect(await submitted()).toBe(true);
  await page.unroute('**/api/case/*/submit');

  // SEND INN again: the server answers as the first time, and the customer is thanked.
  await sendInn.click();
  await expect(page).toHaveURL((url) => url.pathname === '/meld-skade/takk');
  const list = (await (await page.request.get('/api/getCases?status=active')).json()) as { incidentId: string; statusHistory?: unknown[] }[];
  expect(list.map((c) => c.incidentId)).toEqual([caseId]);
  expect(list[0]!.statusHistory).toHaveLength(1);
});

test('SEND INN of answers other than those another tab sent in: «Skadesaken er allerede sendt inn.», focused, nothing changed', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const caseId = await draftWithAnswers(page);
  await page.goto(`/meld-skade/oppsummering?CaseId=${caseId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: /Oppsummering/ })).toBeVisible();
  // Another tab sends the report in with another description, while this one shows the summary.
  const other = { ...ANSWERS, whoIsContactPerson: CONTACT_PERSON.myself, descriptionOfDamage: 'Rotter i kjelleren', informationConfirmed: true };
  const sent = await page.request.patch(`/api/case/${caseId}/submit`, { headers: sameOriginHeaders(page), data: other });
  expect(sent.status()).toBe(200);
  const before = await (await page.request.get(`/api/getCase/${caseId}`)).json();

  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'SEND INN' }).click();
  const heading = main(page).getByRole('heading', { level: 1, name: CONFLICT_MESSAGES.caseAlreadySubmitted });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(main(page).getByRole('link', { name: 'SJEKK DINE SAKER' })).toHaveAttribute('href', '/skadesaker');
  await expectAccessible(page, 'SEND INN answered «allerede sendt inn»');
  await snap(page, testInfo, 'send-inn-sent-before');
  // The case is as the other tab sent it.
  expect(await (await page.request.get(`/api/getCase/${caseId}`)).json()).toEqual(before);
  expect(before).toMatchObject({ descriptionOfDamage: 'Rotter i kjelleren' });
});

test('BESTILL FORSIKRING that fails tells the customer and takes focus; the retry orders once', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await loginWithSsn(page, newFodselsnummer());
  // A form complete up to step 4, as the wizard stores it: the wizard opens there.
  await page.goto('/kjop-forsikring');
  await main(page).getByRole('combobox', { name: /adresse/i }).fill('Storgata 15');
  await page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' }).click();
  await main(page).getByRole('button', { name: 'NESTE' }).click();
  await main(page).getByRole('radio', { name: 'Skadedyrsforsikring', exact: true }).check();
  await main(page).getByRole('button', { name: 'NESTE' }).click();
  await main(page).getByRole('button', { name: /^Velg dato/ }).click();
  await page.getByRole('dialog').getByRole('grid').locator('button[aria-current="date"]').click();
  await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
  await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('kunde@example.no');
  await main(page).getByRole('button', { name: 'NESTE' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: /Steg 4 av 4/ })).toBeVisible();
  const order = main(page).getByRole('button', { name: 'BESTILL FORSIKRING' });
  const alert = main(page).getByRole('alert');
  const agreements = async () => {
    const user = (await (await page.request.get('/api/getUser')).json()) as { socialSecurityNumber: string };
    const list = (await (await page.request.get(`/api/getAllAgreements?ssn=${user.socialSecurityNumber}`)).json()) as unknown[];
    return list.length;
  };

  // The server fails: SPEC §8's message, now an alert with focus.
  await page.route('**/api/createBuyInsurance', serverError);
  await order.click();
  await expect(alert).toHaveText('Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.');
  await expect(alert).toBeFocused();
  await expect(main(page).getByRole('status').filter({ hasText: 'Bestiller forsikring...' })).toHaveCount(0);
  await expectAccessible(page, 'BESTILL FORSIKRING failed (500)');
  expect(await agreements()).toBe(0);
  await page.unroute('**/api/createBuyInsurance');

  // The order reached the server, the answer did not come back.
  await page.route('**/api/createBuyInsurance', answerLost);
  await order.click();
  await expect(alert).toHaveText(
    'Vi fikk ikke bestilt forsikringen. Sjekk at du er på nett, og prøv igjen. Du får bare én forsikring, selv om du prøver flere ganger.',
  );
  await expect(alert).toBeFocused();
  await expect(order).not.toHaveAttribute('aria-disabled');
  await expectAccessible(page, 'BESTILL FORSIKRING without an answer');
  await snap(page, testInfo, 'order-no-answer');
  expect(await agreements()).toBe(1);
  await page.unroute('**/api/createBuyInsurance');

  // Ordering again finds the first order: the confirmation, one insurance.
  await order.click();
  await expect(page).toHaveURL((url) => url.pathname === '/kjop-forsikring/bekreftelse');
  expect(await agreements()).toBe(1);
});
