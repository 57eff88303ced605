import { CONFIRM_EMAIL_PATH, CONFIRMATION_REFUSALS, PEEK_CONFIRMATION_PATH, type ConfirmationRefusal } from '../../domain/emailConfirmation';
import type { User } from '../../domain/types';
import type { ConfirmEmailAnswer, PeekLinkAnswer } from '../../machines/emailConfirmation.machine';
import { apiErrorFromResponse } from './apiError';
import { api } from './http';
import { ownerHeaders } from './ownerHeader';

const isRefusal = (reason: unknown): reason is ConfirmationRefusal => CONFIRMATION_REFUSALS.includes(reason as ConfirmationRefusal);

type Refused = Exclude<ConfirmEmailAnswer, { outcome: 'confirmed' }>;
type Answered = Awaited<ReturnType<typeof api.post>>;

/** POST `path` { token } as the customer `owner` (./ownerHeader.ts); a refusal as the machine takes it, or the 200. */
async function askAboutLink(path: string, token: string, owner: string | undefined): Promise<Answered | Refused> {
  const response = await api.post(path.slice(1), { json: { token }, headers: ownerHeaders(owner), throwHttpErrors: false });
  if (response.ok) return response;
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

/**
 * POST /api/emailConfirmation/peek { token }: which address the link is for (nothing confirmed), or why it does
 * nothing. Throws (an ApiError) only when there is no answer to give: the network, the server.
 */
export async function peekEmailConfirmation(token: string, owner: string | undefined): Promise<PeekLinkAnswer> {
  const answer = await askAboutLink(PEEK_CONFIRMATION_PATH, token, owner);
  if (!('ok' in answer)) return answer;
  return { outcome: 'pending', email: (await answer.json<{ email: string }>()).email };
}

/**
 * POST /api/confirmEmail { token }: the server's answer as the confirmation machine takes it. Throws (an ApiError)
 * only when there is no answer to give: the network, the server.
 */
export async function confirmEmail(token: string, owner: string | undefined): Promise<ConfirmEmailAnswer> {
  const answer = await askAboutLink(CONFIRM_EMAIL_PATH, token, owner);
  if (!('ok' in answer)) return answer;
  return { outcome: 'confirmed', email: (await answer.json<User>()).confirmedEmail ?? '' };
}
