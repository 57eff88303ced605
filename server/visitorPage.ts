/**
 * A visitor's front page, whole (issue 46): the build's page for the query's login panel (domain/visitorPages.ts,
 * scripts/build/visitorPages.ts), with the request's origin in its login link as the app puts the page's own
 * (SPEC §1: the login returns to the site's origin). null where the app serves the page: an agent's panel, or a
 * build without the pages.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultParseSearch } from '@tanstack/router-core';
import { loginVariant } from '../domain/loginPanels';
import { homeSearch } from '../domain/searchParams';
import { VISITOR_ORIGIN_PLACEHOLDER, visitorPageFile } from '../domain/visitorPages';

export async function visitorPage(publicDir: string, search: string, origin: string): Promise<{ file: string; body: Buffer } | null> {
  // Read as the router reads it (its own query parser, the route's validateSearch).
  const name = visitorPageFile(loginVariant(homeSearch(defaultParseSearch(search))));
  if (!name) return null;
  const file = join(publicDir, name);
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const placeholder = encodeURIComponent(VISITOR_ORIGIN_PLACEHOLDER);
  // A page whose login link cannot be given the origin is not served: the app's page is.
  if (!html.includes(placeholder)) return null;
  return { file, body: Buffer.from(html.split(placeholder).join(encodeURIComponent(origin)), 'utf8') };
}
