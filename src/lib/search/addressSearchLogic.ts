import { fromPromise } from 'xstate';
import type { AddressSearchSource } from '../../../domain/types';
import { createDebouncedSearchMachine } from '../../../machines/debouncedSearch.machine';
import { searchAddresses } from '../../api/addressSearch';

const buildAddressSearch = () =>
  createDebouncedSearchMachine(
    fromPromise<AddressSearchSource[], { query: string }>(({ input, signal }) => searchAddresses(input.query, signal)),
  );

let built: AddressSearchLogic | undefined;

/**
 * The address search both flows use (the purchase wizard's address step, the damage report's location): 300 ms
 * after the last keystroke, the national address search (SPEC §7). Built on first use, once: not as the flow's
 * code loads, where building a machine made a long task on a phone.
 */
export const addressSearchLogic = (): AddressSearchLogic => (built ??= buildAddressSearch());

export type AddressSearchLogic = ReturnType<typeof buildAddressSearch>;
