import { Hono } from 'hono';
import type { ConfirmationLinkOutcome, UpdateUserAnswer } from '../../domain/emailConfirmation';
import { userUpdateSchema } from '../../domain/schemas/user';
import { SESSION_KEY_HEADER } from '../../domain/session';
import { forgetUser, sessionKeyOf } from '../auth/sessions';
import { loadUser } from '../auth/users';
import { addressChanged, lockAddresses } from '../emailConfirmation/links';
import type { AppEnv } from '../appEnv';
import { HttpError } from '../httpError';
import { readJson, validate } from '../requestInput';
import { emailConfirmationRoutes } from './emailConfirmation';

const COLUMNS = {
  consentToFurtherInformation: 'consent_to_further_information',
  bulkEmailConsent: 'bulk_email_consent',
  notifyOnCaseStatus: 'notify_on_case_status',
  mobilePhone: 'mobile_phone',
  email: 'email',
} as const;

export function userRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The session's key goes with the answer: the app names the session by it when a logout cannot reach the server.
  r.get('/getUser', (c) => {
    const key = sessionKeyOf(c);
    if (key) c.header(SESSION_KEY_HEADER, key);
    return c.json(c.get('user'));
  });

  r.patch('/updateUser', async (c) => {
    const body = validate(userUpdateSchema, await readJson(c));
    const me = c.get('user');
    if (body.id !== me.id) throw new HttpError(403, 'Du kan bare endre din egen profil.');
    const sets: string[] = [];
    const params: unknown[] = [me.id];
    for (const [key, column] of Object.entries(COLUMNS)) {
      const value = body[key as keyof typeof COLUMNS];
      if (value === undefined) continue;
      params.push(typeof value === 'string' ? value.trim() : value);
      sets.push(`${column} = $${params.length}`);
    }
    const db = c.get('db');
    let confirmationLink: ConfirmationLinkOutcome | null = null;
    if (sets.length) {
      // A new address is sent a link to confirm it (issue 45); case e-mails keep going to the confirmed one meanwhile.
      confirmationLink = await db.transaction(async (tx) => {
        const before = body.email === undefined ? undefined : await lockAddresses(tx, me.id);
        await tx.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
        return before ? addressChanged(tx, me.id, before, body.email ?? null) : null;
      });
      forgetUser(db, me.id);
      if (confirmationLink === 'sent') c.get('notifier').nudge();
    }
    // Saved either way; a new address past the links an hour got none, and the customer is told (the profile).
    const user = await loadUser(db, me.id);
    return c.json(user && confirmationLink ? ({ ...user, confirmationLink } satisfies UpdateUserAnswer) : user);
  });

  r.route('/', emailConfirmationRoutes());

  return r;
}
