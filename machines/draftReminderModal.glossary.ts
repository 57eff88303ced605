/** What the draft reminder's events, guards, actions and actors mean (docs/machines/README.md). */
import type { draftReminderModalMachine } from './draftReminderModal.machine';
import type { GlossaryOf } from './glossary';

export const draftReminderModalGlossary = {
  events: {
    'user.dismiss': 'LUKK (or Esc, or the close button).',
    'user.openDrafts': 'SE UTKAST.',
  },
  guards: {
    wasDismissedBefore: 'The customer closed the reminder before, in this browser (local storage hasModalBeenDismissed).',
    hasDrafts: 'The customer has at least one unfinished damage report (draft): GET /api/getCases?status=draft, read by the app before the dialog loads.',
  },
  actions: {
    rememberDismissed: 'Remembers in this browser that the reminder was closed (hasModalBeenDismissed), so it is not shown again.',
    goToDrafts: 'Opens the case list /skadesaker, where the drafts are.',
  },
  actors: {},
} satisfies GlossaryOf<typeof draftReminderModalMachine>;
