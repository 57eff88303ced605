/** The profile's e-mail address (machines/profileEmail.machine.ts): every path, against the customer's own events. */
import { describe, expect, it, vi } from 'vitest';
import { profileEmailError, profileEmailMachine, type ProfileEmailEvent, type SaveProfileEmailInput } from '../../machines/profileEmail.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

/** What the customer may type: an address with spaces around, nothing, and the poison. */
const TYPED = [' ola@example.no ', '', 'x\u0085Bcc:y@evil.example'];

const model = createMachineModel(profileEmailMachine, {
  inputs: [
    { userId: 'user-1', email: 'kari@example.no' },
    { userId: 'user-1', email: 'evil@evil.example>,<victim' },
  ],
  events: () => [
    ...TYPED.map((value) => ({ type: 'user.typeEmail' as const, value })),
    // The answers: a link sent to the new address, none (too many the last hour), no link due (the same address).
    { type: 'xstate.done.actor.saveProfileEmail', output: 'sent' },
    { type: 'xstate.done.actor.saveProfileEmail', output: 'tooMany' },
    { type: 'xstate.done.actor.saveProfileEmail', output: null },
    { type: 'xstate.error.actor.saveProfileEmail', error: new Error('Error 500: Internal Server Error') },
  ],
  serializeContext: (context) => `${context.email}|${context.error}`,
  // Shortest paths and one per transition: the simple paths of 3 × 3 contexts × 7 states are too many to walk.
  simplePaths: false,
});

describe('profileEmail model', () => {
  it('says what is wrong in the form’s words', () => {
    expect(TYPED.map(profileEmailError)).toEqual([null, 'Oppgi e-postadressen din.', 'Vennligst oppgi en gyldig e-postadresse.']);
    expect(profileEmailError('evil@evil.example>,<victim')).toBe('Vennligst oppgi en gyldig e-postadresse.');
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const logSaveFailure = vi.fn();
    const focusEmailField = vi.fn();
    // What the field holds, what is said, and the saves and focus moves expected, from the path's own events.
    let typed = path.input.email;
    let error: string | null = null;
    let said: 'nothing' | 'invalid' | 'saved' | 'savedWithoutLink' | 'saveFailed' = 'nothing';
    let focusMoves = 0;
    const expectedSaves: SaveProfileEmailInput[] = [];
    const result = await model.replay(path, {
      actions: { logSaveFailure, focusEmailField },
      beforeStep: (snapshot, next) => {
        const event = next as ProfileEmailEvent | { type: string };
        const editing = snapshot.matches('editing');
        if (event.type === 'user.typeEmail' && editing) typed = (event as { value: string }).value;
        if (event.type === 'user.save' && editing) {
          error = profileEmailError(typed);
          if (error === null) {
            expectedSaves.push({ userId: 'user-1', email: typed.trim() });
            said = 'nothing';
          } else {
            said = 'invalid';
            focusMoves++;
          }
        }
        if (event.type === 'xstate.done.actor.saveProfileEmail') said = 'output' in event && event.output === 'tooMany' ? 'savedWithoutLink' : 'saved';
        if (event.type === 'xstate.error.actor.saveProfileEmail') said = 'saveFailed';
      },
      onStep: (snapshot) => {
        expect(snapshot.context.email).toBe(typed);
        expect(snapshot.context.error).toBe(error);
        expect(snapshot.hasTag('invalid')).toBe(said === 'invalid');
        // Saved either way; that no link went out is said only when none did.
        expect(snapshot.hasTag('saved')).toBe(said === 'saved' || said === 'savedWithoutLink');
        expect(snapshot.hasTag('linkNotSent')).toBe(said === 'savedWithoutLink');
        expect(snapshot.hasTag('saveFailed')).toBe(said === 'saveFailed');
      },
    });
    expect(result.actorInputs.saveProfileEmail ?? []).toEqual(expectedSaves);
    expect(focusEmailField).toHaveBeenCalledTimes(focusMoves);
    expect(logSaveFailure).toHaveBeenCalledTimes(path.events.filter((e) => e.type === 'xstate.error.actor.saveProfileEmail').length);
    expect(result.snapshots.at(-1)!.status).toBe('active');
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
