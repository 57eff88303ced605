import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { caseDraftPatchSchema, caseSubmitSchema, validateStep } from '../../domain/schemas/damageReport';
import { CASE_LIST_HEADING, CONTACT_HEADING, CONTACT_LEAD, HOME_LEAD, INSURANCE_LIST_HEADING, INSURANCE_LIST_LEAD } from '../../domain/pageHeadings';
import { API_READS } from '../../domain/pageReads';
import { ADDRESS_STEP_INTRO, purchaseSteps } from '../../domain/purchaseSteps';
import { REPORTED_BY_TYPE } from '../../domain/codes';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { ROLE_HINTS } from '../../domain/reporterRoles';
import type { CaseForm } from '../../domain/types';
import { SHELL_HEADING_PLACEHOLDER, type ViteManifest } from '../../server/pageHints';
import { appCsp } from '../../server/app';
import { CASE_IDS, DEMO_USERS } from '../../server/db/demo';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { createTestApp, json, KARI, SESSION_COOKIE, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';
import { gunzipSync } from 'node:zlib';

describe('config', () => {
  it('reads the environment with the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: './data/pglite',
      attachmentsDir: 'data/pglite/attachments',
      attachmentsBlob: undefined,
      shutdownDrainMs: 25_000,
      authMode: 'test',
      oidc: undefined,
      identityClaims: { nin: 'nin', name: 'name' },
      publicDir: 'dist',
      addressSearchToken: 'local-address-token',
      trustedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      trustProxy: false,
      connectOrigins: [],
      mapTileOrigins: [],
      mapStyle: 'local',
      limits: { uploadsPerMinute: 60, maxOpenDrafts: 50, ordersPerDay: 20, newTestCustomersPerHour: 20, loginStartsPerHour: 300 },
      notify: {
        smtpUrl: undefined,
        from: { name: 'Husvern', address: 'ikke-svar@husvern.no' },
        publicUrl: 'http://localhost:3000',
        pollMs: 5000,
        retryFirstMs: 1000,
        retryMaxMs: 3_600_000,
        statusMergeMs: 60_000,
      },
      session: { idleSeconds: 1200, warnBeforeSeconds: 120 },
    });
    expect(loadConfig({ TRUSTED_ORIGINS: '' }).trustedOrigins).toEqual([]);
    expect(loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' }).trustedOrigins).toEqual([]);
    expect(
      loadConfig({
        PORT: '8080', DATABASE_URL: 'postgres://x', DATA_DIR: '/d', AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True', OIDC_NIN_CLAIM: 'pid', PUBLIC_DIR: 'pub', ADDRESS_SEARCH_TOKEN: 't', TRUSTED_ORIGINS: 'http://localhost:5173/',
        ATTACHMENTS_DIR: '/files', TRUST_PROXY: '10.0.0.1, 10.0.0.2', VITE_ADDRESS_SEARCH_URL: 'https://ws.geonorge.no/adresser/v1/sok', VITE_COMPANY_REGISTER_URL: 'https://data.brreg.no/enhetsregisteret/api/enheter',
        MAP_TILE_ORIGINS: 'https://tiles.example.no/, https://cache.kartverket.no', UPLOADS_PER_MINUTE: '5', MAX_OPEN_DRAFTS: '7', ORDERS_PER_DAY: '3', NEW_TEST_CUSTOMERS_PER_HOUR: '100',
        ATTACHMENTS_BLOB_CONNECTION_STRING: 'UseDevelopmentStorage=true', ATTACHMENTS_BLOB_CONTAINER: 'vedlegg-1', SHUTDOWN_DRAIN_MS: '5000', DATABASE_POOL_SIZE: '4',
        SESSION_IDLE_MINUTES: '15',
      }),
    ).toEqual({
      port: 8080, databaseUrl: 'postgres://x', databasePoolSize: 4, dataDir: '/d', attachmentsDir: '/files', attachmentsBlob: { connectionString: 'UseDevelopmentStorage=true', container: 'vedlegg-1' }, shutdownDrainMs: 5000, authMode: 'easyauth', oidc: undefined, identityClaims: { nin: 'pid', name: 'name' }, publicDir: 'pub', addressSearchToken: 't', trustedOrigins: ['http://localhost:5173'],
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      connectOrigins: ['https://ws.geonorge.no', 'https://data.brreg.no'],
      mapTileOrigins: ['https://tiles.example.no', 'https://cache.kartverket.no'],
      mapStyle: 'local',
      limits: { uploadsPerMinute: 5, maxOpenDrafts: 7, ordersPerDay: 3, newTestCustomersPerHour: 100, loginStartsPerHour: 300 },
      notify: expect.objectContaining({ smtpUrl: undefined, publicUrl: 'http://localhost:8080' }),
      session: { idleSeconds: 900, warnBeforeSeconds: 120 },
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ VITE_ADDRESS_SEARCH_URL: '/emulator/address-search' }).connectOrigins).toEqual([]);
    expect(() => loadConfig({ UPLOADS_PER_MINUTE: '0' })).toThrow();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(loadConfig({ ATTACHMENTS_BLOB_CONNECTION_STRING: 'x' }).attachmentsBlob).toEqual({ connectionString: 'x', container: 'attachments' });
    for (const container of ['Vedlegg', 'ab', 'a--b', '-ab', 'a'.repeat(64)]) {
      expect(() => loadConfig({ ATTACHMENTS_BLOB_CONNECTION_STRING: 'x', ATTACHMENTS_BLOB_CONTAINER: container }), container).toThrow();
    }
    expect(() => loadConfig({ MAP_TILE_ORIGINS: 'javascript:alert(1)' })).toThrow();
    expect(loadConfig({ MAP_STYLE: 'Kartverket' })).toMatchObject({ mapStyle: 'kartverket', mapTileOrigins: ['https://cache.kartverket.no'] });
    expect(loadConfig({ MAP_STYLE: 'kartverket', MAP_TILE_ORIGINS: 'https://cache.kartverket.no/' }).mapTileOrigins).toEqual(['https://cache.kartverket.no']);
    expect(() => loadConfig({ MAP_STYLE: 'google' })).toThrow();
    expect(() => loadConfig({ AUTH_MODE: 'maybe' })).toThrow();
    expect(() => loadConfig({ AUTH_MODE: 'off' })).toThrow(/test\|oidc\|easyauth/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow();
  });
});

