/**
 * A visitor's front page, whole (issue 46; server/visitorPage.ts): the build's page for the query's login panel,
 * with the request's origin in its login link; the app's page for a customer, an agent's panel, and every other path.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_ORIGIN_PLACEHOLDER, VISITOR_PAGES_DIR, VISITOR_PANELS } from '../../domain/visitorPages';
import { appCsp } from '../../server/app';
import { createTestApp, KARI, SETUP_TIMEOUT, type TestApp } from './support/testApp';

const VISITOR_CODE = 'console.log("visitor")';
const loginLink = (origin: string, path = '') => `href="/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent(`${origin}${path}`)}"`;
/** A built visitor page (scripts/build/visitorPages.ts), as small as it can be: its panel's name, its link, its script. */
const builtPage = (panel: string) =>
  `<!doctype html><html lang="nb"><head><script data-app="/assets/index-abc123.js" data-held="local:husvern-kunde">${VISITOR_CODE}</script></head>` +
  `<body><div id="root"><h1>panel ${panel}</h1><a ${loginLink(VISITOR_ORIGIN_PLACEHOLDER, panel === 'kjop' ? '/kjop-forsikring' : '')}>LOGG INN MED BANKID</a></div></body></html>`;

describe("a visitor's front page", () => {
  let t: TestApp;
  let dir: string;
  const page = (path: string, opts: { cookie?: string; headers?: Record<string, string> } = {}) =>
    t.request('GET', path, { cookie: opts.cookie, headers: { Accept: 'text/html', ...opts.headers } });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'husvern-visitor-'));
    await mkdir(join(dir, VISITOR_PAGES_DIR));
    await writeFile(join(dir, 'index.html'), '<!doctype html><html lang="nb"><head><script data-app="/assets/index-abc123.js">start()</script></head><body><div id="root">the app</div></body></html>');
    for (const panel of VISITOR_PANELS) await writeFile(join(dir, VISITOR_PAGES_DIR, `${panel}.html`), builtPage(panel));
    t = await createTestApp({ name: 'pglite' }, { empty: true, config: { publicDir: dir } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("is the build's page for the query's panel, read as the router reads it, with this site's origin in the login link", async () => {
    const origin = 'http://localhost';
    for (const [query, panel] of [
      ['', 'default'],
      ['?kjop', 'kjop'],
      ['?kjop=true', 'kjop'],
      ['?partner', 'partner'],
      ['?meldskade', 'meldskade'],
      ['?agent=ukjent&partner', 'partner'],
    ] as const) {
      const html = await (await page(`/${query}`)).text();
      expect(html, query).toContain(`<h1>panel ${panel}</h1>`);
      expect(html).toContain(loginLink(origin, panel === 'kjop' ? '/kjop-forsikring' : ''));
      expect(html).not.toContain(encodeURIComponent(VISITOR_ORIGIN_PLACEHOLDER));
    }
  });

  it('allows its one inline script by hash, is kept by no shared cache, and is gzipped for this answer', async () => {
    const res = await page('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-security-policy')).toBe(appCsp(t.config, [`'sha256-${createHash('sha256').update(VISITOR_CODE).digest('base64')}'`]));
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<h1>panel default</h1>');
  });

  it('names the origin the request came to, encoded in the link', async () => {
    const html = await (await t.request('GET', 'http://portal.example:8080/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(loginLink('http://portal.example:8080'));
  });

  it("is the app's page for a customer, an agent's panel, and every other path", async () => {
    const cookie = await t.login(KARI.ssn);
    expect(await (await page('/', { cookie })).text()).toContain('the app');
    expect(await (await page('/?agent=gjensidige')).text()).toContain('the app');
    expect(await (await page('/kontakt')).text()).toContain('the app');
    expect(await (await page('/index.html')).text()).toContain('the app');
  });

  it('is never served as a file of its own', async () => {
    expect((await page(`/${VISITOR_PAGES_DIR}/default.html`)).status).toBe(404);
  });

  it("falls back to the app's page when the build has no visitor pages", async () => {
    await rm(join(dir, VISITOR_PAGES_DIR), { recursive: true });
    try {
      expect(await (await page('/')).text()).toContain('the app');
    } finally {
      await mkdir(join(dir, VISITOR_PAGES_DIR));
      for (const panel of VISITOR_PANELS) await writeFile(join(dir, VISITOR_PAGES_DIR, `${panel}.html`), builtPage(panel));
    }
  });
});
