/**
 * Test e-ID login shaped like Azure App Service Easy Auth:
 *   GET  /.auth/login/signicat?post_login_redirect_uri=URL  → login page (AUTH_MODE=test; 404 when off)
 *   POST /.auth/login/signicat                              → creates a session, sets the cookie, 302 to a same-origin URL
 *   GET  /.auth/logout?post_logout_redirect_uri=URL         → deletes the session, clears the cookie, 302 to a same-origin URL
 *   GET  /.auth/me                                          → 200 { clientPrincipal: null } without a session, the principal with one
 * All of /.auth answers 404 with AUTH_MODE=off (the hosting platform's own /.auth serves then).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PRODUCT_NAME } from '../domain/brand';
import type { User } from '../domain/types';
import type { Db, Queryable } from './db/db';
import { DEMO_USERS } from './db/demo';
import type { AppEnv } from './http';
import { clientIp, isHttps, siteOrigins } from './security/proxy';
import { safeRedirectTarget } from './security/redirect';

export const SESSION_COOKIE = 'AppServiceAuthSession';
const SESSION_HOURS = 8;
const LOGIN_PATH = '/.auth/login/signicat';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface UserRow {
  id: string;
  ssn: string;
  full_name: string;
  street_address: string | null;
  mobile_phone: string | null;
  email: string | null;
  consent_to_further_information: boolean;
  bulk_email_consent: boolean;
}

export const USER_COLUMNS =
  'u.id, u.ssn, u.full_name, u.street_address, u.mobile_phone, u.email, u.consent_to_further_information, u.bulk_email_consent';

export function toUser(r: UserRow): User {
  return {
    id: r.id,
    fullName: r.full_name,
    socialSecurityNumber: r.ssn,
    streetAddress: r.street_address,
    mobilePhone: r.mobile_phone,
    email: r.email,
    consentToFurtherInformation: r.consent_to_further_information,
    bulkEmailConsent: r.bulk_email_consent,
  };
}

export async function loadUser(db: Queryable, id: string): Promise<User | null> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return row ? toUser(row) : null;
}

/**
 * Session lookups are kept for a few seconds in this process: every /api call and /.auth/me asks sessionUser,
 * and one browser asks several times a second. An entry holds the (frozen) user for SESSION_CACHE_MS at most and
 * never past the session's expiry; unknown tokens are not kept. Logout forgets its session and an update of a
 * user forgets that user's sessions (forgetUser), both at once in this process; a lookup that was under way
 * while anything was forgotten is not kept (the epoch). With several server processes on one database, another
 * process sees a logout or a user update after SESSION_CACHE_MS at most.
 */
export const SESSION_CACHE_MS = 3000;
const SESSION_CACHE_MAX = 10_000;

interface SessionCache {
  entries: Map<string, { user: User; until: number }>;
  /** Bumped by every forget: a lookup started before it is not cached. */
  epoch: number;
}
const sessionCaches = new WeakMap<Db, SessionCache>();

function sessionCache(db: Db): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = { entries: new Map(), epoch: 0 }));
  return cache;
}

function forgetSession(db: Db, tokenHash: string): void {
  const cache = sessionCache(db);
  cache.epoch++;
  cache.entries.delete(tokenHash);
}

/** Call after changing a user's row: their sessions' cached users are dropped at once. */
export function forgetUser(db: Db, userId: string): void {
  const cache = sessionCache(db);
  cache.epoch++;
  for (const [hash, entry] of cache.entries) if (entry.user.id === userId) cache.entries.delete(hash);
}

