import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { minifySync, runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND_COLOURS, PRODUCT_NAME } from './domain/brand.ts';
import { offlineFilesIn } from './scripts/build/offlinePrecache.ts';
import { pendingLogoutPlugin } from './scripts/build/serviceWorkerLogout.ts';

/**
 * staticShell fills index.html's static shell at build and dev time: the brand (domain/brand.ts, the one place for the
 * name) and the real Logo component, rendered to markup. The shell is what the browser paints before any
 * JavaScript has run: the header with the logo, and a placeholder where the page's heading comes. React's
 * first render replaces the whole content of #root, so its landmarks never stand next to the app's.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The tokens index.html may use. The app's own modules are loaded through Vite's module runner (as the app
 * is built), not imported by the config.
 */
async function shellTokens(): Promise<Record<string, string>> {
  const options = { root, configFile: false as const, logLevel: 'silent' as const };
  const { module: brand } = await runnerImport<typeof import('./domain/brand')>('/domain/brand.ts', options);
  const { module: logo } = await runnerImport<typeof import('./src/components/Logo')>('/src/components/Logo.tsx', options);
  return {
    '%PRODUCT_NAME%': escapeHtml(brand.PRODUCT_NAME),
    '%THEME_COLOR%': brand.BRAND_COLOURS.primary,
    '%SHELL_LOGO%': renderToStaticMarkup(createElement(logo.Logo)),
  };
}

function staticShell(): Plugin {
  let tokens: Promise<Record<string, string>> | undefined;
  return {
    name: 'husvern-static-shell',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        let out = html;
        tokens ??= shellTokens();
        for (const [token, value] of Object.entries(await tokens)) out = out.split(token).join(value);
        const left = /%[A-Z_]+%/.exec(out);
        if (left) throw new Error(`index.html: unknown token ${left[0]}`);
        return out;
      },
    },
  };
}

/**
 * inlineEntryCss puts the entry's stylesheet (the shell's and the shared styles, ~8 KB) into index.html at build
 * time: without a stylesheet to wait for, the browser paints the static shell as soon as the HTML has arrived,
 * while the JavaScript is still on its way. Route and dialog styles stay in their own files, loaded with their code.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'husvern-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') throw new Error(`index.html: no stylesheet ${fileName} in the build`);
          const css = String(asset.source);
          if (css.includes('</')) throw new Error(`index.html: ${fileName} cannot be inlined in a <style> element`);
          // src/inlinedStyles.ts tells Vite's loader of lazy chunks that these styles are on the page already.
          return `<style data-inlined-href="/${fileName}">${css}</style>`;
        });
      },
    },
  };
}

/**
 * lowPriorityScripts marks the entry's module script and its module preloads `fetchpriority="low"`; the server does
 * the same for a route's files (server/pageHints.ts). Module scripts never hold up the first paint, yet browsers
 * fetch them at high priority, and Lighthouse's simulation counts every high-priority script that arrives before
 * the first paint as render-blocking (its trace names no script for a module's evaluation): on a fast server its
 * FCP jumped between 0.7 and 1.6 s from run to run. Low, they are still fetched at once, right after the page's few
 * high-priority reads (/.auth/me, the API preloads), which its first render waits for anyway.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'husvern-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, (_tag, start: string) => `<${start} fetchpriority="low"`),
    },
  };
}

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

/** The first load's libraries' chunk (build.rolldownOptions), which start-app.js runs before the app's entry. */
const LIBS_CHUNK = 'libs';

