/**
 * The app's side of the consent modal's machine (machines/consentModal.machine.ts): the consent saved with the
 * user update (optimistic, SPEC §7), then remembered on the device; a failed save logged. The view
 * (ConsentModal.tsx) only renders the machine's state and sends it the customer's events. Loaded with the home
 * modals, never on the first load.
 */
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { consentModalMachine } from '../../../machines/consentModal.machine';
import type { UserUpdate } from '../../../domain/types';
import { changeUserOptimistically } from '../../api/getUser';
import { afterPageIdle } from '../../lib/afterPageIdle';
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

/**
 * The save's code (src/api/updateUser.ts with the HTTP client, ~6 KB gzip) is not needed to show the dialog: it loads
 * once the page is idle after its load, or at BEKREFT if that comes first, so the first load that shows the dialog
 * does not carry it.
 */
const loadUserUpdate = () => import('../../api/updateUser');

/** The optimistic user update (SPEC §7, as useUpdateUser), its code loaded on first use. */
async function saveUserUpdate(update: UserUpdate): Promise<void> {
  await changeUserOptimistically(update, async () => (await loadUserUpdate()).updateUser(update));
}

/** The app's consent modal machine, saving through the app's optimistic user update (src/api/updateUser.ts). */
export function useAppConsentModalMachine(): ConsentModalMachine {
  // Offline the code may not load now: the save then loads it, and a failed save is the machine's to tell.
  useEffect(() => afterPageIdle(() => void loadUserUpdate().catch(() => {})), []);
  return useMemo(() => createAppConsentModalMachine({ updateUser: saveUserUpdate }), []);
}
