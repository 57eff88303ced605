import { OTHER_CUSTOMER_MESSAGE, OTHER_CUSTOMER_STATUS, OWNER_HEADER } from '../../domain/sessionRequests';
import { ApiError } from './apiError';

/**
 * The header a customer-data write carries: whose data it is (docs/auth.md «Whose session sends»). The server
 * refuses the write before it reads the body when the session is another customer's. No owner: no header.
 */
export const ownerHeaders = (owner: string | undefined): Record<string, string> => (owner ? { [OWNER_HEADER]: owner } : {});

/** Whether the server refused a write because its session is another customer's than the data's. */
export const isOtherCustomersSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === OTHER_CUSTOMER_STATUS && error.message === OTHER_CUSTOMER_MESSAGE;
