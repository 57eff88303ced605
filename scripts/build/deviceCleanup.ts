/**
 * The device cleanup of a visitor's page (src/boot/deviceCleanup.ts), built as one module of its own with what it
 * imports, named by its content's hash: it is not part of the app's graph (Vite would share its modules with the
 * app's chunks, and the visitor would fetch those), and it is never precached (the service worker takes only the
 * chunks of the pages that work offline: ./offlinePrecache.ts). esbuild, as scripts/buildServer.ts builds the server.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Builds it into `outDir`/assets; returns its path on the site. */
export async function buildDeviceCleanup(root: string, outDir: string): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'src/boot/deviceCleanup.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2022',
    // src/components/shell has SessionNotice.tsx beside sessionNotice.ts: the import names the .ts.
    resolveExtensions: ['.ts', '.tsx', '.js'],
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/device-cleanup-${hash}.js`;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, file), code);
  return `/${file}`;
}
