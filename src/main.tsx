import './inlinedStyles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter, trimPathRight } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

// Links preload their route's code (and beforeLoad) on hover, focus or touch: only what the next click needs.
const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The current page's route code starts loading now, alongside the session probe (the root's beforeLoad), not
// after it. A failure here is the router's to report when it loads the same chunk.
const [currentRoutes] = router.getMatchedRoutes(window.location.pathname);
for (const route of currentRoutes) router.loadRouteChunk(route)?.catch(() => {});

// The router writes some addresses its own way (`/?kjop` as `/?kjop=true`, unknown search keys dropped) and
// corrects the address when it mounts, which races the load below (the page would stay pending). Written its
// way before that load, the address needs no correction. (The same comparison as the router's Transitioner.)
const here = router.latestLocation;
const canonical = router.buildLocation({ to: here.pathname, search: true, params: true, hash: true, state: true, _includeValidateSearch: true });
if (trimPathRight(here.publicHref) !== trimPathRight(canonical.publicHref)) router.history.replace(canonical.publicHref, canonical.state);

// The first render waits for the router's first load (the user, the page's code and data) while index.html's
// static shell stays painted: then it is the page itself, rendered once, as a transition (React renders in
// slices and leaves the main thread free in between), instead of a render of a pending page and a second,
// synchronous one when the load ends. A failed load is the router's to show (its error component).
void router
  .load()
  .catch(() => {})
  .then(() => {
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  });
