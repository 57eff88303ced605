/**
 * The IndexedDB store of damage reports kept on the device (domain/deviceStorage.ts; what it holds:
 * src/features/damageReport/deviceCopy.ts). Every record names its owner, the customer it belongs to.
 * Opened on first use; without IndexedDB (old browsers, tests) there is none.
 */
import { createStore, type UseStore } from 'idb-keyval';
import { DRAFT_DATABASE } from '../../../domain/deviceStorage';

/** What every record of the store has. */
export interface OwnedRecord {
  owner: string;
}

let store: UseStore | null | undefined;

export function draftStore(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore(DRAFT_DATABASE.name, DRAFT_DATABASE.store);
  return store;
}
