/**
 * The route bridge between a routable machine and the router (STYLE "Routes as events"), used by every
 * flow whose states are pages (the damage report, the purchase wizard).
 *
 * Who owns the URL when:
 * - The machine decides which page of the flow is shown; `pageOf(snapshot)` is the truth.
 * - Machine → URL: when the machine's page changes, the bridge navigates there (replace for the first
 *   page it shows and for a page after one at the flow's entry, push after), past the blocker: the URL follows the
 *   machine, it asks nothing.
 * - URL → machine: every other move (back/forward, a link, `router.navigate`) passes the router's history
 *   blocker before the router takes it. Inside the flow's area the bridge sends exactly one route event;
 *   the move goes through only when the machine now shows that page. Otherwise it is blocked and the router
 *   puts the URL back (for forward it steps the other way again). A Back the machine refuses goes one entry back
 *   all the same, and that entry takes the address of the page shown: a step of a run before a reload, or a step
 *   behind a dead end, would otherwise be asked for, and refused, at every Back. Nothing reacts to the URL
 *   afterwards, so there is no second decider and no ping-pong.
 * - Leaving the area while the machine says leaving is blocked holds the move and asks (`onLeave`); the
 *   customer's "leave" redoes it past the blocker.
 * - Reload and deep links start a new machine from the URL (its input); the bridge then replaces the URL
 *   with the machine's page once it shows one. While the machine loads, a move inside the area is its new
 *   request (the machine takes the route event and opens that page once loaded). A move made before the bridge
 *   was listening (the page still starting) is sent to the machine as the bridge starts, the same way.
 */
import { useEffect, useRef } from 'react';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import type { HistoryLocation } from '@tanstack/history';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/** A location as the router reads it: the path and the search params its routes validated. */
export interface FlowLocation {
  pathname: string;
  search: Record<string, unknown>;
}

/** A page of the flow: where it lives, and a key that tells pages apart (path and the params that matter). */
export interface FlowPage {
  href: string;
  key: string;
}

export interface FlowRouting<TActor extends AnyActorRef> {
  /** The page the machine shows now, or null while it shows none of its own (loading). */
  pageOf(snapshot: SnapshotFrom<TActor>): FlowPage | null;
  /**
   * While it loads: the page the machine will open once loaded (the URL's request, which back/forward may change
   * meanwhile), or null. A move to it goes through, so the URL the customer is on when loading ends is the one that wins.
   */
  awaitedPageOf(snapshot: SnapshotFrom<TActor>): FlowPage | null;
  /**
   * A location inside the flow's area: its page key and the route event that asks the machine for it
   * (null when no event can lead there). Null for locations outside the area.
   */
  pageAt(location: FlowLocation): { key: string; event: EventFrom<TActor> | null } | null;
  /**
   * A location of the area that names no page of its own (the flow's entry, where its dead ends show too): the page
   * the machine shows next replaces it in the history (a step after PRØV IGJEN), so Back never returns to it.
   */
  isEntry(location: FlowLocation): boolean;
  /** Leaving the area now asks first. */
  blocksLeaving(snapshot: SnapshotFrom<TActor>): boolean;
}

/** A move out of the flow: `historyDelta` for back/forward, else a navigation to `href`. */
export interface LeaveAttempt {
  href: string;
  historyDelta: number | null;
}

/** Asked for every move out of the flow's area; answers whether it is held (e.g. a dialog asks first). */
export type LeaveHandler = (attempt: LeaveAttempt & { blocksLeaving: boolean }) => boolean;

/** The router's reading of a history location, with the search params validated by the matched routes. */
export function locate(router: AnyRouter, location: HistoryLocation): FlowLocation {
  const parsed = router.parseLocation(location);
  const matches = router.matchRoutes(parsed);
  const leaf = matches[matches.length - 1];
  return { pathname: parsed.pathname, search: (leaf?.search as Record<string, unknown> | undefined) ?? {} };
}

