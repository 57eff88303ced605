/**
 * Issue 45, part 4: an outage of the issuer's keys is not amplified. While the JWKS answers 500, tokens with random
 * `kid`s (which anyone can send, unauthenticated) fetch the key set at most once per cooldown, and the outage is
 * logged once, not once per request. The claims API answers 503 meanwhile, as for any token it cannot check for want
 * of the issuer. The issuer is support/claimsIssuer.ts's discovery document and JWKS on 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_IDS } from '../../server/db/demo';
import { CLAIMS_MESSAGES } from '../../server/routes/claims';
import { claimsTokenVerifier, type ClaimsTokenVerifier } from '../../server/security/claimsToken';
import { KEYS_COOLDOWN_MS, KEYS_MAX_AGE_MS } from '../../server/security/issuerKeys';
import { claimsApiOf, startTestIssuer, type TestIssuer } from './support/claimsIssuer';
import { createTestApp, json, SETUP_TIMEOUT, type TestApp } from './support/testApp';

let idp: TestIssuer;
beforeEach(async () => {
  idp = await startTestIssuer();
});
afterEach(async () => {
  await idp?.close();
});

/** A token of the issuer's own key under a `kid` nobody has: what an unauthenticated caller can send at will. */
const randomKid = () => idp.mint(undefined, { kid: randomUUID() });
const bearer = (token: string) => `Bearer ${token}`;

describe('the claims API while the JWKS answers 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The issuer is started per test; the app is given its address in each.
    t = await createTestApp({ name: 'pglite' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it('20 requests with random kids: each 503, the keys fetched once, one [error] line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      idp.respond('keys', 500);
      const app = t.variant({ claimsApi: claimsApiOf(idp) });
      const put = async () =>
        app.request('PUT', `/api/claims/cases/${CASE_IDS.beritReceived}/status`, {
          raw: true,
          headers: { Authorization: bearer(await randomKid()), 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: 'avsluttet' }),
        });
      // Ten one after the other, ten at once.
      const answers: Response[] = [];
      for (let i = 0; i < 10; i++) answers.push(await put());
      answers.push(...(await Promise.all(Array.from({ length: 10 }, put))));

      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(503));
      expect(await json(answers[19]!)).toEqual({ message: CLAIMS_MESSAGES.unavailable });
      expect(idp.fetches).toEqual({ discovery: 1, keys: 1 });
      const lines = errors.mock.calls.map((call) => call.map(String).join(' '));
      expect(lines).toEqual([expect.stringMatching(/^\[error\] claims API: the issuer's keys could not be had: .*500/)]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the key set over time (a clock of the test\'s own)', () => {
  let now: number;
  let errors: string[];
  let infos: string[];
  let tokens: ClaimsTokenVerifier;
  beforeEach(() => {
    now = Date.parse('2026-03-01T10:00:00Z');
    errors = [];
    infos = [];
    tokens = claimsTokenVerifier(claimsApiOf(idp), { now: () => now, error: (line) => errors.push(line), info: (line) => infos.push(line) });
  });
  const later = (ms: number) => {
    now += ms;
  };
  const statuses = async (n: number, mint: () => Promise<string> = randomKid) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const check = await tokens.check(bearer(await mint()));
      out.push(check.ok ? 200 : check.status);
    }
    return out;
  };
  const valid = () => idp.mint();

  it('down from the start: one fetch per cooldown, one [error] line until it answers again, then one [info] line', async () => {
    idp.respond('keys', 500);
    expect(await statuses(20)).toEqual(Array(20).fill(503));
    expect(idp.fetches.keys).toBe(1);
    later(KEYS_COOLDOWN_MS - 1);
    expect(await statuses(5, valid)).toEqual(Array(5).fill(503));
    expect(idp.fetches.keys).toBe(1);
    later(1);
    expect(await statuses(5, valid)).toEqual(Array(5).fill(503));
    expect(idp.fetches.keys).toBe(2);
    expect(errors).toHaveLength(1);

    idp.respond('keys', 200);
    later(KEYS_COOLDOWN_MS);
    expect(await statuses(3, valid)).toEqual([200, 200, 200]);
    expect(idp.fetches.keys).toBe(3);
    expect(infos).toEqual(["[info] claims API: the issuer's keys can be had again"]);
    expect(errors).toHaveLength(1);

    // A new outage is a new line (the keys are past their age, so it is noticed).
    idp.respond('keys', 503);
    later(KEYS_MAX_AGE_MS);
    expect(await statuses(10, valid)).toEqual(Array(10).fill(503));
    expect(idp.fetches.keys).toBe(4);
    expect(errors).toHaveLength(2);
  });

  it('keys known: 20 random kids are 401 and fetch the keys again at most once per cooldown', async () => {
    expect(await statuses(1, valid)).toEqual([200]);
    expect(idp.fetches.keys).toBe(1);
    later(KEYS_COOLDOWN_MS);
    expect(await statuses(20)).toEqual(Array(20).fill(401));
    expect(idp.fetches.keys).toBe(2);
    later(KEYS_COOLDOWN_MS);
    expect(await statuses(20)).toEqual(Array(20).fill(401));
    expect(idp.fetches.keys).toBe(3);
    expect([...errors, ...infos]).toEqual([]);
  });

  it('keys known, then down: a known key verifies until the keys are too old; unknown kids are 503; one fetch per cooldown, one line', async () => {
    expect(await statuses(1, valid)).toEqual([200]);
    idp.respond('keys', 500);
    later(KEYS_COOLDOWN_MS);
    // An unknown kid asks once; the issuer is down, so the token cannot be checked.
    expect(await statuses(20)).toEqual(Array(20).fill(503));
    expect(idp.fetches.keys).toBe(2);
    expect(await statuses(5, valid)).toEqual(Array(5).fill(200));
    // Past the keys' age nothing verifies any longer, and the issuer is asked once per cooldown.
    later(KEYS_MAX_AGE_MS);
    expect(await statuses(10, valid)).toEqual(Array(10).fill(503));
    expect(idp.fetches.keys).toBe(3);
    later(KEYS_COOLDOWN_MS);
    expect(await statuses(10)).toEqual(Array(10).fill(503));
    expect(idp.fetches.keys).toBe(4);
    expect(errors).toHaveLength(1);
    expect(infos).toEqual([]);
  });

  it('the discovery document too: asked once per cooldown while it fails, one [error] line for the outage', async () => {
    idp.respond('discovery', 500);
    expect(await statuses(10)).toEqual(Array(10).fill(503));
    expect(idp.fetches.discovery).toBe(1);
    later(KEYS_COOLDOWN_MS);
    expect(await statuses(10, valid)).toEqual(Array(10).fill(503));
    expect(idp.fetches).toEqual({ discovery: 2, keys: 0 });
    expect(errors).toEqual([expect.stringContaining('OIDC discovery of CLAIMS_API_ISSUER failed')]);

    idp.respond('discovery', 200);
    later(KEYS_COOLDOWN_MS);
    expect(await statuses(1, valid)).toEqual([200]);
    expect(idp.fetches).toEqual({ discovery: 3, keys: 1 });
    expect(infos).toEqual(["[info] claims API: the issuer's keys can be had again"]);
  });
});
