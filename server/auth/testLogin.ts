/**
 * The test e-ID (AUTH_MODE=test, the default): a login page with the demo people and a fødselsnummer field,
 * shaped like Azure App Service Easy Auth's paths:
 *   GET  /.auth/login/signicat?post_login_redirect_uri=URL  → the login page
 *   POST /.auth/login/signicat                              → finds or creates the customer, starts a session, 302 to a same-origin URL
 */
import { Hono } from 'hono';
import { fodselsnummerError } from '../../domain/fodselsnummer';
import type { AppEnv } from '../appEnv';
import { clientIp, siteOrigins } from '../security/proxy';
import { loginReturnTarget, safeRedirectTarget } from '../security/redirect';
import { LOGIN_PAGE_CSP, LOGIN_PATH, loginPage } from './pages';
import { startSession } from './sessions';
import { customerFor } from './loginCustomer';
import { findUserBySsn } from './users';

export const TOO_MANY_NEW_CUSTOMERS =
  'For mange nye testkunder fra denne adressen den siste timen. Logg inn som en demoperson, eller vent litt og prøv igjen.';

/** The test e-ID's login page and form. */
export function testLoginRoutes(): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  auth.use(LOGIN_PATH, async (c, next) => {
    await next();
    c.header('Content-Security-Policy', LOGIN_PAGE_CSP);
    c.header('Cache-Control', 'no-store');
  });

  auth.get(LOGIN_PATH, (c) => {
    const redirect = loginReturnTarget(c.req.query('post_login_redirect_uri'), siteOrigins(c));
    return c.html(loginPage({ redirect }));
  });

  auth.post(LOGIN_PATH, async (c) => {
    const origins = siteOrigins(c);
    // The login form's own CSRF check: posted from this site's login page (or by a client without a browser).
    const from = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if ((from && !origins.includes(from)) || site === 'cross-site' || site === 'same-site') {
      return c.text('Forespørselen kom fra et annet nettsted.', 403);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    const redirect = safeRedirectTarget(typeof form.post_login_redirect_uri === 'string' ? form.post_login_redirect_uri : '/', origins);
    const ssn = (typeof form.ssn === 'string' ? form.ssn : '').replace(/\s+/g, '');
    const error = fodselsnummerError(ssn);
    if (error) return c.html(loginPage({ redirect, ssn: ssn.slice(0, 20), error }), 400);
    const db = c.get('db');
    if (!(await findUserBySsn(db, ssn)) && !(await c.get('limiters').newTestCustomers.take(clientIp(c)))) {
      return c.html(loginPage({ redirect, ssn, error: TOO_MANY_NEW_CUSTOMERS }), 429);
    }
    const customer = await customerFor(db, ssn, null, 'Testkunde');
    await startSession(db, c, customer.id);
    return c.redirect(redirect, 302);
  });
  return auth;
}
