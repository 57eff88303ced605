/**
 * This page is on its way to the server's logout (/.auth/logout). What it learns meanwhile, that its session ended
 * (the logout's own mark makes the idle clock's next ask answer 401), is for the next page: a route change now would
 * cancel that navigation and leave the server's session to the mark (seen in CI). Not in the first load: set by the
 * logout dialog, read where a session ends. Never cleared: a page that showed a customer is not kept for Back
 * (./backForwardCache.ts).
 */
let leaving = false;

export function markLeavingForLogout(): void {
  leaving = true;
}

export const isLeavingForLogout = (): boolean => leaving;
