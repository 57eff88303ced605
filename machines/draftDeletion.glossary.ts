/** What the draft deletion's events, guards, actions and actors mean (docs/machines/README.md). */
import type { draftDeletionMachine } from './draftDeletion.machine';
import type { GlossaryOf } from './glossary';

export const draftDeletionGlossary = {
  events: {
    'user.delete': 'The delete button on a draft in the case list.',
    'user.cancel': 'AVBRYT in «Vil du slette utkastet?» (or Esc).',
    'user.confirm': 'SLETT in «Vil du slette utkastet?».',
  },
  guards: {
    hasIncidentId: 'The draft row has an incidentId; a draft without one cannot be deleted and the request is skipped (SPEC §4).',
  },
  actions: {
    rememberDraft: 'Remembers which draft is to be deleted (its incidentId, and its date for the dialog text).',
    forgetDraft: 'Forgets the draft: nothing is being confirmed or deleted any more.',
    notifyDeleting: "Shows the toast 'Sletter utkast...'; it stays until it is replaced.",
    notifyDeleted: "Replaces it with the toast 'Utkast slettet'.",
    notifyDeleteFailed:
      "Error toast 'Vi fikk ikke slettet utkastet. Prøv igjen om litt.' in place of 'Sletter utkast...' (SPEC §4 swallows the failure; the customer is told all the same).",
    logDeleteFailed: "Logs 'Delete failed' (SPEC §8).",
    refreshLists: "Reloads the case list's drafts and active cases, whether or not the deletion worked.",
  },
  actors: {
    deleteDraft: 'Deletes the draft: DELETE /api/deleteCaseDraft/{incidentId} (SPEC §7).',
  },
} satisfies GlossaryOf<typeof draftDeletionMachine>;