/** How many entries a back/forward move spans (the router numbers its history entries). */
function historyDelta(from: HistoryLocation, to: HistoryLocation): number | null {
  const a = from.state.__TSR_index;
  const b = to.state.__TSR_index;
  return typeof a === 'number' && typeof b === 'number' ? b - a : null;
}

/** Completes a held leave past the blocker. */
export function completeLeave(router: AnyRouter, attempt: LeaveAttempt): void {
  if (attempt.historyDelta !== null) router.history.go(attempt.historyDelta, { ignoreBlocker: true });
  else void router.navigate({ href: attempt.href, ignoreBlocker: true });
}

/** Keeps the router and a routable machine in step (see the module comment). */
export function useFlowRoutes<TActor extends AnyActorRef>(
  actor: TActor,
  routing: FlowRouting<TActor>,
  onLeave: LeaveHandler,
): void {
  const router = useRouter();
  // Set while the blocker hands the machine a route event: the move itself will show the page.
  const applyingUrl = useRef(false);
  const latestOnLeave = useRef(onLeave);
  useEffect(() => {
    latestOnLeave.current = onLeave;
  });

  // Machine → URL.
  useEffect(() => {
    let shown = false;
    const follow = (snapshot: SnapshotFrom<TActor>) => {
      if (applyingUrl.current) return;
      const page = routing.pageOf(snapshot);
      if (!page) return;
      const location = locate(router, router.history.location);
      const current = routing.pageAt(location);
      // The first page shown, or one that follows a page at the entry (a dead end there), takes the URL's place.
      if (current?.key !== page.key) void router.navigate({ href: page.href, replace: !shown || routing.isEntry(location), ignoreBlocker: true });
      shown = true;
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor, router, routing]);

  // URL → machine, and leaving.
  useEffect(() => {
    /** The page the machine shows, or else the one it will open once loaded. */
    const heldKey = () => {
      const snapshot = actor.getSnapshot();
      return (routing.pageOf(snapshot) ?? routing.awaitedPageOf(snapshot))?.key;
    };
    /** Asks the machine for the page at `location`; true when it now shows or awaits that page. */
    const request = (target: { key: string; event: EventFrom<TActor> | null }) => {
      if (heldKey() === target.key) return true;
      if (!target.event) return false;
      applyingUrl.current = true;
      try {
        actor.send(target.event);
      } finally {
        applyingUrl.current = false;
      }
      return heldKey() === target.key;
    };

    const unblock = router.history.block({
      enableBeforeUnload: false,
      blockerFn: ({ currentLocation, nextLocation, action }) => {
        const target = routing.pageAt(locate(router, nextLocation));
        const delta = action === 'PUSH' || action === 'REPLACE' ? null : historyDelta(currentLocation, nextLocation);
        if (target) {
          if (request(target)) return false;
          // Back to an address of the flow it does not show now (a step of a run before a reload, a step behind a dead
          // end): the entry takes the address of the page shown, so the next Back gets further and in the end leaves
          // the flow. Put back instead, Back would return to that address, and be refused, for ever.
          const shown = routing.pageOf(actor.getSnapshot());
          if (delta === null || delta >= 0 || !shown) return true;
          setTimeout(() => void router.navigate({ href: shown.href, replace: true, ignoreBlocker: true }));
          return false;
        }
        return latestOnLeave.current({
          href: nextLocation.href,
          historyDelta: delta,
          blocksLeaving: routing.blocksLeaving(actor.getSnapshot()),
        });
      },
    });

    // A move made between the machine's start (its input read from the URL) and this blocker: the URL now is the
    // customer's request. Refused, the machine's page (once it shows one) replaces the URL as usual.
    const current = routing.pageAt(locate(router, router.history.location));
    if (current && !request(current)) {
      const page = routing.pageOf(actor.getSnapshot());
      if (page) void router.navigate({ href: page.href, replace: true, ignoreBlocker: true });
    }
    return unblock;
  }, [actor, router, routing]);
}
