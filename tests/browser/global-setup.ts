import { accessSync, constants, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from './mailbox';

/**
 * Fails the run loudly (never skips) when the browser or the built app is missing; starts the run's mailbox (the SMTP
 * server the server sends its e-mails to) and answers its stop, which Playwright calls at the end of the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(chromium, constants.X_OK);
  } catch {
    throw new Error(
      `Browser tests need Chromium at ${chromium}, but it is missing or not executable.\n` +
        `Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its binary.`,
    );
  }
  const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
  if (!existsSync(resolve(repoRoot, 'dist/index.html'))) {
    throw new Error('Browser tests run against the built app, but dist/index.html is missing: run `npm run build` first.');
  }
  return startMailbox();
}
