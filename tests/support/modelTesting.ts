import { expect } from 'vitest';
/**
 * Model-based testing for our xstate machines, including machines with invoked
 * actors and delays (which `createTestModel` from xstate/graph refuses).
 *
 * 1. Paths: shortest paths + simple paths (xstate/graph) over the real machine,
 *    plus one path per transition of the adjacency map, deduplicated.
 * 2. Coverage: every path is stepped through the pure machine, microstep by microstep
 *    (`machine.microstep`); the transitions taken are the ones `machine.getTransitionData`
 *    selects for the event, plus the eventless ones told from the microsteps' snapshots.
 * 3. Replay: every path runs against the machine for real (`createActor`) with
 *    controllable fakes for invoked actors and a simulated clock for delays.
 *
 * Usage (see tests/machines/consentModal.model.test.ts):
 *
 *   const model = createMachineModel(consentModalMachine, {
 *     inputs: [{ userId: 'u1', consentToFurtherInformation: false, alreadyConsented: false }],
 *     events: () => [
 *       { type: 'user.toggleConsent', checked: true },
 *       { type: 'user.toggleConsent', checked: false },
 *       { type: 'xstate.error.actor.saveConsent', error: new Error('500') },
 *     ],
 *   });
 *   it.each(model.paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
 *     await model.replay(path, { actions: { rememberConsented: vi.fn() }, onStep: (snapshot) => { ... } });
 *   });
 *   it('covers the machine', () => expect(model.coverage().missingTransitions).toEqual([]));
 *
 * A component test replays the same paths against the rendered view: `start` renders the view with
 * `run.machine` (+ `run.clock`, `run.inspect`) and returns its actor, `send` clicks/types instead of
 * `actor.send`, `onStep` asserts what the view shows for the state reached.
 *
 * Only xstate's public API is used (no `__unsafe_*`, no underscore fields such as `snapshot._nodes` or
 * the inspection events' `_transitions`): the active state nodes come from `snapshot.value`
 * (`getStateNodes`), the events a snapshot handles from the state nodes' `ownEvents`.
 */
import {
  createActor,
  createMachine,
  fromPromise,
  getInitialMicrosteps,
  getStateNodes,
  SimulatedClock,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type AdjacencyMap, type StatePath } from 'xstate/graph';
import { formatGuard } from '../../scripts/diagrams/graph';

// ---------------------------------------------------------------------------
// Types

/** Events the model can take besides the machine's own: invoke results, delays and URL routes. */
export type ModelEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown }
  | { type: `xstate.after.${string}` }
  | { type: 'xstate.route'; to: `#${string}` };

export interface ModelStep<TSnapshot> {
  /** The event taken (`xstate.init` for the first step). */
  event: AnyEventObject;
  /** The snapshot reached after the event. */
  state: TSnapshot;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  /** e.g. `input {"alreadyDismissed":false}: xstate.done.actor.loadDrafts → user.dismiss ⇒ hidden` */
  description: string;
  input: InputFrom<TMachine>;
  /** The events after `xstate.init`, in order. */
  events: AnyEventObject[];
  steps: ModelStep<SnapshotFrom<TMachine>>[];
  /** The expected end snapshot. */
  state: SnapshotFrom<TMachine>;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** One traversal per input. Default: `[undefined]`. */
  inputs?: InputFrom<TMachine>[];
  /**
   * Events to try in a snapshot: payload variants, invoke outputs and errors.
   * For an event type the snapshot handles but this function does not return, the model
   * tries `{ type }` (invoke done: `output: undefined`; invoke error: an Error), every
   * `xstate.route` target, and every delay.
   */
  events?: (snapshot: SnapshotFrom<TMachine>) => readonly AnyEventObject[];
  /** Leave out events in a snapshot (also the ones the model adds by default), e.g. invoke errors. */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean;
  /** The part of the context that tells states apart (default: all of it). Keep it small so the traversal ends. */
  serializeContext?: (context: SnapshotFrom<TMachine>['context']) => unknown;
  /** Drop paths with more events than this. Default: no limit. */
  maxSteps?: number;
  /**
   * Include xstate/graph simple paths. They grow exponentially with the number of states, so by
   * default they are only included when the traversal finds at most 40 distinct states.
   */
  simplePaths?: boolean;
  /** Traversal limit passed to xstate/graph (states visited). Default: 5000. */
  limit?: number;
}

