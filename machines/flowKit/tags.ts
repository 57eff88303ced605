/**
 * The tags of every flow's states: what the customer is waiting for, read by the views and the route bridge.
 * - `loading`: the flow fetches what it starts with; the URL's step is its request (./routeEvents.ts).
 * - `busy`: something is being sent (a save, a submit, an order, a deletion); buttons are disabled.
 * - `blocksLeaving`: leaving the flow's area now is not free; the flow's leave handler decides
 *   (the damage report asks first, the purchase wizard holds the move until the order is through).
 * - `offline`: the flow has no network; what it saves waits on the device (./connection.ts).
 */
export type FlowTag = 'loading' | 'busy' | 'blocksLeaving' | 'offline';

/**
 * What every flow emits:
 * - `next.refused`: NESTE was refused by the step's rules (its messages show; the error summary takes focus);
 * - `notice.shown`: the step's notice (context `notice`: a send that failed, or was refused) was set; the
 *   notice is an alert and takes focus.
 */
export type FlowEmitted = { type: 'next.refused' } | { type: 'notice.shown' };
