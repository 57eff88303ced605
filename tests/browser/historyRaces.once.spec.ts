/**
 * Hostile test of d26e447 (deferred URL write / deferred page render after NESTE) and 1b0f105 (idle formats).
 * Actions are fired from inside the page, timed from the moment the flow's page container turns `inert` (the machine
 * has moved; the URL write is pending), so "0–50 ms after NESTE" is exact, not at Playwright's round-trip mercy.
 */
import type { Page } from '@playwright/test';
import { dialog, expect, loginWithSsn, newFodselsnummer, suppressHomeModals, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' });
const leaveDialog = (page: Page) => dialog(page, 'Vil du avslutte å melde skade nå?');

type Action = 'back' | 'forward' | 'reload' | 'logo' | 'avbryt' | 'none';

/** Records every history write and popstate, with the router's index, in window.__log. */
async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __log: string[]; __t0: number };
    w.__log = [];
    w.__t0 = performance.now();
    const t = () => Math.round(performance.now() - w.__t0);
    const idx = (s: unknown) => (s as { __TSR_index?: number } | null)?.__TSR_index;
    for (const name of ['pushState', 'replaceState'] as const) {
      const orig = history[name].bind(history);
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        w.__log.push(`${t()} ${name} ${String(url)} idx=${idx(state)}`);
        const r = orig(state, unused, url);
        if (name === 'pushState') (window as unknown as { __onMove?: () => void }).__onMove?.();
        return r;
      };
    }
    const go = history.go.bind(history);
    history.go = (n?: number) => {
      w.__log.push(`${t()} go(${n}) from ${location.pathname}${location.search}`);
      return go(n);
    };
    addEventListener('popstate', (e) => w.__log.push(`${t()} popstate ${location.pathname}${location.search} idx=${idx(e.state)}`));
  });
}
const historyLog = (page: Page) => page.evaluate(() => (window as unknown as { __log: string[] }).__log.join('\n'));

/**
 * Arms `action` to run `delay` ms after the flow's pages turn inert (the machine moved, the URL not yet written).
 * Resolves in the page; call before the click.
 */
async function armAfterMove(page: Page, action: Action, delay: number): Promise<void> {
  await page.evaluate(
    ({ action, delay }) => {
      const w = window as unknown as { __log: string[]; __armed?: MutationObserver };
      w.__armed?.disconnect();
      const run = () => {
        w.__log.push(`${Math.round(performance.now() - (w as unknown as { __t0: number }).__t0)} ACTION ${action} at ${location.pathname}${location.search}`);
        if (action === 'back') history.back();
        else if (action === 'forward') history.forward();
        else if (action === 'reload') location.reload();
        else if (action === 'logo') (document.querySelector('header a[aria-label="Husvern – til forsiden"], header a') as HTMLElement).click();
        else if (action === 'avbryt') {
          const b = [...document.querySelectorAll('main button')].find((x) => x.textContent?.trim() === 'AVBRYT') as HTMLElement | undefined;
          b?.click();
          w.__log.push(`avbryt button ${b ? (b.closest('[inert]') ? 'inert' : 'live') : 'missing'}`);
        }
      };
      // The machine's move: the old page turns inert (deferred URL write), or the URL is pushed at once (before d26e447).
      let fired = false;
      const fire = () => {
        if (fired) return;
        fired = true;
        obs.disconnect();
        (window as unknown as { __onMove?: () => void }).__onMove = undefined;
        if (delay === 0) run();
        else setTimeout(run, delay);
      };
      (window as unknown as { __onMove?: () => void }).__onMove = fire;
      const obs = new MutationObserver((records) => {
        if (records.some((r) => r.type === 'attributes' && (r.target as Element).hasAttribute?.('inert')) || document.querySelector('main [inert]')) fire();
      });
      obs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['inert'], childList: true });
      w.__armed = obs;
    },
    { action, delay },
  );
}

/** Samples the page until nothing changed for 800 ms; returns [url, h1]. Fails if at the end URL and h1 disagree. */
async function settle(page: Page): Promise<{ url: string; heading: string }> {
  let last = '';
  let since = Date.now();
  const begun = Date.now();
  for (;;) {
    const url = new URL(page.url());
    const heading = (await h1(page).first().textContent({ timeout: 5000 }).catch(() => '(none)')) ?? '';
    const now = `${url.pathname}${url.search} | ${heading}`;
    if (now !== last) {
      last = now;
      since = Date.now();
    }
    if (Date.now() - since > 800) return { url: `${url.pathname}${url.search}`, heading };
    if (Date.now() - begun > 15_000) return { url: `${url.pathname}${url.search}`, heading };
    await page.waitForTimeout(100);
  }
}

// ---------- damage report ----------

const DAMAGE_STEPS: Record<string, string> = {
  '/meld-skade/rolle': 'Hvem melder skaden?',
  '/meld-skade/lokasjon': 'Hvor er skaden?',
};

