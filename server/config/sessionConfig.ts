/** SESSION_*: how long a session lives unused, and when the app warns that it ends. */
import { positiveInt } from './envValues';

export interface SessionConfig {
  /**
   * SESSION_IDLE_MINUTES (default 20): a session not used for this long ends, besides its absolute lifetime of
   * 8 hours. SESSION_IDLE_SECONDS, when set, is taken instead (tests use a few seconds).
   */
  idleSeconds: number;
  /** SESSION_WARN_SECONDS: how long before the idle end «Du blir snart logget ut» shows; default 120, at most half the idle time. */
  warnBeforeSeconds: number;
}

export const DEFAULT_SESSION_IDLE_MINUTES = 20;
const DEFAULT_SESSION_WARN_SECONDS = 120;

/** SESSION_IDLE_MINUTES or SESSION_IDLE_SECONDS, and SESSION_WARN_SECONDS (less than the idle time). */
export function sessionConfig(env: NodeJS.ProcessEnv): SessionConfig {
  const seconds = env.SESSION_IDLE_SECONDS;
  const idleSeconds =
    seconds !== undefined && seconds !== '' ? positiveInt(env, 'SESSION_IDLE_SECONDS', 0) : positiveInt(env, 'SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MINUTES) * 60;
  if (idleSeconds > 8 * 3600) throw new Error(`Invalid session idle time: ${idleSeconds} s (at most the session's lifetime, 8 hours)`);
  const warnBeforeSeconds = positiveInt(env, 'SESSION_WARN_SECONDS', Math.min(DEFAULT_SESSION_WARN_SECONDS, Math.floor(idleSeconds / 2)) || 1);
  if (warnBeforeSeconds >= idleSeconds) throw new Error(`Invalid SESSION_WARN_SECONDS: ${warnBeforeSeconds} (less than the idle time, ${idleSeconds} s)`);
  return { idleSeconds, warnBeforeSeconds };
}
