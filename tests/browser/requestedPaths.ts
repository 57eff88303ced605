/** The paths a page asks for, for the tests of what a first load fetches (firstLoad.once, visitorPage.once). */
import type { Page } from '@playwright/test';

/** Every path the page asks for from now on, in order. */
export function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

/**
 * The requests of the next page only: the page before may still be asking for its own (home's draft reminder its
 * getCases, an app page its code), so it is left for a blank page before listening.
 */
export async function requestsOfNextPage(page: Page): Promise<string[]> {
  await page.goto('about:blank');
  return requestsOf(page);
}
