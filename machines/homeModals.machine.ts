import { setup } from 'xstate';
import { consentModalMachine } from './consentModal.machine';
import { draftReminderModalMachine } from './draftReminderModal.machine';

/**
 * The two dialogs of the logged-in home page, one at a time (SPEC §2 "Home, logged in"): first the
 * consent modal, then the draft reminder. Each is its own machine, invoked as a child; the next one
 * starts when the previous one reaches its final state (shown and closed, or never needed). The view
 * renders the running child (`snapshot.children.consentModal` / `.draftReminderModal`).
 */
export interface HomeModalsInput {
  userId: string;
  consentToFurtherInformation: boolean;
  /** App: localStorage hasConsented is set. */
  alreadyConsented: boolean;
  /** App: localStorage hasModalBeenDismissed is set. */
  alreadyDismissed: boolean;
  /** App: the number of drafts (GET /api/getCases?status=draft), read only when the reminder was not dismissed. */
  draftCount: number;
}

export type HomeModalsContext = HomeModalsInput;

export const homeModalsMachine = setup({
  types: {
    input: {} as HomeModalsInput,
    context: {} as HomeModalsContext,
    children: {} as { consentModal: 'consentModal'; draftReminderModal: 'draftReminderModal' },
  },
  actors: {
    /** App: consentModalMachine provided with its saveConsent actor and storage actions. */
    consentModal: consentModalMachine,
    /** App: draftReminderModalMachine provided with its storage and navigation. */
    draftReminderModal: draftReminderModalMachine,
  },
}).createMachine({
  id: 'homeModals',
  description: 'The home page dialogs in turn: the consent modal first, then the draft reminder.',
  context: ({ input }) => ({ ...input }),
  initial: 'consent',
  states: {
    consent: {
      description: 'The consent modal decides, is shown and closed (or is not needed).',
      invoke: {
        id: 'consentModal',
        src: 'consentModal',
        input: ({ context }) => ({
          userId: context.userId,
          consentToFurtherInformation: context.consentToFurtherInformation,
          alreadyConsented: context.alreadyConsented,
        }),
        onDone: { target: 'draftReminder' },
      },
    },
    draftReminder: {
      description: 'The draft reminder is shown and dismissed (or is not needed).',
      invoke: {
        id: 'draftReminderModal',
        src: 'draftReminderModal',
        input: ({ context }) => ({ alreadyDismissed: context.alreadyDismissed, draftCount: context.draftCount }),
        onDone: { target: 'done' },
      },
    },
    done: {
      description: 'No dialog on the home page.',
      meta: { nb: 'Forsiden uten dialog: kundens forsikringer og saker.' },
      type: 'final',
    },
  },
});
