import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAUNCH_OPTIONS } from './chromium';
import { mailboxSettings } from './mailbox';
import { EACH_WIDTH_TAG, JOURNEY_PROJECT, PER_WIDTH_SPECS, WIDTHS } from './widths';

/**
 * Browser tests: the production server (`server/index.ts`) serving the built SPA from dist/,
 * driven by Debian Chromium at three widths. `npm test` builds right before `npm run test:browser`.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../..');
// A random port (fixed for the run via the environment the workers inherit) so that several runs
// on one machine don't collide; E2E_PORT pins it.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh embedded database per run so the demo data is pristine. The config is loaded again in
// every worker process; the environment variable (inherited by the workers) keeps it to one directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'husvern-e2e-'));
// The server's e-mails go to the run's own SMTP server (tests/browser/mailbox.ts), started by global-setup.ts.
const MAILBOX = mailboxSettings();

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: process.env.E2E_DATA_DIR,
  NODE_ENV: 'production',
  // The production server with the test e-ID login: refused unless allowed explicitly.
  ALLOW_TEST_LOGIN_IN_PRODUCTION: '1',
  // Every run logs in about 10 new customers per width from one IP, more than the default 20 per hour.
  NEW_TEST_CUSTOMERS_PER_HOUR: '1000',
  SMTP_URL: `smtp://127.0.0.1:${MAILBOX.port}`,
  PUBLIC_URL: baseURL,
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;
if (process.env.AUTH_MODE) serverEnv.AUTH_MODE = process.env.AUTH_MODE;

/** The tests that run at 800 and 1280 px: those of PER_WIDTH_SPECS and those tagged EACH_WIDTH (grep matches the file's name and the tags). */
const widthGrep = (withOnceSpecs: boolean) => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp([EACH_WIDTH_TAG, ...PER_WIDTH_SPECS, ...(withOnceSpecs ? ['.once.spec.ts'] : [])].map(escape).join('|'));
};

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  // Screenshots land in test-results/screenshots/<project>/. E2E_OUTPUT_DIR separates concurrent runs
  // in one working tree (each run empties its output directory first).
  outputDir: process.env.E2E_OUTPUT_DIR ? resolve(process.env.E2E_OUTPUT_DIR) : join(repoRoot, 'test-results'),
  globalSetup: join(here, 'global-setup.ts'),
  globalTeardown: join(here, 'global-teardown.ts'),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A page's test: a login, a few pages, axe at three widths. On the slow CI machine (docs/testing.md) the longest
  // of them take about 35 s; a journey through a whole flow states its own timeout in the test.
  timeout: 60_000,
  // One screen's answer: a page load or an API round trip and what the page draws from it.
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: LAUNCH_OPTIONS,
  },
  // A journey is walked once, at 375 px, and checks each screen at all three widths; the specs and tests about what
  // differs by width run at each (tests/browser/widths.ts). `*.once.spec.ts` change a demo person's data on the
  // server, so they run once, at 1280 px. The purchase journeys are not walked at 800 px (each orders insurances).
  projects: WIDTHS.map(({ project, width, height }) => ({
    name: project,
    use: { viewport: { width, height } },
    testMatch: '**/*.spec.ts',
    testIgnore: [
      ...(project === 'desktop' ? [] : ['**/*.once.spec.ts']),
      ...(project === 'tablet' ? ['**/purchase.spec.ts'] : []),
    ],
    // At 800 and 1280 px only what differs by width (a file of PER_WIDTH_SPECS or a test tagged EACH_WIDTH), and the
    // `.once` specs at 1280 px.
    grep: project === JOURNEY_PROJECT ? undefined : widthGrep(project === 'desktop'),
  })),
  webServer: {
    command: 'npx tsx server/index.ts',
    cwd: repoRoot,
    url: `${baseURL}/`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
