/**
 * The flow explorer's example journeys (docs/machines/explorer.html), each replayed on the real screens from the
 * file system: it ends where it says, and the analyst's own choices come back afterwards. Once, at desktop width
 * (about 25 journeys, each waiting for its stand-in calls).
 */
import { test } from '@playwright/test';
import { expect } from './fixtures';
import { customer, expectHeading, open, screen, shownUrl } from './explorerPage';

test('every example journey, replayed, ends where it says; the analyst gets the choices back', async ({ page }) => {
  // Every example journey of three flows, replayed screen by screen: about 55 s on the slow machine.
  test.setTimeout(180_000);
  const errors = await open(page);
  for (const flow of ['Meld skade', 'Kjøp forsikring', 'Si opp forsikring']) {
    await page.getByRole('button', { name: flow, exact: true }).click();
    const replays = page.getByRole('button', { name: /^Spill av: til / });
    const count = await replays.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const button = replays.nth(i);
      const to = (await button.getAttribute('aria-label'))!.replace(/^Spill av: til /, '');
      await button.click();
      // A replay runs alone: the others wait until it is done.
      await expect(replays.first()).toBeEnabled({ timeout: 15_000 });
      const said = /«(.+)»/.exec(to);
      if (said) await expect(customer(page)).toContainText(said[1]!);
      else if (to.startsWith('/')) await expect(shownUrl(page)).toHaveText(new RegExp(`^${to.replace(/[?]/g, '\\?')}`));
      else if (to.startsWith('innloggingen')) await expect(screen(page).getByRole('heading', { name: 'Innlogging med BankID' })).toBeVisible();
      else await expectHeading(page, to.replace(/^Steg \d+ av \d+: /, ''));
    }
  }
  // The cancellation's choices as the analyst had them (the journeys set an agent, a missing agreement, a refused date).
  await expect(page.getByLabel(/^er kjøpt direkte/)).toBeChecked();
  await expect(page.getByRole('group', { name: 'Oppsigelsen' }).getByLabel('går gjennom')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Hentingen av forsikringen' }).getByLabel('går gjennom')).toBeChecked();
  await page.getByRole('button', { name: 'Kjøp forsikring', exact: true }).click();
  await expect(page.getByLabel('Kunden er logget inn (gjelder når du starter på nytt)')).not.toBeChecked();
  await expect(page.locator('#log-list')).not.toContainText('Avspillingen stoppet');
  expect(errors).toEqual([]);
});

