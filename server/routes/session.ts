/**
 * The session's idle clock for the app (domain/session.ts): how long is left, read without using the session, and
 * FORTSETT, which uses it now. Mounted before the /api session check, which would count the reading as a use.
 * POST is same-origin only, as every state-changing /api call is (security/sameOrigin.ts, before this in app.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SessionTimeLeft } from '../../domain/sessionRequests';
import type { IdleClock } from '../auth';
import type { SessionConfig } from '../config';
import type { AppEnv } from '../http';

export function sessionTimeRoutes(clock: IdleClock | undefined, idle: SessionConfig): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  if (!clock) return r;
  const answer = (c: Context<AppEnv>, endsInMs: number | null) => {
    c.header('Cache-Control', 'no-store');
    if (endsInMs === null || endsInMs <= 0) return c.json({ message: 'Du er ikke logget inn.' }, 401);
    const left: SessionTimeLeft = { endsInSeconds: Math.floor(endsInMs / 1000), warnBeforeSeconds: idle.warnBeforeSeconds, idleSeconds: idle.idleSeconds };
    return c.json(left);
  };
  r.get('/session', async (c) => answer(c, await clock.endsIn(c.get('db'), c)));
  r.post('/session/extend', async (c) => answer(c, await clock.extend(c.get('db'), c)));
  return r;
}
