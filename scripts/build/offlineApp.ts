import { VitePWA } from 'vite-plugin-pwa';
import { BRAND_COLOURS, PRODUCT_NAME } from '../../domain/brand.ts';
import { offlineFilesIn } from './offlinePrecache.ts';
import { pendingLogoutPlugin } from './serviceWorkerLogout.ts';

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
export function offlineApp() {
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
      // `/` is not the precached index.html (Workbox's default directory index): a visitor's `/` is the server's own
      // page (server/visitorPage.ts), so a page navigation goes to the network and falls back to the app below only
      // when there is none.
      directoryIndex: null,
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
