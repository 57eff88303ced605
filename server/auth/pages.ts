/**
 * The server's own HTML pages of the login (plain HTML, no app): the test e-ID's login page and the page a failed
 * e-ID login ends on. One frame and stylesheet; the texts are Norwegian.
 */
import { PRODUCT_NAME } from '../../domain/brand';
import { DEMO_USERS } from '../db/demo';

export const LOGIN_PATH = '/.auth/login/signicat';

/** The pages' own CSP: their inline styles, forms to this site, nothing else. */
export const LOGIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLES = `
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
`;

/** A whole page: `title` (before the brand), `main` as HTML already escaped. */
function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – ${esc(PRODUCT_NAME)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The test e-ID's login page: the demo people, and any fødselsnummer (with its error when one was refused). */
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
  return page(
    `${err ? 'Feil – ' : ''}Logg inn med test-e-ID`,
    `  <h1>Logg inn med test-e-ID</h1>
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
  <p><a href="/">Avbryt og gå til forsiden</a></p>`,
  );
}

/** The page a failed e-ID login ends on (AUTH_MODE=oidc): what happened, and the way back. */
export function loginFailedPage(message: string): string {
  return page('Innloggingen mislyktes', `  <h1>Innloggingen mislyktes</h1>
  <p>${esc(message)}</p>
  <p><a href="/">Til forsiden</a></p>`);
}
