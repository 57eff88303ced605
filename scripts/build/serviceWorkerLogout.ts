/**
 * The service worker's part of a pending logout (src/lib/device/pendingLogout.ts): a browser killed right after
 * LOGG UT offline loses the mark's cookie (Chromium writes cookies to disk only every ~30 s) but keeps its copy on
 * disk, an empty IndexedDB database named by the mark. Before the service worker fetches a page it puts the cookie
 * back from that copy, so the very first page after the restart reaches the server with the mark: the server ends
 * the session before it answers, and the page greets nobody (without it, the server's page would greet the customer
 * until the app had put the cookie back itself).
 *
 * A Workbox plugin of the pages' route (./offlineApp.ts). Workbox writes its functions into the generated service
 * worker as source text, so they use nothing but the worker's globals, and the names are written out here: the unit
 * test holds them to domain/session.ts. Browsers without the Cookie Store API in workers leave this to the app.
 */
interface CookieStoreInWorker {
  get(name: string): Promise<unknown>;
  set(cookie: { name: string; value: string; path: string; sameSite: 'lax'; expires: number }): Promise<void>;
}

export const pendingLogoutPlugin = {
  requestWillFetch: async ({ request }: { request: Request }): Promise<Request> => {
    const prefix = 'husvern-utlogging:';
    const cookieName = 'husvern-utlogging';
    const maxAgeMs = 30 * 24 * 3600 * 1000;
    try {
      const cookieStore = (self as unknown as { cookieStore?: CookieStoreInWorker }).cookieStore;
      if (!cookieStore || typeof indexedDB.databases !== 'function') return request;
      const mark = (await indexedDB.databases()).map((db) => db.name ?? '').find((name) => name.startsWith(prefix));
      if (mark && !(await cookieStore.get(cookieName))) {
        await cookieStore.set({ name: cookieName, value: mark.slice(prefix.length), path: '/', sameSite: 'lax', expires: Date.now() + maxAgeMs });
      }
    } catch {
      // The page's app puts the cookie back as it starts.
    }
    return request;
  },
};
