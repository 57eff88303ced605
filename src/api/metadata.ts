import useSWR from 'swr';
import type { Metadata } from '../../domain/types';
import { getJson } from './http';

export const METADATA_KEY = '/api/metadata';

/** GET /api/metadata: value/name lists (damageType etc.). */
export function getMetadata(): Promise<Metadata> {
  return getJson<Metadata>('api/metadata');
}

export function useMetadata() {
  return useSWR<Metadata, Error>(METADATA_KEY, getMetadata);
}
