/**
 * A page that has shown a customer never comes back from the browser's back/forward cache as it was (issue 44): Back
 * after LOGG UT, or after another customer's login in another tab, would show the last customer's name, address and
 * cases. Their pages are sent `no-store` (server/static.ts), which keeps most browsers from caching them at all; where
 * one does anyway, the page is hidden as it goes into the cache and, when it is shown again, loaded anew from the
 * server, which answers for whoever is logged in now. Nothing of it is painted in between. Kept for the document's
 * life once a customer was shown: the logout itself forgets the customer before the page goes.
 */
let guarded = false;

/** The page is loaded anew when shown again from the cache: what it counted as left stays left (moveCounting). */
export const reloadsWhenRestored = () => guarded;

export function keepCustomerPageOutOfBackForwardCache(): void {
  if (guarded) return;
  guarded = true;
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) document.documentElement.style.visibility = 'hidden';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
