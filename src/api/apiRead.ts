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
/** The last customer's reads may still be marked as under way or fresh (SWR's deduping), though their data is gone. */
let marksLeft = false;
userAnswer.subscribe(({ user }) => {
  if (cacheOwner && user?.id !== cacheOwner) {
    // Emptied at once, and nothing asked while nobody is known.
    void mutate(() => true, undefined, { revalidate: false });
    marksLeft = true;
  }
  if (user && marksLeft) {
    // Once a customer is known, the marks go too (a revalidating mutate drops them) and the pages shown read as
    // them: a page opened within the deduping interval would otherwise wait on the last customer's answer, which
    // SWR discards (the cache was emptied after it was asked), and stay loading.
    marksLeft = false;
    void mutate(() => true, undefined, { revalidate: true });
  }
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
