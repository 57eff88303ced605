import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (docs/testing.md), or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every browser test starts Chromium. */
export const LAUNCH_OPTIONS: LaunchOptions = {
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
};

/** Chromium as customers have it: with its back/forward cache, which Playwright turns off by default. */
export const WITH_BACK_FORWARD_CACHE: LaunchOptions = { ...LAUNCH_OPTIONS, ignoreDefaultArgs: ['--disable-back-forward-cache'] };
