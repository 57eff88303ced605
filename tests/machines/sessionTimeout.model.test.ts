import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SessionTimeLeft } from '../../domain/sessionRequests';
import { sessionTimeoutMachine, type SessionAnswer } from '../../machines/sessionTimeout.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

/** Ten minutes left of twenty: nothing to warn of yet. */
const PLENTY: SessionTimeLeft = { endsInSeconds: 600, warnBeforeSeconds: 120, idleSeconds: 1200 };
/** One second left: the warning is due, and the count is up after one tick. */
const NEAR: SessionTimeLeft = { endsInSeconds: 1, warnBeforeSeconds: 120, idleSeconds: 1200 };

const answers = (src: 'askTimeLeft' | 'extendSession') => [
  { type: `xstate.done.actor.${src}` as const, output: PLENTY },
  { type: `xstate.done.actor.${src}` as const, output: NEAR },
  { type: `xstate.done.actor.${src}` as const, output: null },
  { type: `xstate.error.actor.${src}` as const, error: new TypeError('Failed to fetch') },
];

const model = createMachineModel(sessionTimeoutMachine, {
  events: () => [
    ...answers('askTimeLeft'),
    ...answers('extendSession'),
    { type: 'user.continue' },
    { type: 'user.logout' },
    { type: 'user.logIn' },
    { type: 'user.dismiss' },
    { type: 'logout.stayed' },
    { type: 'page.visible' },
    { type: 'session.endedElsewhere' },
  ],
  // What the transitions read: whether the count is up, and whether the warning is due.
  serializeContext: (c) => ({ up: c.secondsLeft <= 0, due: c.secondsLeft <= c.warnBeforeSeconds }),
});

const isAnswer = (e: { type: string }) => e.type.startsWith('xstate.done.actor.');
const outputOf = (e: { type: string }) => (e as { output?: SessionAnswer }).output;

describe('sessionTimeout model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = { endSessionHere: vi.fn(), logInAgain: vi.fn() };
    const result = await model.replay(path, { actions: effects });
    const [, ...after] = result.snapshots;

    after.forEach((snapshot, i) => {
      const event = path.events[i]!;
      const before = result.snapshots[i]!;
      // The session is said to have ended only when the server said so: never by the count, never offline.
      if (snapshot.matches('ended') && !before.matches('ended')) {
        expect(isAnswer(event) && outputOf(event) === null).toBe(true);
      }
      // The warning opens only on the server's word that the end is near (another tab may have used the session).
      if (snapshot.matches('warning') && !before.matches('warning')) {
        expect(isAnswer(event) && outputOf(event) === NEAR).toBe(true);
      }
      // A failure to reach the server is never silent once the warning shows: it says so.
      if (event.type.startsWith('xstate.error.actor.') && before.matches('warning')) {
        expect(snapshot.matches({ warning: 'unreachable' }) || snapshot.matches({ warning: 'notExtended' })).toBe(true);
      }
      // The warning closes only on the server's word that time enough is left (FORTSETT, or a use in another tab).
      if (before.matches('warning') && snapshot.matches('watching')) expect(outputOf(event)).toEqual(PLENTY);
    });

    const last = result.snapshots.at(-1)!;
    const enteredEnded = result.snapshots.some((s) => s.matches('ended'));
    expect(effects.endSessionHere).toHaveBeenCalledTimes(enteredEnded ? 1 : 0);
    const logIns = path.events.filter((e, i) => e.type === 'user.logIn' && result.snapshots[i]!.matches('ended')).length;
    expect(effects.logInAgain).toHaveBeenCalledTimes(logIns);
    expect(last.status).toBe(last.matches('stopped') ? 'done' : 'active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('sessionTimeout behaviour', () => {
  function started(replies: SessionAnswer[]) {
    const clock = new SimulatedClock();
    const endSessionHere = vi.fn<() => void>();
    const asked = vi.fn(async () => {
      const reply = replies.shift();
      if (reply === undefined) throw new TypeError('Failed to fetch');
      return reply;
    });
    const machine = sessionTimeoutMachine.provide({
      actors: { askTimeLeft: fromPromise(asked), extendSession: fromPromise(async (): Promise<SessionAnswer> => PLENTY) },
      actions: { endSessionHere, logInAgain: vi.fn<() => void>() },
    });
    return { actor: createActor(machine, { clock }).start(), clock, asked, endSessionHere };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('waits until the warning is due by the last answer, then asks the server before it warns', async () => {
    const { actor, clock, asked } = started([{ ...PLENTY, endsInSeconds: 130 }, { ...PLENTY, endsInSeconds: 120 }]);
    await settled();
    expect(actor.getSnapshot().value).toBe('watching');
    clock.increment(9_999);
    expect(asked).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await settled();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ warning: 'counting' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(119);
  });

  it('used in another tab meanwhile: the time-up check finds time enough, and no warning stays', async () => {
    const { actor, clock, endSessionHere } = started([NEAR, PLENTY]);
    await settled();
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    clock.increment(1000);
    await settled();
    expect(actor.getSnapshot().value).toBe('watching');
    expect(endSessionHere).not.toHaveBeenCalled();
  });

  it('offline at the time-up: not ended, the warning says the server cannot be reached; ended once the server says so', async () => {
    const { actor, clock, endSessionHere } = started([NEAR]);
    await settled();
    clock.increment(1000);
    await settled();
    expect(actor.getSnapshot().matches({ warning: 'unreachable' })).toBe(true);
    expect(endSessionHere).not.toHaveBeenCalled();
  });
});
