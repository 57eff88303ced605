/**
 * The search widgets' stand-ins: a search that finds the example hits (./exampleData.ts) containing what was typed.
 * The address search is shared: the damage report's machine invokes it, and the purchase wizard's address field
 * takes it from its host (ui/CustomerScreen.tsx, through `AddressSearchContext`).
 */
import { fromPromise } from 'xstate';
import type { AddressSearchSource } from '../../domain/types';
import { debouncedSearchMachineOf } from '../../machines/debouncedSearch.machine';
import { ADDRESSES } from './exampleData';

/** A search that finds the example hits containing what was typed (all of them for a short query). */
export const exampleSearch = <T>(hits: T[], text: (hit: T) => string) =>
  debouncedSearchMachineOf<T>().provide({
    actors: {
      search: fromPromise<T[], { query: string }>(async ({ input }) => {
        const query = input.query.trim().toLowerCase();
        const found = hits.filter((hit) => text(hit).toLowerCase().includes(query));
        return found.length > 0 ? found : hits;
      }),
    },
  });

const addressText = (a: AddressSearchSource) => `${a.GateNavn} ${a.AdresseHusNummer} ${a.PostNummer} ${a.PostSted}`;

/** The address search of the damage report and the purchase wizard (whose field takes it from its host), over the example addresses. */
export const addressSearchStandIn = exampleSearch(ADDRESSES, addressText);
