/**
 * Lighthouse's mobile audit as the project runs it (default mobile settings: emulated phone, simulated slow 4G, 4x
 * CPU slowdown, in Debian's Chromium), and the pages it audits: shared by `npm run lighthouse` (scripts/lighthouse.ts)
 * and the bench's main-thread measurement (`npm run bench -- --lighthouse`, scripts/bench/lighthouseBench.ts).
 *
 * Lighthouse is pinned to 12 (13 needed Node 22.19 when the project ran on Node 20; moving to 13 is its own change).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { AGREEMENT_IDS, CASE_IDS, KARI } from '../../server/db/demo';

export interface LighthousePage {
  name: string;
  path: string;
  /** Logged in as Kari Nordmann (LOGGED_IN_SSN); storage is fresh, so her draft reminder opens on `/`. */
  loggedIn: boolean;
}

/** The customer of the logged-in pages. */
export const LOGGED_IN_SSN = KARI.ssn;

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'home', path: '/', loggedIn: false },
  { name: 'kontakt', path: '/kontakt', loggedIn: false },
  { name: 'kjop-forsikring', path: '/kjop-forsikring', loggedIn: false },
  { name: 'home-logged-in', path: '/', loggedIn: true },
  { name: 'skadesaker-logged-in', path: '/skadesaker', loggedIn: true },
  { name: 'forsikringer-logged-in', path: '/forsikringer', loggedIn: true },
  // Her seeded draft: the damage report's first step as a returning customer opens it (no new draft per run).
  { name: 'meld-skade-logged-in', path: `/meld-skade/rolle?CaseId=${CASE_IDS.kariDraft}`, loggedIn: true },
  // «Si opp forsikring»'s first step for her Hus topp (the audit only reads it: nothing is cancelled).
  { name: 'si-opp-logged-in', path: `/forsikringer/${AGREEMENT_IDS.kariHus}/si-opp?steg=arsak`, loggedIn: true },
];

export const pageTitle = (page: LighthousePage) => `${page.path}${page.loggedIn ? ' (logged in)' : ''}`;

/** Headless Chromium for Lighthouse (CHROMIUM_PATH, default /usr/bin/chromium). */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

export interface AuditOptions {
  categories: readonly string[];
  /** Sent with every request of the page, e.g. the session's Cookie. */
  headers?: Record<string, string>;
  /** A phone slower than Lighthouse's default 4x. */
  cpuSlowdown?: number;
  output?: Flags['output'];
}

/** One Lighthouse run of `url` in the Chromium on `port`. */
export async function audit(port: number, url: string, options: AuditOptions): Promise<RunnerResult> {
  const result = await lighthouse(url, {
    port,
    output: options.output ?? 'json',
    logLevel: 'error',
    onlyCategories: [...options.categories],
    extraHeaders: options.headers ?? {},
    ...(options.cpuSlowdown ? { throttling: { ...constants.defaultSettings.throttling, cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return result;
}