export interface CoverageCount {
  covered: number;
  total: number;
  percent: number;
}

export interface ModelCoverage {
  machineId: string;
  paths: number;
  states: CoverageCount;
  transitions: CoverageCount;
  /** State node ids never entered, e.g. `consentModal.open.checked`. */
  missingStates: string[];
  /** Transitions never taken, e.g. `consentModal.open.unchecked: user.confirm [isTicked] → #consentModal.saving`. */
  missingTransitions: string[];
  /** `model <machineId>: N paths, states a/b (x%), transitions c/d (y%)` */
  summary: string;
}

/** What a replay gives `start` so a component test can render the view with the same machine. */
export interface ReplayRun<TMachine extends AnyStateMachine> {
  /** The machine provided with controllable fake actors (and the caller's actions/actors). */
  machine: TMachine;
  input: InputFrom<TMachine>;
  /** Pass to createActor/useMachine so `xstate.after.*` steps can advance time. */
  clock: SimulatedClock;
  /** Pass to createActor/useMachine so the replay can record executed actions. */
  inspect: (event: InspectionEvent) => void;
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /** Action implementations (spies) for the run. */
  actions?: Record<string, (...args: never[]) => void>;
  /** Actor implementations used as they are instead of the controllable fakes. */
  actors?: Record<string, AnyActorLogic>;
  /**
   * Starts the system under test; default `createActor(machine, { input, clock, inspect }).start()`.
   * A component test renders the view here (with `run.machine`, `run.clock`, `run.inspect`) and returns its actor.
   */
  start?: (run: ReplayRun<TMachine>) => AnyActorRef | Promise<AnyActorRef>;
  /** Performs a path event; default `actor.send(event)`. A component test clicks/types here. Not called for invoke results and delays. */
  send?: (event: AnyEventObject, actor: AnyActorRef) => void | Promise<void>;
  /** Called before each event is performed, with the current snapshot. */
  beforeStep?: (snapshot: SnapshotFrom<TMachine>, nextEvent: AnyEventObject) => void | Promise<void>;
  /** Called after each step (first with `xstate.init`) once the actor reached the expected state: assert the view here. */
  onStep?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject, index: number) => void | Promise<void>;
  /** How long to wait for the actor to reach a step's state. Default 2000 ms. */
  timeoutMs?: number;
}

export interface ReplayResult<TMachine extends AnyStateMachine> {
  /** Snapshot after each step (index 0 = after xstate.init). */
  snapshots: SnapshotFrom<TMachine>[];
  /** Custom actions executed by the machine, in order (built-ins such as assign left out). */
  actions: string[];
  /** Input each controlled fake actor was started with, by actor src. */
  actorInputs: Record<string, unknown[]>;
}

export interface MachineModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  paths: ModelPath<TMachine>[];
  /** Computes coverage of all paths, prints the summary line and returns it. */
  coverage: () => ModelCoverage;
  /** Runs one path against the machine for real; throws when the actor does not follow the path. */
  replay: (path: ModelPath<TMachine>, options?: ReplayOptions<TMachine>) => Promise<ReplayResult<TMachine>>;
}

// ---------------------------------------------------------------------------
// Paths

export function createMachineModel<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine> = {}): MachineModel<TMachine> {
  const inputs = options.inputs ?? [undefined as InputFrom<TMachine>];
  const serialize = (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot, options.serializeContext);
  const paths = dedupePaths(inputs.flatMap((input, inputIndex) => pathsForInput(machine, input, inputIndex, inputs.length > 1, options, serialize)));
  const filtered = options.maxSteps === undefined ? paths : paths.filter((p) => p.events.length <= options.maxSteps!);
  return {
    machine,
    paths: filtered,
    coverage: () => {
      const coverage = computeCoverage(machine, filtered);
      console.log(coverage.summary);
      return coverage;
    },
    replay: (path, replayOptions) => replayPath(machine, path, serialize, replayOptions),
  };
}