describe('configured external origins (the CSP names them as they are)', () => {
  it.each([
    ['MAP_TILE_ORIGINS', 'https://*'],
    ['MAP_TILE_ORIGINS', 'https://*.example.no'],
    ['MAP_TILE_ORIGINS', 'https://tiles.example.no, https://*'],
    ['MAP_TILE_ORIGINS', 'https:'],
    ['MAP_TILE_ORIGINS', "https://'unsafe-inline'"],
    ['MAP_TILE_ORIGINS', 'https://tiles.example.no/path'],
    ['MAP_TILE_ORIGINS', 'https://tiles.example.no?x'],
    ['MAP_TILE_ORIGINS', 'https://user:pw@tiles.example.no'],
    ['TRUSTED_ORIGINS', 'https://*'],
    ['VITE_ADDRESS_SEARCH_URL', 'https://*'],
    ['VITE_ADDRESS_SEARCH_URL', 'https://*/adresser/v1/sok'],
    ['VITE_COMPANY_REGISTER_URL', 'https://*.brreg.no/enhetsregisteret/api/enheter'],
    ['VITE_COMPANY_REGISTER_URL', 'https://user:pw@data.brreg.no/enhetsregisteret/api/enheter'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid (origin|URL) in ${name}: `));
  });

  it('accepts plain origins and URLs: host names, IP addresses, ports, a trailing slash, any case', () => {
    expect(loadConfig({ MAP_TILE_ORIGINS: 'HTTPS://Tiles.Example.no:8443/, http://127.0.0.1:8080, https://[::1], https://bücher.example' }).mapTileOrigins).toEqual([
      'https://tiles.example.no:8443',
      'http://127.0.0.1:8080',
      'https://[::1]',
      'https://xn--bcher-kva.example',
    ]);
    expect(loadConfig({ VITE_ADDRESS_SEARCH_URL: ' https://ws.geonorge.no/adresser/v1/sok?a=1,2 ' }).connectOrigins).toEqual(['https://ws.geonorge.no']);
  });
});

describe.each(testDatabases())('database ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('records migrations and does not re-apply them or re-seed', async () => {
    const rows = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toContain('001_init');
    expect(await migrate(t.db)).toEqual([]);
    expect(await seedIfEmpty(t.db)).toBe(false);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(n?.n).toBe(DEMO_USERS.length);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("UPDATE users SET full_name = 'Endret' WHERE id = $1", [KARI.id]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await t.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE id = $1', [KARI.id]);
    expect(row?.full_name).toBe('Kari Nordmann');
  });
});

describe('demo data', () => {
  it('is identical on every fresh start', async () => {
    const dump = async () => {
      const t = await createTestApp({ name: 'pglite' });
      try {
        const out: Record<string, unknown> = {};
        for (const table of ['users', 'cases', 'attachments', 'agreements', 'owned_buildings', 'products', 'case_status_history']) {
          out[table] = await t.db.query(`SELECT * FROM ${table} ORDER BY id`);
        }
        return JSON.stringify(out, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v));
      } finally {
        await t.close();
      }
    };
    const [a, b] = [await dump(), await dump()];
    expect(a.replace(/"created_at":"[^"]+"/g, '')).toBe(b.replace(/"created_at":"[^"]+"/g, ''));
  }, 180_000);
});

describe('seeded cases', () => {
  let t: TestApp;
  let forms: Map<string, { form: CaseForm; submitted: boolean }>;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
    const rows = await t.db.query<{ id: string; form: CaseForm; submitted_on_web: boolean }>('SELECT id, form, submitted_on_web FROM cases');
    forms = new Map(rows.map((r) => [r.id, { form: r.form, submitted: r.submitted_on_web }]));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('submitted cases pass the submit schema and drafts the draft schema', () => {
    expect(forms.size).toBe(7);
    for (const { form, submitted } of forms.values()) {
      const result = v.safeParse(submitted ? caseSubmitSchema : caseDraftPatchSchema, form);
      expect(result.issues?.map((i) => i.message) ?? []).toEqual([]);
    }
  });

  it("Kari's draft has the rolle and lokasjon steps done, and Berit's the rolle step as an organization", () => {
    const kari = forms.get(CASE_IDS.kariDraft)!.form;
    expect(validateStep('rolle', kari)).toEqual({});
    expect(validateStep('lokasjon', kari, { locationMode: 'registered' })).toEqual({});
    expect(Object.keys(validateStep('skade', kari)).length).toBeGreaterThan(0);
    const berit = forms.get(CASE_IDS.beritDraft)!.form;
    expect(validateStep('rolle', berit)).toEqual({});
    expect(berit.reportedByType).toBe(872600001);
  });
});

describe('serving the app', () => {
  const BUILD_MANIFEST: ViteManifest = {
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    'src/routes/kontakt/index.tsx?tsr-split=component---pendingComponent': { file: 'assets/kontakt-K.js', imports: ['index.html'], css: ['assets/kontakt-K.css'] },
    'src/routes/skadesaker/index.tsx?tsr-split=component---pendingComponent': { file: 'assets/skadesaker-S.js', imports: ['index.html'] },
  };
  /** The built page's inline start-app.js (vite.config.ts, startAfterFirstPaint), with the lists the server fills. */
  const START_APP_CODE = 'console.log("start")';
  const START_APP = `<script data-app="/assets/index-abc123.js" data-preload="" data-fetch="/.auth/me" data-manifest="/manifest.webmanifest">${START_APP_CODE}</script>`;
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'husvern-public-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html><html lang="nb"><head><title>Min side</title>${START_APP}</head><body><div id="root"><main>${SHELL_HEADING_PLACEHOLDER}</main></div></body></html>`);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
    t = await createTestApp({ name: 'pglite' }, { empty: true, config: { publicDir: dir } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html with security headers; its CSP allows its inline start script by hash, and no other', async () => {
    const res = await t.request('GET', '/', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const startHash = `'sha256-${createHash('sha256').update(START_APP_CODE).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toBe(appCsp(t.config, [startHash]));
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${startHash};`);
    expect(appCsp(t.config)).toContain("script-src 'self';");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it('preloads getUser (after the first paint, by start-app.js) only for a visitor with a session, gzipped or not', async () => {
    const preload = 'data-fetch="/api/getUser /.auth/me"';
    const anonymousList = 'data-fetch="/.auth/me"';
    const page = (opts: { cookie?: string; gzip?: boolean } = {}) =>
      t.request('GET', '/profil', { cookie: opts.cookie, headers: { Accept: 'text/html', ...(opts.gzip ? { 'Accept-Encoding': 'gzip' } : {}) } });
    const text = async (res: Response) => (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString() : res.text());
    const cookie = await t.login(KARI.ssn);
    for (const gzip of [false, true]) {
      const anonymous = await text(await page({ gzip }));
      expect(anonymous).not.toContain('/api/getUser');
      const signedIn = await text(await page({ cookie, gzip }));
      expect(signedIn).toContain(preload);
      expect(signedIn).not.toContain('<link rel="preload"');
      expect(signedIn.replace(preload, anonymousList)).toBe(anonymous);
      expect(await text(await page({ cookie: `${SESSION_COOKIE}=not-a-session`, gzip }))).toBe(anonymous);
    }
  });

  it("names the page's route code and its reads in the page, from the build manifest, and follows a new build", async () => {
    const html = async (path: string, cookie?: string) => t.request('GET', path, { cookie, headers: { Accept: 'text/html' } }).then((res) => res.text());
    const kontakt = await html('/kontakt/');
    expect(kontakt).toMatch(/<script data-app="[^"]+" data-preload="\/assets\/kontakt-K\.js \/assets\/kontakt-K\.css /);
    expect(kontakt).not.toContain('<link rel="modulepreload"');
    expect(await html('/skadesaker/')).not.toContain('/api/');
    const cookie = await t.login(KARI.ssn);
    const cases = await html('/skadesaker/', cookie);
    expect(cases).toContain('data-preload="/assets/skadesaker-S.js ');
    expect(cases).toMatch(new RegExp(`data-fetch="[^"]*${API_READS.cases('draft').replace(/[?]/g, '\\?')}[^"]*"`));
    // A new build (new manifest) is picked up without a restart.
    const manifestFile = join(dir, '.vite', 'manifest.json');
    const rebuilt = structuredClone(BUILD_MANIFEST);
    rebuilt['src/routes/kontakt/index.tsx?tsr-split=component---pendingComponent']!.file = 'assets/kontakt-K2.js';
    await writeFile(manifestFile, JSON.stringify(rebuilt));
    await utimes(manifestFile, new Date(), new Date(Date.now() + 5000));
    expect(await html('/kontakt')).toContain('data-preload="/assets/kontakt-K2.js ');
    await writeFile(manifestFile, JSON.stringify(BUILD_MANIFEST));
    await utimes(manifestFile, new Date(), new Date(Date.now() + 10_000));
    expect((await t.request('GET', '/.vite/manifest.json', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });

  it("puts the page's own heading into the static shell where the address and the session decide it", async () => {
    const html = async (path: string, cookie?: string) =>
      t.request('GET', path, { cookie, headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } }).then(async (res) => gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    const cookie = await t.login(KARI.ssn);
    const cases = await html('/skadesaker/', cookie);
    expect(cases).toContain(`<main><h1>${CASE_LIST_HEADING}</h1></main>`);
    expect(cases).not.toContain(SHELL_HEADING_PLACEHOLDER);
    // Anonymous visitors are sent to the login panel: no case list heading for them.
    expect(await html('/skadesaker')).toContain(`<main>${SHELL_HEADING_PLACEHOLDER}</main>`);
    for (const who of [undefined, cookie]) expect(await html('/kontakt', who)).toContain(`<main><h1>${CONTACT_HEADING}</h1><p class="lead">${CONTACT_LEAD}</p></main>`);
    expect(await html('/forsikringer', cookie)).toContain(`<main><h1>${INSURANCE_LIST_HEADING}</h1><p class="lead">${INSURANCE_LIST_LEAD}</p></main>`);
    expect(await html('/forsikringer')).toContain(`<main>${SHELL_HEADING_PLACEHOLDER}</main>`);
    for (const path of ['/kjop-forsikring/bekreftelse', '/skadesaker/123/']) expect(await html(path, cookie)).toContain(`<main>${SHELL_HEADING_PLACEHOLDER}</main>`);
  });

  it('puts the front page\'s top into the shell: the greeting for a customer, the login panel the query asks for otherwise', async () => {
    const html = async (path: string, cookie?: string) => (await t.request('GET', path, { cookie, headers: { Accept: 'text/html' } })).text();
    const panel = (eyebrow: string, title: string) =>
      `<main><div class="home-hero"><section class="home-panel"><p class="home-eyebrow">${eyebrow}</p><h1 class="home-title">${title}</h1></section></div></main>`;
    expect(await html('/')).toContain(panel('Min side', 'Alt om din forsikring på ett sted'));
    // Read as the router reads it: JSON-quoted values too; an unknown agent is no agent.
    expect(await html('/?agent=gjensidige')).toContain(panel('Kunde hos Gjensidige', 'Velkommen, kunde hos Gjensidige'));
    expect(await html('/?agent=%22gjensidige%22')).toContain(panel('Kunde hos Gjensidige', 'Velkommen, kunde hos Gjensidige'));
    expect(await html('/?agent=ukjent&kjop=true')).toContain(panel('Kjøp forsikring', 'Sikre boligen mot råte og skadedyr'));
    expect(await html('/?partner')).toContain(panel('For partnerkunder', 'Velkommen, partnerkunde'));

    const cookie = await t.login(KARI.ssn);
    const home = await t.request('GET', '/', { cookie, headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    // A customer's page is kept by no cache: not on the disk, not in the back/forward cache (issue 44).
    expect(home.headers.get('cache-control')).toBe('no-store');
    const greeting = gunzipSync(Buffer.from(await home.arrayBuffer())).toString();
    const [kari] = await t.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE ssn = $1', [KARI.ssn]);
    expect(greeting).toContain(`<main><h1>Hei, ${kari!.full_name}</h1><p class="lead">${HOME_LEAD}</p></main>`);
    // The greeting is the customer's own: another customer gets theirs, and a name is written as text, never as markup.
    const other = await t.login('01017512345');
    await t.db.query(`UPDATE users SET full_name = '<b>Ola</b> & co' WHERE ssn = '01017512345'`);
    expect(await html('/', other)).toContain('<h1>Hei, &lt;b&gt;Ola&lt;/b&gt; &amp; co</h1>');
  });

  it("puts the purchase wizard's step 1 into the shell where the address alone decides that the wizard opens there", async () => {
    const html = async (path: string, cookie?: string) => (await t.request('GET', path, { cookie, headers: { Accept: 'text/html' } })).text();
    const cookie = await t.login(KARI.ssn);
    const step1 = `<h1><span class="boot-step-label">Steg 1 av ${purchaseSteps.count}:</span> ${purchaseSteps.info('adresse').heading}</h1><p class="boot-hint">${ADDRESS_STEP_INTRO}</p>`;
    // The bare address, step 1 named (also as the router writes it, JSON-quoted) and an unknown step (dropped, as the router does).
    for (const query of ['', '?steg=adresse', '?steg=%22adresse%22', '?steg=ukjent', '?kontekst=sjekk-forsikring', '?resume=false']) {
      for (const who of [undefined, cookie]) expect(await html(`/kjop-forsikring${query}`, who), query).toContain(step1);
    }
    // A later step or the return from the e-ID login: what the tab has stored decides, so the placeholder stays.
    for (const query of ['?steg=forsikring', '?steg=oppsummering', '?resume=true', '?steg=adresse&resume=true']) {
      const page = await html(`/kjop-forsikring${query}`, cookie);
      expect(page, query).not.toContain('boot-step');
      expect(page, query).toContain(`<main>${SHELL_HEADING_PLACEHOLDER}</main>`);
    }
  });

  it("puts the damage report's step 1 with the role hint for the draft's reporter type into a customer's shell", async () => {
    const html = async (path: string, cookie?: string) => (await t.request('GET', path, { cookie, headers: { Accept: 'text/html' } })).text();
    const newDraft = async (cookie: string) => {
      const { incidentUri } = await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie }));
      return /incidents\((.+)\)$/.exec(incidentUri)![1]!;
    };
    const kari = await t.login(KARI.ssn);
    const step1 = (hint: string) =>
      `<h1><span class="boot-step-label">Steg 1 av ${damageReportSteps.count}:</span> ${damageReportSteps.info('rolle').heading}</h1><p class="boot-hint">${hint}</p>`;
    const own = await newDraft(kari);
    // Her own draft (also as the router writes the id, JSON-quoted), and a new report.
    for (const query of [`?CaseId=${own}`, `?CaseId=%22${own}%22`, '']) {
      expect(await html(`/meld-skade/rolle${query}`, kari), query).toContain(step1(ROLE_HINTS.private));
    }
    await t.db.query(`UPDATE cases SET form = form || $2::jsonb WHERE id = $1`, [own, JSON.stringify({ reportedByType: REPORTED_BY_TYPE.organization })]);
    expect(await html(`/meld-skade/rolle?CaseId=${own}`, kari)).toContain(step1(ROLE_HINTS.organization));

    const sent = await newDraft(kari);
    await t.db.query(`UPDATE cases SET status = 'active' WHERE id = $1`, [sent]);
    const others = await newDraft(await t.login('01017512345'));
    // Anonymous (sent to the login), another customer's draft, a sent case, no such case, a later step: the placeholder.
    for (const [path, who] of [
      [`/meld-skade/rolle?CaseId=${own}`, undefined],
      [`/meld-skade/rolle?CaseId=${others}`, kari],
      [`/meld-skade/rolle?CaseId=${sent}`, kari],
      ['/meld-skade/rolle?CaseId=ikke-en-sak', kari],
      [`/meld-skade/skade?CaseId=${own}`, kari],
    ] as const) {
      const page = await html(path, who);
      expect(page, path).not.toContain('boot-step');
      expect(page, path).toContain(`<main>${SHELL_HEADING_PLACEHOLDER}</main>`);
    }
  });

  it("index.html's shell has the heading placeholder the server replaces", async () => {
    expect(await readFile(join(import.meta.dirname, '../../index.html'), 'utf8')).toContain(SHELL_HEADING_PLACEHOLDER);
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const js = await t.request('GET', '/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await t.request('GET', '/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for app routes that accept HTML, not for /api, /.auth, /emulator or assets', async () => {
    const deep = await t.request('GET', '/skadesaker/123/oppsummering/', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expect((await t.request('GET', '/assets/missing.js')).status).toBe(404);
    expect((await t.request('GET', '/api/getUser', { headers: { Accept: 'text/html' } })).status).toBe(401);
    expect((await t.request('GET', '/emulator/nope', { headers: { Accept: 'text/html' } })).status).toBe(404);
    expect((await t.request('GET', '/.auth/nope', { headers: { Accept: 'text/html' } })).status).toBe(404);
    expect((await t.request('POST', '/skadesaker', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });

  it('serves the front page to clients that accept anything', async () => {
    const res = await t.request('GET', '/', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('gzips text files for clients that accept it, and only those', async () => {
    const zipped = await t.request('GET', '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await t.request('GET', '/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('never serves files outside the public directory', async () => {
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(404);
    }
  });

  it('limits request bodies (413 {message})', async () => {
    const cookie = await t.login(KARI.ssn);
    const res = await t.request('PATCH', '/api/updateUser', { cookie, body: JSON.stringify({ id: KARI.id, email: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ message: expect.any(String) });
  });
});
