import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { draftDeletionMachine } from '../../../machines/draftDeletion.machine';
import { deleteCaseDraft } from '../../api/deleteCaseDraft';
import { knownUser } from '../../api/getUser';
import { casesKey } from '../../api/getCases';
import { notify } from '../../components/toasts/notify';

export type DraftDeletionMachine = typeof draftDeletionMachine;

/** A deletion that failed is told, not only logged. */
export const DELETE_FAILED_MESSAGE = 'Vi fikk ikke slettet utkastet. Prøv igjen om litt.';

/** One toast id, so 'Utkast slettet' (or the failure) replaces 'Sletter utkast...'. */
export const DELETE_DRAFT_TOAST_ID = 'delete-draft';

/** The app's implementations of the draft deletion machine's stubs (SPEC §4 "Draft deletion"). */
export function useAppDraftDeletionMachine(): DraftDeletionMachine {
  const { mutate } = useSWRConfig();
  return useMemo(
    () =>
      draftDeletionMachine.provide({
        actors: {
          deleteDraft: fromPromise<void, { incidentId: string }>(async ({ input }) => deleteCaseDraft(input.incidentId, (await knownUser())?.id)),
        },
        actions: {
          notifyDeleting: () => void notify.loading('Sletter utkast...', { id: DELETE_DRAFT_TOAST_ID }),
          notifyDeleted: () => void notify.success('Utkast slettet', { id: DELETE_DRAFT_TOAST_ID, duration: 3000 }),
          notifyDeleteFailed: () => void notify.error(DELETE_FAILED_MESSAGE, { id: DELETE_DRAFT_TOAST_ID }),
          logDeleteFailed: () => console.error('Delete failed'),
          refreshLists: () => {
            void mutate(casesKey('draft'));
            void mutate(casesKey('active'));
          },
        },
      }),
    [mutate],
  );
}