function pathsForInput<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  inputIndex: number,
  showInput: boolean,
  options: ModelOptions<TMachine>,
  serialize: (s: AnyMachineSnapshot) => string,
): (ModelPath<TMachine> & { inputIndex: number })[] {
  const traversal = {
    input,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(machine, snapshot, options.events as ((s: AnyMachineSnapshot) => readonly AnyEventObject[]) | undefined),
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    limit: options.limit ?? 5000,
    filterEvents: options.filterEvents as ((s: AnyMachineSnapshot, e: AnyEventObject) => boolean) | undefined,
    stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status !== 'active',
  };
  // xstate/graph's option types are tied to the machine's own events; ours add invoke results and routes.
  const opts = traversal as never;
  let found: StatePath<AnyMachineSnapshot, AnyEventObject>[];
  try {
    const adjacency = getAdjacencyMap(machine, opts) as AdjacencyMap<AnyMachineSnapshot, AnyEventObject> as Adjacency;
    const vertexCount = Object.keys(adjacency).length;
    found = getShortestPaths(machine, opts);
    if (options.simplePaths ?? vertexCount <= SIMPLE_PATHS_UP_TO) found.push(...getSimplePaths(machine, opts));
    found.push(...transitionPaths(machine, input, adjacency, found, serialize));
  } catch (error) {
    if (error instanceof Error && error.message.includes('Traversal limit')) {
      throw new Error(`${machine.id}: traversal limit exceeded; narrow serializeContext or the events offered (or raise limit)`, { cause: error });
    }
    throw error;
  }
  return found.map((p) => {
    const steps = p.steps.map((s) => ({ event: s.event, state: s.state as SnapshotFrom<TMachine> }));
    const events = steps.slice(1).map((s) => s.event);
    const prefix = showInput ? `input ${JSON.stringify(input)}: ` : '';
    return {
      description: `${prefix}${events.length ? events.map(formatEvent).join(' → ') : '(start)'} ⇒ ${formatValue(p.state.value)}`,
      input,
      events,
      steps,
      state: p.state as SnapshotFrom<TMachine>,
      inputIndex,
    };
  });
}

const SIMPLE_PATHS_UP_TO = 40;

/** xstate/graph's `AdjacencyMap`, with plain string keys. */
type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }>;

/**
 * Adds, for every transition definition the known paths do not take yet, one path: the shortest
 * path to a state where an event takes it, plus that event (covers self-loops, back edges and
 * targetless transitions that shortest and simple paths skip).
 */
function transitionPaths(
  machine: AnyStateMachine,
  input: unknown,
  adjacency: Adjacency,
  known: StatePath<AnyMachineSnapshot, AnyEventObject>[],
  serialize: (s: AnyMachineSnapshot) => string,
): StatePath<AnyMachineSnapshot, AnyEventObject>[] {
  const tracker = createTracker(machine);
  const shortest = new Map<string, StatePath<AnyMachineSnapshot, AnyEventObject>>();
  for (const p of known) {
    tracker.walk(tracker.start(input), p.steps.slice(1).map((s) => s.event));
    const key = serialize(p.state);
    const current = shortest.get(key);
    if (!current || p.steps.length < current.steps.length) shortest.set(key, p);
  }
  const out: StatePath<AnyMachineSnapshot, AnyEventObject>[] = [];
  const vertices = Object.entries(adjacency)
    .filter(([key]) => shortest.has(key))
    .sort(([a], [b]) => shortest.get(a)!.steps.length - shortest.get(b)!.steps.length);
  for (const [key, { state, transitions }] of vertices) {
    const head = shortest.get(key)!;
    for (const { event, state: next } of Object.values(transitions)) {
      const taken = tracker.transitionsOf(state, event);
      if (!taken.some((t) => !tracker.coveredTransitions.has(t))) continue;
      for (const t of taken) tracker.coveredTransitions.add(t);
      out.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.steps.length });
    }
  }
  return out;
}

