/**
 * The e-mail address's confirmation (issue 45, part 6): POST /api/emailConfirmation/peek `{ token }` (which address
 * the link is for, confirming nothing), POST /api/confirmEmail `{ token }` (the link's page, logged in, on its
 * button) and POST /api/resendEmailConfirmation `{}` (SEND PÅ NYTT on the profile). POSTs under /api, so the same-origin
 * rule (CSRF), the session and the owner header hold as for every write; a GET confirms nothing, so a mail scanner
 * that opens the link confirms nothing either.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CONFIRMATION_TEXTS, isConfirmationToken, RESEND_TEXTS, type ConfirmationRefusal } from '../../domain/emailConfirmation';
import { EMAIL_ADDRESS_MESSAGES } from '../../domain/schemas/emailAddress';
import { forgetUser } from '../auth/sessions';
import { loadUser } from '../auth/users';
import { confirmLink, peekLink } from '../emailConfirmation/confirm';
import { lockAddresses, sendNewLink } from '../emailConfirmation/links';
import { isSendableAddress } from '../notify/recipient';
import type { AppEnv } from '../appEnv';
import { HttpError } from '../httpError';
import { readJson, validate } from '../requestInput';

const confirmSchema = v.strictObject(
  { token: v.pipe(v.string('token mangler.'), v.check<string, string>(isConfirmationToken, CONFIRMATION_TEXTS.invalid.heading)) },
  'Ukjent felt i forespørselen.',
);
const resendSchema = v.strictObject({}, 'Ukjent felt i forespørselen.');

/** A refused link: 409 used (it did its work once), 410 expired or superseded (it is gone), each with its reason. */
const REFUSAL_STATUS = { used: 409, expired: 410, superseded: 410 } as const satisfies Record<ConfirmationRefusal, number>;

export function emailConfirmationRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // Which address the link is for, confirming nothing: the page asks the customer before it confirms. A POST with the
  // token in the body, as confirm: a token in a URL would land in the access logs.
  r.post('/emailConfirmation/peek', async (c) => {
    const { token } = validate(confirmSchema, await readJson(c));
    const result = await peekLink(c.get('db'), c.get('user').id, token);
    if (result.outcome === 'notFound') throw new HttpError(404, CONFIRMATION_TEXTS.invalid.heading);
    if (result.outcome !== 'pending') {
      return c.json({ message: CONFIRMATION_TEXTS[result.outcome].heading, reason: result.outcome }, REFUSAL_STATUS[result.outcome]);
    }
    return c.json({ email: result.email });
  });

  r.post('/confirmEmail', async (c) => {
    const { token } = validate(confirmSchema, await readJson(c));
    const me = c.get('user');
    const db = c.get('db');
    const result = await confirmLink(db, me.id, token);
    if (result.outcome === 'notFound') throw new HttpError(404, CONFIRMATION_TEXTS.invalid.heading);
    if (result.outcome !== 'confirmed') {
      return c.json({ message: CONFIRMATION_TEXTS[result.outcome].heading, reason: result.outcome }, REFUSAL_STATUS[result.outcome]);
    }
    forgetUser(db, me.id);
    if (result.released > 0) c.get('notifier').nudge();
    return c.json(await loadUser(db, me.id));
  });

  r.post('/resendEmailConfirmation', async (c) => {
    validate(resendSchema, await readJson(c));
    const me = c.get('user');
    const db = c.get('db');
    const answer = await db.transaction(async (tx) => {
      const customer = await lockAddresses(tx, me.id);
      const address = customer?.email?.trim() || null;
      if (!customer || !address) return { status: 409, message: RESEND_TEXTS.noAddress } as const;
      if (address === customer.confirmed_email) return { status: 409, message: RESEND_TEXTS.alreadyConfirmed } as const;
      if (!isSendableAddress(address)) return { status: 409, message: EMAIL_ADDRESS_MESSAGES.invalid } as const;
      if ((await sendNewLink(tx, me.id, address)) === 'tooMany') return { status: 429, message: RESEND_TEXTS.tooMany } as const;
      return { status: 200, sentTo: address } as const;
    });
    if (answer.status !== 200) throw new HttpError(answer.status, answer.message);
    c.get('notifier').nudge();
    return c.json({ sentTo: answer.sentTo });
  });

  return r;
}
