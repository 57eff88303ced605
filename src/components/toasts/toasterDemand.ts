import { useSyncExternalStore } from 'react';

/**
 * Whether a toaster has been asked for: its first toast asks for it (notify.tsx), and only then is react-hot-toast's
 * toaster loaded and mounted (RouteToasterOnDemand.tsx, DamageFlowToaster.tsx). Kept free of react-hot-toast so
 * that the first load of a page carries none of it.
 */
/** The route-level toaster (mounted once in the app shell). */
export const ROUTE_TOASTER_ID = 'default';
/** The damage-flow toaster (mounted by the damage report flow with <DamageFlowToaster />). */
export const DAMAGE_FLOW_TOASTER_ID = 'damage-flow';

const wanted = new Set<string>();
const listeners = new Set<() => void>();

export function wantToaster(toasterId: string): void {
  if (wanted.has(toasterId)) return;
  wanted.add(toasterId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterWanted(toasterId: string): boolean {
  const isWanted = () => wanted.has(toasterId);
  return useSyncExternalStore(subscribe, isWanted, isWanted);
}
