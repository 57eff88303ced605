/** Where the customer leaves a flow on an overview: the exit boxes, the leave dialog, and the actions that exit. */
import type { AnyTransitionDefinition } from 'xstate';
import type { BusinessView } from '../../machines/businessView';
import { wrapWords } from './labels';

/** A box where the customer leaves the flow: for the destination `to` when the view names it (AVBRYT's). */
export function exitLines(view: BusinessView, to?: string): string[] {
  const place = to === undefined ? undefined : view.exitPlaces?.[to];
  return place ? [`Forlater ${view.title}, til`, ...wrapWords(place, 22)] : [`Forlater ${view.title}`];
}

/** The leave dialog's box: its question. */
export const leaveDialogLines = (view: BusinessView): string[] => ['Dialogen', ...wrapWords(`«${view.leaveDialog?.title ?? ''}»`, 26)];

/** The action of a transition that takes the customer out of the flow (the view's `exitActions`), if any. */
export function exitAction(t: AnyTransitionDefinition, view: BusinessView): { type: string; params?: unknown } | undefined {
  for (const a of t.actions) {
    const action = typeof a === 'string' ? { type: a } : (a as { type?: unknown; params?: unknown });
    if (typeof action.type === 'string' && view.exitActions.includes(action.type)) return action as { type: string; params?: unknown };
  }
  return undefined;
}

export const exits = (t: AnyTransitionDefinition, view: BusinessView): boolean => exitAction(t, view) !== undefined;

/** The exit action's `to` parameter (where AVBRYT goes), when it has one. */
export function exitDestination(t: AnyTransitionDefinition, view: BusinessView): string | undefined {
  const params = exitAction(t, view)?.params as { to?: unknown } | undefined;
  return typeof params?.to === 'string' ? params.to : undefined;
}
