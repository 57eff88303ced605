/**
 * `npm run email:resend -- <id>`: puts a failed e-mail (`npm run email:failed`) back in the outbox, due now; a running
 * server with SMTP_URL sends it. Prints one line; a refusal goes to stderr with exit code 1. Database as email:failed.
 */
import { loadConfig } from '../server/config';
import { openCommandDatabase } from '../server/db/open';
import { parseResendArgs, resendEmail } from './lib/emailCommands';

async function main() {
  // The argument first: a typo is told at once, without opening the database.
  const id = parseResendArgs(process.argv.slice(2));
  const db = await openCommandDatabase(loadConfig());
  try {
    console.log(await resendEmail(db, id));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
