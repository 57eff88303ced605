import type { PromiseActorLogic } from 'xstate';
import { createDebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';

/**
 * A debounced search machine (machines/debouncedSearch.machine.ts) over `search`, built on first use and once: not
 * as its module loads, where building a page's first machine made a long task on a phone.
 */
export function searchOnFirstUse<THit>(search: PromiseActorLogic<THit[], { query: string }>) {
  let built: ReturnType<typeof createDebouncedSearchMachine<THit>> | undefined;
  return () => (built ??= createDebouncedSearchMachine(search));
}
