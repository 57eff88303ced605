import { useSyncExternalStore } from 'react';

/**
 * Whether the route-level toaster has been asked for: the first route-level toast asks for it (notify.ts),
 * and only then does the app shell load and mount react-hot-toast's toaster (RouteToasterOnDemand.tsx).
 * Kept free of react-hot-toast so that the first load of a page carries none of it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantRouteToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

export function useRouteToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, isWanted, isWanted);
}
