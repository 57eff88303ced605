/**
 * The CSP sources of a page's inline scripts: the built page carries one, start-app.js
 * (scripts/build/startAfterFirstPaint.ts), and the CSP's `script-src 'self'` allows it only by its hash. Read from
 * the page as it is served, so a new build needs no change here and no other inline script runs.
 */
import { createHash } from 'node:crypto';

/** An inline script: a <script> without src; its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` of each inline script in `html`, in order, without repeats. */
export function inlineScriptSources(html: string): string[] {
  const sources = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
  );
  return [...new Set(sources)];
}
