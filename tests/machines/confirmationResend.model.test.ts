/** SEND PÅ NYTT on the profile (machines/confirmationResend.machine.ts): every path, through each answer and a failed call. */
import { describe, expect, it, vi } from 'vitest';
import { confirmationResendMachine, type ResendAnswer } from '../../machines/confirmationResend.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const ANSWERS: ResendAnswer[] = [
  { outcome: 'sent', sentTo: 'ny@example.no' },
  { outcome: 'tooMany' },
  { outcome: 'refused', message: 'E-postadressen din er allerede bekreftet.' },
];
const SAID: Record<ResendAnswer['outcome'], string> = { sent: 'sent', tooMany: 'tooMany', refused: 'refused' };

const model = createMachineModel(confirmationResendMachine, {
  inputs: [{ email: 'ny@example.no' }],
  events: () => [
    { type: 'user.resend' },
    ...ANSWERS.map((output) => ({ type: 'xstate.done.actor.resendConfirmation', output })),
    { type: 'xstate.error.actor.resendConfirmation', error: new Error('Failed to fetch') },
  ],
  serializeContext: (context) => [context.sentTo, context.refusal],
});

describe('confirmationResend model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = { refreshUser: vi.fn(), logFailure: vi.fn() };
    let said = 'idle';
    const result = await model.replay(path, {
      actions: effects,
      beforeStep: (_snapshot, event) => {
        if (event.type === 'xstate.done.actor.resendConfirmation') said = SAID[(event as unknown as { output: ResendAnswer }).output.outcome];
        if (event.type === 'xstate.error.actor.resendConfirmation') said = 'failed';
      },
      onStep: (snapshot) => {
        // Sending: the button is busy and nothing of the last answer is said; else the last answer is.
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('sending'));
        if (!snapshot.matches('sending')) expect(snapshot.value).toEqual({ ready: said });
        expect(snapshot.context.sentTo).toBe(said === 'sent' ? 'ny@example.no' : undefined);
        expect(snapshot.context.refusal).toBe(said === 'refused' ? 'E-postadressen din er allerede bekreftet.' : undefined);
      },
    });
    // One request per SEND PÅ NYTT pressed while not already sending.
    expect((result.actorInputs.resendConfirmation ?? []).length).toBe(result.snapshots.filter((s, i) => i > 0 && s.matches('sending')).length);
    const refused = path.events.filter((e) => e.type === 'xstate.done.actor.resendConfirmation' && (e as unknown as { output: ResendAnswer }).output.outcome === 'refused');
    expect(effects.refreshUser).toHaveBeenCalledTimes(refused.length);
    expect(effects.logFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.resendConfirmation').length);
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
