/** ANGRE OPPSIGELSE (machines/cancellationWithdrawal.machine.ts): every path, against the customer's own events. */
import { describe, expect, it, vi } from 'vitest';
import { cancellationWithdrawalMachine } from '../../machines/cancellationWithdrawal.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const model = createMachineModel(cancellationWithdrawalMachine, {
  inputs: [{ agreementId: 'a-hus' }],
  events: () => [
    { type: 'user.withdraw' },
    { type: 'xstate.done.actor.withdrawCancellation', output: undefined },
    { type: 'xstate.error.actor.withdrawCancellation', error: new Error('Error 500: Internal Server Error') },
    { type: 'xstate.done.actor.refreshAgreements', output: undefined },
    { type: 'xstate.error.actor.refreshAgreements', error: new Error('Failed to fetch') },
  ],
});

describe('cancellationWithdrawal model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const logWithdrawFailure = vi.fn();
    // What the page says, from the path's own events: the button is busy from ANGRE OPPSIGELSE until the agreement is read again.
    let phase: 'nothing' | 'sending' | 'reading' | 'withdrawn' | 'failed' = 'nothing';
    let withdrawals = 0;
    let reads = 0;
    let failures = 0;
    const result = await model.replay(path, {
      actions: { logWithdrawFailure },
      beforeStep: (_snapshot, event) => {
        const busy = phase === 'sending' || phase === 'reading';
        if (event.type === 'user.withdraw' && !busy) {
          phase = 'sending';
          withdrawals++;
        }
        if (event.type === 'xstate.done.actor.withdrawCancellation' && phase === 'sending') {
          phase = 'reading';
          reads++;
        }
        if (event.type === 'xstate.error.actor.withdrawCancellation' && phase === 'sending') {
          phase = 'failed';
          failures++;
        }
        if (event.type.endsWith('.actor.refreshAgreements') && phase === 'reading') phase = 'withdrawn';
      },
      onStep: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(phase === 'sending' || phase === 'reading');
        expect(snapshot.hasTag('withdrawn')).toBe(phase === 'withdrawn');
        expect(snapshot.hasTag('withdrawFailed')).toBe(phase === 'failed');
      },
    });
    expect(result.actorInputs.withdrawCancellation ?? []).toEqual(Array.from({ length: withdrawals }, () => ({ agreementId: 'a-hus' })));
    expect((result.actorInputs.refreshAgreements ?? []).length).toBe(reads);
    expect(logWithdrawFailure).toHaveBeenCalledTimes(failures);
    if (failures > 0) expect(logWithdrawFailure.mock.calls[0]![1]).toEqual({ error: expect.any(Error) });
    expect(result.snapshots.at(-1)!.status).toBe('active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
