/**
 * Wipes what the device keeps of customers (domain/deviceStorage.ts): at logout (nobody's stays), and when the app
 * finds another customer, or none, logged in (only the one logged in keeps theirs). Loaded when needed.
 */
import { clear, delMany, entries } from 'idb-keyval';
import { LOCAL_KEYS } from '../../../domain/deviceStorage';
import type { Outbox } from '../../../machines/flowKit/outbox';
import { waitsToBeSent } from '../../../machines/flowKit/unsent';
import type { AttachmentItem } from '../../../machines/flowKit/uploads';
import { draftStore, type OwnedRecord } from './draftDatabase';

/** What a draft's progress record (src/features/damageReport/deviceCopy.ts) has that tells what waits. */
interface WaitingDraft extends OwnedRecord {
  caseId: string;
  outbox: Outbox<unknown>;
  attachments: AttachmentItem[];
}
import { forgetTabData } from './tabData';

function forgetLocal(): void {
  try {
    for (const key of Object.values(LOCAL_KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: it holds nothing either.
  }
}

/** Caches of the app's own with anything but its code (the service worker's precache holds only the app). */
async function forgetCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
}

/** The damage reports kept on the device: all of them, or all but `keepFor`'s. */
async function forgetDrafts(keepFor: string | null): Promise<void> {
  const store = draftStore();
  if (!store) return;
  if (keepFor === null) return clear(store);
  const others = (await entries<IDBValidKey, Partial<OwnedRecord>>(store)).filter(([, value]) => value?.owner !== keepFor);
  await delMany(others.map(([key]) => key), store);
}

const reportFailures = (results: PromiseSettledResult<unknown>[]) => {
  for (const result of results) if (result.status === 'rejected') console.error('The device could not forget the data', result.reason);
};

/**
 * Removes every customer's data from the device but `keepFor`'s (null: everyone's): the drafts, the home modals'
 * flags and the device's customer, this tab's session storage, caches.
 */
export async function forgetCustomerData(keepFor: string | null): Promise<void> {
  forgetLocal();
  forgetTabData();
  reportFailures(await Promise.allSettled([forgetDrafts(keepFor), forgetCaches()]));
}

/** The drafts of `customer`'s kept on the device that have saves or photos waiting to be sent (their case ids). */
export async function draftsWaitingToBeSent(customer: string): Promise<string[]> {
  const store = draftStore();
  if (!store) return [];
  const all = await entries<IDBValidKey, Partial<WaitingDraft> | undefined>(store);
  return all
    .map(([, value]) => value)
    .filter((value): value is WaitingDraft => value?.owner === customer && !!value.outbox && !!value.attachments && !!value.caseId)
    .filter(waitsToBeSent)
    .map((value) => value.caseId);
}

/** The drafts on the device that are not `customerId`'s. */
export async function forgetOthersDrafts(customerId: string): Promise<void> {
  reportFailures(await Promise.allSettled([forgetDrafts(customerId)]));
}
