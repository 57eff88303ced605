import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes this run's embedded database directory and its mailbox (tests/browser/mailbox.ts). */
export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_MAIL_DIR]) {
    if (dir && dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
  }
}
