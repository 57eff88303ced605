/**
 * For a load balancer (Azure App Service health check, Kubernetes probes): GET /healthz answers 200 while the
 * process serves; GET /readyz answers 200 when the database and the file storage answer, else 503 (the instance
 * should get no traffic), and 503 while the server shuts down. No session, no rate limit, never cached.
 */
import { Hono } from 'hono';
import type { AppEnv } from './http';

/** How long a check may take before the instance counts as not ready. */
const CHECK_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

export function healthRoutes(draining: () => boolean): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  routes.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return c.json({ status: 'shutting down' }, 503);
    const [database, storage] = await Promise.all([
      within(c.get('db').query('SELECT 1'), CHECK_MS).then(() => 'ok', () => 'unavailable'),
      within(c.get('files').check(), CHECK_MS).then(() => 'ok', () => 'unavailable'),
    ]);
    const ready = database === 'ok' && storage === 'ok';
    return c.json({ status: ready ? 'ok' : 'unavailable', database, storage }, ready ? 200 : 503);
  });
  return routes;
}
