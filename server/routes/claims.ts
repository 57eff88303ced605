/**
 * The claims system's API (issue 38): `PUT /api/claims/cases/{incidentId}/status`, JSON
 * `{ status, inspectionDate?, reopen? }` → 200 `{ incidentId, changed, caseStatus, statusHistory }`.
 *
 * Called by the insurer's claims system with an Entra ID access token (client credentials) as
 * `Authorization: Bearer …`, checked by security/claimsToken.ts. No customer session, cookie or same-origin rule
 * applies: app.ts mounts these routes before all of them, so a customer's cookie grants nothing here. Without
 * CLAIMS_API_ISSUER every path under /api/claims answers 404.
 *
 * Answers: no, bad or expired token → 401 (`WWW-Authenticate: Bearer`); the wrong audience or no role → 403; the
 * issuer's discovery document or keys cannot be had → 503 (`Retry-After`: the cooldown, security/issuerKeys.ts); a
 * body the schema refuses → 400; an unknown case → 404; a draft → 409; a closed case without `"reopen": true` →
 * 409; an inspection date outside the window → 400; the current status again → 200 with `changed: false`. The
 * rules are changeCaseStatus's (lib/caseStatus.ts), the same the operator command applies.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { caseStatusName, CLAIMS_STATUS_CODES, CLOSED, INSPECTION_BOOKED, inspectionDateSchema, needsInspectionDate } from '../../domain/caseStatus';
import { formatOsloDay } from '../../domain/schemas/dates';
import { jsonBody } from '../body';
import type { ClaimsApiConfig } from '../config/claimsApiConfig';
import type { AppEnv } from '../appEnv';
import { HttpError, notFound } from '../httpError';
import { isPlainObject, readJson, validate } from '../requestInput';
import { isUuid } from '../uuid';
import { changeCaseStatus, StatusChangeRefused, type StatusRefusal } from '../lib/caseStatus';
import { claimsTokenVerifier, type ClaimsTokenVerifier, type TokenCheck } from '../security/claimsToken';
import { KEYS_COOLDOWN_MS } from '../security/issuerKeys';

/** The bodies are a few dozen bytes. */
export const CLAIMS_BODY_LIMIT = 4 * 1024;

export const CLAIMS_MESSAGES = {
  noToken: 'Mangler tilgangsbevis (Authorization: Bearer).',
  invalidToken: 'Tilgangsbeviset er ugyldig eller utløpt.',
  wrongAudience: 'Tilgangsbeviset gjelder ikke dette API-et.',
  noRole: 'Tilgangsbeviset gir ikke lov til å endre status på saker.',
  unavailable: 'Tilgangsbeviset kan ikke kontrolleres nå. Prøv igjen senere.',
  notFound: 'Fant ikke skadesaken.',
  draft: 'Skademeldingen er ikke sendt inn ennå. Bare en innsendt sak har status.',
  closed: `Saken er ${caseStatusName(CLOSED).toLowerCase()}. Send "reopen": true for å åpne den igjen.`,
  unknownField: 'Ukjent felt i forespørselen.',
  notAnObject: 'Forespørselen må være et JSON-objekt.',
  missing: 'Feltet mangler.',
  unknownStatus: `Ukjent status. Gyldige: ${CLAIMS_STATUS_CODES.join(', ')}.`,
  reopenBoolean: 'reopen må være true eller false.',
  inspectionDateNeeded: `Status ${INSPECTION_BOOKED} trenger befaringsdatoen (inspectionDate).`,
  inspectionDateNotTaken: `Bare status ${INSPECTION_BOOKED} har befaringsdato (inspectionDate).`,
  inspectionDateOutside: (from: string, to: string) =>
    `Befaringsdatoen må være fra ${formatOsloDay(from)} (dagen saken ble sendt inn) til ${formatOsloDay(to)} (ett år frem).`,
} as const;
const M = CLAIMS_MESSAGES;

/** The body of PUT /api/claims/cases/{incidentId}/status: strict (an unknown key is a 400). */
export const claimsStatusRequestSchema = v.pipe(
  v.strictObject(
    {
      status: v.picklist(CLAIMS_STATUS_CODES, M.unknownStatus),
      inspectionDate: v.optional(inspectionDateSchema),
      reopen: v.optional(v.boolean(M.reopenBoolean)),
    },
    (issue) => (issue.expected === 'never' ? M.unknownField : issue.expected === 'Object' ? M.notAnObject : M.missing),
  ),
  v.check((body) => !needsInspectionDate(body.status) || body.inspectionDate !== undefined, M.inspectionDateNeeded),
  v.check((body) => needsInspectionDate(body.status) || body.inspectionDate === undefined, M.inspectionDateNotTaken),
);

function refusal(r: StatusRefusal): HttpError {
  switch (r.reason) {
    case 'unknown_case':
      return notFound(M.notFound);
    case 'draft':
      return new HttpError(409, M.draft);
    case 'closed':
      return new HttpError(409, M.closed);
    case 'inspection_date_outside':
      return new HttpError(400, M.inspectionDateOutside(r.window.from, r.window.to));
  }
}

type Refused = Exclude<TokenCheck, { ok: true }>;

const REFUSALS: Record<Refused['problem'], { message: string; challenge?: string }> = {
  missing: { message: M.noToken, challenge: 'Bearer' },
  invalid: { message: M.invalidToken, challenge: 'Bearer error="invalid_token"' },
  audience: { message: M.wrongAudience, challenge: 'Bearer error="insufficient_scope"' },
  role: { message: M.noRole, challenge: 'Bearer error="insufficient_scope"' },
  unavailable: { message: M.unavailable },
};

/** Everything under /api/claims: the token first, then the body, then the route; any other path → 404. */
export function claimsApiRoutes(config: ClaimsApiConfig | undefined, verifier?: ClaimsTokenVerifier): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  if (!config) {
    routes.all('*', () => {
      throw notFound();
    });
    return routes;
  }
  const tokens = verifier ?? claimsTokenVerifier(config);

  routes.use('*', async (c, next) => {
    const check = await tokens.check(c.req.header('authorization'));
    if (!check.ok) {
      const { message, challenge } = REFUSALS[check.problem];
      if (challenge) c.header('WWW-Authenticate', challenge);
      // The issuer is asked again once its cooldown has passed; no answer changes before.
      if (check.status === 503) c.header('Retry-After', String(KEYS_COOLDOWN_MS / 1000));
      return c.json({ message }, check.status);
    }
    await next();
  });
  routes.use('*', jsonBody(CLAIMS_BODY_LIMIT));

  routes.put('/cases/:incidentId/status', async (c) => {
    const incidentId = c.req.param('incidentId');
    if (!isUuid(incidentId)) throw notFound(M.notFound);
    const input = await readJson(c);
    // valibot takes an array for an object with missing keys; the claims system is told what is wrong instead.
    if (!isPlainObject(input)) throw new HttpError(400, M.notAnObject);
    const body = validate(claimsStatusRequestSchema, input);
    const caseId = incidentId.toLowerCase();
    const result = await changeCaseStatus(c.get('db'), {
      caseId,
      code: body.status,
      inspectionDate: body.inspectionDate ?? null,
      reopen: body.reopen === true,
    }).catch((err: unknown) => {
      throw err instanceof StatusChangeRefused ? refusal(err.refusal) : err;
    });
    if (result.emailQueued) c.get('notifier').nudge();
    return c.json({ incidentId: caseId, changed: result.changed, caseStatus: result.history.at(-1), statusHistory: result.history }, 200);
  });

  routes.all('*', () => {
    throw notFound();
  });
  return routes;
}
