import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { blocksLeaving, leaveFlowGuardMachine } from '../../machines/leaveFlowGuard.machine';
import { createMachineModel } from '../support/modelTesting';

const model = createMachineModel(leaveFlowGuardMachine, {
  inputs: [{ blocksLeaving: true }, { blocksLeaving: false }],
  events: () => [
    { type: 'user.navigate', to: '/skadesaker' },
    { type: 'flow.changed', blocksLeaving: true },
    { type: 'flow.changed', blocksLeaving: false },
  ],
});

describe('leaveFlowGuard model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const navigate = vi.fn();
    const result = await model.replay(path, {
      actions: { navigate },
      onStep: (snapshot) => {
        // The destination is remembered exactly while the dialog is open.
        expect(snapshot.context.pendingTo !== null).toBe(snapshot.matches('confirming'));
      },
    });
    // An oracle of the rule: navigate at once unless the flow blocks; then only after AVSLUTT.
    let blocks = path.input.blocksLeaving ?? false;
    let open = false;
    let expected = 0;
    for (const event of path.events) {
      if (event.type === 'flow.changed') blocks = (event as unknown as { blocksLeaving: boolean }).blocksLeaving;
      else if (event.type === 'user.navigate' && !open) {
        if (blocks) open = true;
        else expected++;
      } else if (event.type === 'user.stay') open = false;
      else if (event.type === 'user.leave' && open) {
        open = false;
        expected++;
      }
    }
    expect(navigate).toHaveBeenCalledTimes(expected);
    expect(result.snapshots.at(-1)!.matches('confirming')).toBe(open);
    for (const call of navigate.mock.calls) expect(call[1]).toEqual({ to: '/skadesaker' });
  });

  it('covers every state and transition', () => {
    const coverage = model.coverage();
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.transitions.percent).toBe(100);
  });
});

describe('leaveFlowGuard behaviour', () => {
  const start = (blocks: boolean) => {
    const navigate = vi.fn();
    const actor = createActor(leaveFlowGuardMachine.provide({ actions: { navigate } }), { input: { blocksLeaving: blocks } }).start();
    return { actor, navigate };
  };

  it('opens the dialog while the flow blocks leaving, and navigates on AVSLUTT', () => {
    const { actor, navigate } = start(true);
    actor.send({ type: 'user.navigate', to: '/forsikringer' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'user.leave' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/forsikringer' });
  });

  it('stays on TILBAKE (and on Escape or the backdrop)', () => {
    const { actor, navigate } = start(true);
    actor.send({ type: 'user.navigate', to: '/' });
    actor.send({ type: 'user.stay' });
    expect(actor.getSnapshot().context).toEqual({ blocksLeaving: true, pendingTo: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates at once when loading failed, the case is submitted or on takk', () => {
    const { actor, navigate } = start(true);
    actor.send({ type: 'flow.changed', blocksLeaving: false });
    actor.send({ type: 'user.navigate', to: '/skadesaker' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/skadesaker' });
  });

  it("reads the damage report's blocksLeaving tag", () => {
    expect(blocksLeaving({ hasTag: (tag) => tag === 'blocksLeaving' })).toBe(true);
    expect(blocksLeaving({ hasTag: () => false })).toBe(false);
  });
});
