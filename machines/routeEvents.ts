/** What every routed flow's states say to the route bridge's `xstate.route` events (src/routing/flowRoutes.ts). */

/**
 * While a flow saves, submits or orders, and on pages without steps, a URL change (back/forward, a typed
 * or linked step) is refused: the route bridge puts the URL back. Refusing rather than deferring keeps
 * one rule — the customer sees the page the URL shows — and no save, submit or order can be skipped or repeated.
 */
export const refusesRoutes = {
  'xstate.route': { description: 'Refused: the URL is put back to this page.' },
} as const;
