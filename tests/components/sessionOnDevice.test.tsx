/**
 * What the device keeps of its customer's session (issue 44; src/lib/device/deviceSession.ts): an app started
 * offline after the server has surely ended the session unused shows nobody's data; an answer given under another
 * customer's session is not used by a page that shows this one; a logout made offline names the device's session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../domain/deviceStorage';
import { LOGOUT_PENDING_COOKIE } from '../../domain/session';
import { OTHER_CUSTOMER_MESSAGE, OWNER_HEADER } from '../../domain/sessionRequests';
import { KARI, json, stubFetch } from './helpers';

const MINUTE = 60_000;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${LOGOUT_PENDING_COOKIE}=; Max-Age=0; Path=/`;
  vi.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fakeRouter = () => ({ state: { location: { href: '/meld-skade/rolle?CaseId=1' } }, navigate: vi.fn(async () => {}) });

/** The app's idle timeout, started as the page is idle: it asks the server, and the device keeps its answer. */
async function startIdleTimeout(router = fakeRouter()) {
  const { createActor } = await import('xstate');
  const { createAppSessionTimeoutMachine } = await import('../../src/components/shell/sessionTimeoutEffects');
  return createActor(createAppSessionTimeoutMachine({ router: router as never })).start();
}

/** Kari's page loads online: getUser answers her, and once the page is idle the idle clock says 20 minutes. */
async function kariLoggedInOnline() {
  const { refreshUser } = await import('../../src/api/getUser');
  const { fetchUser } = await import('../../src/api/whoIsLoggedIn');
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/getUser') return withHeaders(json(KARI), { 'X-Husvern-Okt': 'kari-okt' });
    if (path === '/api/session') return json({ endsInSeconds: 20 * 60, warnBeforeSeconds: 120, idleSeconds: 20 * 60 });
    return json({});
  });
  // As the app asks: the page shows the customer of this answer.
  await expect(refreshUser()).resolves.toEqual(KARI);
  expect(localStorage.getItem(LOCAL_KEYS.customer)).toBe(KARI.id);
  const { waitFor } = await import('xstate');
  const timeout = await startIdleTimeout();
  await waitFor(timeout, (s) => s.matches('watching'));
  timeout.stop();
  return fetchUser;
}

describe('an app started offline', () => {
  it('before the idle end: no answer is no answer (the page may show her kept draft)', async () => {
    const fetchUser = await kariLoggedInOnline();
    vi.setSystemTime(Date.now() + 19 * MINUTE);
    stubFetch(offline, { session: 'handler' });
    await expect(fetchUser()).rejects.toThrow('Failed to fetch');
    expect(localStorage.getItem(LOCAL_KEYS.customer)).toBe(KARI.id);
  });

  it('after the idle end: nobody is logged in, and the device is nobody’s', async () => {
    const fetchUser = await kariLoggedInOnline();
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    stubFetch(offline, { session: 'handler' });
    await expect(fetchUser()).resolves.toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.customer)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.session)).toBeNull();
    const { sessionNotice } = await import('../../src/components/shell/sessionNotice');
    expect(sessionNotice.get()).toBe('idleOffline');
  });

  it('a read answered since then counts as a use of the session', async () => {
    const fetchUser = await kariLoggedInOnline();
    const { getCases } = await import('../../src/api/getCases');
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    stubFetch(() => withHeaders(json([]), { [OWNER_HEADER]: KARI.id }));
    await getCases('draft');
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    stubFetch(offline, { session: 'handler' });
    await expect(fetchUser()).rejects.toThrow('Failed to fetch');
  });

  it('LOGG UT names the device’s session in its mark, not `1` (which would end whoever logs in next)', async () => {
    await kariLoggedInOnline();
    vi.resetModules();
    const { markLogoutPending } = await import('../../src/lib/device/logoutMark');
    vi.stubGlobal('indexedDB', undefined);
    await markLogoutPending();
    expect(document.cookie).toContain(`${LOGOUT_PENDING_COOKIE}=okt-kari-okt`);
  });
});

describe('an answer under another customer’s session', () => {
  it('is not used by the page that shows Kari: it is told whose session it is', async () => {
    await kariLoggedInOnline();
    const { getCases } = await import('../../src/api/getCases');
    const { watchOtherTabs } = await import('../../src/lib/device/sessionChannel');
    const told = vi.fn();
    const stop = watchOtherTabs(told);
    stubFetch(() => withHeaders(json([{ incidentId: 'olas-sak', createdOn: '01.01.2026', damageType: null, status: 'draft' }]), { [OWNER_HEADER]: 'u-ola' }));
    await expect(getCases('draft')).rejects.toThrow(OTHER_CUSTOMER_MESSAGE);
    expect(told).toHaveBeenCalledWith('u-ola');
    stop();
  });

  it('Kari’s own answer is used', async () => {
    await kariLoggedInOnline();
    const { getCases } = await import('../../src/api/getCases');
    stubFetch(() => withHeaders(json([]), { [OWNER_HEADER]: KARI.id }));
    await expect(getCases('draft')).resolves.toEqual([]);
  });
});

describe('a tab left open offline (the idle timeout’s question to the server)', () => {
  async function timeoutMachineOffline(minutesUnused: number) {
    await kariLoggedInOnline();
    vi.setSystemTime(Date.now() + minutesUnused * MINUTE);
    stubFetch(offline, { session: 'handler' });
    const { waitFor } = await import('xstate');
    const router = fakeRouter();
    const actor = await startIdleTimeout(router);
    const settled = await waitFor(actor, (s) => s.matches('ended') || s.matches('unreachable'));
    actor.stop();
    return { state: settled.value, router };
  }

  it('past the idle end the device has seen: the session has ended, the page shows nothing of hers', async () => {
    const { state, router } = await timeoutMachineOffline(20);
    expect(state).toBe('ended');
    expect(router.navigate).toHaveBeenCalledWith({ to: '/', ignoreBlocker: true });
  });

  it('before it: no answer is not an end', async () => {
    const { state, router } = await timeoutMachineOffline(19);
    expect(state).toBe('unreachable');
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
