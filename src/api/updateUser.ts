import { useCallback } from 'react';
import type { ConfirmationLinkOutcome, UpdateUserAnswer } from '../../domain/emailConfirmation';
import type { UserUpdate } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';
import { changeUserOptimistically } from './getUser';

/** PATCH /api/updateUser with id plus the changed fields: the customer `id`'s (./ownerHeader.ts). */
export async function updateUser(update: UserUpdate): Promise<UpdateUserAnswer | undefined> {
  return sendJson<UpdateUserAnswer>('patch', 'api/updateUser', { json: update, headers: ownerHeaders(update.id || undefined) });
}

/**
 * Optimistic user update (SPEC §7): the known user shows the change at once, is rolled back if the
 * call fails, and is asked again afterwards. Rejects with the error so callers can log it.
 */
export function useUpdateUser() {
  return useCallback(async (update: UserUpdate): Promise<void> => {
    await changeUserOptimistically(update, () => updateUser(update));
  }, []);
}

/**
 * The profile's address changed, as useUpdateUser changes it: answers what the change did about its confirmation
 * (a link sent, none as too many went out the last hour, or null: no link was due).
 */
export function useChangeEmail() {
  return useCallback(
    async (update: Required<Pick<UserUpdate, 'id' | 'email'>>): Promise<ConfirmationLinkOutcome | null> =>
      (await changeUserOptimistically(update, () => updateUser(update)))?.confirmationLink ?? null,
    [],
  );
}
