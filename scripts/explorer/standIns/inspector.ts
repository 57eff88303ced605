/**
 * The app's inspector (src/lib/inspector.ts) in the explorer (../build.ts swaps it in): the actors the portal's own
 * views start with it (the leave dialog's guard, the home page's dialogs) report to the explorer, which follows their
 * dialogs (../portalDialogs.ts).
 */
import type { InspectionEvent } from 'xstate';

let follower: ((event: InspectionEvent) => void) | undefined;

export const inspect = (event: InspectionEvent) => follower?.(event);

/** From now on the portal's actors report to `follow`. */
export function followPortalActors(follow: (event: InspectionEvent) => void) {
  follower = follow;
}
