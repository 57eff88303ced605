import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { isHolding, leaveFlowGuardMachine } from '../../machines/leaveFlowGuard.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const toCases = { to: '/skadesaker', historyDelta: null } as const;
const back = { to: '/', historyDelta: -1 } as const;

const model = createMachineModel(leaveFlowGuardMachine, {
  events: () => [
    { type: 'user.navigate', ...toCases, blocksLeaving: true },
    { type: 'user.navigate', ...back, blocksLeaving: true },
    { type: 'user.navigate', ...toCases, blocksLeaving: false },
  ],
});

describe('leaveFlowGuard model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const navigate = vi.fn();
    const result = await model.replay(path, {
      actions: { navigate },
      onStep: (snapshot) => {
        // The move is held exactly while the dialog is open.
        expect(snapshot.context.pending !== null).toBe(snapshot.matches('confirming'));
      },
    });
    // An oracle of the rule: a move is held only while the flow blocks leaving and no dialog is open yet;
    // the held one (the first) is completed on AVSLUTT, and never otherwise.
    let held: { to: string; historyDelta: number | null } | null = null;
    const completed: unknown[] = [];
    for (const event of path.events as { type: string; to?: string; historyDelta?: number | null; blocksLeaving?: boolean }[]) {
      if (event.type === 'user.navigate' && !held && event.blocksLeaving) held = { to: event.to!, historyDelta: event.historyDelta! };
      else if (event.type === 'user.stay') held = null;
      else if (event.type === 'user.leave' && held) {
        completed.push(held);
        held = null;
      }
    }
    expect(navigate.mock.calls.map((call) => call[1])).toEqual(completed);
    expect(isHolding(result.snapshots.at(-1)!)).toBe(held !== null);
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('leaveFlowGuard behaviour', () => {
  const start = () => {
    const navigate = vi.fn();
    const actor = createActor(leaveFlowGuardMachine.provide({ actions: { navigate } })).start();
    return { actor, navigate };
  };

  it('holds a move while the flow blocks leaving, and completes it on AVSLUTT', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'user.navigate', to: '/', historyDelta: -1, blocksLeaving: true });
    expect(isHolding(actor.getSnapshot())).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'user.leave' });
    expect(isHolding(actor.getSnapshot())).toBe(false);
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/', historyDelta: -1 });
  });

  it('stays on TILBAKE (and on Escape or the backdrop)', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'user.navigate', to: '/', historyDelta: null, blocksLeaving: true });
    actor.send({ type: 'user.stay' });
    expect(actor.getSnapshot().context).toEqual({ pending: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a move through when loading failed, the case is submitted or on takk', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'user.navigate', to: '/skadesaker', historyDelta: null, blocksLeaving: false });
    expect(isHolding(actor.getSnapshot())).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
