/**
 * `npm run email:failed`: the e-mails to customers the sender gave up on (refused for good by the SMTP server, or
 * an address no mail server takes): id, when, kind, tries, reason and the address masked. On the database the server
 * uses (DATABASE_URL, else PGlite in DATA_DIR; with PGlite, stop the server first: one process owns the data directory).
 */
import { loadConfig } from '../server/config';
import { openCommandDatabase } from '../server/db/open';
import { failedEmailLines } from './lib/emailCommands';

async function main() {
  const db = await openCommandDatabase(loadConfig());
  try {
    for (const line of await failedEmailLines(db)) console.log(line);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
