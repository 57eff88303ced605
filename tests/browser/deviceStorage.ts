import type { Page } from '@playwright/test';

/**
 * Everything the origin keeps in the browser, as text: IndexedDB (every database, store, key and value; files by
 * name, type and size), Cache Storage (every cache and URL), localStorage and sessionStorage (every key and value).
 * What a hostile family member on a shared computer could read.
 */
export async function storageDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const seen = (value: unknown): unknown => {
      if (value instanceof File) return { file: value.name, type: value.type, size: value.size };
      if (value instanceof Blob) return { blob: value.type, size: value.size };
      if (Array.isArray(value)) return value.map(seen);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, seen(v)]));
      return value;
    };
    const out: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(storeName, 'readonly');
        const store = tx.objectStore(storeName);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) => new Promise<unknown[]>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result as unknown[]);
              request.onerror = () => reject(request.error);
            }),
          ),
        );
        out[`indexedDB ${name}/${storeName}`] = keys!.map((key, i) => [key, seen(values![i])]);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      out[`cache ${cacheName}`] = (await cache.keys()).map((request) => request.url);
    }
    out.localStorage = Object.fromEntries(Object.entries(localStorage));
    out.sessionStorage = Object.fromEntries(Object.entries(sessionStorage));
    return JSON.stringify(out, null, 1);
  });
}

/** The parts of a dump that are not the app's own code (the service worker's precache of the built app). */
export function customerPartsOf(dump: string): Record<string, unknown> {
  const parsed = JSON.parse(dump) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => !key.startsWith('cache workbox-precache')));
}
