/**
 * The glossary of a machine: every event, guard, action and actor it names, with the meaning its module
 * exports (`<name>Glossary` next to `<name>Machine`, see machines/glossary.ts). Lists what is missing
 * or no longer used, and prints the README table.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MachineGlossary } from '../../machines/glossary';

export type GlossaryKind = 'events' | 'guards' | 'actions' | 'actors';
export const GLOSSARY_KINDS: GlossaryKind[] = ['events', 'guards', 'actions', 'actors'];

export type UsedNames = Record<GlossaryKind, string[]>;

/** `damageReportMachine` → `damageReportGlossary`; any other export name `x` → `xGlossary`. */
export function glossaryExportName(machineExport: string): string {
  return `${machineExport.replace(/Machine$/, '')}Glossary`;
}

/**
 * Names used in transitions, `always`, routes, entry, exit and invokes, plus every implementation
 * declared in `setup()` (an actor may only be spawned), and the events the states take. Built-ins
 * (assign, xstate.* events such as a call's done or error) and inline functions have no name and are
 * left out. Sorted. `declared: false`: only the names the statechart itself uses (a flow kit guard a flow never
 * uses is declared in its setup all the same: ../../machines/flowKit/flowSetup.ts).
 */
export function usedNames(machine: AnyStateMachine, { declared = true }: { declared?: boolean } = {}): UsedNames {
  const names: Record<GlossaryKind, Set<string>> = { events: new Set(), guards: new Set(), actions: new Set(), actors: new Set() };
  const walk = (node: AnyStateNode) => {
    for (const event of node.transitions.keys()) if (!event.startsWith('xstate.')) names.events.add(event);
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of transitions) {
      guardNames(t.guard).forEach((n) => names.guards.add(n));
      actionNames(t.actions).forEach((n) => names.actions.add(n));
    }
    guardNames((node.config.route as { guard?: unknown } | undefined)?.guard).forEach((n) => names.guards.add(n));
    actionNames([...node.entry, ...node.exit]).forEach((n) => names.actions.add(n));
    for (const inv of node.invoke) if (typeof inv.src === 'string') names.actors.add(inv.src);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  const implementations = machine.implementations as Partial<Record<GlossaryKind, Record<string, unknown>>>;
  if (declared) for (const kind of GLOSSARY_KINDS) Object.keys(implementations[kind] ?? {}).forEach((n) => names[kind].add(n));
  return {
    events: [...names.events].sort(),
    guards: [...names.guards].sort(),
    actions: [...names.actions].sort(),
    actors: [...names.actors].sort(),
  };
}

/** One line per problem: a missing glossary, a name without an entry, an entry for a name not used. */
export function glossaryProblems(exportName: string, source: string, used: UsedNames, glossary: MachineGlossary | undefined): string[] {
  const name = glossaryExportName(exportName);
  if (!glossary) return [`${source}: exports ${exportName} but no ${name} (write it in ${source.replace(/\.machine\.ts$/, '.glossary.ts')}, see machines/glossary.ts)`];
  const problems: string[] = [];
  for (const kind of GLOSSARY_KINDS) {
    const entries = glossary[kind] ?? {};
    for (const n of used[kind]) {
      if (!entries[n]?.trim()) problems.push(`${name}.${kind}.${n} is missing (${source})`);
    }
    for (const n of Object.keys(entries)) {
      if (!used[kind].includes(n)) problems.push(`${name}.${kind}.${n} is not a ${kind.slice(0, -1)} of ${exportName} (${source})`);
    }
  }
  return problems;
}

/** Markdown table: events, guards, actions, then actors, each sorted by name. */
export function glossaryTable(used: UsedNames, glossary: MachineGlossary | undefined): string[] {
  const rows: string[] = [];
  const label: Record<GlossaryKind, string> = { events: 'event', guards: 'guard', actions: 'action', actors: 'actor' };
  for (const kind of GLOSSARY_KINDS) {
    for (const n of used[kind]) {
      const meaning = glossary?.[kind]?.[n]?.trim() || '**missing** (add it to the glossary)';
      rows.push(`| ${label[kind]} | \`${n}\` | ${meaning.replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`);
    }
  }
  return rows.length ? ['| Kind | Name | Meaning |', '| --- | --- | --- |', ...rows] : [];
}

function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return guard.startsWith('xstate.') ? [] : [guard];
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    return Array.isArray(inner) ? inner.flatMap(guardNames) : [];
  }
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return guardNames((guard as { type: string }).type);
  }
  return [];
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((a) => {
    const type = typeof a === 'string' ? a : a && typeof a === 'object' ? (a as { type?: unknown }).type : undefined;
    return typeof type === 'string' && !type.startsWith('xstate.') ? [type] : [];
  });
}
