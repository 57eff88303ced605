/** The boxes of one diagram: what each state shows (route, URL entry, calls, actions, dead-end note) and whether it is expanded. */
import type { GraphState } from './graph';
import { formatLabel, wrapLabel } from './labels';
import type { Scope } from './scope';
import type { Box } from './view';

/** Characters per line in a box (narrower in a collapsed one) and of a targetless transition. */
const LINE_WIDTH = 32;
const COLLAPSED_LINE_WIDTH = 24;
const INTERNAL_WIDTH = 44;

export function buildBox(
  state: GraphState,
  scope: Scope,
  transitions: { internal: Map<string, string[]>; descriptions: Map<string, string[]> },
  outside: boolean,
): Box {
  const { internal, descriptions } = transitions;
  const { tree, graph, visible } = scope;
  const collapsed = scope.details.has(state.id) && state.id !== scope.focus;
  const enteredByUrl = graph.edges
    .filter((e) => e.kind === 'route' && !e.internal && e.source === graph.root.id && visible(e.target) === state.id)
    .map((e) => formatLabel(e.target === state.id ? 'entered by URL' : `URL → ${tree.get(e.target).key}`, e.guard, e.actions));
  // An outside box only names the state; a collapsed one shows how it is reached (its inside is in its own diagram).
  const own = !outside && !collapsed;
  const lines = [
    ...(state.route ? [state.route] : []),
    ...(outside ? [] : enteredByUrl),
    ...(own ? state.invokes.map((name) => `invoke ${name}`) : []),
    ...(own && state.entry.length ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(own && state.exit.length ? [`exit / ${state.exit.join(', ')}`] : []),
  ].flatMap((line) => wrapLabel(line, collapsed ? COLLAPSED_LINE_WIDTH : LINE_WIDTH));
  const expand = own && state.children.length > 0;
  return {
    id: state.id,
    key: state.key,
    kind: outside ? 'outside' : collapsed ? 'collapsed' : expand ? (state.type === 'parallel' ? 'parallel' : 'compound') : state.type === 'final' ? 'final' : 'state',
    lines,
    internal: outside ? [] : (internal.get(state.id) ?? []).flatMap((line) => wrapLabel(line, INTERNAL_WIDTH)),
    deadEnd: !outside && tree.isDeadEnd(state, graph.edges) ? (state.description ?? 'Dead end.') : undefined,
    outcome: !outside && tree.isDeadEnd(state, graph.edges) ? (state.outcome ?? 'failure') : undefined,
    link: outside ? (scope.details.get(state.id) ?? graph.id) : collapsed ? scope.details.get(state.id) : undefined,
    initial: expand ? state.initial : undefined,
    tooltip: [state.description, ...(outside ? [] : (descriptions.get(state.id) ?? []))].filter(Boolean).join('\n') || undefined,
    children: expand ? state.children.map((child) => buildBox(child, scope, transitions, false)) : [],
  };
}