function eventsFor(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  given: ((s: AnyMachineSnapshot) => readonly AnyEventObject[]) | undefined,
): AnyEventObject[] {
  const provided = given?.(snapshot) ?? [];
  // What xstate's `__unsafe_getAllOwnEventDescriptors` gives, from public state node getters.
  const descriptors = [...new Set(activeStateNodes(machine, snapshot).flatMap((node) => node.ownEvents as string[]))];
  const events: AnyEventObject[] = [];
  for (const descriptor of descriptors) {
    const matching = provided.filter((e) => matchesDescriptor(e.type, descriptor));
    if (matching.length > 0) {
      events.push(...matching);
      continue;
    }
    if (descriptor.includes('*') || descriptor.startsWith('xstate.done.state.') || descriptor.startsWith('xstate.snapshot.')) continue;
    if (descriptor === 'xstate.route') {
      const routes = machine.root.transitions.get('xstate.route') ?? [];
      for (const t of routes) {
        for (const target of t.target ?? []) events.push({ type: 'xstate.route', to: `#${target.id}` } as AnyEventObject);
      }
    } else if (descriptor.startsWith('xstate.done.actor.')) {
      events.push({ type: descriptor, output: undefined } as AnyEventObject);
    } else if (descriptor.startsWith('xstate.error.actor.')) {
      events.push({ type: descriptor, error: new Error(`${descriptor.slice('xstate.error.actor.'.length)} failed (model)`) } as AnyEventObject);
    } else {
      events.push({ type: descriptor });
    }
  }
  // Deduplicate (a provided event can match several descriptors).
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = JSON.stringify(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function matchesDescriptor(type: string, descriptor: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

/** Removes duplicates and paths whose events are a prefix of another path's (same input); the longer path checks every step anyway. */
function dedupePaths<TMachine extends AnyStateMachine>(paths: (ModelPath<TMachine> & { inputIndex: number })[]): ModelPath<TMachine>[] {
  const eventKeys = new WeakMap<object, string>();
  const eventKey = (e: AnyEventObject) => {
    let key = eventKeys.get(e);
    if (key === undefined) {
      key = JSON.stringify(e);
      eventKeys.set(e, key);
    }
    return key;
  };
  const keyOf = (p: ModelPath<TMachine> & { inputIndex: number }, length = p.events.length) =>
    [String(p.inputIndex), ...p.events.slice(0, length).map(eventKey)].join('\u0001');
  const prefixes = new Set<string>();
  for (const path of paths) {
    for (let length = 0; length < path.events.length; length++) prefixes.add(keyOf(path, length));
  }
  const seen = new Set<string>();
  const kept = paths.filter((path) => {
    const key = keyOf(path);
    if (prefixes.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept
    .sort((a, b) => a.inputIndex - b.inputIndex || a.events.length - b.events.length || a.description.localeCompare(b.description))
    .map(({ inputIndex: _inputIndex, ...path }) => path);
}

// ---------------------------------------------------------------------------
// Coverage

/**
 * Steps snapshots through the pure machine and records the states entered and transitions taken (also
 * eventless ones). Steps are remembered per snapshot and event object, so the common beginnings of the
 * paths (the same objects, from xstate/graph's adjacency map) are stepped once.
 */
function createTracker(machine: AnyStateMachine) {
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<AnyTransitionDefinition>();
  const initial = new Map<unknown, MacroStep>();
  const steps = new WeakMap<AnyMachineSnapshot, Map<AnyEventObject, MacroStep>>();
  const scope = pureScope();
  const step = (snapshot: AnyMachineSnapshot, event: AnyEventObject): MacroStep => {
    let byEvent = steps.get(snapshot);
    if (!byEvent) steps.set(snapshot, (byEvent = new Map()));
    let result = byEvent.get(event);
    if (!result) byEvent.set(event, (result = macroStep(machine, snapshot, event, scope)));
    return result;
  };
  const record = ({ snapshot, taken }: MacroStep) => {
    for (const node of activeStateNodes(machine, snapshot)) coveredStates.add(node.id);
    for (const t of taken) {
      coveredTransitions.add(t);
      coveredStates.add(t.source.id);
    }
  };
  return {
    coveredStates,
    coveredTransitions,
    /** Walks from the initial snapshot for `input`. */
    start(input: unknown): AnyMachineSnapshot {
      let first = initial.get(input);
      if (!first) initial.set(input, (first = initialMacroStep(machine, input)));
      record(first);
      return first.snapshot;
    },
    walk(from: AnyMachineSnapshot, events: readonly AnyEventObject[]): AnyMachineSnapshot {
      let snapshot = from;
      record({ snapshot, taken: [] });
      for (const event of events) {
        const next = step(snapshot, event);
        record(next);
        snapshot = next.snapshot;
      }
      return snapshot;
    },
    /** The transitions one event takes from `snapshot` (without recording them). */
    transitionsOf(snapshot: AnyMachineSnapshot, event: AnyEventObject): AnyTransitionDefinition[] {
      return step(snapshot, event).taken;
    },
  };
}

interface MacroStep {
  /** The snapshot the machine settles in. */
  snapshot: AnyMachineSnapshot;
  /** The transition definitions taken on the way, the eventless ones included. */
  taken: AnyTransitionDefinition[];
}

/**
 * One event through the pure machine (`machine.microstep` gives the snapshot after each microstep). The
 * event's own transitions are the ones `getTransitionData` selects (what `snapshot.can` and xstate's
 * macrostep use); each further microstep is an eventless transition or a compound state's onDone, told
 * from the snapshots before and after it.
 */
function macroStep(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope): MacroStep {
  const microsteps = machine.microstep(snapshot, event, scope) as AnyMachineSnapshot[];
  const taken = [...machine.getTransitionData(snapshot as never, event as never)];
  for (let i = 1; i < microsteps.length; i++) taken.push(...followingMicrostep(machine, microsteps[i - 1]!, microsteps[i]!, event));
  return { snapshot: microsteps.at(-1) ?? snapshot, taken };
}

/** The initial snapshot for `input` and the eventless transitions taken after entering the initial states. */
function initialMacroStep(machine: AnyStateMachine, input: unknown): MacroStep {
  const microsteps = getInitialMicrosteps(machine, input as never).map(([next]) => next as AnyMachineSnapshot);
  const taken: AnyTransitionDefinition[] = [];
  // The first microstep enters the initial states (initial transitions are not counted).
  const init = { type: 'xstate.init', input };
  for (let i = 1; i < microsteps.length; i++) taken.push(...followingMicrostep(machine, microsteps[i - 1]!, microsteps[i]!, init));
  return { snapshot: microsteps.at(-1)!, taken };
}

/**
 * The transitions of a microstep after the event's own: xstate takes, for the active leaf state, the
 * first enabled `always` transition of the leaf or its ancestors; when there is none, an internal event
 * such as `xstate.done.state.<id>` (a compound state whose final child was entered). The snapshot after
 * the microstep shows which `always` transition it was: its targets are active and the leaf was left (or
 * re-entered). Where two candidates would leave the same snapshot (e.g. `[{ guard, target: 'hidden' },
 * { target: 'hidden' }]`), the first whose guard passes is the one, as in xstate. Throws where neither
 * tells (targetless eventless transitions, guards that cannot be called), so coverage is never guessed.
 *
 * `event` is the event of the macrostep (`xstate.init` for the initial one): what eventless guards see.
 */
function followingMicrostep(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  event: AnyEventObject,
): AnyTransitionDefinition[] {
  const beforeNodes = activeStateNodes(machine, before);
  const afterIds = new Set(activeStateNodes(machine, after).map((node) => node.id));
  const unclear = (why: string): never => {
    throw new Error(`${machine.id}: coverage cannot tell the transition from ${formatValue(before.value)} to ${formatValue(after.value)}: ${why}`);
  };
  const taken = new Set<AnyTransitionDefinition>();
  for (const leaf of beforeNodes.filter((node) => node.type === 'atomic' || node.type === 'final')) {
    const candidates = ancestry(leaf).flatMap((node) => node.always ?? []);
    const fitting = candidates.filter((t) => {
      if (!t.target?.length) unclear(`the eventless transition ${describeTransition(t)} has no target`);
      const left = !afterIds.has(leaf.id) || t.target!.some((target) => ancestry(leaf).includes(target));
      return left && t.target!.every((target) => afterIds.has(target.id));
    });
    const chosen =
      fitting.length > 1
        ? fitting.find((t) => guardPasses(machine, t, before, event) ?? unclear(`the guard of ${describeTransition(t)} cannot be evaluated`))
        : fitting[0];
    if (fitting.length > 1 && !chosen) unclear(`no guard passes of ${fitting.map(describeTransition).join('; ')}`);
    if (chosen) taken.add(chosen);
  }
  if (taken.size > 0) return [...taken];
  // No eventless transition: an internal event, e.g. the done event of a compound state (its output is not
  // known here, so a guard on it would be judged without it).
  for (const node of beforeNodes) {
    if (node === machine.root || !isDone(node, beforeNodes)) continue;
    const transitions = machine.getTransitionData(before as never, { type: `xstate.done.state.${node.id}` } as never);
    if (transitions.length > 0) return transitions;
  }
  if (JSON.stringify(before.value) !== JSON.stringify(after.value)) unclear('no eventless transition or done event fits');
  return [];
}

/**
 * Whether a transition's guard passes, through the machine's public `implementations.guards`: true without
 * a guard; undefined for inline guard functions and built-in combinators (`not`, `and`, `or`, `stateIn`:
 * only xstate itself can evaluate them; called directly, xstate's development build, the one vitest loads,
 * throws). Needed only where two eventless transitions would leave the same snapshot.
 */
function guardPasses(machine: AnyStateMachine, t: AnyTransitionDefinition, snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean | undefined {
  const guard = t.guard as string | { type: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;
  if (guard === undefined) return true;
  if (typeof guard === 'function') return builtInGuardPasses(machine, guard, snapshot, event);
  const { type, params } = typeof guard === 'string' ? { type: guard, params: undefined } : guard;
  const implementation = (machine.implementations.guards as Record<string, unknown>)[type];
  if (typeof implementation !== 'function') return undefined;
  const args = { context: snapshot.context, event };
  try {
    const result: unknown = implementation(args, typeof params === 'function' ? params(args) : params);
    return typeof result === 'boolean' ? result : undefined;
  } catch {
    return undefined;
  }
}

/** xstate's own guards as they sit in a transition: `stateIn`, `not`, `and`, `or` (undefined: another function). */
function builtInGuardPasses(machine: AnyStateMachine, guard: unknown, snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean | undefined {
  const fn = guard as { check?: { name?: string }; guards?: unknown[]; stateValue?: unknown };
  const of = (inner: unknown) =>
    typeof inner === 'function'
      ? builtInGuardPasses(machine, inner, snapshot, event)
      : guardPasses(machine, { guard: inner } as AnyTransitionDefinition, snapshot, event);
  switch (fn.check?.name) {
    case 'checkStateIn': {
      const value = fn.stateValue;
      if (typeof value === 'string' && value.startsWith('#')) return activeStateNodes(machine, snapshot).some((node) => node.id === value.slice(1));
      return snapshot.matches(value as never);
    }
    case 'checkNot': {
      const inner = of(fn.guards?.[0]);
      return inner === undefined ? undefined : !inner;
    }
    case 'checkAnd':
    case 'checkOr': {
      const results = (fn.guards ?? []).map(of);
      if (results.includes(undefined)) return undefined;
      return fn.check.name === 'checkAnd' ? results.every(Boolean) : results.some(Boolean);
    }
    default:
      return undefined;
  }
}

/** The state node and its ancestors, innermost first. */
function ancestry(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node, ...ancestry(node.parent)] : [node];
}

/** A compound state whose active child is final, or a parallel state whose regions are all done. */
function isDone(node: AnyStateNode, active: AnyStateNode[]): boolean {
  const children = active.filter((n) => n.parent === node);
  if (node.type === 'compound') return children.some((child) => child.type === 'final');
  if (node.type === 'parallel') return children.every((child) => isDone(child, active));
  return false;
}

/**
 * An actor scope whose actions do nothing, for stepping the pure machine (`machine.microstep`): what
 * xstate's `getMicrosteps` builds on every call, built once here (the steps are many).
 */
function pureScope(): AnyActorScope {
  const self = createActor(createMachine({}));
  return {
    self,
    id: 'model',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
}

const activeNodesOf = new WeakMap<AnyMachineSnapshot, AnyStateNode[]>();

/**
 * The active state nodes of a snapshot from its public `value`, root first in document order (for an active
 * snapshot of a machine without parallel states, the order of xstate's own, private, configuration).
 */
function activeStateNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  let nodes = activeNodesOf.get(snapshot);
  if (!nodes) {
    nodes = [...new Set(getStateNodes(machine.root, snapshot.value))].sort((a, b) => a.order - b.order);
    activeNodesOf.set(snapshot, nodes);
  }
  return nodes;
}

function computeCoverage<TMachine extends AnyStateMachine>(machine: TMachine, paths: ModelPath<TMachine>[]): ModelCoverage {
  const allStates = allStateNodes(machine.root).filter((n) => n.type !== 'history');
  const allTransitions = allStateNodes(machine.root, true).flatMap((n) => ownTransitions(n));
  const tracker = createTracker(machine);
  for (const path of paths) tracker.walk(tracker.start(path.input), path.events);
  const { coveredStates, coveredTransitions } = tracker;

  const missingStates = allStates.filter((n) => !coveredStates.has(n.id)).map((n) => n.id);
  const missingTransitions = allTransitions.filter((t) => !coveredTransitions.has(t)).map(describeTransition);
  const count = (total: number, missing: number): CoverageCount => ({
    covered: total - missing,
    total,
    percent: total === 0 ? 100 : Math.round(((total - missing) / total) * 1000) / 10,
  });
  const states = count(allStates.length, missingStates.length);
  const transitions = count(allTransitions.length, missingTransitions.length);
  return {
    machineId: machine.id,
    paths: paths.length,
    states,
    transitions,
    missingStates,
    missingTransitions,
    summary: `model ${machine.id}: ${paths.length} paths, states ${states.covered}/${states.total} (${states.percent}%), transitions ${transitions.covered}/${transitions.total} (${transitions.percent}%)`,
  };
}

/** All state nodes below `root` in document order (with `root` itself when asked). */
function allStateNodes(root: AnyStateNode, includeRoot = false): AnyStateNode[] {
  const below = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...below(child)]);
  return includeRoot ? [root, ...below(root)] : below(root);
}

/** Every transition definition of a node: on, onDone, invoke done/error, after, route (root) and always. */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function describeTransition(t: AnyTransitionDefinition): string {
  const trigger = t.eventType === '' ? 'always' : t.eventType;
  const guard =
    t.eventType === 'xstate.route'
      ? (t.target?.[0]?.config.route as { guard?: unknown } | undefined)?.guard
      : t.guard;
  const targets = t.target?.length ? t.target.map((n) => `#${n.id}`).join(', ') : '(stays)';
  return `${t.source.id}: ${trigger}${guard === undefined ? '' : ` [${formatGuard(guard)}]`} → ${targets}`;
}

// ---------------------------------------------------------------------------
// Replay

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

async function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath<TMachine>,
  serialize: (s: AnyMachineSnapshot) => string,
  options: ReplayOptions<TMachine> = {},
): Promise<ReplayResult<TMachine>> {
  const timeoutMs = options.timeoutMs ?? 2000;
  const pending = new Map<string, Pending[]>();
  const actorInputs: Record<string, unknown[]> = {};
  const fakes: Record<string, AnyActorLogic> = {};
  for (const src of invokedSources(machine)) {
    if (options.actors?.[src]) continue;
    fakes[src] = fromPromise(({ input, self }) => {
      (actorInputs[src] ??= []).push(input);
      return new Promise((resolve, reject) => {
        const list = pending.get(self.id) ?? [];
        list.push({ resolve, reject, settled: false });
        pending.set(self.id, list);
      });
    });
  }
  const provided = machine.provide({
    actors: { ...fakes, ...options.actors },
    ...(options.actions ? { actions: options.actions } : {}),
  } as never) as TMachine;

  const actions: string[] = [];
  const clock = new SimulatedClock();
  const inspect = (event: InspectionEvent) => {
    // Only the machine's own actions (the root actor of the system), not those of its children.
    if (event.type === '@xstate.action' && event.actorRef.sessionId === event.rootId) {
      if (!event.action.type.startsWith('xstate.')) actions.push(event.action.type);
    }
  };
  const run: ReplayRun<TMachine> = { machine: provided, input: path.input, clock, inspect };
  const actor = options.start ? await options.start(run) : createActor(provided, { input: path.input, clock, inspect } as never).start();

  const snapshots: SnapshotFrom<TMachine>[] = [];
  const fail = (index: number, message: string): never => {
    throw new Error(`${machine.id} path failed at step ${index} (${formatEvent(path.steps[index]!.event)}): ${message}\n  path: ${path.description}`);
  };
  try {
    for (let index = 0; index < path.steps.length; index++) {
      const step = path.steps[index]!;
      if (index > 0) {
        const current = actor.getSnapshot() as SnapshotFrom<TMachine>;
        await options.beforeStep?.(current, step.event);
        await perform(step.event, actor, clock, pending, options.send, (msg) => fail(index, msg));
      }
      const reached = await waitForState(actor, serialize(step.state as AnyMachineSnapshot), serialize, timeoutMs);
      if (!reached.ok) fail(index, `expected ${serialize(step.state as AnyMachineSnapshot)}\n  but was  ${reached.actual}`);
      const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
      snapshots.push(snapshot);
      await options.onStep?.(snapshot, step.event, index);
    }
    const final = serialize(actor.getSnapshot() as AnyMachineSnapshot);
    const expected = serialize(path.state as AnyMachineSnapshot);
    if (final !== expected) fail(path.steps.length - 1, `final state ${final}, expected ${expected}`);
  } finally {
    actor.stop();
  }
  return { snapshots, actions, actorInputs };
}

async function perform(
  event: AnyEventObject,
  actor: AnyActorRef,
  clock: SimulatedClock,
  pending: Map<string, Pending[]>,
  send: ((event: AnyEventObject, actor: AnyActorRef) => void | Promise<void>) | undefined,
  fail: (message: string) => never,
): Promise<void> {
  const settle = (id: string, how: (p: Pending) => void) => {
    const open = (pending.get(id) ?? []).filter((p) => !p.settled);
    const latest = open[open.length - 1];
    if (!latest) fail(`the invoked actor "${id}" is not running (no pending promise to settle)`);
    latest!.settled = true;
    how(latest!);
  };
  if (event.type.startsWith('xstate.done.actor.')) {
    settle(event.type.slice('xstate.done.actor.'.length), (p) => p.resolve((event as { output?: unknown }).output));
  } else if (event.type.startsWith('xstate.error.actor.')) {
    settle(event.type.slice('xstate.error.actor.'.length), (p) => p.reject((event as { error?: unknown }).error));
  } else if (event.type.startsWith('xstate.after.')) {
    const name = event.type.split('.')[2]!;
    const delay = Number.isFinite(Number(name)) ? Number(name) : namedDelay(actor, name);
    if (delay === undefined) fail(`the named delay ${name} is not the machine's (setup({ delays }))`);
    clock.increment(delay!);
  } else if (send) {
    await send(event, actor);
  } else {
    actor.send(event);
  }
}

/** A named delay (`setup({ delays })`) in ms, as the running machine computes it from its context now. */
function namedDelay(actor: AnyActorRef, name: string): number | undefined {
  const machine = (actor as { logic?: AnyStateMachine }).logic;
  const delay: unknown = machine?.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'function') return undefined;
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  return (delay as (args: { context: unknown; event: AnyEventObject }) => number)({ context: snapshot.context, event: { type: 'xstate.model.delay' } });
}

function waitForState(
  actor: AnyActorRef,
  expected: string,
  serialize: (s: AnyMachineSnapshot) => string,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; actual: string }> {
  const current = () => serialize(actor.getSnapshot() as AnyMachineSnapshot);
  if (current() === expected) return Promise.resolve({ ok: true });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      resolve({ ok: false, actual: current() });
    }, timeoutMs);
    const subscription = actor.subscribe({
      next: () => {
        if (current() === expected) {
          clearTimeout(timer);
          subscription.unsubscribe();
          resolve({ ok: true });
        }
      },
      error: () => {},
    });
  });
}

function invokedSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of allStateNodes(machine.root, true)) {
    for (const inv of node.invoke) {
      if (typeof inv.src !== 'string') {
        throw new Error(`${node.id}: invoke "${inv.id}" uses inline logic; name it in setup({ actors }) so tests can provide a fake`);
      }
      sources.add(inv.src);
    }
  }
  return [...sources].sort();
}

// ---------------------------------------------------------------------------
// Formatting

export function serializeSnapshot(snapshot: AnyMachineSnapshot, serializeContext?: (context: never) => unknown): string {
  const context = serializeContext ? serializeContext(snapshot.context as never) : snapshot.context;
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, context });
}

export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const parts = entries.map(([key, child]) => `${key}.${formatValue(child)}`);
    return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
  }
  return String(value);
}

/** An Error in a path's description: `Error`, or with the status an API error carries (`Error 404`), so paths differ by it. */
const errorWords = (error: Error): string => ('status' in error ? `Error ${String(error.status)}` : 'Error');

function formatEvent(event: AnyEventObject): string {
  const { type, ...rest } = event as AnyEventObject & Record<string, unknown>;
  const payload = Object.entries(rest).filter(([key, v]) => v !== undefined && key !== 'actorId');
  if (payload.length === 0) return type;
  const shown = payload.map(([key, v]) => `${key}: ${v instanceof Error ? errorWords(v) : JSON.stringify(v)}`).join(', ');
  return `${type}(${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown})`;
}

/** Every state and every transition of the machine lies on some path: the coverage every model test holds at 100 %. */
export function expectFullCoverage(model: { coverage(): ModelCoverage }): void {
  const coverage = model.coverage();
  expect(coverage.missingStates).toEqual([]);
  expect(coverage.missingTransitions).toEqual([]);
  expect(coverage.states.percent).toBe(100);
  expect(coverage.transitions.percent).toBe(100);
}
