import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, relative, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';
import { inlineScriptSources } from './security/inlineScripts';
import { requestOrigin } from './security/proxy';
import { visitorPage } from './visitorPage';
import {
  buildRoutes,
  pageCode,
  pageReads,
  SHELL_HEADING_PLACEHOLDER,
  shellContent,
  shellDraftId,
  startAppList,
  type ShellCustomer,
  type ShellDraft,
} from './pageHints';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const BACKEND_PREFIXES = ['/api', '/.auth', '/emulator'];
const isBackend = (path: string) => BACKEND_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
/** Gzipped bodies by path and modification time: built files don't change while the server runs. */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzipped(file: string, body: Buffer, variant = ''): Promise<Buffer> {
  const { mtimeMs } = await stat(file);
  const key = `${file}#${variant}`;
  const cached = gzipCache.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const zipped = gzipSync(body, { level: 9 });
  gzipCache.set(key, { mtimeMs, body: zipped });
  return zipped;
}

/** start-app.js's lists of what it fetches after the first paint (scripts/build/startAfterFirstPaint.ts): modules, reads. */
const START_APP_PRELOADS = 'data-preload="';
const START_APP_FETCHES = 'data-fetch="';

/**
 * The page with its reads (pageReads) and its route code (pageCode) added to start-app.js's lists, and its shell's
 * heading in place of the placeholder.
 */
function withHints(html: Buffer, reads: readonly string[], code: readonly string[], heading: string): Buffer {
  if (!reads.length && !code.length && heading === SHELL_HEADING_PLACEHOLDER) return html;
  let text = html.toString('utf8').replace(SHELL_HEADING_PLACEHOLDER, () => heading);
  if (code.length) text = text.replace(START_APP_PRELOADS, () => `${START_APP_PRELOADS}${startAppList(code)} `);
  if (reads.length) text = text.replace(START_APP_FETCHES, () => `${START_APP_FETCHES}${startAppList(reads)} `);
  return Buffer.from(text, 'utf8');
}

/** A page request: asks for HTML (as browsers do), or is the front page (curl, monitors). */
function wantsPage(accept: string, rel: string): boolean {
  return accept.includes('text/html') || rel === '/';
}

async function fileIfExists(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built app from publicDir: hashed /assets/* immutable, everything else revalidated;
 * GET requests accepting HTML that match no file (and are not /api, /.auth, /emulator) get index.html (SPA history fallback).
 * Paths with a segment starting with '.' (/.vite/manifest.json) get neither: 404.
 */
export function serveApp(
  publicDir: string,
  {
    sessionCustomer,
    openDraft,
  }: {
    sessionCustomer: (c: Context) => Promise<(ShellCustomer & { id: string }) | null>;
    /** The customer's draft `caseId` names, if it is theirs and not yet sent (what the shell shows of it). */
    openDraft: (customerId: string, caseId: string) => Promise<ShellDraft | null>;
  },
): MiddlewareHandler<AppEnv> {
  const root = resolve(publicDir);
  const routes = buildRoutes(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (isBackend(path)) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(path);
    } catch {
      return next();
    }
    if (rel.includes('\0')) return next();
    // Dot-files and dot-directories are build by-products, never the app: /.vite/manifest.json maps every chunk.
    if (rel.split('/').some((segment) => segment.startsWith('.'))) return next();
    let file: string | null = null;
    const candidate = resolve(root, `.${rel}`);
    // A path that climbs out of the public directory gets nothing, not even the app.
    if (candidate !== root && !candidate.startsWith(root + sep)) return next();
    if (!rel.endsWith('/')) file = await fileIfExists(candidate);
    let fallback = false;
    if (!file && wantsPage(c.req.header('accept') ?? '', rel)) {
      file = await fileIfExists(resolve(root, 'index.html'));
      fallback = true;
    }
    if (!file) return next();
    // The log names the built file or the app page, never the requested path (log.ts).
    c.set('logRoute', fallback ? '(app page)' : `/${relative(root, file).split(sep).join('/')}`);
    const ext = extname(file).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    const immutable = !fallback && rel.startsWith('/assets/');
    const page = fallback || rel === '/index.html';
    const customer = page ? await sessionCustomer(c) : null;
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const reads = page ? pageReads(rel, customer !== null) : [];
    const code = page ? pageCode(routes(), rel, customer !== null) : [];
    const search = new URL(c.req.url).search;
    // A visitor's front page is made whole by the build (issue 46): none of the app's code is needed to use it.
    const visitor = page && !customer && rel === '/' ? await visitorPage(root, search, requestOrigin(c)) : null;
    const draftId = customer ? shellDraftId(rel, search) : null;
    const draft = customer && draftId ? await openDraft(customer.id, draftId) : undefined;
    const heading = page ? shellContent(rel, search, customer, draft) : SHELL_HEADING_PLACEHOLDER;
    const raw = visitor ? visitor.body : withHints(await readFile(file), reads, code, heading);
    if (ext === '.html') c.set('inlineScripts', inlineScriptSources(raw.toString('utf8')));
    // A customer's page may greet them by name, and a visitor's names the request's origin (any client may set it):
    // compressed for this answer only, the cache holds what anyone may get.
    const compressAlone = customer !== null || visitor !== null;
    const body = !gzip ? raw : compressAlone ? gzipSync(raw, { level: 9 }) : await gzipped(file, raw, `${reads.join(' ')}|${code.join(' ')}${heading}`);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Content-Length': String(body.length),
      // The page differs with and without a session (its hints): kept by no shared cache. A customer's page (it greets
      // them by name) is kept by no cache at all (issue 44): not on the disk of a shared computer, and not in the
      // back/forward cache for Back after LOGG UT.
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : customer ? 'no-store' : page ? 'private, no-cache' : 'no-cache',
      Vary: page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    };
    if (gzip) headers['Content-Encoding'] = 'gzip';
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  };
}
