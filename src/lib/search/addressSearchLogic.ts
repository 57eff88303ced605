import { fromPromise } from 'xstate';
import type { AddressSearchSource } from '../../../domain/types';
import { searchAddresses } from '../../api/addressSearch';
import { searchOnFirstUse } from './searchOnFirstUse';

/**
 * The address search both flows use (the purchase wizard's address step, the damage report's location): 300 ms
 * after the last keystroke, the national address search (SPEC §7). Built on first use.
 */
export const addressSearchLogic = searchOnFirstUse(
  fromPromise<AddressSearchSource[], { query: string }>(({ input, signal }) => searchAddresses(input.query, signal)),
);

export type AddressSearchLogic = ReturnType<typeof addressSearchLogic>;
