/**
 * The claims API issuer's signing keys (its JWKS), as jose's jwtVerify asks for them (claimsToken.ts).
 *
 * Our own guard rather than jose's createRemoteJWKSet, which asks the issuer again on every request while it has no
 * keys or its keys are older than `cacheMaxAge` (a failed fetch is not remembered), and on every unknown `kid` once
 * `cooldownDuration` has passed since the last *successful* fetch: while the JWKS answered 500, 20 tokens with random
 * `kid`s made 20 fetches. Here the issuer is asked at most once per KEYS_COOLDOWN_MS, whatever the outcome and
 * whatever `kid` a token carries, one fetch at a time (requests meanwhile wait for it), and an outage is logged
 * once (outageLog.ts). The keys themselves are checked by jose's createLocalJWKSet.
 */
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { OutageLog } from './outageLog';

/**
 * The issuer is asked for its keys (and its discovery document, claimsToken.ts) at most once per 30 s, jose's own
 * default cooldown: a new key of Entra's is seen within 30 s of its first token (Entra publishes keys well before it
 * signs with them, so the periodic fetch usually has it already), and an outage costs the issuer two requests a
 * minute, not one per request. Requests in between are answered from what the last fetch left: 503 while it failed.
 */
export const KEYS_COOLDOWN_MS = 30_000;
/**
 * Keys are used for 10 minutes after they were fetched (jose's `cacheMaxAge`), then fetched again; a key the issuer
 * has withdrawn stops verifying within that time. While the issuer cannot be reached, older keys are not used: 503.
 */
export const KEYS_MAX_AGE_MS = 10 * 60_000;

/** The issuer's keys could not be had: a token that needs them cannot be checked now (503, not the caller's fault). */
export class KeysUnavailable extends Error {
  constructor() {
    super("the issuer's keys cannot be had now");
    this.name = 'KeysUnavailable';
  }
}

export interface KeySetOptions {
  timeoutMs: number;
  now: () => number;
  outage: OutageLog;
}

const reasonOf = (err: unknown) => (err instanceof Error ? `${err.name} ${err.message}` : String(err));

export function issuerKeySet(uri: URL, { timeoutMs, now, outage }: KeySetOptions): JWTVerifyGetKey {
  let keys: { verify: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | undefined;
  let askedAt = -Infinity;
  let lastFailed = false;
  let pending: Promise<void> | undefined;

  const fetchKeys = async () => {
    const res = await fetch(uri, {
      headers: { accept: 'application/json, application/jwk-set+json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status !== 200) throw new Error(`${uri.href} answered ${res.status}`);
    return createLocalJWKSet((await res.json()) as JSONWebKeySet);
  };

  /** Asks the issuer, unless it was asked less than a cooldown ago; a fetch under way is shared. */
  const refresh = (): Promise<void> => {
    if (pending) return pending;
    if (now() - askedAt < KEYS_COOLDOWN_MS) return Promise.resolve();
    askedAt = now();
    pending = fetchKeys()
      .then(
        (verify) => {
          keys = { verify, fetchedAt: now() };
          lastFailed = false;
          outage.recovered("[info] claims API: the issuer's keys can be had again");
        },
        (err: unknown) => {
          lastFailed = true;
          outage.failed(`[error] claims API: the issuer's keys could not be had: ${reasonOf(err)}`);
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  const usable = () => (keys && now() - keys.fetchedAt < KEYS_MAX_AGE_MS ? keys : undefined);

  return async (header, token) => {
    if (!usable()) await refresh();
    const current = usable();
    if (!current) throw new KeysUnavailable();
    try {
      return await current.verify(header, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      // A kid the keys do not have: the issuer may have rolled its keys over (asked at most once per cooldown).
      await refresh();
      const after = usable();
      if (after && after !== current) return after.verify(header, token);
      // The issuer is down: whether the key is one of its new ones cannot be known now.
      if (lastFailed) throw new KeysUnavailable();
      throw err;
    }
  };
}
