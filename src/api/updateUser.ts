import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { User, UserUpdate } from '../../domain/types';
import { sendJson } from './http';
import { USER_KEY } from './getUser';

/** PATCH /api/updateUser with id plus the changed fields. */
export async function updateUser(update: UserUpdate): Promise<User | undefined> {
  return sendJson<User>('patch', 'api/updateUser', { json: update });
}

/**
 * Optimistic user update (SPEC §7): the cached user shows the change at once, is rolled back if the
 * call fails, and is revalidated afterwards. Rejects with the error so callers can log it.
 */
export function useUpdateUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (update: UserUpdate): Promise<void> => {
      await mutate<User | null>(
        USER_KEY,
        async () => {
          await updateUser(update);
          return undefined;
        },
        {
          optimisticData: (current) => (current ? { ...current, ...update } : (current ?? null)),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
          throwOnError: true,
        },
      );
    },
    [mutate],
  );
}
