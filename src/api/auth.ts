/** Sign-in and sign-out are full page navigations (SPEC §7 "Navigation"). */
export const LOGOUT_URL = '/.auth/logout';

/** `/.auth/login/signicat?post_login_redirect_uri=<encoded redirect>` */
export function loginUrl(postLoginRedirect: string): string {
  return `/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent(postLoginRedirect)}`;
}

let leaving = false;
if (typeof window !== 'undefined') {
  // Back to this page from the back/forward cache: it is not leaving any more.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}

/**
 * Whether this page is on its way to another address (goToUrl), the server's logout or login. What it learns meanwhile
 * (its session ended) is for the next page: a route change now would cancel that navigation (CI once saw the idle
 * clock's 401, caused by the logout's own mark, take the page to / instead of /.auth/logout).
 */
export const pageIsLeaving = (): boolean => leaving;

/** Full page navigation (kept in one place so tests can stub it). */
export function goToUrl(url: string): void {
  leaving = true;
  window.location.assign(url);
}
