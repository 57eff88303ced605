import { fromPromise } from 'xstate';
import type { AddressSearchSource } from '../../../domain/types';
import { createDebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';
import { searchAddresses } from '../../api/addressSearch';

/** The address step's search widget: 300 ms after the last keystroke, the national address search (SPEC §7). */
export const purchaseAddressSearchLogic = createDebouncedSearchMachine<AddressSearchSource>().provide({
  actors: {
    search: fromPromise<AddressSearchSource[], { query: string }>(({ input, signal }) => searchAddresses(input.query, signal)),
  },
});
