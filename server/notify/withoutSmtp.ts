/**
 * Without SMTP_URL nothing is sent: the e-mails stay in the outbox (a server with SMTP_URL, or this one once it is
 * set, sends them). Each e-mail queued while this server runs is logged once, its recipient masked; those waiting
 * from before are counted once at start.
 */
import type { Queryable } from '../db/db';
import { emailLines } from './logLines';
import { outboxState, unsentAfter } from './outbox';

export function keepingRound(db: Queryable, log: Pick<Console, 'log'>): () => Promise<null> {
  /** The newest row told of; ids are given in queueing order. A row committed after a newer one was told of is missed, which costs only its line. */
  let lastId: string | undefined;
  return async () => {
    if (lastId === undefined) {
      const state = await outboxState(db);
      if (state.waiting > 0) log.log(emailLines.waiting(state.waiting));
      lastId = state.lastId;
      return null;
    }
    for (;;) {
      const rows = await unsentAfter(db, lastId);
      for (const row of rows) log.log(emailLines.kept(row.id, row.kind, row.recipient));
      if (rows.length === 0) return null;
      lastId = rows.at(-1)!.id;
    }
  };
}
