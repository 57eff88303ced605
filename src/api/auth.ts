/** Sign-in and sign-out are full page navigations (SPEC §7 "Navigation"). */
export const LOGOUT_URL = '/.auth/logout';

/** `/.auth/login/signicat?post_login_redirect_uri=<encoded redirect>` */
export function loginUrl(postLoginRedirect: string): string {
  return `/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent(postLoginRedirect)}`;
}

/** Full page navigation (kept in one place so tests can stub it). */
export function goToUrl(url: string): void {
  window.location.assign(url);
}
