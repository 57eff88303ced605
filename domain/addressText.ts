/** A building's address as one line, the one way every page, summary, e-mail and PDF writes it. */
import type { AddressSearchSource } from './types';

/** 'Storgata 15, 0155 OSLO' (empty parts left out). */
export function addressText(street: string | null | undefined, zip: string | null | undefined, city: string | null | undefined): string {
  const place = [zip, city].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
  return [(street ?? '').trim(), place].filter(Boolean).join(', ');
}

/** An agreement's, a case's or a form's building as one line. */
export const buildingAddressText = (building: {
  buildingAddress?: string | null;
  buildingZip?: string | null;
  buildingCity?: string | null;
}): string => addressText(building.buildingAddress, building.buildingZip, building.buildingCity);

/** 'Storgata 15' or 'Storgata 15B', from an address search result. */
export function streetAddressOfSource(source: AddressSearchSource): string {
  return `${source.GateNavn} ${source.AdresseHusNummer}${source.AdresseBokstav ?? ''}`.trim();
}

/** An address search result as one line. */
export const addressTextOfSource = (source: AddressSearchSource): string =>
  addressText(streetAddressOfSource(source), source.PostNummer, source.PostSted);
