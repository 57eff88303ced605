import { useApiRead } from './apiRead';
import type { OwnedBuilding } from '../../domain/types';
import { getList } from './http';

export const ownedBuildingsKey = (ssn: string) => `/api/getOwnedBuildings?ssn=F${ssn}`;

/** GET /api/getOwnedBuildings?ssn=F{ssn}; 404 → []. */
export function getOwnedBuildings(ssn: string): Promise<OwnedBuilding[]> {
  return getList<OwnedBuilding>('api/getOwnedBuildings', { searchParams: { ssn: `F${ssn}` } });
}

export function useOwnedBuildings(ssn: string | null | undefined) {
  return useApiRead<OwnedBuilding[]>(ssn ? ownedBuildingsKey(ssn) : null, () => getOwnedBuildings(ssn as string));
}
