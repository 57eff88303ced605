import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { OwnedBuilding } from '../../../domain/types';
import { SESSION_KEYS } from '../../../domain/deviceStorage';
import type { StorageReader } from '../../../domain/tabDataOwners';
import { useUser } from '../../api/getUser';
import { readOwned, writeOwned } from '../../lib/device/ownedTabData';

/**
 * The building selected in the insurance check, kept in session storage (SPEC §3, §9) under
 * `building-storage` as the owned building's JSON with its owner (src/lib/device/tabData.ts), e.g.
 *
 *   {"nhf_gateadresse":"Storgata 1","nhf_brukpostnr":"0155","nhf_brukpoststed":"OSLO","nhf_byggtypekode":"111","eier":"<customer id>"}
 *
 * It is read only for the customer who chose it; for anybody else it is removed.
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

/** The stored building when `reader` may have it (its owner); undefined reader (who is logged in is unknown): null. */
export function readSelectedBuilding(reader: StorageReader | undefined): SelectedBuilding | null {
  return parseSelectedBuilding(readOwned(BUILDING_STORAGE_KEY, reader));
}

export function saveSelectedBuilding(building: OwnedBuilding, owner: string | null): void {
  writeOwned(BUILDING_STORAGE_KEY, owner, building);
}

/** The selected building of the customer logged in, and a way to select one (also stored for the rest of the session). */
export function useSelectedBuilding(): [SelectedBuilding | null, (building: OwnedBuilding) => void] {
  const { user, isLoading } = useUser();
  const customer = isLoading ? undefined : (user?.id ?? null);
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version: read again after a selection
  const selected = useMemo(() => readSelectedBuilding(customer === undefined ? undefined : { customer }), [customer, version]);
  const select = useCallback(
    (building: OwnedBuilding) => {
      saveSelectedBuilding(building, customer ?? null);
      setVersion((v) => v + 1);
    },
    [customer],
  );
  return [selected, select];
}