async function startReport(page: Page): Promise<void> {
  await suppressHomeModals(page);
  await recordHistory(page);
  await loginWithSsn(page, newFodselsnummer());
  await main(page).getByRole('link', { name: /Meld skade/ }).click();
  await expect(h1(page)).toHaveText('Steg 1 av 4: Hvem melder skaden?');
  await expect(page).toHaveURL(/\/meld-skade\/rolle\?CaseId=/);
  await main(page).getByRole('radio', { name: 'Forsikringstaker' }).check();
}

/** The URL names the step shown (damage report). */
function expectDamageAgrees(s: { url: string; heading: string }, log: string) {
  const path = s.url.split('?')[0]!;
  const want = DAMAGE_STEPS[path];
  if (want) expect(s.heading, `URL ${s.url} vs shown «${s.heading}»\n${log}`).toContain(want);
  else expect(s.heading, `URL ${s.url} (outside the steps) still shows a step\n${log}`).not.toMatch(/^Steg \d av 4/);
}

for (const delay of [0, 8]) {
  test(`damage: Back ${delay} ms after NESTE's move, then AVSLUTT leaves the report`, async ({ page }) => {
    await startReport(page);
    await armAfterMove(page, 'back', delay);
    await next(page).click();
    const afterBack = await settle(page);
    const dialogShown = await leaveDialog(page).isVisible();
    const log1 = await historyLog(page);
    if (dialogShown) {
      // The customer chose to leave.
      await leaveDialog(page).getByRole('button', { name: 'AVSLUTT' }).click();
      const afterLeave = await settle(page);
      const log2 = await historyLog(page);
      expect(afterLeave.url.startsWith('/meld-skade'), `AVSLUTT must leave the report; at ${afterLeave.url} showing «${afterLeave.heading}»\n${log2}`).toBe(false);
      await expect(leaveDialog(page)).toBeHidden();
    } else {
      expectDamageAgrees(afterBack, log1);
    }
  });
}

for (const delay of [0]) {
  test(`damage: Back ${delay} ms after NESTE's move, then TILBAKE stays; URL names the step shown; Back again asks again`, async ({ page }) => {
    await startReport(page);
    await armAfterMove(page, 'back', delay);
    await next(page).click();
    await settle(page);
    if (await leaveDialog(page).isVisible()) {
      await leaveDialog(page).getByRole('button', { name: 'TILBAKE' }).click();
      await expect(leaveDialog(page)).toBeHidden();
    }
    const s2 = await settle(page);
    const log = await historyLog(page);
    expectDamageAgrees(s2, log);
    // And history still works: Back from here goes to the previous step or asks.
    await page.evaluate(() => history.back());
    const s3 = await settle(page);
    const log3 = await historyLog(page);
    if (!(await leaveDialog(page).isVisible())) expectDamageAgrees(s3, log3);
  });
}

for (const delay of [0]) {
  test(`damage: logo ${delay} ms after NESTE's move asks; AVSLUTT leaves; URL never names a step not shown`, async ({ page }) => {
    await startReport(page);
    await armAfterMove(page, 'logo', delay);
    await next(page).click();
    await expect(leaveDialog(page)).toBeVisible();
    await settle(page);
    await leaveDialog(page).getByRole('button', { name: 'AVSLUTT' }).click();
    const s2 = await settle(page);
    const log = await historyLog(page);
    expect(s2.url.startsWith('/meld-skade'), log).toBe(false);
    // Back from the front page: into the report at the step the URL names, showing that step.
    await page.evaluate(() => history.back());
    const s3 = await settle(page);
    const log3 = await historyLog(page);
    expectDamageAgrees(s3, log3);
  });
}

test('damage: reload 5 ms after NESTE\'s move reopens the step the customer moved to', async ({ page }) => {
  await startReport(page);
  await armAfterMove(page, 'reload', 5);
  await next(page).click();
  await page.waitForLoadState('load');
  const s = await settle(page);
  expectDamageAgrees(s, '');
  expect(s.url, 'the saved NESTE is lost on reload: the URL was not yet written').toMatch(/lokasjon/);
});

test('damage: focus lands on the new step h1 after NESTE (keyboard Enter), and the old page is not left focused-inert', async ({ page }) => {
  await startReport(page);
  await next(page).focus();
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Steg 2 av 4: Hvor er skaden?');
  await expect(h1(page)).toBeFocused();
});

// ---------- purchase wizard ----------

const STEP_PARAMS = ['adresse', 'forsikring', 'startdato', 'oppsummering'] as const;

async function chooseStorgata15(page: Page): Promise<void> {
  const search = main(page).getByRole('combobox', { name: /adresse/i });
  await search.fill('Storgata 15');
  await page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' }).click();
  await expect(main(page).getByText('Valgt adresse: Storgata 15, 0155 OSLO')).toBeVisible();
}

