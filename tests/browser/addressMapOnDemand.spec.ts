import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EACH_WIDTH } from './widths';

// Playwright's trace snapshots look into the page, and the browser counts any such look as the customer's click
// (its user activation), which this file is about: the map would start at once. The trace is off here only.
test.use({ trace: 'off' });

const mapRegion = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Kart over adressen' });

/** The address map's code (its component and maplibre), as the page asks for it. */
function recordMapCode(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(AddressMap|maplibre)[^/]*$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** Opens the wizard without looking into the page (no locator, no evaluate) until it has had 1.5 s at step 1. */
async function openUntouched(page: Page): Promise<void> {
  await page.goto('/kjop-forsikring', { waitUntil: 'networkidle' });
  await page.waitForURL((url) => url.searchParams.get('steg') === 'adresse');
  await page.waitForTimeout(1500);
}

test.describe('the address map on a fresh load', () => {
  test('waits for the customer: none of its code before their first key, then the map under the hint', EACH_WIDTH, async ({ page }) => {
    const mapCode = recordMapCode(page);
    await openUntouched(page);
    expect(mapCode).toEqual([]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Steg 1 av 4: Adresse');
    const region = mapRegion(page);
    await expect(region).toHaveText('Velg en adresse, så viser vi den i kartet.');
    await expect(region.locator('canvas')).toHaveCount(0);

    await page.keyboard.press('Tab');
    await expect(region.locator('canvas')).toBeVisible({ timeout: 15_000 });
    expect(mapCode.some((url) => url.includes('/AddressMap'))).toBe(true);
    await expect(region.getByText('Velg en adresse, så viser vi den i kartet.')).toBeVisible();
  });

  test('a tap on the page starts it too', async ({ page }) => {
    const mapCode = recordMapCode(page);
    await openUntouched(page);
    expect(mapCode).toEqual([]);
    await page.mouse.click(5, 300);
    await expect(mapRegion(page).locator('canvas')).toBeVisible({ timeout: 15_000 });
  });
});
