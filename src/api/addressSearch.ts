import ky from 'ky';
import type { AddressSearchResponse, AddressSearchSource } from '../../domain/types';

const BASE_URL: string = import.meta.env.VITE_ADDRESS_SEARCH_URL || '/emulator/address-search';
const TOKEN: string = import.meta.env.VITE_ADDRESS_SEARCH_TOKEN || 'local-address-token';

/** SPEC §7/§9: debounce the user's typing by this long before calling searchAddresses. */
export const ADDRESS_SEARCH_DELAY_MS = 300;

function absolute(url: string): string {
  return new URL(url, typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost').toString();
}

/**
 * National address search: GET {base}?Query=..&Size=5&Targets=gateadresse with header X-WAAPI-TOKEN.
 * Returns SearchResults[].Source; any error (or an empty query) gives [].
 */
export async function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressSearchSource[]> {
  const q = query.trim();
  if (!q) return [];
  try {
    const data = await ky
      .get(absolute(BASE_URL), {
        searchParams: { Query: q, Size: 5, Targets: 'gateadresse' },
        headers: { 'X-WAAPI-TOKEN': TOKEN },
        retry: 0,
        signal,
      })
      .json<AddressSearchResponse>();
    return (data.SearchResults ?? []).map((r) => r.Source).filter(Boolean);
  } catch {
    return [];
  }
}