function expectPurchaseAgrees(s: { url: string; heading: string }, log: string) {
  const url = new URL(s.url, 'http://x');
  const n = Number(/^Steg (\d)/.exec(s.heading)?.[1]);
  if (url.pathname === '/kjop-forsikring') {
    expect(n, `URL ${s.url} shows «${s.heading}»\n${log}`).toBeGreaterThan(0);
    expect(url.searchParams.get('steg'), `URL ${s.url} shows «${s.heading}»\n${log}`).toBe(STEP_PARAMS[n - 1]);
  } else {
    expect(s.heading, `URL ${s.url} still shows a step\n${log}`).not.toMatch(/^Steg \d av 4/);
  }
}

/** Purchase opened in-app from the front page (so Back leaves the wizard within the document). */
async function openPurchaseInApp(page: Page): Promise<void> {
  await recordHistory(page);
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  await main(page).getByRole('link', { name: /Kjøp forsikring/i }).first().click();
  await expect(h1(page)).toHaveText('Steg 1 av 4: Adresse');
}

for (const action of ['back', 'logo'] as const) {
  for (const delay of [0, 16]) {
    test(`purchase: ${action} ${delay} ms after NESTE's move on step 1 leaves, and nothing bounces back into the wizard`, async ({ page }) => {
      await openPurchaseInApp(page);
      await chooseStorgata15(page);
      await armAfterMove(page, action, delay);
      await next(page).click();
      const s = await settle(page);
      const log = await historyLog(page);
      expectPurchaseAgrees(s, log);
    });
  }
}

for (const delay of [0, 16]) {
  test(`purchase: Back ${delay} ms after NESTE on step 2 goes to step 1, URL and step agree; Forward then works`, async ({ page }) => {
    await recordHistory(page);
    await page.goto('/kjop-forsikring');
    await expect(h1(page)).toHaveText('Steg 1 av 4: Adresse');
    await chooseStorgata15(page);
    await next(page).click();
    await expect(h1(page)).toHaveText('Steg 2 av 4: Velg forsikring');
    await expect(page).toHaveURL(/steg=forsikring/);
    await main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' }).check();
    await armAfterMove(page, 'back', delay);
    await next(page).click();
    const s = await settle(page);
    const log = await historyLog(page);
    expectPurchaseAgrees(s, log);
    await page.evaluate(() => history.forward());
    const s2 = await settle(page);
    const log2 = await historyLog(page);
    expectPurchaseAgrees(s2, log2);
  });
}

test('purchase: triple click on NESTE does not skip a step unseen; URL agrees', async ({ page }) => {
  await recordHistory(page);
  await page.goto('/kjop-forsikring');
  await chooseStorgata15(page);
  await next(page).click({ clickCount: 3, delay: 30 });
  const s = await settle(page);
  const log = await historyLog(page);
  expectPurchaseAgrees(s, log);
  expect(s.heading).toContain('Velg forsikring');
});

test('purchase: Back/Forward hammered during NESTE (5 quick moves) ends with URL naming the step shown', async ({ page }) => {
  await recordHistory(page);
  await page.goto('/kjop-forsikring');
  await chooseStorgata15(page);
  await next(page).click();
  await expect(page).toHaveURL(/steg=forsikring/);
  await main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' }).check();
  await page.evaluate(() => {
    const obs = new MutationObserver(() => {
      if (!document.querySelector('main [inert]')) return;
      obs.disconnect();
      history.back();
      setTimeout(() => history.forward(), 3);
      setTimeout(() => history.back(), 9);
      setTimeout(() => history.forward(), 20);
    });
    obs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['inert'], childList: true });
  });
  await next(page).click();
  const s = await settle(page);
  const log = await historyLog(page);
  expectPurchaseAgrees(s, log);
});

test('damage: Back race sweep (0, 4, 8, 12 ms after the move), TILBAKE, then Back again: URL and step agree or the dialog asks, every time', async ({ page }) => {
  test.setTimeout(240_000);
  await startReport(page);
  const problems: string[] = [];
  for (let delay = 0; delay <= 12; delay += 4) {
    if (delay > 0) {
      await page.goto('/');
      await main(page).getByRole('link', { name: /Meld skade/ }).click();
      await expect(h1(page)).toHaveText('Steg 1 av 4: Hvem melder skaden?');
      await main(page).getByRole('radio', { name: 'Forsikringstaker' }).check();
    }
    await armAfterMove(page, 'back', delay);
    await next(page).click();
    await settle(page);
    if (await leaveDialog(page).isVisible()) await leaveDialog(page).getByRole('button', { name: 'TILBAKE' }).click();
    const s1 = await settle(page);
    await page.evaluate(() => history.back());
    const s2 = await settle(page);
    const asked = await leaveDialog(page).isVisible();
    const log = await historyLog(page);
    try {
      expectDamageAgrees(s1, '');
      if (!asked) expectDamageAgrees(s2, '');
    } catch {
      problems.push(`delay ${delay}: after TILBAKE ${JSON.stringify(s1)}; after 2nd Back ${JSON.stringify(s2)} dialog=${asked}\n${log.split('\n').slice(-8).join('\n')}`);
    }
    if (asked) await leaveDialog(page).getByRole('button', { name: 'AVSLUTT' }).click();
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});
