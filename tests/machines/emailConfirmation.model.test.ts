/**
 * The e-mail address's confirmation page (machines/emailConfirmation.machine.ts): every path, from each way the page
 * opens (no token, logged out, logged in), through each answer of POST /api/confirmEmail and a failed call.
 */
import { describe, expect, it, vi } from 'vitest';
import { emailConfirmationMachine, type ConfirmEmailAnswer } from '../../machines/emailConfirmation.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const TOKEN = 'V-KdzNSlV8FMANUkOGFRSSUD_TY8E3gl84kOxXTLxPE';
const ANSWERS: ConfirmEmailAnswer[] = [
  { outcome: 'confirmed', email: 'ny@example.no' },
  { outcome: 'used' },
  { outcome: 'expired' },
  { outcome: 'superseded' },
  { outcome: 'invalid' },
  { outcome: 'loggedOut' },
];
/** Where each answer leads. */
const END: Record<ConfirmEmailAnswer['outcome'], string> = {
  confirmed: 'confirmed',
  used: 'used',
  expired: 'expired',
  superseded: 'superseded',
  invalid: 'invalid',
  loggedOut: 'loginNeeded',
};

const model = createMachineModel(emailConfirmationMachine, {
  inputs: [
    { token: undefined, loggedIn: true },
    { token: TOKEN, loggedIn: false },
    { token: TOKEN, loggedIn: true },
  ],
  events: () => [
    ...ANSWERS.map((output) => ({ type: 'xstate.done.actor.confirmEmail', output })),
    { type: 'xstate.error.actor.confirmEmail', error: new Error('Failed to fetch') },
    { type: 'user.retry' },
    { type: 'user.logIn' },
  ],
});

describe('emailConfirmation model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = { logIn: vi.fn(), userConfirmed: vi.fn(), logFailure: vi.fn(), forgetLink: vi.fn() };
    const result = await model.replay(path, { actions: effects });
    const last = result.snapshots.at(-1)!;
    const first = result.snapshots[0]!;

    // Nothing is asked without a token, nor without a login: the token waits for it.
    if (path.input.token === undefined) expect(first.value).toBe('invalid');
    else if (!path.input.loggedIn) expect(first.value).toBe('loginNeeded');
    else expect(first.value).toBe('confirming');
    // The server is asked once on opening, and once more per PRØV IGJEN: always with the link's token.
    const asks = path.input.token && path.input.loggedIn ? 1 + path.events.filter((e) => e.type === 'user.retry').length : 0;
    expect(result.actorInputs.confirmEmail ?? []).toEqual(Array.from({ length: asks }, () => ({ token: TOKEN })));

    // Each answer has its own end; a failed call is said, logged and can be tried again.
    const answer = path.events.findLast((e) => e.type === 'xstate.done.actor.confirmEmail') as { output: ConfirmEmailAnswer } | undefined;
    const failedLast = path.events.at(-1)?.type === 'xstate.error.actor.confirmEmail';
    if (failedLast) expect(last.value).toBe('failed');
    else if (answer) expect(last.value).toBe(END[answer.output.outcome]);
    expect(effects.logFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.confirmEmail').length);

    // Confirmed: the address is kept for the page, and the app's user asked again, once.
    const confirmed = last.matches('confirmed');
    expect(last.context.confirmedEmail).toBe(confirmed ? 'ny@example.no' : undefined);
    expect(effects.userConfirmed).toHaveBeenCalledTimes(confirmed ? 1 : 0);
    // LOGG INN MED BANKID goes to the login only where the page offers it.
    expect(effects.logIn).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'user.logIn').length);
    expect(last.status).toBe(['confirmed', 'used', 'expired', 'superseded', 'invalid'].includes(String(last.value)) ? 'done' : 'active');
    // Once the server has answered (or there was no token), the address bar loses the token, once; while there is
    // no answer, or a login is needed, it keeps it, so a reload still finds it.
    expect(effects.forgetLink).toHaveBeenCalledTimes(last.status === 'done' ? 1 : 0);
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
