/** What the home modals machine's actors mean (docs/machines/README.md). */
import type { GlossaryOf } from './glossary';
import type { homeModalsMachine } from './homeModals.machine';

export const homeModalsGlossary = {
  events: {
  },
  guards: {},
  actions: {},
  actors: {
    consentModal: 'The consent dialog for customers who have not consented to digital communication; it comes first.',
    draftReminderModal: 'The reminder of unfinished damage reports; it opens only after the consent dialog is done, so two dialogs never stack.',
  },
} satisfies GlossaryOf<typeof homeModalsMachine>;
