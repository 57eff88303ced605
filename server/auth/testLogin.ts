/**
 * The test e-ID (AUTH_MODE=test, the default): a login page with the demo people and a fødselsnummer field,
 * shaped like Azure App Service Easy Auth's paths:
 *   GET  /.auth/login/signicat?post_login_redirect_uri=URL  → the login page
 *   POST /.auth/login/signicat                              → finds or creates the customer, starts a session, 302 to a same-origin URL
 */
import { Hono } from 'hono';
import { PRODUCT_NAME } from '../../domain/brand';
import { DEMO_USERS } from '../db/demo';
import type { AppEnv } from '../http';
import { clientIp, siteOrigins } from '../security/proxy';
import { safeRedirectTarget } from '../security/redirect';
import { startSession } from './sessions';
import { customerFor, findUserBySsn } from './users';

export const LOGIN_PATH = '/.auth/login/signicat';

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


/** The test e-ID's login page and form. */
export function testLoginRoutes(): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  auth.use(LOGIN_PATH, async (c, next) => {
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
    if (!(await findUserBySsn(db, ssn)) && !c.get('limiters').newTestCustomers.take(clientIp(c))) {
      return c.html(loginPage({ redirect, ssn, error: TOO_MANY_NEW_CUSTOMERS }), 429);
    }
    const customer = await customerFor(db, ssn, null, 'Testkunde');
    await startSession(db, c, customer.id);
    return c.redirect(redirect, 302);
  });
  return auth;
}
