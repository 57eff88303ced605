import { setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';
import { hasDrafts, reminderDismissedBefore } from './homeDialogRules';

/**
 * Draft reminder on the logged-in home page (SPEC §2 "Home, logged in"):
 * shown when the user has at least one draft and has not dismissed it before
 * (local storage flag hasModalBeenDismissed). The app reads both before it loads this machine
 * (src/features/home/homeDialogs.ts), so the dialog's code loads only when it is due.
 */
export interface DraftReminderModalInput {
  alreadyDismissed: boolean;
  /** The customer's drafts (GET /api/getCases?status=draft); 0 when that read failed or was not needed. */
  draftCount: number;
}

export type DraftReminderModalContext = DraftReminderModalInput;

export type DraftReminderModalEvent = { type: 'user.dismiss' } | { type: 'user.openDrafts' };

export const draftReminderModalMachine = setup({
  types: {
    input: {} as DraftReminderModalInput,
    context: {} as DraftReminderModalContext,
    events: {} as DraftReminderModalEvent,
  },
  actions: {
    /** App: localStorage hasModalBeenDismissed = 'true' */
    rememberDismissed: (): void => notProvided('rememberDismissed'),
    /** App: navigate to /skadesaker */
    goToDrafts: (): void => notProvided('goToDrafts'),
  },
  guards: {
    wasDismissedBefore: ({ context }) => reminderDismissedBefore(context),
    hasDrafts: ({ context }) => hasDrafts(context),
  },
}).createMachine({
  id: 'draftReminderModal',
  description: 'Reminds the user of unfinished damage reports (drafts) on the home page until dismissed once.',
  context: ({ input }) => ({ ...input }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the remembered dismissal (hasModalBeenDismissed) and the number of drafts.',
      meta: { nb: 'Påminnelsen: portalen ser om kunden har utkast, og om påminnelsen er lukket før i denne nettleseren.' },
      always: [
        {
          guard: 'wasDismissedBefore',
          target: 'hidden',
          description: 'The customer closed the reminder before in this browser: it stays away.',
          meta: { nb: 'Kunden har lukket påminnelsen før i denne nettleseren: den kommer ikke igjen.' },
        },
        {
          guard: 'hasDrafts',
          target: 'open',
          description: 'The customer has drafts not sent in: the reminder opens.',
          meta: { nb: 'Kunden har utkast som ikke er sendt inn: påminnelsen åpnes.' },
        },
        { target: 'hidden' },
      ],
    },
    open: {
      description: 'The reminder dialog is shown.',
      meta: { nb: '«Du har en skademelding som ikke er sendt inn» (eller flere): utkastene er lagret.' },
      on: {
        'user.dismiss': {
          target: 'hidden',
          actions: 'rememberDismissed',
          description: 'Closed: it does not come back in this browser.',
          meta: { nb: 'Påminnelsen lukkes og kommer ikke igjen i denne nettleseren.' },
        },
        'user.openDrafts': {
          target: 'hidden',
          actions: ['rememberDismissed', 'goToDrafts'],
          description: 'To the case list (/skadesaker), where the drafts are; it does not come back in this browser.',
          meta: { nb: 'Til skadesakene (/skadesaker), der utkastene er; påminnelsen kommer ikke igjen i denne nettleseren.' },
        },
      },
    },
    hidden: {
      description: 'Nothing shown.',
      meta: { nb: 'Påminnelsen er lukket, eller trengs ikke.' },
      type: 'final',
    },
  },
});
