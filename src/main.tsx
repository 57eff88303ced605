import './inlinedStyles';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { keepShellFocus } from './boot/keepShellFocus';
import { registerServiceWorker } from './boot/registerServiceWorker';

// Links preload their route's code (and beforeLoad) on hover, focus or touch: only what the next click needs.
const createAppRouter = () => createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** Runs `run` as it mounts: after its earlier siblings' layout effects (the router's history subscription). */
function AfterMount({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/** The start after the modules' evaluation, in tasks of its own: in one go they held a phone's main thread ~100 ms. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // From the first moment: a Tab while the app still loads (the session, the route code) lands in the static shell,
  // and the app's first render must give that focus back.
  const root = document.getElementById('root')!;
  keepShellFocus(root, (el) => el.querySelector('.boot-header') !== null);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The current page's route code starts loading now, alongside the session probe (the root's beforeLoad), not
  // after it. A failure here is the router's to report when it loads the same chunk.
  const [currentRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of currentRoutes) router.loadRouteChunk(route)?.catch(() => {});
  await nextTask();
  // The first page is resolved (session, loaders, route code) before React starts, so React renders it in the
  // transition's slices. Left to the router's mount effect, that load ends in a store update, which React renders in
  // one synchronous pass: the whole page in a single task (~150 ms at Lighthouse's 4x). Its errors are the page's.
  // A history move until React has mounted the router (back, forward, a script's pushState) is loaded as the
  // router's own subscription, made as it mounts, loads it; that mount loads nothing itself after this load.
  const unsubscribe = router.history.subscribe(() => void router.load().catch(() => {}));
  await router.load().catch(() => {});
  await nextTask();
  // A transition: React renders in slices and leaves the main thread free in between (no long task), and it
  // replaces index.html's static shell once the page is ready.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
        <AfterMount run={unsubscribe} />
      </StrictMode>,
    );
  });
}

void start();
registerServiceWorker();
