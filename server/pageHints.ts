/**
 * What a page needs on its first load, named in its HTML (for start-app.js, which fetches it after the shell's first
 * paint) so the browser fetches it together with the entry instead of one round trip after it:
 * - the page's route code (its code-split chunk with the chunks and styles that chunk imports), read from Vite's
 *   build manifest (`.vite/manifest.json`; the entry's own files are left out, the page has them already),
 *   fetched by start-app.js with the entry after the first paint (pageCode);
 * - the API reads the page makes as it renders (domain/pageReads.ts), the logged-in ones only with a session;
 * - with a session, GET /api/getUser: the app asks /.auth/me and then getUser before it can show a logged-in
 *   page. Anonymous visitors don't get it (getUser would answer 401, a failed request in the console).
 * Only what the page always uses is named: an unused preload costs bandwidth and a console warning. Code and
 * styles are fetched at low priority, as the entry's own (scripts/build/lowPriorityScripts.ts says why).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultParseSearch } from '@tanstack/router-core';
import { loginPanelTexts, loginVariant } from '../domain/loginPanels';
import { FIRST_PAINT_CLASS, HOME_LEAD, homeGreeting, pageHeading } from '../domain/pageHeadings';
import { PAGE_PARTS } from '../domain/pageParts';
import { PAGE_READS } from '../domain/pageReads';
import { flowOpening, type FlowOpening, type ShellDraft } from '../domain/flowOpenings';
import { flowAt, type FlowEntry } from '../domain/flows';
import { isAtPath } from '../domain/paths';
import { homeSearch } from '../domain/searchParams';
import type { StepHeadings } from '../domain/flowSteps';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteFiles {
  /** The route's path segments; `$name` matches any one segment. */
  segments: string[];
  /** A layout (`route.tsx`): it also serves every path below it. */
  layout: boolean;
  modules: string[];
  styles: string[];
  /** Only for this visitor (a page part, domain/pageParts.ts); a route's code is for everyone. */
  visitor?: 'anonymous' | 'customer';
}

/** TanStack Router's code-split route modules: `src/routes/<path>.tsx?tsr-split=…`. */
const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=/;

/** Every key a chunk imports, itself included, depth first. */
function importClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) importClosure(manifest, imported, seen);
  return seen;
}

/** Each code-split route with the files it needs beyond the entry's. */
export function routeFiles(manifest: ViteManifest): RouteFiles[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? importClosure(manifest, entry) : new Set<string>();
  const routes: RouteFiles[] = [];
  for (const key of Object.keys(manifest)) {
    const match = SPLIT_ROUTE.exec(key);
    if (!match) continue;
    const segments = match[1]!.split('/');
    const name = segments.pop()!;
    if (name !== 'index' && name !== 'route') segments.push(name);
    routes.push({ segments, layout: name === 'route', ...filesBeyond(manifest, key, loaded) });
  }
  for (const part of PAGE_PARTS) {
    if (manifest[part.module]) routes.push({ segments: pathSegments(part.path), layout: false, visitor: part.visitor, ...filesBeyond(manifest, part.module, loaded) });
  }
  return routes;
}

/** The modules and styles `key` needs beyond those `loaded` (the entry's). */
function filesBeyond(manifest: ViteManifest, key: string, loaded: Set<string>): Pick<RouteFiles, 'modules' | 'styles'> {
  const chunks = [...importClosure(manifest, key)].filter((k) => !loaded.has(k)).map((k) => manifest[k]!);
  return { modules: chunks.map((c) => `/${c.file}`), styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((file) => `/${file}`) };
}

function pathSegments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

/** The path as the page lists name it: lower case, no empty segments, no trailing slash ('/' for the front page). */
const pagePath = (path: string): string => `/${pathSegments(path).join('/')}`;

