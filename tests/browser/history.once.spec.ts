import type { Page, Request } from '@playwright/test';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { draftWithAnswers } from './drafts';
import { test, expect, dialog } from './fixtures';
import { expectSteady, QUIET_MS, requestsInFlight } from './steady';
import { shownDay } from './datePicker';

type Step = (typeof damageReportSteps.all)[number];

// Browser history is hostile: reloads, back and forward in loops between every pair of neighbouring steps.
// After every move the URL and the step shown agree until the page is steady (no bounce), and the answers are still there.
// Desktop only (`.once`): it is about history, not layout, and it is long.


/** What each step shows of the answers above (the answers are still there). */
const SHOWN: Record<string, (page: Page) => Promise<void>> = {
  rolle: (page) => expect(main(page).getByRole('radio', { name: 'Forsikringstaker' })).toBeChecked(),
  lokasjon: (page) => expect(main(page)).toContainText('Storgata 1, 0155 OSLO'),
  forsikring: (page) => expect(main(page).getByRole('checkbox', { checked: true }).first()).toBeVisible(),
  skade: (page) => expect(main(page).getByLabel('Når oppdaget du skaden?')).toHaveValue(shownDay('2026-01-10')),
  informasjon: (page) => expect(main(page).getByRole('textbox').first()).toHaveValue('Mus i kjelleren'),
  kontakt: (page) => expect(main(page).getByRole('textbox', { name: /e-post/i }).first()).toHaveValue('historikk@example.no'),
  oppsummering: (page) => expect(main(page)).toContainText('historikk@example.no'),
};

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, step: Step) =>
  main(page).getByRole('heading', { level: 1, name: `Steg ${step.number} av 4: ${step.heading}` });


/** What the test's page has asked and not yet had answered (./steady.ts). */
const inFlight = new WeakMap<Page, ReadonlySet<Request>>();
const trackRequests = (page: Page) => inFlight.set(page, requestsInFlight(page));

/** The URL and the heading show `step` until the page is steady (./steady.ts), and its answers are there. */
async function expectSteadyAt(page: Page, step: Step, caseId: string, quietMs = QUIET_MS) {
  await expectHeading(page, step);
  await expectSteady(
    page,
    inFlight.get(page)!,
    async () => {
      const url = new URL(page.url());
      expect(url.pathname, 'URL while showing the step').toBe(step.route);
      expect(url.searchParams.get('CaseId')).toBe(caseId);
      await expect(heading(page, step)).toBeVisible({ timeout: 100 });
      return step.name;
    },
    quietMs,
  );
  await SHOWN[step.name]!(page);
}

/** The step's heading shows; if it does not, the failure says what the page showed instead (URL, headings, a dialog). */
async function expectHeading(page: Page, step: Step) {
  try {
    await expect(heading(page, step)).toBeVisible();
  } catch (error) {
    const headings = await page.getByRole('heading').allTextContents().catch(() => []);
    const dialogs = await page.getByRole('dialog').allTextContents().catch(() => []);
    const shown = `shown instead: ${page.url()}, headings ${JSON.stringify(headings)}, dialogs ${JSON.stringify(dialogs)}`;
    throw new Error(`${(error as Error).message}\n${shown}`, { cause: error });
  }
}

const pairs = damageReportSteps.all.slice(0, -1).map((step, i) => [step, damageReportSteps.all[i + 1]!] as const);

for (const [earlier, later] of pairs) {
  test(`history between ${earlier.name} and ${later.name}: 20 × reload + back, then back/forward with a reload every third move`, async ({ page }) => {
    // 20 rounds of three moves and 20 more moves, each a page load and a steady check: about 90 s on the slow machine.
    test.setTimeout(240_000);
    trackRequests(page);
    const caseId = await draftWithAnswers(page);
    await page.goto(`${earlier.route}?CaseId=${caseId}`);
    await expectSteadyAt(page, earlier, caseId);
    // Kontakt is left forwards only through NESTE, so its user update always runs: forward is refused there.
    const forwardRefused = earlier.name === 'kontakt';
    const goOn = async () => {
      await main(page).getByRole('button', { name: 'NESTE' }).click();
      await expectHeading(page, later);
    };
    await goOn();

    for (let round = 0; round < 20; round++) {
      await page.reload();
      await expectHeading(page, later);
      await page.goBack();
      await expectSteadyAt(page, earlier, caseId);
      await page.goForward();
      if (forwardRefused) {
        await expectSteadyAt(page, earlier, caseId);
        await goOn();
      } else {
        await expectHeading(page, later);
      }
    }

    let at: Step = later;
    for (let move = 1; move <= 20; move++) {
      if (move % 3 === 0) {
        await page.reload();
        await expectHeading(page, at);
      }
      if (at === later) {
        await page.goBack();
        at = earlier;
      } else {
        await page.goForward();
        if (forwardRefused) {
          await expectSteadyAt(page, earlier, caseId);
          await goOn();
        }
        at = later;
      }
      await expectSteadyAt(page, at, caseId);
    }
  });
}

