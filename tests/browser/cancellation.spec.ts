/**
 * «Si opp forsikring» in the browser, against the real server: each reason with the dates it allows and the refund,
 * the confirmation and its PDF, «Sagt opp, gjelder til og med» on the insurance pages and ANGRE OPPSIGELSE, an agent's agreement,
 * another customer's id, a date the server refuses, no answer, history (back, forward, reload, deep links), the leave
 * dialog and keyboard-only use; axe at each width. Each test cancels an insurance of a customer of its own (a fresh
 * fødselsnummer who orders one first), so the demo people keep theirs.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { AGREEMENT_IDS } from '../../server/db/demo';
import { pickDate } from './datePicker';
import { customerWithInsurance } from './insuranceCustomer';
import { parsePdf } from '../api/support/pdf';
import { expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals, test } from './fixtures';
import { EACH_WIDTH } from './widths';

// Each test orders an insurance for a new customer, then walks the wizard with axe at three widths on its screens:
// up to 30 s on the slow machine.
test.describe.configure({ timeout: 90_000 });

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

/** Today in Norway, as the server reads it. */
const osloToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());

const NB_MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
/** 2027-03-01 → «1. mars 2027». */
const longDate = (day: string) => `${Number(day.slice(8, 10))}. ${NB_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** From the insurance's page, SI OPP FORSIKRING opens step 1. */
async function openWizard(page: Page, agreementId: string): Promise<void> {
  await page.goto(`/forsikringer/${agreementId}`);
  await main(page).getByRole('link', { name: 'SI OPP FORSIKRING' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/forsikringer/${agreementId}/si-opp` && url.searchParams.get('steg') === 'arsak');
  await expect(heading(page)).toHaveText(/Steg 1 av 3: Hvorfor vil du si opp\?/);
}

const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' }).click();

test('each reason offers the dates the law allows, with the refund; the cancellation is confirmed, shown, and withdrawn', async ({ page }, testInfo) => {
  const id = await customerWithInsurance(page);
  await openWizard(page, id);
  await expectAccessible(page, 'step 1');
  await expectNoOverflow(page, 'step 1');
  await snap(page, testInfo, 'cancellation-1-arsak');

  // NESTE without a reason: the message, tied to the group, and the summary takes focus.
  await next(page);
  await expect(main(page).getByText('Velg hvorfor du vil si opp forsikringen.').first()).toBeVisible();
  await expect(main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toBeFocused();

  // At renewal: the insurance year's last day is the only date, already chosen; no refund.
  await main(page).getByRole('radio', { name: 'Jeg vil si opp forsikringen ved hovedforfall' }).check();
  await next(page);
  await expect(heading(page)).toHaveText(/Steg 2 av 3: Når skal forsikringen slutte\?/);
  await expect(main(page).getByText(/Ved hovedforfall er siste dag med dekning /)).toBeVisible();
  await expect(main(page).getByText(/Du får ikke tilbake premie/)).toBeVisible();
  await snap(page, testInfo, 'cancellation-2-dato-hovedforfall');

  // Back, moving to another company: one month's notice; the first allowed date is a month ahead.
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  await main(page).getByRole('radio', { name: 'Jeg flytter forsikringen til et annet selskap' }).check();
  await next(page);
  await expect(main(page).getByText(/Velg en dato fra og med /)).toBeVisible();
  await next(page);
  await expect(main(page).getByText('Velg datoen forsikringen skal slutte.').first()).toBeVisible();

  // The need is gone: today at the earliest, as the last day with cover (covered to 24:00).
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  await main(page).getByRole('radio', { name: 'Jeg har solgt eller flyttet fra bygningen, eller behovet er borte' }).check();
  await next(page);
  const today = osloToday();
  await expect(main(page).getByText('Siste dag med dekning', { exact: true })).toBeVisible();
  await expect(main(page).getByText(`Forsikringen gjelder hele dagen du velger, til kl. 24.00. Velg en dato fra og med ${longDate(today)}`, { exact: false })).toBeVisible();
  // Today itself, the earliest: it is covered to the end of the day, so the cancellation takes away no cover had.
  const end = today;
  await pickDate(page, end);
  await expect(main(page).getByText(/Du får tilbake [\d\s ]+ kr i premie/)).toBeVisible();
  await expectAccessible(page, 'step 2');
  await snap(page, testInfo, 'cancellation-2-dato');
  await next(page);

  await expect(heading(page)).toHaveText(/Steg 3 av 3: Oppsummering/);
  await expect(main(page).getByText('SISTE DAG MED DEKNING', { exact: true })).toBeVisible();
  await expect(main(page).getByText(longDate(end))).toBeVisible();
  await expectAccessible(page, 'step 3');
  await snap(page, testInfo, 'cancellation-3-oppsummering');
  await main(page).getByRole('button', { name: 'SI OPP FORSIKRING' }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/forsikringer/${id}/si-opp/bekreftelse`);
  await expect(heading(page)).toHaveText(`Forsikringen er sagt opp og gjelder til og med ${longDate(end)}`);
  await expect(heading(page)).toBeFocused();
  await expectAccessible(page, 'confirmation');
  await snap(page, testInfo, 'cancellation-4-bekreftelse');

  // The PDF «Bekreftelse på oppsigelse» opens, tagged.
  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: /Last ned bekreftelse på oppsigelse/ }).click()]);
  const pdf = await parsePdf(new Uint8Array(await readFile((await download.path())!)));
  expect(pdf.marked).toBe(true);
  expect(pdf.text.replace(/\u00a0/g, ' ')).toContain(`Siste dag med dekning ${longDate(end)}`);
  expect(download.suggestedFilename()).toMatch(/^Bekreftelse-paa-oppsigelse-.+\.pdf$/);

  // A reload keeps the confirmation; Back does not reopen the steps.
  await page.reload();
  await expect(heading(page)).toHaveText(`Forsikringen er sagt opp og gjelder til og med ${longDate(end)}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/steg=oppsummering/);

  // The insurance's page: «Sagt opp, gjelder til og med» today, not ended: ANGRE OPPSIGELSE still works today; no new
  // cancellation can start.
  await page.goto(`/forsikringer/${id}`);
  await expect(main(page).getByText(`Sagt opp, gjelder til og med ${longDate(end)}`).first()).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'SI OPP FORSIKRING' })).toHaveCount(0);
  await page.goto(`/forsikringer/${id}/si-opp`);
  await expect(main(page).getByText('Forsikringen er allerede sagt opp.')).toBeVisible();
  await page.goto(`/forsikringer/${id}`);
  await main(page).getByRole('button', { name: 'ANGRE OPPSIGELSE' }).click();
  await expect(main(page).getByRole('link', { name: 'SI OPP FORSIKRING' })).toBeVisible();
  await expect(main(page).getByText(/Sagt opp, gjelder/)).toHaveCount(0);
});

