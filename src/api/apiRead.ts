import useSWR, { type Key, type SWRResponse } from 'swr';

/** SPEC §9 data cache settings, for every read of page data. */
export const SWR_SETTINGS = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  loadingTimeout: 3000,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
} as const;

/**
 * A page's read of API data through SWR with the SPEC §9 settings (`key` null: not now). The settings go with each
 * read rather than in an SWRConfig at the root, so SWR loads with the pages that read data, not with every first
 * load (the user is src/api/getUser.ts's). SWR's default cache is the app's; tests give each case its own.
 */
export function useApiRead<T>(key: Key, fetcher: () => Promise<T>): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, fetcher, SWR_SETTINGS);
}
