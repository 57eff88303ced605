/** Issue 10, hole 8: production safety: no test login by accident, HSTS, CSP hosts, no build manifest, db:reset. */
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createPgliteDb } from '../../server/db/db';
import { appCsp, HSTS } from '../../server/security/headers';
import { runTsx } from './support/spawnTsx';
import { createTestApp, SETUP_TIMEOUT, type TestApp } from './support/testApp';
import { DEMO_USERS } from '../../server/db/demo';

/** The real server, started with `env`, exits with code 1 and `message` before it writes anything. */
async function expectRefusedStart(env: Record<string, string>, message: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'husvern-refused-'));
  try {
    const res = await runTsx('server/index.ts', { cwd: dir, env: { ...env, PORT: '0', DATA_DIR: join(dir, 'db') } });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(message);
    expect(await readdir(dir)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the test e-ID login in production', () => {
  it('is refused by the configuration unless allowed explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_TEST_LOGIN_IN_PRODUCTION/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'test' })).toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_LOGIN_IN_PRODUCTION: 'yes' })).toThrow();
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_LOGIN_IN_PRODUCTION: '1' }).authMode).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' }).authMode).toBe('easyauth');
    expect(loadConfig({}).authMode).toBe('test');
  });

  it('knows production however NODE_ENV is written', () => {
    for (const NODE_ENV of ['Production', 'PRODUCTION', ' production ', 'production\n']) {
      expect(() => loadConfig({ NODE_ENV }), JSON.stringify(NODE_ENV)).toThrow(/ALLOW_TEST_LOGIN_IN_PRODUCTION/);
      expect(loadConfig({ NODE_ENV, ALLOW_TEST_LOGIN_IN_PRODUCTION: '1' }).authMode).toBe('test');
      expect(loadConfig({ NODE_ENV, AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' }).authMode).toBe('easyauth');
    }
    for (const NODE_ENV of ['development', 'test', 'productionish', '']) expect(loadConfig({ NODE_ENV }).authMode).toBe('test');
  });

  it('stops the real server at start with a message and exit code 1', async () => {
    await expectRefusedStart({ NODE_ENV: 'production' }, 'Refusing to start');
  }, SETUP_TIMEOUT);
});

describe('a wildcard origin for the CSP', () => {
  it('stops the real server at start with a message and exit code 1', async () => {
    await expectRefusedStart({ MAP_TILE_ORIGINS: 'https://*' }, 'Invalid origin in MAP_TILE_ORIGINS: https://*');
  }, SETUP_TIMEOUT);
});

describe('HSTS, CSP and build files', () => {
  let t: TestApp;
  let publicDir: string;
  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), 'husvern-public-'));
    await mkdir(join(publicDir, '.vite'));
    await writeFile(join(publicDir, 'index.html'), '<!doctype html><html lang="nb"><title>Min side</title><div id="root"></div></html>');
    await writeFile(join(publicDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
    await writeFile(join(publicDir, '.env'), 'SECRET=1');
    t = await createTestApp(
      { name: 'pglite' },
      {
        empty: true,
        config: {
          publicDir,
          connectOrigins: ['https://ws.geonorge.no', 'https://data.brreg.no'],
          mapTileOrigins: ['https://tiles.example.no'],
        },
      },
    );
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await rm(publicDir, { recursive: true, force: true });
  });

  it('sends HSTS over https, and behind a trusted proxy that says https', async () => {
    expect((await t.request('GET', 'https://localhost/')).headers.get('strict-transport-security')).toBe(HSTS);
    expect((await t.request('GET', 'https://localhost/api/getUser')).headers.get('strict-transport-security')).toBe(HSTS);
    const proxied = await t.variant({ trustProxy: true }).request('GET', '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('sends no HSTS over http, nor when an untrusted client claims https', async () => {
    expect((await t.request('GET', '/')).headers.get('strict-transport-security')).toBeNull();
    expect((await t.request('GET', '/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    const otherProxy = t.variant({ trustProxy: ['10.0.0.1'] });
    expect((await otherProxy.request('GET', '/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('names the configured external hosts in connect-src and img-src instead of any https: host', async () => {
    const csp = (await t.request('GET', '/', { headers: { Accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
    expect(csp).toBe(appCsp(t.config));
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self' https://ws.geonorge.no https://data.brreg.no https://tiles.example.no");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://tiles.example.no");
    expect(csp).not.toMatch(/\bhttps:(?!\/\/)/);
    expect(appCsp({ connectOrigins: [], mapTileOrigins: [] })).toContain("connect-src 'self';");
  });

  it('does not serve /.vite/manifest.json or any other dot-file, not even as the app', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.vite', '/%2evite/manifest.json', '/.env']) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await t.request('GET', path, { headers: { Accept: accept } });
        expect(res.status, `${path} (${accept})`).toBe(404);
        expect(await res.text()).not.toContain('index.html');
      }
    }
    expect((await t.request('GET', '/skadesaker', { headers: { Accept: 'text/html' } })).status).toBe(200);
  });
});

describe('npm run db:reset', () => {
  it('works in a fresh directory (creating data/pglite), twice, and clears uploaded files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'husvern-fresh-clone-'));
    try {
      const first = await runTsx('server/db/reset.ts', { cwd: dir, env: {}, timeoutMs: 120_000 });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Database reset to the demo data.');
      const stray = join(dir, 'data', 'pglite', 'attachments', 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01');
      await mkdir(join(dir, 'data', 'pglite', 'attachments'), { recursive: true });
      await writeFile(stray, 'old upload');
      const second = await runTsx('server/db/reset.ts', { cwd: dir, env: {}, timeoutMs: 120_000 });
      expect(second.code).toBe(0);
      expect(await readdir(join(dir, 'data', 'pglite', 'attachments')).catch(() => [])).not.toContain('c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01');
      const db = await createPgliteDb(join(dir, 'data', 'pglite'));
      try {
        const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        expect(row?.n).toBe(DEMO_USERS.length);
      } finally {
        await db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
