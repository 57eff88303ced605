import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine, type LogoutReach } from '../../machines/logout.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const model = createMachineModel(logoutMachine, {
  events: () => [
    { type: 'xstate.done.actor.findUnsent', output: false },
    { type: 'xstate.done.actor.findUnsent', output: true },
    { type: 'xstate.error.actor.findUnsent', error: new Error('IndexedDB refused') },
    { type: 'xstate.done.actor.sendWaiting', output: true },
    { type: 'xstate.done.actor.sendWaiting', output: false },
    { type: 'xstate.error.actor.sendWaiting', error: new Error('500') },
    { type: 'xstate.done.actor.logOut', output: 'online' },
    { type: 'xstate.done.actor.logOut', output: 'offline' },
    { type: 'xstate.error.actor.logOut', error: new Error('storage') },
    { type: 'user.logout' },
    { type: 'user.stay' },
  ],
});

const actions = () => ({ goToLogout: vi.fn(), showLoggedOutPage: vi.fn(), close: vi.fn() });

describe('logout model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = actions();
    const result = await model.replay(path, { actions: effects });
    const states = result.snapshots.map((s) => JSON.stringify(s.value));
    const last = result.snapshots.at(-1)!;

    // No silent loss: when something waited and was not all sent, LOGG UT was pressed on the warning.
    const waited = path.events.some((e) => e.type.endsWith('findUnsent') && ('error' in e || (e as { output?: unknown }).output === true));
    const allSent = path.events.some((e) => e.type === 'xstate.done.actor.sendWaiting' && (e as { output?: unknown }).output === true);
    const loggedOutFrom = result.snapshots.findIndex((s) => s.matches('loggingOut'));
    if (loggedOutFrom > 0) {
      const before = result.snapshots[loggedOutFrom - 1]!;
      if (waited && !allSent) expect(before.value).toBe('warning');
      // Else LOGG UT on the question, or pressed early and remembered while the dialog checked or sent.
      else expect(before.matches('asking') || before.matches({ checking: 'confirmed' }) || before.matches({ sendingWaiting: 'confirmed' })).toBe(true);
    }

    // The logout begins only with LOGG UT; once begun, TILBAKE cannot stop it.
    expect(loggedOutFrom < 0 || path.events.some((e) => e.type === 'user.logout')).toBe(true);
    if (loggedOutFrom >= 0) expect(states.slice(loggedOutFrom)).not.toContain('"closed"');

    // Each end does its one thing, once: the server's logout online, the logged-out page offline, or nothing.
    const reachedServer = path.events.some((e) => e.type === 'xstate.done.actor.logOut' && (e as { output?: unknown }).output === 'online');
    expect(effects.goToLogout).toHaveBeenCalledTimes(last.matches('leaving') ? 1 : 0);
    expect(last.matches('leaving')).toBe(reachedServer);
    expect(effects.showLoggedOutPage).toHaveBeenCalledTimes(last.matches('loggedOutOffline') ? 1 : 0);
    expect(effects.close).toHaveBeenCalledTimes(last.matches('closed') ? 1 : 0);
    expect(last.status).toBe(last.matches('leaving') || last.matches('loggedOutOffline') || last.matches('closed') ? 'done' : 'active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});

describe('logout behaviour', () => {
  /** The machine with actors the test answers by hand. */
  function started() {
    const answers: { unsent?: (waits: boolean) => void; sent?: (all: boolean) => void } = {};
    const effects = actions();
    const logOut = vi.fn(async (): Promise<LogoutReach> => 'online');
    const machine = logoutMachine.provide({
      actors: {
        findUnsent: fromPromise(() => new Promise<boolean>((resolve) => (answers.unsent = resolve))),
        sendWaiting: fromPromise(() => new Promise<boolean>((resolve) => (answers.sent = resolve))),
        logOut: fromPromise(logOut),
      },
      actions: effects,
    });
    return { actor: createActor(machine).start(), answers, effects, logOut };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('LOGG UT pressed before the dialog knows whether anything waits: it logs out once nothing does', async () => {
    const { actor, answers, logOut } = started();
    actor.send({ type: 'user.logout' });
    expect(logOut).not.toHaveBeenCalled();
    answers.unsent!(false);
    await settled();
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('pressed early with something waiting: sent first, then out; not sent: the warning, and nothing happens without a second press', async () => {
    const sentFirst = started();
    sentFirst.actor.send({ type: 'user.logout' });
    sentFirst.answers.unsent!(true);
    await settled();
    expect(sentFirst.logOut).not.toHaveBeenCalled();
    sentFirst.answers.sent!(true);
    await settled();
    expect(sentFirst.logOut).toHaveBeenCalledTimes(1);

    const notSent = started();
    notSent.actor.send({ type: 'user.logout' });
    notSent.answers.unsent!(true);
    await settled();
    notSent.answers.sent!(false);
    await settled();
    expect(notSent.actor.getSnapshot().value).toBe('warning');
    expect(notSent.logOut).not.toHaveBeenCalled();
  });
});
