import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import type { Config } from './config';
import type { Db } from './db/db';
import { authFor, type Auth } from './auth';
import { pendingLogout } from './auth/pendingLogout';
import { idleEndedLogout } from './auth/platformSessionUse';
import { jsonBody, MESSAGES } from './body';
import { OTHER_CUSTOMER_MESSAGE, OTHER_CUSTOMER_STATUS, OWNER_HEADER, SESSION_CUSTOMER_PATH } from '../domain/sessionRequests';
import { emulatorRoutes } from './emulators';
import { clientAborts, isClientAbort } from './clientAbort';
import type { AppEnv } from './appEnv';
import { CLIENT_CLOSED_REQUEST, HttpError, notFound } from './httpError';
import type { AttachmentStore } from './storage/attachmentStore';
import { attachmentStore } from './storage/storeFromConfig';
import { healthRoutes } from './health';
import { NO_NOTIFIER, type Notifier } from './notify/notifier';
import { createRateLimiters } from './limits';
import { errorLine, requestLine } from './requestLog';
import { attachmentRoutes } from './routes/attachments';
import { cancellationRoutes } from './routes/cancellation';
import { claimsApiRoutes } from './routes/claims';
import { countMovesRoutes } from './routes/countMoves';
import { caseRoutes, openDraft } from './routes/cases';
import { insuranceRoutes, publicInsuranceRoutes } from './routes/insurance';
import { mapRoutes } from './routes/map';
import { movingRoutes } from './routes/moving';
import { publicPurchaseRoutes, purchaseRoutes } from './routes/purchase';
import { sessionTimeRoutes } from './routes/session';
import { userRoutes } from './routes/user';
import { securityHeaders } from './security/headers';
import { requireSameOrigin } from './security/sameOrigin';
import { serveApp } from './static';

export { BODY_LIMIT } from './body';
export { UPLOAD_BODY_LIMIT } from './routes/upload';
export { appCsp } from './security/headers';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where uploaded files live; default a store in config.attachmentsDir. */
  files?: AttachmentStore;
  /** True once the server is shutting down: /readyz answers 503 so the load balancer sends nothing new. */
  draining?: () => boolean;
  /** Log each request (the server entry turns this on; tests leave it off). */
  logRequests?: boolean;
  /** Who is logged in (auth.ts); default authFor(config). AUTH_MODE=oidc needs createAuth's, with the provider discovered. */
  auth?: Auth;
  /** The e-mail sender the routes nudge after queueing an e-mail (server/index.ts starts it); default none: they wait in the outbox. */
  notifier?: Pick<Notifier, 'nudge'>;
}

const tooLarge = (c: { json: (b: unknown, s: 413) => Response }) => c.json({ message: MESSAGES.tooLarge }, 413);

/** The uploads stream their own body (routes/upload.ts); every other /api call's body is read by body.ts. */
const isStreamedUpload = (path: string) => path === '/api/uploadAttachment' || path.startsWith('/api/addCaseAttachment/');

