import { RESEND_CONFIRMATION_PATH } from '../../domain/emailConfirmation';
import { OTHER_CUSTOMER_MESSAGE } from '../../domain/sessionRequests';
import type { ResendAnswer } from '../../machines/confirmationResend.machine';
import { apiErrorFromResponse } from './apiError';
import { api } from './http';
import { ownerHeaders } from './ownerHeader';

/**
 * POST /api/resendEmailConfirmation {} as the customer `owner`: a new link to the profile's address, as the SEND PÅ
 * NYTT machine takes the answer. Throws (an ApiError) when there is no answer to give, or another customer's session
 * refused it.
 */
export async function resendEmailConfirmation(owner: string | undefined): Promise<ResendAnswer> {
  const response = await api.post(RESEND_CONFIRMATION_PATH.slice(1), { json: {}, headers: ownerHeaders(owner), throwHttpErrors: false });
  if (response.ok) return { outcome: 'sent', sentTo: (await response.json<{ sentTo: string }>()).sentTo };
  if (response.status === 429) return { outcome: 'tooMany' };
  const error = await apiErrorFromResponse(response);
  if (response.status === 409 && error.message !== OTHER_CUSTOMER_MESSAGE) return { outcome: 'refused', message: error.message };
  throw error;
}