test('an insurance bought through an agent is cancelled with the agent; another customer’s id is not found', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  await page.goto(`/forsikringer/${AGREEMENT_IDS.kariInnbo}`);
  await expect(main(page).getByText('Denne forsikringen er kjøpt gjennom Gjensidige. Du sier den opp hos Gjensidige.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'SI OPP FORSIKRING' })).toHaveCount(0);
  // Typed in: the wizard says why, and where to go.
  await page.goto(`/forsikringer/${AGREEMENT_IDS.kariInnbo}/si-opp`);
  await expect(main(page).getByText('Forsikringen er kjøpt gjennom Gjensidige. Du sier den opp hos Gjensidige.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/forsikringer/${AGREEMENT_IDS.kariInnbo}/si-opp` && !url.searchParams.has('steg'));
  await expectAccessible(page, 'agent');
  await snap(page, testInfo, 'cancellation-agent');

  // Berit's agreement, by Kari: not found.
  await page.goto(`/forsikringer/${AGREEMENT_IDS.beritBorettslag}/si-opp?steg=dato`);
  await expect(heading(page)).toHaveText('Vi fant ikke forsikringen.');
  await expect(page).toHaveURL((url) => !url.searchParams.has('steg'));
  await expectAccessible(page, 'not found');
  const status = await page.evaluate(async (agreementId) => {
    const res = await fetch('/api/cancelAgreement', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ agreementId, reason: 'behov_borte', endDate: new Date().toISOString().slice(0, 10), requestId: crypto.randomUUID() }),
    });
    return res.status;
  }, AGREEMENT_IDS.beritBorettslag);
  expect(status).toBe(404);
});