export function createApp({
  db,
  config,
  files,
  logRequests = false,
  auth = authFor(config),
  draining = () => false,
  notifier = NO_NOTIFIER,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const store = files ?? attachmentStore(config);
  const limiters = createRateLimiters(config.limits, db);

  app.use('*', async (c, next) => {
    const started = Date.now();
    c.set('db', db);
    c.set('config', config);
    c.set('files', store);
    c.set('limiters', limiters);
    c.set('notifier', notifier);
    await next();
    if (logRequests) console.log(requestLine(c, Date.now() - started));
  });
  // Inside the request log, so that a request the client cut off is logged as its 499.
  app.use('*', clientAborts());
  app.use('*', securityHeaders(config));

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message }, err.status);
    // A body the client cut off: no server error, and no 5xx for monitoring to count (clientAbort.ts logs it).
    if (isClientAbort(c, err)) return c.body(null, CLIENT_CLOSED_REQUEST as UnofficialStatusCode);
    console.error(errorLine(c, err));
    return c.json({ message: 'Noe gikk galt på serveren. Prøv igjen senere.' }, 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api')) return c.json({ message: 'Fant ikke ressursen.' }, 404);
    return c.text('Not Found', 404);
  });

  app.route('/', healthRoutes(draining));
  // The claims system's API (routes/claims.ts): its own bearer token, and no customer session, cookie, pending
  // logout or same-origin rule. Mounted before all of those, and it answers every path under /api/claims itself
  // (404 for the rest, and for all of it without CLAIMS_API_ISSUER), so no /api check below runs for it and a
  // customer's cookie grants nothing there.
  app.route('/api/claims', claimsApiRoutes(config.claimsApi));
  // Before anything that could answer as logged in: a page, /.auth, /api (docs/auth.md, «Logout without a network»).
  // After the health checks, which answer no one's data: the app asks /healthz whether the server can be reached
  // as it logs out, and the logout route then still has the session's ID token for the provider (oidc).
  app.use('*', pendingLogout(config));
  // AUTH_MODE=easyauth: a page of a platform session ended unused goes through the platform's logout first.
  if (config.authMode === 'easyauth') app.use('*', idleEndedLogout(config.session));
  app.route('/emulator', emulatorRoutes());
  app.route('/map', mapRoutes());

  app.use('/.auth/*', bodyLimit({ maxSize: 16 * 1024, onError: tooLarge }));
  app.route('/', auth.routes);

  // Order: same-origin (403), session (401), body (413/415/400), limits (429), the route.
  app.use('/api/*', requireSameOrigin());
  // Anonymous reads (SPEC §6: anyone may fill purchase steps 1–3): products and their terms.
  app.route('/api', publicInsuranceRoutes());
  app.route('/api', publicPurchaseRoutes());
  // The counts of the flows' moves (issue 49, docs/privacy.md): no session, its own body limit and hourly cap.
  app.route('/api', countMovesRoutes());
  // Whose session this is, for the app's check before it sends queued work (docs/auth.md «Whose session sends»).
  app.get(SESSION_CUSTOMER_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await auth.userOf(db, c);
    return c.json({ customerId: user?.id ?? null });
  });
  // The session's time left, read without counting as a use (the check below would count it).
  app.route('/api', sessionTimeRoutes(auth.idleClock, config.session));
  app.use('/api/*', async (c, next) => {
    const user = await auth.userOf(db, c);
    if (!user) return c.json({ message: 'Du er ikke logget inn.' }, 401);
    // A write whose data names another customer than the session's (another login in another tab): refused before
    // its body is read. Neither the header nor the body is logged.
    const owner = c.req.header(OWNER_HEADER);
    if (owner !== undefined && owner !== user.id) {
      c.header('Cache-Control', 'no-store');
      return c.json({ message: OTHER_CUSTOMER_MESSAGE }, OTHER_CUSTOMER_STATUS);
    }
    c.set('user', user);
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    // Whose session answered: a page that shows another customer uses none of it (src/api/http.ts).
    c.header(OWNER_HEADER, user.id);
  });
  const readBody = jsonBody();
  app.use('/api/*', async (c, next) => (isStreamedUpload(c.req.path) ? next() : readBody(c, next)));

  const api = new Hono<AppEnv>();
  api.route('/', userRoutes());
  api.route('/', caseRoutes());
  api.route('/', attachmentRoutes());
  api.route('/', insuranceRoutes());
  api.route('/', purchaseRoutes());
  api.route('/', cancellationRoutes());
  api.route('/', movingRoutes());
  api.all('*', () => {
    throw notFound();
  });
  app.route('/api', api);

  app.use(
    '*',
    serveApp(config.publicDir, {
      sessionCustomer: (c) => auth.userOf(db, c),
      openDraft: async (customerId, caseId) => {
        const draft = await openDraft(db, customerId, caseId);
        return draft && { reportedByType: draft.form.reportedByType };
      },
    }),
  );
  return app;
}