/** The user of the request's session cookie, or null. */
export async function sessionUser(db: Db, c: Context): Promise<User | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCache(db);
  const now = Date.now();
  const hit = cache.entries.get(tokenHash);
  if (hit && hit.until > now) return hit.user;
  if (hit) cache.entries.delete(tokenHash);
  const epoch = cache.epoch;
  const [row] = await db.query<UserRow & { expires_ms: number }>(
    `SELECT ${USER_COLUMNS}, extract(epoch FROM s.expires_at)::float8 * 1000 AS expires_ms
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  if (!row) return null;
  const user = Object.freeze(toUser(row));
  if (cache.epoch === epoch) {
    if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(tokenHash, { user, until: Math.min(now + SESSION_CACHE_MS, Number(row.expires_ms)) });
  }
  return user;
}

async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
    [hashToken(token), userId, SESSION_HOURS],
  );
  return token;
}

const findUser = async (db: Db, ssn: string) =>
  (await db.query<{ id: string }>('SELECT id FROM users WHERE ssn = $1', [ssn]))[0]?.id ?? null;

async function createUser(db: Db, ssn: string): Promise<string> {
  await db.query(
    `INSERT INTO users (id, ssn, full_name) VALUES ($1, $2, 'Testkunde') ON CONFLICT (ssn) DO NOTHING`,
    [randomUUID(), ssn],
  );
  const id = await findUser(db, ssn);
  if (!id) throw new Error('User not found after insert');
  return id;
}

export const TOO_MANY_NEW_CUSTOMERS =
  'For mange nye testkunder fra denne adressen den siste timen. Logg inn som en demoperson, eller vent litt og prøv igjen.';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export const LOGIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function loginPage(opts: { redirect: string; ssn?: string; error?: string }): string {
  const hidden = `<input type="hidden" name="post_login_redirect_uri" value="${esc(opts.redirect)}">`;
  const demo = DEMO_USERS.map(
    (u) => `<li>
        <form method="post" action="${LOGIN_PATH}">
          ${hidden}
          <input type="hidden" name="ssn" value="${u.ssn}">
          <button type="submit" class="person">Logg inn som ${esc(u.fullName)}</button>
          <p class="desc">${esc(u.description)}. Fødselsnummer ${u.ssn}.</p>
        </form>
      </li>`,
  ).join('\n      ');
  const err = opts.error;
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${err ? 'Feil – ' : ''}Logg inn med test-e-ID – ${esc(PRODUCT_NAME)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f1ea; color: #1d1d1b; }
  main { max-width: 34rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.6rem; margin-top: 0; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #0b5d3b; background: #0b5d3b; color: #fff; cursor: pointer; }
  button:hover { background: #08432b; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1a56c4; outline-offset: 2px; }
  button.person { width: 100%; text-align: left; }
  .desc, .hint { margin: .35rem 0 0; color: #4a4a48; font-size: .95rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=text] { font: inherit; padding: .6rem; width: 100%; box-sizing: border-box; border: 2px solid #6b6b68; border-radius: 6px; margin: .5rem 0 1rem; }
  input[aria-invalid=true] { border-color: #b3261e; }
  .error { color: #b3261e; font-weight: 600; margin: 0; }
  .note { background: #fff6d6; border-left: 4px solid #8a6d00; padding: .75rem 1rem; }
  a { color: #0b4f8a; }
</style>
</head>
<body>
<main>
  <h1>Logg inn med test-e-ID</h1>
  <p class="note">Dette er en testinnlogging for lokal bruk. Ingen ekte BankID eller personopplysninger brukes.</p>
  <section aria-labelledby="demo-heading">
    <h2 id="demo-heading">Velg en demoperson</h2>
    <ul>
      ${demo}
    </ul>
  </section>
  <section aria-labelledby="ssn-heading">
    <h2 id="ssn-heading">Logg inn med fødselsnummer</h2>
    <form method="post" action="${LOGIN_PATH}" novalidate>
      ${hidden}
      <label for="ssn">Fødselsnummer (11 siffer)</label>
      <p id="ssn-hint" class="hint">Et ukjent fødselsnummer gir en ny testkunde uten forsikringer og saker.</p>
      <input type="text" id="ssn" name="ssn" inputmode="numeric" autocomplete="off" maxlength="11" value="${esc(opts.ssn ?? '')}"
        aria-describedby="ssn-hint${err ? ' ssn-error' : ''}"${err ? ' aria-invalid="true" autofocus' : ''}>
      ${err ? `<p id="ssn-error" class="error">${esc(err)}</p>` : ''}
      <button type="submit">Logg inn</button>
    </form>
  </section>
  <p><a href="/">Avbryt og gå til forsiden</a></p>
</main>
</body>
</html>`;
}

function ssnError(ssn: string): string | null {
  if (!ssn) return 'Oppgi fødselsnummeret ditt.';
  if (!/^\d+$/.test(ssn)) return 'Kun tall er tillatt.';
  if (ssn.length > 11) return 'Fødselsnummeret kan maks inneholde 11 sifre';
  if (ssn.length !== 11) return 'Fødselsnummeret må inneholde 11 sifre';
  return null;
}

export function authRoutes(): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();

  auth.use('/.auth/*', async (c, next) => {
    if (c.get('config').authMode !== 'test') return c.text('Not Found', 404);
    await next();
  });
  auth.use(`${LOGIN_PATH}`, async (c, next) => {
    await next();
    c.header('Content-Security-Policy', LOGIN_PAGE_CSP);
    c.header('Cache-Control', 'no-store');
  });

  auth.get(LOGIN_PATH, (c) => {
    const redirect = safeRedirectTarget(c.req.query('post_login_redirect_uri'), siteOrigins(c));
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
    const error = ssnError(ssn);
    if (error) return c.html(loginPage({ redirect, ssn: ssn.slice(0, 20), error }), 400);
    const db = c.get('db');
    let userId = await findUser(db, ssn);
    if (!userId) {
      if (!c.get('limiters').newTestCustomers.take(clientIp(c))) {
        return c.html(loginPage({ redirect, ssn, error: TOO_MANY_NEW_CUSTOMERS }), 429);
      }
      userId = await createUser(db, ssn);
    }
    const token = await createSession(db, userId);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: isHttps(c),
      maxAge: SESSION_HOURS * 3600,
    });
    return c.redirect(redirect, 302);
  });

  // The session probe the app asks before getUser, so an anonymous visit makes no failing request (Static Web
  // Apps' shape: 200 either way). The principal names the user's id, no personal data.
  auth.get('/.auth/me', async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await sessionUser(c.get('db'), c);
    return c.json({
      clientPrincipal: user ? { identityProvider: 'signicat', userId: user.id, userRoles: ['anonymous', 'authenticated'] } : null,
    });
  });

  auth.get('/.auth/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length <= 200) {
      const db = c.get('db');
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
      forgetSession(db, hashToken(token));
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirectTarget(c.req.query('post_logout_redirect_uri'), siteOrigins(c)), 302);
  });

  return auth;
}
