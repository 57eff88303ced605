/**
 * `npm run build:server`: the server as plain JavaScript for `node` (no compiler at run time): server/index.ts and
 * the project's own modules bundled by esbuild into dist-server/index.mjs (the packages stay in node_modules), with
 * the files it reads beside it (the emulators' data, the migrations), where `import.meta.url` finds them.
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = join(root, 'dist-server');

rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server', 'index.ts')],
  outfile: join(SERVER_OUT_DIR, 'index.mjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// Read at run time relative to their module: server/emulators.ts (./data/), server/db/migrate.ts (./migrations/).
cpSync(join(root, 'server', 'data'), join(SERVER_OUT_DIR, 'data'), { recursive: true, filter: (f) => !f.endsWith('.ts') });
cpSync(join(root, 'server', 'db', 'migrations'), join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
console.log('Built dist-server/index.mjs');
