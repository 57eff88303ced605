import { CONFIRM_EMAIL_PATH, CONFIRMATION_REFUSALS, type ConfirmationRefusal } from '../../domain/emailConfirmation';
import type { User } from '../../domain/types';
import type { ConfirmEmailAnswer } from '../../machines/emailConfirmation.machine';
import { apiErrorFromResponse } from './apiError';
import { api } from './http';
import { ownerHeaders } from './ownerHeader';

const isRefusal = (reason: unknown): reason is ConfirmationRefusal => CONFIRMATION_REFUSALS.includes(reason as ConfirmationRefusal);

/**
 * POST /api/confirmEmail { token } as the customer `owner` (./ownerHeader.ts): the server's answer as the
 * confirmation machine takes it. Throws (an ApiError) only when there is no answer to give: the network, the server.
 */
export async function confirmEmail(token: string, owner: string | undefined): Promise<ConfirmEmailAnswer> {
  const response = await api.post(CONFIRM_EMAIL_PATH.slice(1), { json: { token }, headers: ownerHeaders(owner), throwHttpErrors: false });
  if (response.ok) return { outcome: 'confirmed', email: (await response.json<User>()).confirmedEmail ?? '' };
  if (response.status === 404) return { outcome: 'invalid' };
  if (response.status === 401) return { outcome: 'loggedOut' };
  if (response.status === 409 || response.status === 410) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { reason?: unknown };
    if (isRefusal(body.reason)) return { outcome: body.reason };
  }
  throw await apiErrorFromResponse(response);
}
