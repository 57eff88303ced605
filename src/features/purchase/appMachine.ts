/**
 * The purchase wizard's machine as the app runs it (the host's `useMachine` and `inputAt`): the app's effects, the
 * login the app knows as the wizard starts, the stored form of whom it was typed for. The views import no API call
 * (docs/architecture.md, «Views only render»).
 */
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSWRConfig } from 'swr';
import type { User } from '../../../domain/types';
import { isAgreementsKey } from '../../api/getAllAgreements';
import { refreshUser, useUser } from '../../api/getUser';
import { userNow } from '../../api/userNow';
import type { HostedFlow } from '../../components/flow/FlowHost';
import type { purchaseMachine } from '../../../machines/purchase.machine';
import { createAppPurchaseMachine, readStoredForm } from './actors';
import { inputAt } from './routing';

/** The app's machine; the wizard loads its data once, as it starts: what the app knows about the login then is what it needs. */
export function useAppPurchaseMachine() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { user, isLoading, error } = useUser();
  const [knownUser] = useState<User | null | undefined>(isLoading || error ? undefined : user);
  return () =>
    createAppPurchaseMachine({
      navigate: (to) => void router.navigate({ to }),
      // Every cached agreements read (the lists for any ssn, each agreement) and the user are fetched again.
      orderPlaced: () => void mutate(isAgreementsKey),
      userUpdated: () => void refreshUser().catch(() => {}),
      knownUser: () => knownUser,
    });
}

/** The wizard's input at a URL: the stored form only for whom it was typed, the customer logged in now or the visitor back from the e-ID login. */
export const storedInputAt: HostedFlow<typeof purchaseMachine>['inputAt'] = (location) => {
  const user = userNow();
  return inputAt(location, readStoredForm(user === undefined ? undefined : { customer: user?.id ?? null, adoptsVisitors: location.search.resume === true }));
};