test('a date the server refuses, and no answer, are told on the summary; history never shows a step the URL does not name', async ({ page }) => {
  const id = await customerWithInsurance(page);
  await openWizard(page, id);
  await main(page).getByRole('radio', { name: 'Jeg vil si opp forsikringen ved hovedforfall' }).check();
  await next(page);
  await next(page);
  await expect(heading(page)).toHaveText(/Steg 3 av 3/);

  // Back/forward through the steps, and a reload: nothing is kept on the device, so the wizard starts over.
  await page.goBack();
  await expect(heading(page)).toHaveText(/Steg 2 av 3/);
  await expect(page).toHaveURL(/steg=dato/);
  await page.goForward();
  await expect(heading(page)).toHaveText(/Steg 3 av 3/);
  await page.reload();
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  await expect(page).toHaveURL(/steg=arsak/);
  // A deep link past an unanswered step opens step 1.
  await page.goto(`/forsikringer/${id}/si-opp?steg=oppsummering`);
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  await expect(page).toHaveURL(/steg=arsak/);
  await main(page).getByRole('radio', { name: 'Jeg vil si opp forsikringen ved hovedforfall' }).check();
  await next(page);
  // Forward in the URL past NESTE is refused: the URL is put back.
  await page.goto(`/forsikringer/${id}/si-opp?steg=oppsummering`);
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  await main(page).getByRole('radio', { name: 'Jeg vil si opp forsikringen ved hovedforfall' }).check();
  await next(page);
  await next(page);

  // The server refuses the date (the rule moved on past midnight).
  let requests: string[] = [];
  await page.route('**/api/cancelAgreement', async (route) => {
    requests.push(route.request().postData() ?? '');
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Ved hovedforfall gjelder forsikringen til og med 28. februar 2027.' }) });
  });
  await main(page).getByRole('button', { name: 'SI OPP FORSIKRING' }).click();
  const alert = main(page).getByRole('alert').filter({ hasText: 'Datoen du valgte, er ikke lenger tillatt.' });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await page.unroute('**/api/cancelAgreement');

  // A 409 (this request sent before with other answers, or cancelled meanwhile): the server's own words.
  await page.route('**/api/cancelAgreement', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: CONFLICT_MESSAGES.cancellationSentWithOtherDetails }) }),
  );
  await main(page).getByRole('button', { name: 'SI OPP FORSIKRING' }).click();
  const conflict = main(page).getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.cancellationSentWithOtherDetails });
  await expect(conflict).toBeVisible();
  await expect(conflict).toBeFocused();
  await expectAccessible(page, 'cancellation answered 409');
  await page.unroute('**/api/cancelAgreement');

  // No answer: told; sending again cancels once (the same request key).
  requests = [];
  await page.route('**/api/cancelAgreement', async (route) => {
    requests.push(route.request().postData() ?? '');
    await route.abort('internetdisconnected');
  });
  await main(page).getByRole('button', { name: 'SI OPP FORSIKRING' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Vi fikk ikke sagt opp forsikringen' })).toBeVisible();
  await page.unroute('**/api/cancelAgreement');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cancelAgreement')) sent.push(r.url());
  });
  await main(page).getByRole('button', { name: 'SI OPP FORSIKRING' }).click();
  await expect(heading(page)).toHaveText(/Forsikringen er sagt opp og gjelder til og med /);
  expect(sent).toHaveLength(1);
});

test('leaving midway asks first; the wizard works by keyboard alone', EACH_WIDTH, async ({ page }) => {
  const id = await customerWithInsurance(page);
  await openWizard(page, id);
  // Step 1's TILBAKE leaves for the insurance: asked first.
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Vil du avbryte oppsigelsen?' });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'TILBAKE' })).toBeFocused();
  await expectAccessible(page, 'leave dialog');
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  // The header's logo (the front page): asked; AVBRYT OPPSIGELSEN leaves.
  await page.getByRole('banner').getByRole('link').first().click();
  await leave.getByRole('button', { name: 'AVBRYT OPPSIGELSEN' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Keyboard only: Tab to the reasons, one by arrow keys, NESTE by Enter, the summary, SI OPP FORSIKRING.
  await openWizard(page, id);
  const firstReason = main(page).getByRole('radio').first();
  for (let i = 0; i < 40 && !(await firstReason.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(firstReason).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('radio', { name: 'Jeg vil si opp forsikringen ved hovedforfall' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(/Steg 2 av 3/);
  await expect(heading(page)).toBeFocused();
  await main(page).getByRole('button', { name: 'NESTE' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(/Steg 3 av 3/);
  await main(page).getByRole('button', { name: 'SI OPP FORSIKRING' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(/Forsikringen er sagt opp og gjelder til og med /);
});
