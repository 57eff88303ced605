/**
 * The send-time check (issue 44 E): queued work is sent only when the server says the session is its owner's, one
 * question per batch; another customer's session, or the server's refusal of the owner header, ends it unsent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_CUSTOMER_MESSAGE, OWNER_HEADER, SESSION_CUSTOMER_PATH } from '../../domain/sessionRequests';
import { SessionEnded } from '../../machines/flowKit/connection';
import { ApiError } from '../../src/api/apiError';
import { ownerHeaders } from '../../src/api/ownerHeader';
import { forgetSessionAnswer, sendAsOwner } from '../../src/lib/device/sessionCheck';
import { watchOtherTabs } from '../../src/lib/device/sessionChannel';

let sessionIs: string | null;
let asked: number;
const found: (string | null)[] = [];
let stop: () => void;

beforeEach(() => {
  sessionIs = 'kari';
  asked = 0;
  found.length = 0;
  forgetSessionAnswer();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(SESSION_CUSTOMER_PATH);
      expect(init.cache).toBe('no-store');
      expect(init.body).toBeUndefined();
      asked++;
      return new Response(JSON.stringify({ customerId: sessionIs }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  stop = watchOtherTabs((customerNow) => found.push(customerNow));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendAsOwner', () => {
  it("sends Kari's work while the session is hers: one question for the batch", async () => {
    const send = vi.fn(async () => 'sendt');
    expect(await Promise.all([sendAsOwner('kari', send), sendAsOwner('kari', send), sendAsOwner('kari', send)])).toEqual(['sendt', 'sendt', 'sendt']);
    expect(await sendAsOwner('kari', send)).toBe('sendt');
    expect(send).toHaveBeenCalledTimes(4);
    expect(asked).toBe(1);
    expect(found).toEqual([]);
  });

  it('asks again for the next batch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await sendAsOwner('kari', async () => undefined);
    vi.setSystemTime(Date.now() + 2500);
    await sendAsOwner('kari', async () => undefined);
    expect(asked).toBe(2);
  });

  it("sends nothing of Kari's under Ola's session (his login in another tab, no page of his loaded), and tells the tab", async () => {
    sessionIs = 'ola';
    const send = vi.fn(async () => undefined);
    await expect(sendAsOwner('kari', send)).rejects.toBeInstanceOf(SessionEnded);
    expect(send).not.toHaveBeenCalled();
    expect(found).toEqual(['ola']);
  });

  it('sends nothing after a logout elsewhere (nobody logged in)', async () => {
    sessionIs = null;
    const send = vi.fn(async () => undefined);
    await expect(sendAsOwner('kari', send)).rejects.toBeInstanceOf(SessionEnded);
    expect(send).not.toHaveBeenCalled();
    expect(found).toEqual([null]);
  });

  it("a login between the question and the send: the server's refusal of the owner header ends it too", async () => {
    const send = vi.fn(async () => {
      sessionIs = 'ola';
      throw new ApiError(OTHER_CUSTOMER_MESSAGE, 409);
    });
    await expect(sendAsOwner('kari', send)).rejects.toBeInstanceOf(SessionEnded);
    expect(found).toEqual(['ola']);
    // Another 409 (a submitted case) is the send's own failure.
    forgetSessionAnswer();
    sessionIs = 'kari';
    await expect(sendAsOwner('kari', async () => Promise.reject(new ApiError('Vedlegg på innsendte saker kan ikke slettes.', 409)))).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('without a network, rejects as the send would (the work waits), and asks again next time', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(sendAsOwner('kari', async () => undefined)).rejects.toBeInstanceOf(TypeError);
    await expect(sendAsOwner('kari', async () => undefined)).rejects.toBeInstanceOf(TypeError);
    expect(found).toEqual([]);
  });

  it('every customer-data write names its owner', () => {
    expect(ownerHeaders('kari')).toEqual({ [OWNER_HEADER]: 'kari' });
    expect(ownerHeaders(undefined)).toEqual({});
  });
});
