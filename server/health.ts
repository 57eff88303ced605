/**
 * For a load balancer (Azure App Service health check, Kubernetes probes): GET /healthz answers 200 while the
 * process serves; GET /readyz answers 200 when the database and the file storage answer, else 503 (the instance
 * should get no traffic), and 503 while the server shuts down. No session, no rate limit, never cached.
 */
import { Hono } from 'hono';
import type { Queryable } from './db/db';
import type { AppEnv } from './appEnv';
import type { AttachmentStore } from './storage/attachmentStore';

/** How long a check may take before the instance counts as not ready. */
const CHECK_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

/** How long one readiness answer is given again. */
const CACHE_MS = 1000;

interface Readiness {
  database: 'ok' | 'unavailable';
  storage: 'ok' | 'unavailable';
}

async function checkReadiness(db: Queryable, files: AttachmentStore): Promise<Readiness> {
  const ok = (p: Promise<unknown>) => within(p, CHECK_MS).then(() => 'ok' as const, () => 'unavailable' as const);
  const [database, storage] = await Promise.all([ok(db.query('SELECT 1')), ok(files.check())]);
  return { database, storage };
}

export function healthRoutes(draining: () => boolean): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  // One check at a time, its answer kept for a second: probes (or anyone) asking often cost the database and the
  // storage one call a second at most.
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  routes.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return c.json({ status: 'shutting down' }, 503);
    if (!last || Date.now() - last.at > CACHE_MS) last = { at: Date.now(), answer: checkReadiness(c.get('db'), c.get('files')) };
    const { database, storage } = await last.answer;
    const ready = database === 'ok' && storage === 'ok';
    return c.json({ status: ready ? 'ok' : 'unavailable', database, storage }, ready ? 200 : 503);
  });
  return routes;
}
