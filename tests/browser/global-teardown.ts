import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes this run's embedded database directory. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
