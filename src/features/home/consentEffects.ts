/**
 * The app's side of the consent modal's machine (machines/consentModal.machine.ts): the consent saved with the
 * user update (optimistic, SPEC §7), then remembered on the device; a failed save logged. The view
 * (ConsentModal.tsx) only renders the machine's state and sends it the customer's events. Loaded with the home
 * modals, never on the first load.
 */
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { consentModalMachine } from '../../../machines/consentModal.machine';
import type { UserUpdate } from '../../../domain/types';
import { useUpdateUser } from '../../api/updateUser';
import { CONSENTED_KEY, setFlag } from './effects';

export type ConsentModalMachine = typeof consentModalMachine;

/** The consent modal machine with the app's implementations of its stubs; `updateUser` saves a change of the user. */
export function createAppConsentModalMachine({ updateUser }: { updateUser: (update: UserUpdate) => Promise<void> }): ConsentModalMachine {
  return consentModalMachine.provide({
    actors: {
      saveConsent: fromPromise<void, { userId: string }>(async ({ input }) => {
        await updateUser({ id: input.userId, consentToFurtherInformation: true });
      }),
    },
    actions: {
      rememberConsented: () => setFlag(CONSENTED_KEY),
      logSaveFailure: () => console.error('Failed to update user'),
    },
  });
}

/** The app's consent modal machine, saving through the app's optimistic user update (src/api/updateUser.ts). */
export function useAppConsentModalMachine(): ConsentModalMachine {
  const updateUser = useUpdateUser();
  return useMemo(() => createAppConsentModalMachine({ updateUser }), [updateUser]);
}
