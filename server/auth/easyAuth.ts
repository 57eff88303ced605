/**
 * AUTH_MODE=easyauth: Azure App Service Authentication logs the customer in (its /.auth paths, not ours) and
 * passes the identity to the app in X-MS-CLIENT-PRINCIPAL: base64 of JSON `{ auth_typ, claims: [{ typ, val }], … }`.
 * config.ts refuses to start this mode unless the platform says its authentication is on (WEBSITE_AUTH_ENABLED);
 * docs/auth.md says what else an operator sets so that no request reaches the app around the platform. The
 * platform's session also ends for the app when unused for the idle time (platformSessionUse.ts).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { isFodselsnummer } from '../../domain/fodselsnummer';
import type { User } from '../../domain/types';
import type { Config } from '../config';
import type { SessionConfig } from '../config/sessionConfig';
import type { Db } from '../db/db';
import { platformSessionEndsIn, platformSessionKey } from './platformSessionUse';
import { cachedIdentity, hashToken, touchAfterMs } from './sessions';
import { cleanName, customerFor } from './loginCustomer';

export const PRINCIPAL_HEADER = 'x-ms-client-principal';
/** Far more than a principal with a few dozen claims; a longer header is not read. */
const MAX_PRINCIPAL_LENGTH = 16 * 1024;

const Principal = v.object({
  auth_typ: v.string(),
  claims: v.pipe(v.array(v.object({ typ: v.string(), val: v.string() })), v.maxLength(200)),
});

/** The claims of a well-formed principal header, or null (absent, too long, not base64 JSON of that shape). */
export function principalClaims(header: string | undefined): Map<string, string> | null {
  if (!header || header.length > MAX_PRINCIPAL_LENGTH || !/^[A-Za-z0-9+/=_-]+$/.test(header)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(Principal, json);
  if (!parsed.success) return null;
  const claims = new Map<string, string>();
  // The first value of a claim counts (a principal may repeat a claim type).
  for (const { typ, val } of parsed.output.claims) if (!claims.has(typ)) claims.set(typ, val);
  return claims;
}

/**
 * The customer the platform says is logged in, found or created by the fødselsnummer claim; null without a
 * well-formed principal with a valid fødselsnummer (the API then answers 401).
 */
export async function principalUser(db: Db, c: Context, claimNames: Config['identityClaims'], idle: SessionConfig): Promise<User | null> {
  const header = c.req.header(PRINCIPAL_HEADER);
  const claims = principalClaims(header);
  const ssn = claims?.get(claimNames.nin);
  if (!claims || !isFodselsnummer(ssn)) return null;
  const name = cleanName(claims.get(claimNames.name));
  // The platform session's idle clock (platformSessionUse.ts), when the request names one.
  const session = platformSessionKey(c);
  return cachedIdentity(
    db,
    `principal:${hashToken(header!)}:${session ?? ''}`,
    async () => {
      const endsInMs = session ? await platformSessionEndsIn(db, session, idle, true) : Number.POSITIVE_INFINITY;
      if (endsInMs === null) return null;
      return { user: await customerFor(db, ssn, name, 'Kunde'), endsMs: Date.now() + endsInMs };
    },
    touchAfterMs(idle),
  );
}
