/**
 * Where login and logout may send the browser: only this site. The rule is applied to the normalised result, not
 * the input: browsers resolve '/.//evil.example', '/%2e//x', '/x/..//x' and 'http://this-site//evil.example' to
 * a path starting with '//', which as a Location is another host. So the target is resolved against the site
 * origin, must stay on one of the site's origins, and only its path+query+hash is answered, and only when that
 * cannot be read as another host. Anything else → '/'.
 */
import { EMAIL_CONFIRMATION_PATH } from '../../domain/paths';

// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export function safeRedirectTarget(raw: string | null | undefined, origin: string | string[]): string {
  const origins = Array.isArray(origin) ? origin : [origin];
  const base = origins[0] ?? 'http://localhost';
  const s = (raw ?? '').trim();
  if (!s || CONTROL.test(s) || s.includes('\\')) return '/';
  let url: URL;
  try {
    // A path is resolved on the site; anything else must be an absolute URL (a bare 'profil' is not a target).
    url = s.startsWith('/') ? new URL(s, base) : new URL(s);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  if (!origins.includes(url.origin)) return '/';
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/**
 * A login's return address as the login keeps it (AUTH_MODE=oidc: login_attempts.redirect_to, up to 10 minutes):
 * safeRedirectTarget's, without a «Bekreft e-postadressen din» link's token. The app keeps that token in the tab
 * while the customer logs in (src/features/profile/confirmationLink.ts); one sent here anyway (an app from before)
 * is dropped, so no login row holds a working link, and the page, back without it, says the link is not valid.
 */
export function loginReturnTarget(raw: string | null | undefined, origin: string | string[]): string {
  const target = safeRedirectTarget(raw, origin);
  const url = new URL(target, 'http://localhost');
  if (url.pathname.replace(/\/+$/, '').toLowerCase() !== EMAIL_CONFIRMATION_PATH || !url.searchParams.has('token')) return target;
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}