function serves(route: RouteFiles, path: string[]): boolean {
  if (route.layout ? path.length < route.segments.length : path.length !== route.segments.length) return false;
  return route.segments.every((segment, i) => segment.startsWith('$') || segment.toLowerCase() === path[i]);
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The static shell's heading placeholder in index.html. */
export const SHELL_HEADING_PLACEHOLDER = '<div class="boot-heading"></div>';

/**
 * A flow's opening step as its loading state and the step draw it first (src/components/flow/StepHeader.tsx): the
 * progress bar, "Steg N av M: heading" and the intro under it. index.html styles it.
 */
function shellStep<TStep extends string>(steps: StepHeadings<TStep>, name: TStep, intro: string): string {
  const { number, heading } = steps.info(name);
  const bar = Array.from({ length: steps.count }, (_, i) => (i < number ? '<li class="boot-done"></li>' : '<li></li>')).join('');
  return (
    `<div class="boot-step"><ol class="boot-progress" aria-hidden="true">${bar}</ol>` +
    `<h1><span class="boot-step-label">Steg ${number} av ${steps.count}:</span> ${text(heading)}</h1>` +
    `<p class="boot-hint">${text(intro)}</p></div>`
  );
}

/** The heading with the lead paragraph under it, as the pages draw them (`<h1>`, then `<p class="lead">`). */
function headingWithLead(heading: string, lead?: string): string {
  return `<h1>${text(heading)}</h1>${lead ? `<p class="${FIRST_PAINT_CLASS.lead}">${text(lead)}</p>` : ''}`;
}

/** The front page's top as src/features/home draws it: the customer's greeting, or the login panel's eyebrow and heading. */
function shellHome(search: string, customer: ShellCustomer | null): string {
  if (customer) return headingWithLead(homeGreeting(customer.fullName), HOME_LEAD);
  // Read as the router reads it (its own query parser, the route's validateSearch).
  const { eyebrow, title } = loginPanelTexts(loginVariant(homeSearch(defaultParseSearch(search))));
  const c = FIRST_PAINT_CLASS;
  return (
    `<div class="${c.homeHero}"><section class="${c.homePanel}">` +
    `<p class="${c.homeEyebrow}">${text(eyebrow)}</p><h1 class="${c.homeTitle}">${text(title)}</h1></section></div>`
  );
}

/** The logged-in customer the shell greets. */
export interface ShellCustomer {
  fullName: string;
}

export type { ShellDraft };

/**
 * The flow whose opening step the shell may paint at this address, with that step: a flow of the registry that knows
 * it from the address alone (`openingAt`); null elsewhere.
 */
function openingAtAddress(trimmed: string, search: string): { flow: FlowEntry; opening: FlowOpening; step: string } | null {
  const flow = flowAt(trimmed);
  // A query flow opens from its bare area only; a path flow from a step's path (its openingAt reads the path).
  if (!flow || (flow.stepParam !== undefined && !isAtPath(flow.area, trimmed))) return null;
  const opening = flowOpening(flow);
  // Read as the router reads it (its own query parser).
  const step = opening.openingAt(defaultParseSearch(search), trimmed);
  return step ? { flow, opening, step } : null;
}

/** The draft whose opening step the shell draws: the one the address names, of a flow that resumes drafts and opens there for certain. */
export function shellDraftId(path: string, search: string): string | null {
  const opening = openingAtAddress(pagePath(path), search);
  return opening?.opening.resumesDraft?.draftIdAt(defaultParseSearch(search)) ?? null;
}

/**
 * What the static shell shows in place of its heading placeholder, painted before the JavaScript runs as the
 * page's first render shows it, where the address (`search`: the query string) and the session decide it: the
 * page's own heading and lead (domain/pageHeadings.ts), the front page's top, or a flow's opening step where it
 * opens there for certain (domain/flowOpenings.ts `openingAt`), with its intro; for a flow that resumes drafts, the intro for
 * the draft the address names (`draft`: null when that is not the customer's open draft, undefined for a new one).
 * The placeholder stays where it is unknown.
 */
export function shellContent(path: string, search: string, customer: ShellCustomer | null, draft?: ShellDraft | null): string {
  const trimmed = pagePath(path);
  if (trimmed === '/') return shellHome(search, customer);
  const opening = openingAtAddress(trimmed, search);
  if (opening) {
    const { flow, step } = opening;
    if ((flow.loggedInOnly && !customer) || draft === null) return SHELL_HEADING_PLACEHOLDER;
    const { resumesDraft } = opening.opening;
    const intro = resumesDraft ? resumesDraft.introFor(draft) : (flow.steps.info(step).intro ?? '');
    return shellStep(flow.steps, step, intro);
  }
  const page = pageHeading(trimmed, customer !== null);
  return page === null ? SHELL_HEADING_PLACEHOLDER : headingWithLead(page.heading, page.lead);
}

/**
 * The route code and styles the page at `path` (decoded, without query) needs beyond the entry, in the order it uses
 * them, with the page parts (domain/pageParts.ts) of this visitor.
 */
export function pageCode(routes: readonly RouteFiles[], path: string, loggedIn: boolean): string[] {
  const segments = pathSegments(path);
  const visitor = loggedIn ? 'customer' : 'anonymous';
  const matching = routes
    .filter((route) => (route.visitor ?? visitor) === visitor && serves(route, segments))
    .sort((a, b) => a.segments.length - b.segments.length);
  return [...new Set(matching.flatMap((route) => route.modules)), ...new Set(matching.flatMap((route) => route.styles))];
}

/** Files or reads as start-app.js's lists take them (data-preload, data-fetch): space-separated, escaped for the attribute. */
export const startAppList = (urls: readonly string[]): string => urls.map(attr).join(' ');

/**
 * The reads the page at `path` (decoded, without query) makes as it renders, as start-app.js's data-fetch list adds
 * them: preloaded right after the shell's first paint, with the app's code (static.ts adds them to that script's
 * list). Not `<link>` tags in the head: Lighthouse's simulation counts every request that finished before the page's
 * largest paint as holding it up (scripts/build/startAfterFirstPaint.ts), and a read is small enough to finish first.
 */
export function pageReads(path: string, loggedIn: boolean): string[] {
  const trimmed = pagePath(path);
  const reads = PAGE_READS.filter((page) => page.path === trimmed && (loggedIn || !page.loggedIn)).flatMap((page) => page.reads);
  return [...(loggedIn ? ['/api/getUser'] : []), ...reads];
}

/** The routes' files from the build in publicDir, read again when the build changes; none without a manifest. */
export function buildRoutes(publicDir: string): () => RouteFiles[] {
  const file = join(publicDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; routes: RouteFiles[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, routes: routeFiles(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) };
    return cached.routes;
  };
}
