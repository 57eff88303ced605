import type { Metadata } from '../../../domain/types';
import { METADATA } from '../../../domain/metadata';
import { useMetadata } from '../../api/metadata';

/** The coded lists from GET /api/metadata; the shared domain lists stand in until (or if not) loaded. */
export function useFlowMetadata(): Metadata {
  const { data } = useMetadata();
  return data ?? METADATA;
}
