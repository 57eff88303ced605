import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

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
 */
export function serveApp(publicDir: string): MiddlewareHandler {
  const root = resolve(publicDir);
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
    let file: string | null = null;
    const candidate = resolve(root, `.${rel}`);
    if (candidate.startsWith(root + sep) && !rel.endsWith('/')) file = await fileIfExists(candidate);
    let fallback = false;
    if (!file && (c.req.header('accept') ?? '').includes('text/html')) {
      file = await fileIfExists(resolve(root, 'index.html'));
      fallback = true;
    }
    if (!file) return next();
    const body = await readFile(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const immutable = !fallback && rel.startsWith('/assets/');
    const headers = {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  };
}
