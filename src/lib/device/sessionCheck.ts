/**
 * Whose session would carry queued work, asked at the moment it is sent (issue 44 E; docs/auth.md «Whose session
 * sends»). The tab's own memory (the device's customer in localStorage, what this page has shown) is not enough:
 * another customer can log in in another tab, straight from the e-ID page, without any page of the app loading.
 * The server knows: GET /api/sessionCustomer (no body, never cached) answers the session's customer id, in every
 * AUTH_MODE. One question per batch: an answer is reused for BATCH_MS, so the drafts' saves, the photos and the
 * profile that wait together ask once. A login between the question and the send is caught by the server: every
 * write names its owner (src/api/ownerHeader.ts), and one under another customer's session is refused unread.
 * Loaded with the flows that send queued work, not with the front page.
 */
import { SESSION_CUSTOMER_PATH } from '../../../domain/sessionRequests';
import { SessionEnded } from '../../../machines/flowKit/connection';
import { ApiError } from '../../api/apiError';
import { isOtherCustomersSession } from '../../api/ownerHeader';
import { reportSessionCustomer } from './sessionChannel';

/** How long an answer stands for the sends that follow it (SPEC §9's dedupe interval). */
export const BATCH_MS = 2000;

interface Asked {
  answer: Promise<string | null>;
  answeredAt: number | null;
}
let asked: Asked | undefined;

async function ask(): Promise<string | null> {
  const response = await fetch(SESSION_CUSTOMER_PATH, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(`Error ${response.status}: ${response.statusText}`, response.status);
  const body: unknown = await response.json();
  const customerId = body && typeof body === 'object' && 'customerId' in body ? body.customerId : null;
  return typeof customerId === 'string' && customerId !== '' ? customerId : null;
}

/** The customer whose session this browser has now (null: nobody), from the server; rejects without an answer. */
export function sessionCustomer(): Promise<string | null> {
  if (asked && (asked.answeredAt === null || Date.now() - asked.answeredAt < BATCH_MS)) return asked.answer;
  const entry: Asked = { answer: ask(), answeredAt: null };
  asked = entry;
  entry.answer.then(
    () => {
      entry.answeredAt = Date.now();
    },
    () => {
      if (asked === entry) asked = undefined;
    },
  );
  return entry.answer;
}

/** The next send asks again (the session is known to have changed). */
export function forgetSessionAnswer(): void {
  asked = undefined;
}

/**
 * Sends `owner`'s data only when the session is theirs now: else nothing is sent, the tab is told whose session it
 * is (the page then ends theirs here: src/components/shell/SessionWatcher.tsx), and it rejects with SessionEnded.
 * A refusal by the server for the same reason (a login in between) is the same. A failure to ask (no network)
 * rejects as the send would have.
 */
export async function sendAsOwner<T>(owner: string, send: () => Promise<T>): Promise<T> {
  const now = await sessionCustomer();
  if (now !== owner) {
    reportSessionCustomer(now);
    throw new SessionEnded();
  }
  try {
    return await send();
  } catch (error) {
    if (!isOtherCustomersSession(error)) throw error;
    forgetSessionAnswer();
    reportSessionCustomer(await sessionCustomer().catch(() => null));
    throw new SessionEnded();
  }
}
