/**
 * The app has learnt who is logged in (or that nobody is): anything on the device of another customer is removed
 * before the first page renders, and the device's customer is then this one. Cheap when nothing changed: the
 * wipe (./customerData.ts) is loaded only when there can be something to wipe.
 */
import { DRAFT_DATABASE } from '../../../domain/deviceStorage';
import { deviceCustomer, setDeviceCustomer } from './owner';
import { tabHoldsData } from './tabData';

/** Whether the drafts' database exists (asked without opening it; assumed when the browser cannot say). */
async function draftDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === DRAFT_DATABASE.name);
  } catch {
    return true;
  }
}

export async function claimDevice(customerId: string | null): Promise<void> {
  // This tab's session storage, every time: a tab that was on another site while its customer logged out (the
  // device's customer then is already nobody) still holds their purchase form. The rules load only when it holds any.
  if (tabHoldsData()) (await import('./ownedTabData')).forgetOthersTabData(customerId);
  const before = deviceCustomer();
  if (before === customerId) return;
  if (before !== null) {
    // Another customer's (or, with nobody logged in now, the last one's): everything of theirs goes.
    const { forgetCustomerData } = await import('./customerData');
    await forgetCustomerData(customerId);
  } else if (customerId !== null && (await draftDatabaseExists())) {
    // Nobody was the device's customer: the drafts name their owners, and only others' go. (The home modals'
    // flags name nobody; whoever set them has logged out, which removed theirs.)
    const { forgetOthersDrafts } = await import('./customerData');
    await forgetOthersDrafts(customerId);
  }
  setDeviceCustomer(customerId);
}
