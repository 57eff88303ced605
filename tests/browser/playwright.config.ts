import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: process.env.E2E_DATA_DIR,
  NODE_ENV: 'production',
  // The production server with the test e-ID login: refused unless allowed explicitly.
  ALLOW_TEST_LOGIN_IN_PRODUCTION: '1',
  // Every run logs in about 10 new customers per width from one IP, more than the default 20 per hour.
  NEW_TEST_CUSTOMERS_PER_HOUR: '1000',
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;
if (process.env.AUTH_MODE) serverEnv.AUTH_MODE = process.env.AUTH_MODE;

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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // WebGL (the purchase wizard's map) through SwiftShader, without a GPU.
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // `*.once.spec.ts` change a demo person's data on the server, so they run at one width only.
  projects: [
    { name: 'mobile', use: { viewport: { width: 375, height: 812 } }, testIgnore: '**/*.once.spec.ts' },
    // The purchase journeys are proven at 375 and 1280 px (each run orders insurances for new customers).
    { name: 'tablet', use: { viewport: { width: 800, height: 1000 } }, testIgnore: ['**/*.once.spec.ts', '**/purchase.spec.ts'] },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
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
