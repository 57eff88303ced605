/**
 * `npm run case:status -- <incidentId> <status> [date] [--reopen]`: sets a submitted case's status (scripts/lib/caseStatusCommand.ts),
 * on the database the server uses (DATABASE_URL, else PGlite in DATA_DIR; with PGlite, stop the server first: one
 * process owns the data directory). Prints one line; a refusal goes to stderr with exit code 1.
 */
import { loadConfig } from '../server/config';
import { openCommandDatabase } from '../server/db/open';
import { parseStatusArgs, setCaseStatus } from './lib/caseStatusCommand';

async function main() {
  // The arguments first: a typo is told at once, without opening the database.
  const change = parseStatusArgs(process.argv.slice(2));
  const db = await openCommandDatabase(loadConfig());
  try {
    console.log(await setCaseStatus(db, change));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
