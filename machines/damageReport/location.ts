import type { AddressSearchSource, Agreement, CaseForm } from '../../domain/types';
import { addressText, streetAddressOfSource } from '../../domain/addressText';

export type LocationMode = 'registered' | 'search';

/** An address from the user's agreements (lokasjon step, "registered addresses"). */
export interface RegisteredAddress {
  addressId: string;
  buildingAddress: string | null;
  buildingZip: string | null;
  buildingCity: string | null;
}

/** One entry per addressId of the user's agreements. */
export function registeredAddressesOf(agreements: readonly Agreement[]): RegisteredAddress[] {
  const seen = new Set<string>();
  const out: RegisteredAddress[] = [];
  for (const a of agreements) {
    if (!a.addressId || seen.has(a.addressId)) continue;
    seen.add(a.addressId);
    out.push({
      addressId: a.addressId,
      buildingAddress: a.buildingAddress || null,
      buildingZip: a.buildingZip || null,
      buildingCity: a.buildingCity || null,
    });
  }
  return out;
}

/** SPEC §2 Lokasjon: search when there are no registered addresses or an address is already set. */
export function defaultLocationMode(registered: readonly RegisteredAddress[], form: CaseForm): LocationMode {
  return registered.length === 0 || (form.addresseId ?? '') !== '' ? 'search' : 'registered';
}


const LOCATION_FIELDS = ['addresseId', 'buildingAddress', 'buildingZip', 'buildingCity', 'buildingNumber', 'damageLocation'] as const;

/** Typing a new search clears the chosen address. */
export function clearedLocation(): Pick<CaseForm, (typeof LOCATION_FIELDS)[number]> {
  return Object.fromEntries(LOCATION_FIELDS.map((f) => [f, null])) as Pick<CaseForm, (typeof LOCATION_FIELDS)[number]>;
}

export function locationFromRegistered(address: RegisteredAddress): CaseForm {
  return {
    addresseId: address.addressId,
    buildingAddress: address.buildingAddress,
    buildingZip: address.buildingZip,
    buildingCity: address.buildingCity,
    buildingNumber: null,
    damageLocation: addressText(address.buildingAddress, address.buildingZip, address.buildingCity),
  };
}


/** Selecting a search result sets addresseId, buildingAddress, buildingZip, buildingCity, buildingNumber, damageLocation. */
export function locationFromSearch(source: AddressSearchSource): CaseForm {
  const buildingAddress = streetAddressOfSource(source);
  const damageLocation = addressText(buildingAddress, source.PostNummer, source.PostSted);
  return {
    addresseId: String(source.AdresseId),
    buildingAddress,
    buildingZip: source.PostNummer,
    buildingCity: source.PostSted,
    buildingNumber: String(source.AdresseMatrikkelenhetId),
    damageLocation,
    addressSearch: damageLocation,
  };
}

/**
 * Whether lokasjon's NESTE can go on: an address is chosen (registered, or picked from the search). The view shows
 * NESTE as unavailable until then, with the reason; the step's rules (domain/schemas) refuse it all the same.
 */
export const hasChosenLocation = (snapshot: { context: { form: Pick<CaseForm, 'addresseId'> } }): boolean =>
  (snapshot.context.form.addresseId ?? '') !== '';
