/**
 * The session's idle clock for the app (domain/session.ts): how long is left, read without using the session, and
 * FORTSETT, which uses it now. Mounted before the /api session check, which would count the reading as a use.
 * A session that has ended, asked with SESSION_ENDED_QUERY once the app has shown «Du er logget ut», is answered
 * with `Clear-Site-Data: "storage"` (its cookie still sent: the idle end), as the logout is. POST is same-origin only, as every state-changing /api call is (security/sameOrigin.ts, before this in app.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { SESSION_ENDED_QUERY, type SessionTimeLeft } from '../../domain/sessionRequests';
import type { IdleClock } from '../auth';
import type { SessionConfig } from '../config/sessionConfig';
import type { AppEnv } from '../appEnv';
import { cookieToken, SESSION_COOKIE } from '../auth/sessions';

export function sessionTimeRoutes(clock: IdleClock | undefined, idle: SessionConfig): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  if (!clock) return r;
  const answer = (c: Context<AppEnv>, endsInMs: number | null) => {
    c.header('Cache-Control', 'no-store');
    if (endsInMs === null || endsInMs <= 0) {
      // The app has said «Du er logget ut» (SESSION_ENDED_QUERY) for a session the browser still holds: it has
      // forgotten the customer's records, but a removed record stays readable in the browser's files until they
      // are rewritten; as at LOGG UT, the browser is told to remove what the site keeps (issue 44 F). Only then:
      // clearing fires a storage event in the page itself, which would end the session as «another tab» did,
      // before the machine could say why.
      if (c.req.query(SESSION_ENDED_QUERY) !== undefined && cookieToken(c, SESSION_COOKIE)) c.header('Clear-Site-Data', '"storage"');
      return c.json({ message: 'Du er ikke logget inn.' }, 401);
    }
    const left: SessionTimeLeft = { endsInSeconds: Math.floor(endsInMs / 1000), warnBeforeSeconds: idle.warnBeforeSeconds, idleSeconds: idle.idleSeconds };
    return c.json(left);
  };
  r.get('/session', async (c) => answer(c, await clock.endsIn(c.get('db'), c)));
  r.post('/session/extend', async (c) => answer(c, await clock.extend(c.get('db'), c)));
  return r;
}
