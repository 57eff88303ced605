/** The app's effects of the consent page's machine: the save, the way on, the log. The views import no API call (docs/architecture.md, «Views only render»). */
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { consentPageMachine, type SaveConsentInput } from '../../../machines/consentPage.machine';
import { useUpdateUser } from '../../api/updateUser';

export type ConsentPageMachine = typeof consentPageMachine;

/** The app's implementations of the consent page machine's stubs. */
export function useAppConsentPageMachine(): ConsentPageMachine {
  const updateUser = useUpdateUser();
  const navigate = useNavigate();
  return useMemo(
    () =>
      consentPageMachine.provide({
        actors: {
          saveConsent: fromPromise<void, SaveConsentInput>(({ input }) => updateUser({ id: input.userId, bulkEmailConsent: input.bulkEmailConsent })),
        },
        actions: {
          navigateToUpdated: () => void navigate({ to: '/profil/samtykker/oppdatert' }),
          logSaveFailure: () => console.error('Failed to update user'),
        },
      }),
    [updateUser, navigate],
  );
}
