/**
 * How long a click keeps the page from painting its answer: Chromium's Event Timing entries, the figure behind
 * INP (Interaction to Next Paint). The page keeps each interaction's longest entry; a click measured here is one
 * interaction (its pointerdown, pointerup and click share an id).
 */
import type { Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    __interactionMs?: Map<number, InteractionTime>;
    /** Called once the page has observed an interaction's entries. */
    __onInteraction?: () => void;
  }
}

/** A click's time to the next paint, and its parts: waiting for the main thread, the handlers, then until the paint. */
export interface InteractionTime {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** Entries shorter than this are not reported (the smallest threshold Event Timing allows). */
export const UNREPORTED_BELOW_MS = 16;

/** Before the page's own scripts: keep every interaction's longest event, from the first one on. */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript((threshold: number) => {
    const longest = new Map<number, InteractionTime>();
    window.__interactionMs = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const time = {
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        };
        const kept = longest.get(entry.interactionId);
        // A click's pointerdown, pointerup and click end in the same paint, so they often have the same duration: of
        // those, the one whose handlers ran longest (the click, with its form's submit) says where the time went.
        if (kept && (kept.duration > time.duration || (kept.duration === time.duration && kept.processing >= time.processing))) continue;
        longest.set(entry.interactionId, time);
      }
      if (longest.size) window.__onInteraction?.();
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, UNREPORTED_BELOW_MS);
}

/** The page's main thread at `rate` times slower, as Lighthouse's mobile profile (4x); 1 ends it. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** How long to wait for a click's entries: a click shorter than UNREPORTED_BELOW_MS has none. */
const REPORTED_WITHIN_MS = 2000;

/**
 * Clicks `target` and returns the click's interaction time in ms: its longest event entry, or UNREPORTED_BELOW_MS when
 * it was too short to be reported (with no parts). Then waits for `answered` (the page's answer to it, e.g. the next step's heading).
 * Nothing queries the page between the click and its entries: a test's polling of the DOM runs on the page's main
 * thread, and would delay the very paint being measured.
 */
export async function clickDuration(page: Page, target: Locator, answered: () => Promise<void>): Promise<InteractionTime> {
  await target.waitFor();
  await page.evaluate(() => window.__interactionMs?.clear());
  const reported = page.evaluate(
    (waitMs: number) =>
      new Promise<InteractionTime[]>((resolve) => {
        const done = () => resolve([...(window.__interactionMs?.values() ?? [])]);
        const timer = setTimeout(done, waitMs);
        window.__onInteraction = () => {
          // The click's pointerdown, pointerup and click may come in more than one batch: a frame later they are in.
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(done, 50));
        };
      }),
    REPORTED_WITHIN_MS,
  );
  await target.click();
  const measured = await reported;
  await answered();
  const unreported = { duration: UNREPORTED_BELOW_MS, inputDelay: 0, processing: 0, presentation: 0 };
  return measured.reduce((max, time) => (time.duration > max.duration ? time : max), unreported);
}
