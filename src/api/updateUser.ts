import { useCallback } from 'react';
import type { User, UserUpdate } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';
import { changeUserOptimistically } from './getUser';

/** PATCH /api/updateUser with id plus the changed fields: the customer `id`'s (./ownerHeader.ts). */
export async function updateUser(update: UserUpdate): Promise<User | undefined> {
  return sendJson<User>('patch', 'api/updateUser', { json: update, headers: ownerHeaders(update.id || undefined) });
}

/**
 * Optimistic user update (SPEC §7): the known user shows the change at once, is rolled back if the
 * call fails, and is asked again afterwards. Rejects with the error so callers can log it.
 */
export function useUpdateUser() {
  return useCallback((update: UserUpdate): Promise<void> => changeUserOptimistically(update, () => updateUser(update)), []);
}