/**
 * startAfterFirstPaint: the built page names the app's module and its module preloads in the data attributes of
 * src/boot/start-app.js, inlined minified at the end of `<head>`, and that script fetches and runs them once the
 * static shell has been painted (a frame later than the parser would). The page's fetch preloads (/.auth/me; the
 * server adds the page's reads) and its web app manifest are handed to it too (data-fetch, data-manifest).
 *
 * Why: Lighthouse's simulation counts every request that finished before the page's largest paint as holding that
 * paint up, whatever it was for. Started by the parser (a module, a preload, start-app.js as a file of its own,
 * the manifest), they arrived before the shell's first paint and made LCP 1.0–1.6 s by the luck of the run; with
 * only the page itself before that paint, LCP is the shell's, 0.7 s. Inlined, the script needs its hash in the
 * page's CSP: the server reads it from the page it serves (server/security/inlineScripts.ts).
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'husvern-start-after-first-paint',
    apply: 'build',
    // After offlineApp's own `enforce: 'post'` page transform, which links the manifest.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html: no module script for the app');
        const preloads: string[] = [];
        const fetches: string[] = [];
        const manifests: string[] = [];
        const out = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)">/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          })
          .replace(/<link rel="preload" href="([^"]+)" as="fetch"[^>]*>/g, (_tag, href: string) => {
            fetches.push(href);
            return '';
          })
          .replace(/<link rel="manifest" href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
            manifests.push(href);
            return '';
          });
        // The libraries' chunk (build.rolldownOptions) runs first, in a task of its own.
        const libs = preloads.filter((href) => href.startsWith(`/assets/${LIBS_CHUNK}-`));
        if (libs.length !== 1) throw new Error('index.html: no preload of the libraries\' chunk');
        if (manifests.length !== 1) throw new Error('index.html: no web app manifest (offlineApp must come first)');
        const app = [...libs, entry[1]].join(' ');
        const rest = preloads.filter((href) => !libs.includes(href));
        // Minified: it is part of every first load (npm run bench), and its comments are for us.
        const source = readFileSync(fileURLToPath(new URL('src/boot/start-app.js', import.meta.url)), 'utf8');
        const code = minifySync('start-app.js', source).code.trim();
        if (code.includes('</')) throw new Error('start-app.js: "</" would end the inline script');
        const attributes = `data-app="${app}" data-preload="${rest.join(' ')}" data-fetch="${fetches.join(' ')}" data-manifest="${manifests[0]}"`;
        return out.replace('</head>', `<script ${attributes}>${code}</script></head>`);
      },
    },
  };
}

/**
 * offlineApp: the web app manifest (home screen) and a service worker (Workbox, generated at build) so that the app
 * starts without a network once it has been opened (issue: the damage report in a basement).
 * - Precached: the built shell and the damage report's code and styles (scripts/build/offlinePrecache.ts). Not
 *   the other routes, the map or the HEIC decoder: they load when used, so a first visit does not fetch them all.
 * - Pages: always asked of the server (its page has the customer's hints); when that fails (offline), the
 *   precached index.html, and the app's router takes over.
 * - /api, /.auth, /map: never cached (the damage report keeps its own queue on the device when offline). A
 *   navigation to /.auth/logout without a network gets the app (src/lib/device/pendingLogout.ts).
 * - A new version waits until every tab of the old one is closed: taken on the next visit, never mid-flow.
 * Registered by src/boot/serviceWorker.ts after the page's load, so it costs the first load nothing.
 */
function offlineApp() {
  return VitePWA({
    injectRegister: false,
    includeManifestIcons: false,
    registerType: 'prompt',
    manifest: {
      name: `Min side – ${PRODUCT_NAME}`,
      short_name: PRODUCT_NAME,
      description: 'Meld skade etter råte, sopp og skadedyr, følg skadesakene dine og se forsikringene dine.',
      lang: 'nb',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND_COLOURS.primary,
      background_color: BRAND_COLOURS.page,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,mjs,css,html,png}'],
      // Never precached (scripts/build/offlinePrecache.ts says why); named here too, since Workbox refuses files over 2 MB.
      globIgnores: ['**/.vite/**', '**/heic-to*', '**/maplibre-gl*'],
      manifestTransforms: [
        (entries) => {
          const offline = offlineFilesIn('dist');
          return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || offline.has(e.url)), warnings: [] };
        },
      ],
      navigateFallback: null,
      runtimeCaching: [
        {
          // /.auth/logout too: a logout whose navigation finds no network starts the app (the logout is pending).
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|\.auth(?!\/logout$)|emulator|map)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          // A logout kept only on disk by a killed browser goes with the page's request (serviceWorkerLogout.ts).
          options: { precacheFallback: { fallbackURL: '/index.html' }, plugins: [pendingLogoutPlugin] },
        },
      ],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: false,
    },
  });
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
    staticShell(),
    inlineEntryCss(),
    lowPriorityScripts(),
    offlineApp(),
    // After offlineApp: it hands start-app.js the manifest offlineApp links.
    startAfterFirstPaint(),
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
