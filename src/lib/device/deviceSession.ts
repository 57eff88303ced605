/**
 * What the device knows of its customer's session (issue 44): its key (getUser's answer), when the server last
 * answered it, and how long the server keeps a session unused (the idle clock's answer, GET /api/session). Written
 * once the page is idle, not by the first load. So that an app started or left offline
 * - names that session in a logout's mark (./logoutMark.ts), not `1`, which would end whichever session is next;
 * - does not go on showing the customer's kept drafts once the server has surely ended the session unused: no use
 *   the device has seen for longer than the idle time (a use in another tab of this browser counts: one record).
 * The estimate is the latest use this device saw. A use it did not see (a request whose answer was lost on the way)
 * made the server's end later: the device may then end the session here a little early, never late. The 8-hour
 * absolute lifetime is not in the record; the server ends the session then all the same.
 * localStorage, one record that names no one; removed with the device's customer (./customerData.ts).
 */
import { LOCAL_KEYS } from '../../../domain/deviceStorage';

interface DeviceSession {
  key: string | null;
  /** Date.now() of the last answer the server gave this session. */
  usedAt: number;
  /** How long the server keeps the session unused. */
  idleMs: number | null;
}

function read(): DeviceSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.session) ?? 'null');
    if (!value || typeof value !== 'object' || !('usedAt' in value) || typeof value.usedAt !== 'number') return null;
    const { key, idleMs } = value as Partial<DeviceSession>;
    return { key: typeof key === 'string' ? key : null, usedAt: value.usedAt, idleMs: typeof idleMs === 'number' && idleMs > 0 ? idleMs : null };
  } catch {
    return null;
  }
}

function write(session: DeviceSession): void {
  try {
    localStorage.setItem(LOCAL_KEYS.session, JSON.stringify(session));
  } catch {
    // Storage blocked: the device knows nothing of the session, and keeps nothing of the customer's either.
  }
}

/** The server answered a request of the device's customer's session: a use, now. */
export function noteSessionUse(): void {
  const session = read();
  if (session) write({ ...session, usedAt: Date.now() });
}

/**
 * The idle clock's answer for the session `key` (GET /api/session, FORTSETT; the timeout asks as soon as the page
 * is idle): it ends in `endsInSeconds` unless used. A later use already seen is kept.
 */
export function noteSessionEnd(key: string | null, endsInSeconds: number, idleSeconds: number): void {
  const session = read();
  const idleMs = idleSeconds * 1000;
  const usedAt = Date.now() + endsInSeconds * 1000 - idleMs;
  const sameSession = session !== null && (key === null || session.key === key);
  write({ key: key ?? session?.key ?? null, idleMs, usedAt: sameSession ? Math.max(session.usedAt, usedAt) : usedAt });
}

/** The key of the device's customer's session (null: never learnt). */
export const deviceSessionKey = (): string | null => read()?.key ?? null;

/** Whether the server has surely ended the device's customer's session: unused for its idle time since the last use seen. */
export function sessionSurelyEnded(now = Date.now()): boolean {
  const session = read();
  return session?.idleMs != null && now >= session.usedAt + session.idleMs;
}
