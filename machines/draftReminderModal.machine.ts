import { assign, fromPromise, setup } from 'xstate';
import type { CaseListItem } from '../domain/types';

/**
 * Draft reminder on the logged-in home page (SPEC §2 "Home, logged in"):
 * shown when the user has at least one draft and has not dismissed it before
 * (local storage flag hasModalBeenDismissed, read by the app into `input`).
 */
export interface DraftReminderModalInput {
  alreadyDismissed: boolean;
}

export interface DraftReminderModalContext {
  alreadyDismissed: boolean;
  draftCount: number;
}

export type DraftReminderModalEvent = { type: 'user.dismiss' } | { type: 'user.openDrafts' };

export const draftReminderModalMachine = setup({
  types: {
    input: {} as DraftReminderModalInput,
    context: {} as DraftReminderModalContext,
    events: {} as DraftReminderModalEvent,
  },
  actors: {
    /** App: GET /api/getCases?status=draft */
    loadDrafts: fromPromise<CaseListItem[]>(async () => []),
  },
  actions: {
    /** App: localStorage hasModalBeenDismissed = 'true' */
    rememberDismissed: () => {},
    /** App: navigate to /skadesaker */
    goToDrafts: () => {},
  },
  guards: {
    wasDismissedBefore: ({ context }) => context.alreadyDismissed,
    hasDrafts: (_, params: { drafts: CaseListItem[] }) => params.drafts.length > 0,
  },
}).createMachine({
  id: 'draftReminderModal',
  description: 'Reminds the user of unfinished damage reports (drafts) on the home page until dismissed once.',
  context: ({ input }) => ({ alreadyDismissed: input.alreadyDismissed, draftCount: 0 }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the remembered dismissal (hasModalBeenDismissed).',
      always: [{ guard: 'wasDismissedBefore', target: 'hidden' }, { target: 'loadingDrafts' }],
    },
    loadingDrafts: {
      description: 'Fetches the user’s drafts (GET /api/getCases?status=draft).',
      invoke: {
        id: 'loadDrafts',
        src: 'loadDrafts',
        onDone: [
          {
            guard: { type: 'hasDrafts', params: ({ event }) => ({ drafts: event.output }) },
            target: 'open',
            actions: assign({ draftCount: ({ event }) => event.output.length }),
          },
          { target: 'hidden' },
        ],
        onError: { target: 'hidden' },
      },
    },
    open: {
      description: 'The reminder dialog is shown.',
      on: {
        'user.dismiss': { target: 'hidden', actions: 'rememberDismissed' },
        'user.openDrafts': { target: 'hidden', actions: ['rememberDismissed', 'goToDrafts'] },
      },
    },
    hidden: {
      description: 'Nothing shown.',
      type: 'final',
    },
  },
});

/** Plain-language meaning of every guard, action and actor, for docs/machines/README.md. */
export { draftReminderModalGlossary } from './draftReminderModal.glossary';
