/** The app's effects of ANGRE OPPSIGELSE (machines/cancellationWithdrawal.machine.ts): the API call, the cache refresh, the log. */
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { cancellationWithdrawalMachine } from '../../../machines/cancellationWithdrawal.machine';
import { isAgreementsKey } from '../../api/getAllAgreements';
import { knownUser } from '../../api/getUser';
import { withdrawCancellation } from '../../api/withdrawCancellation';

/** The withdrawal machine with the app's effects: as the customer logged in now; then the agreement reads again. */
export function useAppWithdrawalMachine() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () =>
      cancellationWithdrawalMachine.provide({
        actors: {
          withdrawCancellation: fromPromise<void, { agreementId: string }>(async ({ input }) => {
            await withdrawCancellation(input.agreementId, (await knownUser())?.id);
          }),
          // The list and this agreement are read again: the page shows the agreement as the server has it now.
          refreshAgreements: fromPromise<void>(async () => {
            await mutate(isAgreementsKey);
          }),
        },
        actions: { logWithdrawFailure: (_, { error }) => console.error('Withdraw cancellation failed', error) },
      }),
    [mutate],
  );
}
