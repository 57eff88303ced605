import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { createMachineModel, type ModelPath } from '../support/modelTesting';
import { demoFlowMachine } from './fixtures/demoMachines';

type DemoPath = ModelPath<typeof demoFlowMachine>;

const options = {
  inputs: [{ online: true }, { online: false }],
  events: () => [
    { type: 'xstate.done.actor.saveDraft' as const, output: 'saved' },
    { type: 'xstate.error.actor.saveDraft' as const, error: new Error('offline') },
  ],
  // attempts only matters up to the retry limit; without this the traversal would never end.
  serializeContext: (context: { attempts: number; online: boolean }) => ({ online: context.online, canRetry: context.attempts < 2 }),
};
const model = createMachineModel(demoFlowMachine, options);

describe('createMachineModel on a machine with invoke, after, route and compound states', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('replays %s', async (_description, path) => {
    const result = await model.replay(path);
    expect(result.snapshots).toHaveLength(path.steps.length);
  });

  it('reaches 100% of states and transitions, and prints one summary line', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const coverage = model.coverage();
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.states).toEqual({ covered: 6, total: 6, percent: 100 });
    // route ×2, user.change, user.next ×2, user.back ×2, done, error, after
    expect(coverage.transitions).toEqual({ covered: 10, total: 10, percent: 100 });
    expect(log).toHaveBeenCalledWith(`model demoFlow: ${model.paths.length} paths, states 6/6 (100%), transitions 10/10 (100%)`);
    log.mockRestore();
  });

  it('offers every routable state as an xstate.route event and delays as xstate.after events', () => {
    const events = model.paths.flatMap((p) => p.events);
    expect(events).toContainEqual({ type: 'xstate.route', to: '#lokasjon' });
    expect(events).toContainEqual({ type: 'xstate.route', to: '#rolle' });
    expect(events).toContainEqual({ type: 'xstate.after.300.demoFlow.failed' });
  });

  it('keeps no path that is a prefix of another path with the same input', () => {
    const key = (p: DemoPath) => `${JSON.stringify(p.input)}|${p.events.map((e) => JSON.stringify(e)).join('|')}`;
    const keys = model.paths.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    const prefixes = keys.filter((a) => keys.some((b) => b !== a && b.startsWith(a.endsWith('|') ? a : `${a}|`)));
    expect(prefixes).toEqual([]);
  });

  it('reports what a narrower model misses', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const narrow = createMachineModel(demoFlowMachine, { ...options, filterEvents: (_s, e) => !e.type.startsWith('xstate.error.') });
    const coverage = narrow.coverage();
    log.mockRestore();
    expect(coverage.missingStates).toEqual(['demoFlow.failed']);
    expect(coverage.missingTransitions).toEqual([
      'demoFlow.saving: xstate.error.actor.saveDraft → #demoFlow.failed',
      'demoFlow.failed: user.back → #lokasjon',
      'demoFlow.failed: xstate.after.300.demoFlow.failed [canRetry] → #demoFlow.saving',
    ]);
    expect(coverage.states.percent).toBe(83.3);
  });

  it('drops paths longer than maxSteps', () => {
    const short = createMachineModel(demoFlowMachine, { ...options, maxSteps: 2 });
    expect(short.paths.length).toBeGreaterThan(0);
    expect(Math.max(...short.paths.map((p) => p.events.length))).toBeLessThanOrEqual(2);
  });
});

describe('replay', () => {
  const pathTo = (predicate: (p: DemoPath) => boolean) => {
    const path = model.paths.find(predicate);
    if (!path) throw new Error('no such path');
    return path;
  };
  const savedPath = pathTo((p) => p.state.value === 'done' && !p.events.some((e) => e.type.startsWith('xstate.error')) && p.input.online);

  it('settles the fake actor with the path output, records actions and actor inputs, and calls the hooks', async () => {
    const notifySaved = vi.fn();
    const before: string[] = [];
    const after: string[] = [];
    const result = await model.replay(savedPath, {
      actions: { notifySaved },
      beforeStep: (_snapshot, event) => void before.push(event.type),
      onStep: (snapshot, event) => void after.push(`${event.type} ⇒ ${JSON.stringify(snapshot.value)}`),
    });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(result.actions).toEqual(['notifySaved']);
    expect(result.actorInputs).toEqual({ saveDraft: [{ attempts: 0 }] });
    expect(before).toEqual(savedPath.events.map((e) => e.type));
    expect(after[0]).toBe('xstate.init ⇒ {"form":"rolle"}');
    expect(after.at(-1)).toBe('xstate.done.actor.saveDraft ⇒ "done"');
    expect(result.snapshots.at(-1)!.status).toBe('done');
  });

  it('advances a simulated clock for delayed transitions', async () => {
    const retry = pathTo((p) => p.events.some((e) => e.type.startsWith('xstate.after.')));
    const result = await model.replay(retry);
    expect(result.actorInputs.saveDraft!.length).toBeGreaterThanOrEqual(2);
  });

  it('lets a caller start the system under test and perform the events itself', async () => {
    const sent: string[] = [];
    const result = await model.replay(savedPath, {
      start: (run) => createActor(run.machine, { input: run.input, clock: run.clock, inspect: run.inspect }).start(),
      send: (event, actor) => {
        sent.push(event.type);
        actor.send(event);
      },
    });
    expect(sent).toEqual(savedPath.events.filter((e) => e.type.startsWith('user.') || e.type === 'xstate.route').map((e) => e.type));
    expect(result.actions).toEqual(['notifySaved']);
  });

  it('fails with the path and the step when the system does not follow the model', async () => {
    await expect(model.replay(savedPath, { send: () => {}, timeoutMs: 50 })).rejects.toThrow(/demoFlow path failed at step 1 \(user\.next\): expected .*\n {2}but was/);
  });

  it('fails when a path settles an actor that is not running', async () => {
    const [init] = savedPath.steps;
    const settle = { type: 'xstate.done.actor.saveDraft', output: 'x' } as EventObject;
    const broken: DemoPath = {
      ...savedPath,
      events: [settle],
      steps: [init!, { event: settle, state: init!.state }],
      state: init!.state,
    };
    await expect(model.replay(broken)).rejects.toThrow(/the invoked actor "saveDraft" is not running/);
  });

  it('uses caller-provided actor implementations as they are (here: one that finishes before the path says so)', async () => {
    await expect(
      model.replay(savedPath, { actors: { saveDraft: fromPromise(async () => 'real') }, timeoutMs: 50 }),
    ).rejects.toThrow(/failed at step 2 \(user\.next\): expected \{"value":"saving".*\n {2}but was {2}\{"value":"done"/);
  });
});
