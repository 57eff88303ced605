import useSWR, { mutate, type Key, type SWRResponse } from 'swr';
import { userAnswer } from './getUser';

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
 * The reads are the customer's the page shows: when the tab's customer changes (another, or nobody, where one was:
 * a logout, another customer's login in another tab), the cache is emptied before the page shows them, so a tab
 * that goes on as another customer shows nothing the last one loaded, not even until its own answer comes (issue 44).
 * Watched from here, where SWR is loaded: the first load's code has no cache to empty.
 */
let cacheOwner = userAnswer.get().user?.id;
userAnswer.subscribe(({ user }) => {
  // Revalidating also drops SWR's marks of the last customer's reads under way or answered within the deduping
  // interval: a page that opens within it reads anew instead of waiting on the last customer's answer, which SWR
  // would discard (the cache was emptied after it was asked) and the page would stay loading. The pages shown are
  // read again as the new customer; for nobody (a logout) nothing is read.
  if (cacheOwner && user?.id !== cacheOwner) void mutate(() => true, undefined, { revalidate: () => Boolean(user) });
  cacheOwner = user?.id;
});

/**
 * A page's read of API data through SWR with the SPEC §9 settings (`key` null: not now). The settings go with each
 * read rather than in an SWRConfig at the root, so SWR loads with the pages that read data, not with every first
 * load (the user is src/api/getUser.ts's). SWR's default cache is the app's; tests give each case its own.
 */
export function useApiRead<T>(key: Key, fetcher: () => Promise<T>): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, fetcher, SWR_SETTINGS);
}
