import type { User } from '../domain/types';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Notifier } from './notify/notifier';
import type { AttachmentStore } from './storage/attachmentStore';
import type { RateLimiters } from './limits';

/**
 * Hono environment of the app: the database, config, file store and rate limiters; on /api routes the session's
 * user and the request's JSON body (already checked by body.ts).
 */
export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    files: AttachmentStore;
    limiters: RateLimiters;
    /** The e-mail sender, nudged after a commit that queued an e-mail (notify/notifier.ts). */
    notifier: Pick<Notifier, 'nudge'>;
    user: User;
    jsonBody: unknown;
    /** What the request log names when no registered route says it (the app's files, static.ts); requestLog.ts. */
    logRoute: string;
    /** The request carries a pending logout (auth/pendingLogout.ts): nobody is logged in on it (auth.ts userOf). */
    logoutPending: boolean;
    /** The client hung up before its request body arrived whole (clientAbort.ts). */
    clientAborted: boolean;
    /** The CSP sources of the served page's inline scripts (security/inlineScripts.ts; static.ts sets them). */
    inlineScripts: string[];
  };
};