test('browser back from the step FORTSETT opened asks before leaving: TILBAKE stays, AVSLUTT leaves', async ({ page }) => {
  trackRequests(page);
  // Every step answered: FORTSETT opens the draft at its summary, the step it got to.
  const caseId = await draftWithAnswers(page);
  const opened = damageReportSteps.all.at(-1)!;
  // In the app, as a customer gets there (a back across a full page load cannot be held by any page).
  await page.goto('/skadesaker');
  await main(page).getByRole('link', { name: /^Fortsett utkast/ }).click();
  await expectSteadyAt(page, opened, caseId);
  const leave = dialog(page, 'Vil du avslutte å melde skade nå?');

  await page.goBack();
  await expect(leave).toBeVisible();
  // The customer is still on the step while asked: the URL did not leave.
  expect(new URL(page.url()).pathname).toBe(opened.route);
  await leave.getByRole('button', { name: 'TILBAKE' }).click();
  await expect(leave).toBeHidden();
  await expectSteadyAt(page, opened, caseId);

  await page.goBack();
  await leave.getByRole('button', { name: 'AVSLUTT' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/skadesaker');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
});

// Start-up is the widest window: the app's code, the draft and the user are still loading when the customer
// presses back or forward. On a phone's CPU (4x slower, over CDP) and at any moment of the start, the URL the
// customer is on when the draft has loaded is the one that wins, with no bounce. Every third round the draft's
// answer is held for 400 ms, so the move lands while the machine is loading for certain.
const THROTTLED_QUIET_MS = 2000;
for (const direction of ['back', 'forward'] as const) {
  test(`start-up on a 4x throttled CPU: 20 × reload, then ${direction} at once (0–400 ms after the reload)`, async ({ page }) => {
    // 20 rounds of two page loads on a CPU slowed 4x, each with a 2 s steady check: about 3 minutes on the slow machine.
    test.setTimeout(300_000);
    trackRequests(page);
    const caseId = await draftWithAnswers(page);
    const rolle: Step = damageReportSteps.info('rolle');
    const lokasjon: Step = damageReportSteps.info('lokasjon');
    await page.goto(`${rolle.route}?CaseId=${caseId}`);
    await expectSteadyAt(page, rolle, caseId);
    await main(page).getByRole('button', { name: 'NESTE' }).click();
    await expectSteadyAt(page, lokasjon, caseId);
    // back: reload on lokasjon, back to rolle. forward: reload on rolle, forward to lokasjon.
    const [from, to] = direction === 'back' ? [lokasjon, rolle] : [rolle, lokasjon];
    const move = () => page.evaluate((d) => (d === 'back' ? history.back() : history.forward()), direction);
    const returnTo = () => (direction === 'back' ? page.goForward() : page.goBack());
    if (direction === 'forward') {
      await page.goBack();
      await expectSteadyAt(page, rolle, caseId);
    }

    let holdDraft = false;
    await page.route(`**/api/getCase/${caseId}`, async (route) => {
      if (holdDraft) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let round = 0; round < 20; round++) {
      holdDraft = round % 3 === 2;
      const wait = (round * 97) % 401;
      await test.step(`round ${round}: ${direction} ${wait} ms after the reload${holdDraft ? ', the draft held' : ''}`, async () => {
        await page.reload({ waitUntil: 'commit' });
        await page.waitForTimeout(wait);
        await move();
        await expectSteadyAt(page, to, caseId, THROTTLED_QUIET_MS);
        await returnTo();
        await expectSteadyAt(page, from, caseId, THROTTLED_QUIET_MS);
      });
    }
  });
}
