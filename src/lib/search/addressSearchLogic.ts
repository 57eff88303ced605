import { fromPromise } from 'xstate';
import type { AddressSearchSource } from '../../../domain/types';
import { createDebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';
import { searchAddresses } from '../../api/addressSearch';

/**
 * The address search both flows use (the purchase wizard's address step, the damage report's location): 300 ms
 * after the last keystroke, the national address search (SPEC §7).
 */
export const addressSearchLogic = createDebouncedSearchMachine(
  fromPromise<AddressSearchSource[], { query: string }>(({ input, signal }) => searchAddresses(input.query, signal)),
);
