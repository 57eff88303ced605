/**
 * «The page is steady» for the history tests: a page that bounces (its URL or what it shows moves on its own after a
 * Back, Forward, reload or deep link) does so when an answer it was waiting for arrives. So instead of watching for a
 * fixed time, the page is sampled every 100 ms until nothing is in flight and nothing has changed for a quiet moment;
 * each sample asserts what must hold, so a bounce in that time fails the test.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** What the page has asked and not yet had answered, from now on. */
export function requestsInFlight(page: Page): ReadonlySet<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/** The quiet moment on a normal CPU; the tests on a CPU slowed 4x, where an answer takes longer to draw, wait 2 s. */
export const QUIET_MS = 600;
/** A page that is not steady by then never will be: the test fails naming what still loads. */
const STEADY_WITHIN_MS = 15_000;

/**
 * Samples the page every 100 ms (`sample` asserts what must hold and returns what the page shows) until nothing is in
 * flight and what it shows has not changed for `quietMs`; returns the last sample.
 */
export async function expectSteady<T>(page: Page, inFlight: ReadonlySet<Request>, sample: () => Promise<T>, quietMs = QUIET_MS): Promise<T> {
  const begun = Date.now();
  let quietSince = begun;
  let shown = await sample();
  for (;;) {
    if (inFlight.size > 0) quietSince = Date.now();
    if (Date.now() - quietSince >= quietMs) return shown;
    expect(Date.now() - begun, `steady within 15 s; still loading: ${[...inFlight].map((r) => r.url()).join(', ')}`).toBeLessThan(STEADY_WITHIN_MS);
    await page.waitForTimeout(100);
    const now = await sample();
    if (now !== shown) quietSince = Date.now();
    shown = now;
  }
}
