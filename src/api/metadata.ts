import { useApiRead } from './apiRead';
import type { Metadata } from '../../domain/types';
import { API_READS } from '../../domain/pageReads';
import { getJson } from './http';

export const METADATA_KEY = API_READS.metadata;

/** GET /api/metadata: value/name lists (damageType etc.). */
export function getMetadata(): Promise<Metadata> {
  return getJson<Metadata>(METADATA_KEY);
}

export function useMetadata() {
  return useApiRead<Metadata>(METADATA_KEY, getMetadata);
}
