import { matchesState, type StateValue } from 'xstate';

/** Where an order stands on step 4: being placed, placed (the confirmation follows), or neither. */
export type OrderProgress = 'ordering' | 'ordered' | null;

/**
 * The order's progress, read from the purchase machine's state (step 4's substates `ordering` and `ordered`), so a
 * view shows it without deciding it. Why an order was not placed is the context's `notice`.
 */
export function orderProgressOf(snapshot: { value: StateValue }): OrderProgress {
  // The step states are built by the flow kit's helper, so their nested values are not typed.
  if (matchesState({ oppsummering: 'ordering' }, snapshot.value)) return 'ordering';
  if (matchesState({ oppsummering: 'ordered' }, snapshot.value)) return 'ordered';
  return null;
}
