/** The bench's command line: `npm run bench -- [--compare [<commit>]] [--lighthouse [--runs N]] [--keep] [--lock <file>]`. */

/** The reference `--compare` takes without a commit: the build issue 46 measures against. */
export const DEFAULT_REFERENCE = '6321365';

export interface BenchArgs {
  /** The commit to compare with; null: this tree alone, held to the budgets (CI). */
  compare: string | null;
  /** Also run Lighthouse mobile on the pages of ./lighthouseBench.ts (slow; not in CI). */
  lighthouse: boolean;
  /** Lighthouse runs per page and build (the median is printed). */
  runs: number;
  /** Keep the reference's worktree in /tmp (a later run of the same commit reuses it). */
  keep: boolean;
  /** A lock file (flock) held while Chromium measures, e.g. /tmp/browser.lock; the builds run outside it. */
  lock: string | null;
}

export const USAGE = 'npm run bench -- [--compare [<commit>, default ' + DEFAULT_REFERENCE + ']] [--lighthouse [--runs N]] [--keep] [--lock <file>]';

/** Parses the arguments; throws with the usage on an unknown or incomplete one. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { compare: null, lighthouse: false, runs: 3, keep: false, lock: null };
  const valueAfter = (i: number) => {
    const v = argv[i + 1];
    return v !== undefined && !v.startsWith('--') ? v : undefined;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const v = valueAfter(i);
      if (v !== undefined) i++;
      return v;
    };
    if (name === '--compare') args.compare = value() || DEFAULT_REFERENCE;
    else if (name === '--lighthouse') args.lighthouse = true;
    else if (name === '--keep') args.keep = true;
    else if (name === '--runs' || name === '--lock') {
      const v = value();
      if (!v) throw new Error(`${name} needs a value. Usage: ${USAGE}`);
      if (name === '--lock') args.lock = v;
      else {
        args.runs = Number(v);
        if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error(`--runs takes a whole number from 1, not ${v}. Usage: ${USAGE}`);
      }
    } else throw new Error(`Unknown argument ${arg}. Usage: ${USAGE}`);
  }
  return args;
}
