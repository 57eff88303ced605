/**
 * The service worker's part of a pending logout (scripts/build/serviceWorkerLogout.ts) is written into the
 * generated worker as source text, so it names the mark's cookie and database itself: here they are held to
 * domain/session.ts, and the plugin is run against a worker's globals.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_PENDING_COOKIE, LOGOUT_PENDING_DATABASE_PREFIX, LOGOUT_PENDING_MAX_AGE_S } from '../../domain/session';
import { pendingLogoutPlugin } from '../../scripts/build/serviceWorkerLogout';

const source = pendingLogoutPlugin.requestWillFetch.toString();

function workerWith(databases: string[], cookie: unknown) {
  const set = vi.fn(async () => {});
  vi.stubGlobal('indexedDB', { databases: async () => databases.map((name) => ({ name, version: 1 })) });
  vi.stubGlobal('self', { cookieStore: { get: async () => cookie, set } });
  return set;
}

describe('the service worker puts a pending logout back on the page’s request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the cookie and the database prefix of domain/session.ts', () => {
    const literal = (text: string) => new RegExp(`['"]${text}['"]`);
    expect(source).toMatch(literal(LOGOUT_PENDING_COOKIE));
    expect(source).toMatch(literal(LOGOUT_PENDING_DATABASE_PREFIX));
  });

  it('sets the cookie from the mark kept on disk, and hands the request on unchanged', async () => {
    const set = workerWith(['husvern-skademeldinger', `${LOGOUT_PENDING_DATABASE_PREFIX}okt-abc`], null);
    const request = new Request('http://127.0.0.1/');
    expect(await pendingLogoutPlugin.requestWillFetch({ request })).toBe(request);
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: LOGOUT_PENDING_COOKIE, value: 'okt-abc', path: '/', sameSite: 'lax' }));
    // As long as the app's own cookie lives.
    const { expires } = (set.mock.calls[0] as unknown as [{ expires: number }])[0];
    expect(expires - Date.now()).toBeGreaterThan(LOGOUT_PENDING_MAX_AGE_S * 1000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(LOGOUT_PENDING_MAX_AGE_S * 1000);
  });

  it('does nothing without a mark on disk, or with the cookie still there', async () => {
    const request = new Request('http://127.0.0.1/');
    const none = workerWith(['husvern-skademeldinger'], null);
    await pendingLogoutPlugin.requestWillFetch({ request });
    expect(none).not.toHaveBeenCalled();
    const present = workerWith([`${LOGOUT_PENDING_DATABASE_PREFIX}1`], { name: LOGOUT_PENDING_COOKIE, value: '1' });
    await pendingLogoutPlugin.requestWillFetch({ request });
    expect(present).not.toHaveBeenCalled();
  });

  it('a worker that cannot (no Cookie Store, storage refused) still fetches the page', async () => {
    vi.stubGlobal('self', {});
    const request = new Request('http://127.0.0.1/');
    expect(await pendingLogoutPlugin.requestWillFetch({ request })).toBe(request);
    vi.stubGlobal('self', { cookieStore: { get: async () => null, set: async () => {} } });
    vi.stubGlobal('indexedDB', { databases: async () => Promise.reject(new Error('refused')) });
    expect(await pendingLogoutPlugin.requestWillFetch({ request })).toBe(request);
  });
});
