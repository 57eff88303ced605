/**
 * Registers the service worker (vite.config.ts, offlineApp) once the page has loaded, so it takes nothing from
 * the first load. Production builds only: in development Vite serves modules that change, not a precache.
 */
const AFTER_LOAD_MS = 3000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  // Installing fetches the whole precache (~550 KB): a few seconds after the load event and then when the page is
  // idle, so it never competes with what the first visit itself fetches and runs (the reads after the first render).
  const whenIdle = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : register()), AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
