import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@tanstack/react-store';
import { findAgent } from '../../../domain/agents';
import { useUser } from '../../api/getUser';
import { useIsMobile } from '../useMediaQuery';
import { Footer } from './Footer';
import { Header } from './Header';
import { sessionNotice } from './sessionNotice';

/** The notice of a session ended here (./SessionNotice.tsx): seldom shown, so not part of the first load. */
const SessionNotice = lazy(() =>
  // Offline, the notice's code may not load: the page then goes on without it (never an error in its place).
  import('./SessionNotice').catch(() => ({ default: () => null })),
);
import { titleForPath } from './paths';
import * as css from './shell.css';

export const MAIN_ID = 'hovedinnhold';

/**
 * Skip link, header, main landmark, footer; sets document.title from the path. `bare` (a route's
 * staticData flag, e.g. the certificate page) renders the main landmark alone.
 */
export function Shell({ pathname, agentKey, bare = false, children }: { pathname: string; agentKey?: string | undefined; bare?: boolean; children: ReactNode }) {
  const { isLoggedIn } = useUser();
  const endedBecause = useSelector(sessionNotice);
  const mobile = useIsMobile();
  const agent = findAgent(agentKey);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  useEffect(() => {
    document.title = titleForPath(pathname);
  }, [pathname]);

  useEffect(() => {
    // Move focus to the new page's content after client-side navigation (not on first load).
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo?.({ top: 0 });
    const main = mainRef.current;
    if (!main) return;
    const focused = document.activeElement;
    if (!focused || !main.contains(focused)) {
      main.focus({ preventScroll: true });
      return;
    }
    if (focused === main) return;
    // The link pressed is in the page left, which stays while the next one loads: once it is gone the focus would
    // be on the body, so the new page's content takes it then (unless that page has set its own).
    const observer = new MutationObserver(() => {
      if (focused.isConnected) return;
      observer.disconnect();
      if (document.activeElement === null || document.activeElement === document.body) main.focus({ preventScroll: true });
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  if (bare) {
    return (
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={css.main}>
        {children}
      </main>
    );
  }

  return (
    <div className={css.app}>
      <a
        href={`#${MAIN_ID}`}
        className={css.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView?.();
        }}
      >
        Hopp til hovedinnhold
      </a>
      <Header pathname={pathname} loggedIn={isLoggedIn} mobile={mobile} />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={css.main}>
        {endedBecause ? (
          <Suspense fallback={null}>
            <SessionNotice reason={endedBecause} />
          </Suspense>
        ) : null}
        {children}
      </main>
      <Footer pathname={pathname} loggedIn={isLoggedIn} mobile={mobile} agent={agent} />
    </div>
  );
}
