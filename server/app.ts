import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import type { Db } from './db/db';
import { authRoutes, sessionUser } from './auth';
import { emulatorRoutes } from './emulators';
import { HttpError, notFound, type AppEnv } from './http';
import { attachmentRoutes } from './routes/attachments';
import { caseRoutes } from './routes/cases';
import { insuranceRoutes } from './routes/insurance';
import { mapRoutes } from './routes/map';
import { purchaseRoutes } from './routes/purchase';
import { userRoutes } from './routes/user';
import { serveApp } from './static';

/** Body limit of /api/uploadAttachment: 20 MB decoded as base64 plus JSON overhead. */
export const UPLOAD_BODY_LIMIT = 28 * 1024 * 1024;
/** Body limit of every other request. */
export const BODY_LIMIT = 1024 * 1024;

/** CSP for the app's HTML: own scripts only; images and connections may reach map tile hosts. */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "child-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API reads answered to anonymous visitors too (SPEC §6: anyone may fill purchase steps 1–3). */
export const PUBLIC_API_READS = [/^\/api\/getProducts\/?$/, /^\/api\/downloadTermsAndConditions\/[^/]+\/?$/];

const isPublicRead = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && PUBLIC_API_READS.some((pattern) => pattern.test(path));

export interface AppOptions {
  db: Db;
  config: Config;
  /** Log each request (the server entry turns this on; tests leave it off). */
  logRequests?: boolean;
}

const tooLarge = (c: { json: (b: unknown, s: 413) => Response }) =>
  c.json({ message: 'Forespørselen er for stor.' }, 413);

export function createApp({ db, config, logRequests = false }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = Date.now();
    c.set('db', db);
    c.set('config', config);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.header('Content-Security-Policy', APP_CSP);
    }
    if (logRequests) console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`);
  });

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message }, err.status);
    console.error(err);
    return c.json({ message: 'Noe gikk galt på serveren. Prøv igjen senere.' }, 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api')) return c.json({ message: 'Fant ikke ressursen.' }, 404);
    return c.text('Not Found', 404);
  });

  app.route('/emulator', emulatorRoutes());
  app.route('/map', mapRoutes());

  app.use('/.auth/*', bodyLimit({ maxSize: 16 * 1024, onError: tooLarge }));
  app.route('/', authRoutes());

  app.use('/api/*', async (c, next) => {
    const max = c.req.path === '/api/uploadAttachment' ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
    return bodyLimit({ maxSize: max, onError: tooLarge })(c, next);
  });
  app.use('/api/*', async (c, next) => {
    const user = await sessionUser(db, c);
    if (user) c.set('user', user);
    else if (!isPublicRead(c.req.method, c.req.path)) return c.json({ message: 'Du er ikke logget inn.' }, 401);
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  });
  const api = new Hono<AppEnv>();
  api.route('/', userRoutes());
  api.route('/', caseRoutes());
  api.route('/', attachmentRoutes());
  api.route('/', insuranceRoutes());
  api.route('/', purchaseRoutes());
  api.all('*', () => {
    throw notFound();
  });
  app.route('/api', api);

  app.use('*', serveApp(config.publicDir));
  return app;
}
