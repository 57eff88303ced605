/** What every routed flow's states say to the route bridge's `xstate.route` events (src/routing/flowRoutes.ts). */

/**
 * While a flow saves, submits or orders, and on pages without steps, a URL change (back/forward, a typed
 * or linked step) is refused: the route bridge puts the URL back. Refusing rather than deferring keeps
 * one rule — the customer sees the page the URL shows — and no save, submit or order can be skipped or repeated.
 */
export const refusesRoutes = {
  'xstate.route': { description: 'Refused: the URL is put back to this page.' },
} as const;

/**
 * While a flow loads, a URL change inside it (back/forward during start-up, a typed step) is its new request: the
 * flow opens that step once loaded, never past an invalid one. Each flow's setup implements `requestPage`.
 */
export const takesRouteAsRequest = {
  'xstate.route': {
    actions: 'requestPage',
    description: 'Back/forward or a step URL while loading: that step opens once loaded (never past an invalid step).',
  },
} as const;
