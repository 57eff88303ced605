import { useSyncExternalStore } from 'react';
import { mobileQuery } from '../styles/theme.css';

const subscribers = new Map<string, (onChange: () => void) => () => void>();

/** One subscribe function per query, so React does not unsubscribe and subscribe again on every render. */
function subscribe(query: string) {
  let known = subscribers.get(query);
  if (!known) subscribers.set(query, (known = subscribeTo(query)));
  return known;
}

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const mql = window.matchMedia(query);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below the mobile breakpoint (550 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}
