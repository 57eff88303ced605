import { Hono } from 'hono';
import { userUpdateSchema } from '../../domain/schemas/user';
import { SESSION_KEY_HEADER } from '../../domain/session';
import { forgetUser, sessionKeyOf } from '../auth/sessions';
import { loadUser } from '../auth/users';
import { HttpError, readJson, validate, type AppEnv } from '../http';

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
    if (sets.length) {
      await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
      forgetUser(db, me.id);
    }
    return c.json(await loadUser(db, me.id));
  });

  return r;
}
