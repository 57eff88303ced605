/**
 * `npm run loadtest`: two questions, each answered by servers of the script's own (the production server on a free
 * port with a temporary DATA_DIR, the embedded database).
 *
 * Uploads: does one 20 MB upload (the documented maximum) slow everyone else down? One customer uploads 20 MB files
 * back to back (base64 JSON, ~27 MB a request) while autocannon sends another customer's GET /api/getUser at a
 * fixed 200 requests per second. After a warm-up, prints p50/p99 of those GETs (without uploads, during one upload
 * at a time, and during four parallel uploads) and the server's resident memory in each phase. Fails (exit 1) when
 * p99 during one upload is 200 ms or more, or any GET or upload fails.
 *
 * The case list (issue 38): GET /api/getCases of Kari's list on this tree and, side by side, on the build before the
 * status history (8640e1f, or `--compare <rev>`; `--compare none` for this tree alone). The other revision is taken
 * with `git archive` into a temporary directory (the repository and its work tree are not touched) and run from
 * there with this tree's node_modules. Both servers run at once and are loaded in turn, round after round:
 * requests/s with 20 connections (closed loop, autocannon), then p50/p99 at a steady 500 requests/s (open loop,
 * scripts/lib/openLoad.ts). Prints each build's median and its rounds. Fails when a request fails, or when this tree
 * answers fewer than 90 % of the other build's requests/s.
 *
 * `--only uploads` or `--only cases` runs one of the two (./loadtest/uploads.ts, ./loadtest/caseList.ts). Numbers
 * depend on the machine's other load.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASE_LIST_BASELINE, caseList } from './loadtest/caseList';
import { uploads } from './loadtest/uploads';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

function parseArgs(argv: string[]): { only: 'uploads' | 'cases' | null; compare: string | null } {
  let only: 'uploads' | 'cases' | null = null;
  let compare: string | null = CASE_LIST_BASELINE;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--only') {
      const v = value();
      if (v !== 'uploads' && v !== 'cases') throw new Error('--only takes uploads or cases');
      only = v;
    } else if (arg === '--compare') {
      const v = value();
      compare = v === 'none' ? null : v;
    } else throw new Error(`Unknown argument: ${arg} (--only uploads|cases, --compare <git-rev>|none)`);
  }
  return { only, compare };
}

async function main(): Promise<number> {
  const { only, compare } = parseArgs(process.argv.slice(2));
  const [loadBefore] = loadavg();
  let code = 0;
  if (only !== 'cases') code = Math.max(code, await uploads(ROOT));
  if (only !== 'uploads') code = Math.max(code, await caseList(ROOT, compare, loadBefore!));
  return code;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
