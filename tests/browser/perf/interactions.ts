/**
 * How long a click keeps the page from painting its answer: Chromium's Event Timing entries, the figure behind
 * INP (Interaction to Next Paint). The page keeps each interaction's longest entry; a click measured here is one
 * interaction (its pointerdown, pointerup and click share an id).
 */
import type { Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    __interactionMs?: Map<number, number>;
  }
}

/** Entries shorter than this are not reported (the smallest threshold Event Timing allows). */
export const UNREPORTED_BELOW_MS = 16;

/** Before the page's own scripts: keep every interaction's longest event, from the first one on. */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript((threshold: number) => {
    const longest = new Map<number, number>();
    window.__interactionMs = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, UNREPORTED_BELOW_MS);
}

/** The page's main thread at `rate` times slower, as Lighthouse's mobile profile (4x); 1 ends it. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Clicks `target`, waits for `answered` (the page's answer to it, e.g. the next step's heading), and returns the
 * click's interaction time in ms: its longest event entry, or UNREPORTED_BELOW_MS when it was too short to be reported.
 */
export async function clickDuration(page: Page, target: Locator, answered: () => Promise<void>): Promise<number> {
  await page.evaluate(() => window.__interactionMs?.clear());
  await target.click();
  await answered();
  // Event Timing reports an interaction after the next paint: two frames on, its entry has been observed.
  const measured = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve([...(window.__interactionMs?.values() ?? [])]), 50))),
      ),
  );
  return measured.length ? Math.max(...measured) : UNREPORTED_BELOW_MS;
}
