import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { inlineEntryCss } from './scripts/build/inlineEntryCss.ts';
import { lowPriorityScripts } from './scripts/build/lowPriorityScripts.ts';
import { machineWordsOut } from './scripts/build/machineWordsOut.ts';
import { offlineApp } from './scripts/build/offlineApp.ts';
import { staticShell } from './scripts/build/staticShell.ts';
import { visitorPages } from './scripts/build/visitorPages.ts';
import { LIBS_CHUNK, startAfterFirstPaint } from './scripts/build/startAfterFirstPaint.ts';

/** The project's folder. The plugins that shape index.html are in scripts/build/, one a file. */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * What a lazy chunk's import fetches with it: its styles, not its imported chunks. Vite would preload those too, but
 * to know them every first load carried a table of all ~100 chunk files and the imports each needs (1.6 KB gzip of
 * the entry). Without it, a lazy chunk's imports are fetched once the chunk itself has arrived: a page's code is
 * fetched on the link's intent (the router's `defaultPreload`), and what a first load needs at once the server names
 * in the page (server/pageHints.ts: the route's code, domain/pageParts.ts). The page's own HTML keeps its preloads.
 */
function lazyChunkDependencies(_chunk: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'));
}

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin.
    // A route's pendingComponent goes into its component's chunk: only that route shows it, so it stays out of the
    // entry (the router loads the chunk before it needs either).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The front page (login for visitors, home for customers) is where most visits start: its component is in
      // the entry, so it renders without a second round trip for its chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    machineWordsOut(),
    staticShell(root),
    inlineEntryCss(),
    lowPriorityScripts(),
    offlineApp(),
    // After offlineApp: it hands start-app.js the manifest offlineApp links.
    startAfterFirstPaint(root),
    // After the page is written: a visitor's front page is the built page with its content (issue 46).
    visitorPages(root),
  ],
  server: {
    port: 5173,
    proxy: {
      // changeOrigin false: the API sees the browser's Host, so same-origin login redirects hold in dev.
      '/api': { target: apiTarget, changeOrigin: false },
      '/.auth': { target: apiTarget, changeOrigin: false },
      '/emulator': { target: apiTarget, changeOrigin: false },
      '/map': { target: apiTarget, changeOrigin: false },
    },
  },
  resolve: {
    // React 19 has useSyncExternalStore: the libraries' imports of use-sync-external-store's shim (the React < 18
    // fallback) get the package's own React 18+ entries, which are React's hook.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  // No modulepreload polyfill: every browser the portal supports preloads modules natively.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: lazyChunkDependencies },
    // Everything the first load needs in two chunks (not ten small shared ones): fewer requests before the page
    // can render. Its libraries (React, the router) are one, which start-app.js runs a task before the other, the
    // app's code: evaluated together they made one long task on a phone.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: LIBS_CHUNK, tags: ['$initial'], test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/, priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**'],
          globalSetup: ['tests/setup/azurite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
