import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../domain/deviceStorage';
import { deviceSessionKey, noteSessionEnd, noteSessionUse, sessionSurelyEnded } from '../../src/lib/device/deviceSession';

const MINUTE = 60_000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the device's clock of its customer's session", () => {
  it('knows nothing before getUser has answered: no key, never surely ended', () => {
    expect(deviceSessionKey()).toBeNull();
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(sessionSurelyEnded()).toBe(false);
    noteSessionUse();
    expect(localStorage.getItem(LOCAL_KEYS.session)).toBeNull();
  });

  it('a session unused for the idle time has surely ended; not a moment before', () => {
    noteSessionEnd('k1', 20 * 60, 20 * 60);
    expect(deviceSessionKey()).toBe('k1');
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(sessionSurelyEnded()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sessionSurelyEnded()).toBe(true);
  });

  it('every answer of the session moves the end', () => {
    noteSessionEnd('k1', 20 * 60, 20 * 60);
    vi.advanceTimersByTime(15 * MINUTE);
    noteSessionUse();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(sessionSurelyEnded()).toBe(false);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(sessionSurelyEnded()).toBe(true);
  });

  it("the idle clock's answer counts (a use in another browser tab's server answers), never moving the end earlier", () => {
    noteSessionEnd('k1', 5 * 60, 20 * 60);
    // Used in another tab ten minutes on: the server says 20 minutes are left.
    vi.advanceTimersByTime(10 * MINUTE);
    noteSessionEnd('k1', 20 * 60, 20 * 60);
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(sessionSurelyEnded()).toBe(false);
    // An answer that says less than the device knows (rounded down to whole seconds) keeps the later end.
    noteSessionEnd(null, 0, 20 * 60);
    expect(deviceSessionKey()).toBe('k1');
    expect(sessionSurelyEnded()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sessionSurelyEnded()).toBe(true);
  });

  it('a new session of the same customer starts its own clock', () => {
    noteSessionEnd('k1', 20 * 60, 20 * 60);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(sessionSurelyEnded()).toBe(true);
    noteSessionEnd('k2', 20 * 60, 20 * 60);
    expect(deviceSessionKey()).toBe('k2');
    expect(sessionSurelyEnded()).toBe(false);
  });

  it('a record that is not ours (written by hand, broken) is no record', () => {
    localStorage.setItem(LOCAL_KEYS.session, '{"usedAt":"yesterday","idleMs":1}');
    expect(sessionSurelyEnded()).toBe(false);
    localStorage.setItem(LOCAL_KEYS.session, 'not json');
    expect(deviceSessionKey()).toBeNull();
  });
});
