import { useCallback, useState } from 'react';
import * as v from 'valibot';
import type { OwnedBuilding } from '../../../domain/types';
import { SESSION_KEYS } from '../../../domain/deviceStorage';

/**
 * The building selected in the insurance check, kept in session storage (SPEC §3, §9) under
 * `building-storage` as the owned building's JSON, e.g.
 *
 *   {"nhf_gateadresse":"Storgata 1","nhf_brukpostnr":"0155","nhf_brukpoststed":"OSLO","nhf_byggtypekode":"111"}
 *
 * Reading tolerates anything: a missing key, invalid JSON or a non-object give null; a field that
 * is missing, empty or not text (numbers are turned into text, e.g. a postnummer stored as 155 is
 * NOT padded) is left out, and the page shows its fallback.
 */
export const BUILDING_STORAGE_KEY = SESSION_KEYS.building;

const text = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.transform((value) => value || undefined),
    ),
  ),
  undefined,
);

const storedBuilding = v.object({
  nhf_gateadresse: text,
  nhf_brukpostnr: text,
  nhf_brukpoststed: text,
  nhf_byggtypekode: text,
});

export type SelectedBuilding = v.InferOutput<typeof storedBuilding>;

/** Parses the stored value; null when it is not an object or has none of the fields. */
export function parseSelectedBuilding(raw: string | null): SelectedBuilding | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const result = v.safeParse(storedBuilding, json);
  if (!result.success || Object.values(result.output).every((value) => value === undefined)) return null;
  return result.output;
}

export function readSelectedBuilding(): SelectedBuilding | null {
  try {
    return parseSelectedBuilding(window.sessionStorage.getItem(BUILDING_STORAGE_KEY));
  } catch {
    return null; // storage unavailable (privacy settings)
  }
}

export function saveSelectedBuilding(building: OwnedBuilding): void {
  try {
    window.sessionStorage.setItem(BUILDING_STORAGE_KEY, JSON.stringify(building));
  } catch {
    // storage unavailable: the selection lasts for this page only
  }
}

/** The selected building, and a way to select one (also stored for the rest of the session). */
export function useSelectedBuilding(): [SelectedBuilding | null, (building: OwnedBuilding) => void] {
  const [selected, setSelected] = useState<SelectedBuilding | null>(readSelectedBuilding);
  const select = useCallback((building: OwnedBuilding) => {
    saveSelectedBuilding(building);
    setSelected(parseSelectedBuilding(JSON.stringify(building)));
  }, []);
  return [selected, select];
}
