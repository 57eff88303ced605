import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/** SPEC §9 data cache settings; one SWRConfig for the whole app. */
export const SWR_SETTINGS: SWRConfiguration = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  loadingTimeout: 3000,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
};

export function ApiCacheProvider({ children, value }: { children: ReactNode; value?: SWRConfiguration }) {
  return <SWRConfig value={{ ...SWR_SETTINGS, ...value }}>{children}</SWRConfig>;
}
