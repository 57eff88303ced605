import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ConfirmationLinkOutcome } from '../domain/emailConfirmation';
import { emailSchema } from '../domain/schemas/contact';
import { notProvided } from './flowKit/notProvided';

/**
 * The profile's e-mail address on /profil/ (issue 45): the customer types an address and saves it with LAGRE. The
 * address must be one mail servers take (domain/schemas/emailAddress.ts, the rule the server applies too): if not,
 * the field says what is wrong («Vennligst oppgi en gyldig e-postadresse.») and takes the focus, and nothing is sent.
 * Saved, the page says so and the form stays for another change; a new address saved past the hour's links
 * (issue 45: no confirmation link went out) is said too, with when one can be asked for. A failed save is logged
 * (SPEC §8) and told: the form keeps what the customer typed, and LAGRE tries again.
 */
export interface ProfileEmailInput {
  userId: string;
  /** The address the profile has now ('' without one). */
  email: string;
}

export interface ProfileEmailContext {
  userId: string;
  /** What the field holds. */
  email: string;
  /** What is wrong with it, shown under the field after LAGRE; null when nothing is. */
  error: string | null;
}

export type ProfileEmailEvent = { type: 'user.typeEmail'; value: string } | { type: 'user.save' };

export interface SaveProfileEmailInput {
  userId: string;
  /** The address, trimmed. */
  email: string;
}

/** What is wrong with the address typed, in the form's words; null when it is one to save. */
export function profileEmailError(email: string): string | null {
  return v.safeParse(emailSchema(), email).issues?.[0]?.message ?? null;
}

export const profileEmailMachine = setup({
  types: {
    input: {} as ProfileEmailInput,
    context: {} as ProfileEmailContext,
    events: {} as ProfileEmailEvent,
    tags: {} as 'saved' | 'linkNotSent' | 'saveFailed' | 'invalid',
  },
  actors: {
    /**
     * App: PATCH /api/updateUser { id, email } (optimistic, rolled back on error); what the change did about the
     * confirmation link (the answer's `confirmationLink`), or null when no link was due.
     */
    saveProfileEmail: fromPromise<ConfirmationLinkOutcome | null, SaveProfileEmailInput>(async () => notProvided('saveProfileEmail')),
  },
  actions: {
    /** App: console.error('Failed to update user') */
    logSaveFailure: (): void => notProvided('logSaveFailure'),
    /** App: the field takes the focus (one field: no error summary). */
    focusEmailField: (): void => notProvided('focusEmailField'),
    setEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'user.typeEmail');
        return event.value;
      },
    }),
    setError: assign({ error: ({ context }) => profileEmailError(context.email) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isValidAddress: ({ context }) => profileEmailError(context.email) === null,
    isLinkNotSent: ({ event }) => 'output' in event && event.output === 'tooMany',
  },
}).createMachine({
  id: 'profileEmail',
  description: 'The profile’s e-mail address: LAGRE saves one mail servers take, or says what is wrong with it.',
  context: ({ input }) => ({ userId: input.userId, email: input.email, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form.',
      initial: 'ready',
      on: {
        'user.typeEmail': { actions: 'setEmail', description: 'The field takes what is typed; a message already shown stays until LAGRE.' },
        'user.save': [
          { guard: 'isValidAddress', target: 'saving', actions: 'clearError', description: 'An address mail servers take: saved.' },
          {
            target: '.invalid',
            actions: ['setError', 'focusEmailField'],
            description: 'Not an address mail servers take: the field says why and takes the focus; nothing is sent.',
          },
        ],
      },
      states: {
        ready: { description: 'Nothing is said of a save.' },
        invalid: { description: "The field says what is wrong ('Vennligst oppgi en gyldig e-postadresse.').", tags: ['invalid'] },
        saved: { description: "Saved: 'E-postadressen din er lagret.'", tags: ['saved'] },
        savedWithoutLink: {
          description:
            "Saved, a new address, but no link went out (too many the last hour): 'E-postadressen din er lagret.' and 'Vi har sendt mange lenker den siste timen. Du kan be om en ny lenke senere.'",
          tags: ['saved', 'linkNotSent'],
        },
        saveFailed: {
          description: "The last save failed: 'Vi fikk ikke lagret e-postadressen din. Prøv igjen om litt.'",
          tags: ['saveFailed'],
        },
      },
    },
    saving: {
      description: 'Saves the address (PATCH /api/updateUser); the form is disabled.',
      invoke: {
        id: 'saveProfileEmail',
        src: 'saveProfileEmail',
        input: ({ context }) => ({ userId: context.userId, email: context.email.trim() }),
        onDone: [
          { guard: 'isLinkNotSent', target: 'editing.savedWithoutLink', description: 'Saved; the new address got no link (too many the last hour).' },
          { target: 'editing.saved' },
        ],
        onError: {
          target: 'editing.saveFailed',
          actions: 'logSaveFailure',
          description: "The save failed: logged, and the customer sees 'Vi fikk ikke lagret e-postadressen din. Prøv igjen om litt.'",
        },
      },
    },
  },
});
