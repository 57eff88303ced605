import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * Deleting a draft from the case list (SPEC §2 "Case list", §4 "Draft deletion"):
 * the user asks to delete a draft, confirms in a dialog, the toast 'Sletter utkast...' shows while
 * DELETE /api/deleteCaseDraft/{incidentId} runs, then 'Utkast slettet' replaces it. A failure is
 * swallowed (only logged 'Delete failed'). A draft without incidentId is skipped. Either way the
 * case lists are refreshed afterwards.
 */
export interface DraftToDelete {
  incidentId: string;
  /** As the list shows it, for the dialog text. */
  createdOn: string;
}

export interface DraftDeletionContext {
  /** The draft being confirmed or deleted; null when idle. */
  draft: DraftToDelete | null;
}

export type DraftDeletionEvent =
  | { type: 'user.delete'; incidentId: string | null | undefined; createdOn: string }
  | { type: 'user.cancel' }
  | { type: 'user.confirm' };

export const draftDeletionMachine = setup({
  types: {
    context: {} as DraftDeletionContext,
    events: {} as DraftDeletionEvent,
  },
  actors: {
    /** App: DELETE /api/deleteCaseDraft/{incidentId} */
    deleteDraft: fromPromise<void, { incidentId: string }>(async () => notProvided('deleteDraft')),
  },
  actions: {
    /** App: loading toast 'Sletter utkast...' (does not auto close). */
    notifyDeleting: (): void => notProvided('notifyDeleting'),
    /** App: success toast 'Utkast slettet', replacing the loading toast. */
    notifyDeleted: (): void => notProvided('notifyDeleted'),
    /** App: error toast DELETE_FAILED_MESSAGE, replacing the loading toast (SPEC §4 swallows it; issue 35: told). */
    notifyDeleteFailed: (): void => notProvided('notifyDeleteFailed'),
    /** App: console.error('Delete failed') */
    logDeleteFailed: (): void => notProvided('logDeleteFailed'),
    /** App: revalidate GET /api/getCases?status=draft and ?status=active (swr mutate). */
    refreshLists: (): void => notProvided('refreshLists'),
    rememberDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'user.delete');
        return { incidentId: event.incidentId ?? '', createdOn: event.createdOn };
      },
    }),
    forgetDraft: assign({ draft: null }),
  },
  guards: {
    hasIncidentId: ({ event }) => {
      assertEvent(event, 'user.delete');
      return typeof event.incidentId === 'string' && event.incidentId.length > 0;
    },
  },
}).createMachine({
  id: 'draftDeletion',
  description: 'Confirms and deletes one draft at a time from the case list.',
  context: { draft: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The lists are shown; no dialog. A draft without incidentId cannot be deleted (skipped).',
      on: {
        'user.delete': {
          guard: 'hasIncidentId',
          target: 'confirming',
          actions: 'rememberDraft',
          description: 'The draft has a case id: «Vil du slette utkastet?» asks.',
        },
      },
    },
    confirming: {
      description: "The dialog 'Vil du slette utkastet?' with AVBRYT and SLETT; Escape and the backdrop cancel.",
      on: {
        'user.cancel': { target: 'idle', actions: 'forgetDraft' },
        'user.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      description: "Toast 'Sletter utkast...' while the draft is deleted.",
      entry: 'notifyDeleting',
      invoke: {
        id: 'deleteDraft',
        src: 'deleteDraft',
        input: ({ context }) => ({ incidentId: context.draft?.incidentId ?? '' }),
        onDone: { target: 'idle', actions: ['notifyDeleted', 'refreshLists', 'forgetDraft'] },
        onError: {
          target: 'idle',
          actions: ['notifyDeleteFailed', 'logDeleteFailed', 'refreshLists', 'forgetDraft'],
          description: "The deletion failed: logged, and the toast 'Vi fikk ikke slettet utkastet. Prøv igjen om litt.'; the draft stays in the list.",
        },
      },
    },
  },
});
