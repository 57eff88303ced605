import type { PromiseActorLogic } from 'xstate';
import { debouncedSearchMachineOf, type DebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';

/**
 * The debounced search machine (machines/debouncedSearch.machine.ts) with `search` provided, on first use and once:
 * not as its module loads, where building a page's first machine made a long task on a phone.
 */
export function searchOnFirstUse<THit>(search: PromiseActorLogic<THit[], { query: string }>) {
  let built: DebouncedSearchMachine<THit> | undefined;
  return () => (built ??= debouncedSearchMachineOf<THit>().provide({ actors: { search } }));
}
