import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';
import { WIDTHS } from './widths';

/**
 * Timings of the portal in Chromium (`npm run bench:inp`, after `npm run build`): tests/browser/perf/*.perf.ts, with
 * the browser tests' server, fixtures and Chromium, at 375 px, one at a time so that nothing else shares the CPU.
 * Not part of `npm test`: what they hold is a machine's speed, measured on purpose, not the portal's behaviour.
 */
const phone = WIDTHS[0];

export default defineConfig({
  ...browserTests,
  testDir: 'perf',
  testMatch: '**/*.perf.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  projects: [{ name: phone.project, use: { viewport: { width: phone.width, height: phone.height } } }],
});
