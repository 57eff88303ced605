/**
 * The e-mail address's confirmation page (machines/emailConfirmation.machine.ts): every path, from each way the page
 * opens (no token, logged out, logged in), through each answer of POST /api/emailConfirmation/peek, the customer's
 * yes (BEKREFT E-POSTADRESSEN), each answer of POST /api/confirmEmail, and a failed call of either.
 */
import { describe, expect, it, vi } from 'vitest';
import { emailConfirmationMachine, type ConfirmEmailAnswer, type PeekLinkAnswer } from '../../machines/emailConfirmation.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const TOKEN = 'V-KdzNSlV8FMANUkOGFRSSUD_TY8E3gl84kOxXTLxPE';
const ADDRESS = 'ny@example.no';
const REFUSALS = [{ outcome: 'used' }, { outcome: 'expired' }, { outcome: 'superseded' }, { outcome: 'invalid' }, { outcome: 'loggedOut' }] as const;
const CONFIRM_ANSWERS: ConfirmEmailAnswer[] = [{ outcome: 'confirmed', email: ADDRESS }, ...REFUSALS];
const PEEK_ANSWERS: PeekLinkAnswer[] = [{ outcome: 'pending', email: ADDRESS }, ...REFUSALS];
/** Where each answer leads. */
const END: Record<ConfirmEmailAnswer['outcome'] | PeekLinkAnswer['outcome'], string> = {
  pending: 'asking',
  confirmed: 'confirmed',
  used: 'used',
  expired: 'expired',
  superseded: 'superseded',
  invalid: 'invalid',
  loggedOut: 'loginNeeded',
};
const isAnswer = (e: { type: string }) => /^xstate\.(done|error)\.actor\.(peekLink|confirmEmail)$/.test(e.type);

const model = createMachineModel(emailConfirmationMachine, {
  inputs: [
    { token: undefined, loggedIn: true },
    { token: TOKEN, loggedIn: false },
    { token: TOKEN, loggedIn: true },
  ],
  events: () => [
    ...PEEK_ANSWERS.map((output) => ({ type: 'xstate.done.actor.peekLink', output })),
    { type: 'xstate.error.actor.peekLink', error: new Error('Failed to fetch') },
    ...CONFIRM_ANSWERS.map((output) => ({ type: 'xstate.done.actor.confirmEmail', output })),
    { type: 'xstate.error.actor.confirmEmail', error: new Error('Failed to fetch') },
    { type: 'user.retry' },
    { type: 'user.logIn' },
    { type: 'user.confirm' },
  ],
});

describe('emailConfirmation model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = { logIn: vi.fn(), userConfirmed: vi.fn(), logFailure: vi.fn(), forgetLink: vi.fn() };
    const result = await model.replay(path, { actions: effects });
    const last = result.snapshots.at(-1)!;
    const first = result.snapshots[0]!;

    // Nothing is asked without a token, nor without a login: the token waits for it. Logged in, the server is first
    // asked which address the link is for, which confirms nothing.
    if (path.input.token === undefined) expect(first.value).toBe('invalid');
    else if (!path.input.loggedIn) expect(first.value).toBe('loginNeeded');
    else expect(first.value).toBe('peeking');

    // Nothing is confirmed without the customer's yes: POST /api/confirmEmail only after BEKREFT E-POSTADRESSEN,
    // pressed where the page showed the link's address (issue 45, part 5: a shared device).
    const confirms = path.events.filter((e) => e.type === 'user.confirm').length;
    path.events.forEach((event, i) => {
      if (event.type !== 'user.confirm') return;
      expect(result.snapshots[i]!.value).toBe('asking');
      expect(result.snapshots[i]!.context.address).toBe(ADDRESS);
    });
    const retriesOf = (from: string) =>
      path.events.filter((e, i) => e.type === 'user.retry' && result.snapshots[i]!.value === 'failed' && (result.snapshots[i]!.context.address === undefined) === (from === 'peek')).length;
    // The link's token goes to each call: peek once on opening and again per PRØV IGJEN before the yes; confirm once
    // per yes and again per PRØV IGJEN after it.
    const peeks = path.input.token && path.input.loggedIn ? 1 + retriesOf('peek') : 0;
    expect(result.actorInputs.peekLink ?? []).toEqual(Array.from({ length: peeks }, () => ({ token: TOKEN })));
    expect(result.actorInputs.confirmEmail ?? []).toEqual(Array.from({ length: confirms + retriesOf('confirm') }, () => ({ token: TOKEN })));

    // Each answer has its own end; a failed call is said, logged and can be tried again.
    const lastEvent = path.events.at(-1);
    if (lastEvent && isAnswer(lastEvent)) {
      if (lastEvent.type.startsWith('xstate.error')) expect(last.value).toBe('failed');
      else expect(last.value).toBe(END[(lastEvent as unknown as { output: ConfirmEmailAnswer | PeekLinkAnswer }).output.outcome]);
    }
    expect(effects.logFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type.startsWith('xstate.error.actor.')).length);

    // Confirmed: the address is kept for the page, and the app's user asked again, once.
    const confirmed = last.matches('confirmed');
    expect(last.context.confirmedEmail).toBe(confirmed ? ADDRESS : undefined);
    expect(effects.userConfirmed).toHaveBeenCalledTimes(confirmed ? 1 : 0);
    // LOGG INN MED BANKID goes to the login only where the page offers it.
    expect(effects.logIn).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'user.logIn').length);
    expect(last.status).toBe(['confirmed', 'used', 'expired', 'superseded', 'invalid'].includes(String(last.value)) ? 'done' : 'active');
    // Once the server has answered (or there was no token), the address bar loses the token, once; while there is
    // no answer, the question is asked, or a login is needed, it keeps it, so a reload still finds it.
    expect(effects.forgetLink).toHaveBeenCalledTimes(last.status === 'done' ? 1 : 0);
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
