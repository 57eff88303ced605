/**
 * The draft kept on the device (IndexedDB through idb-keyval), so a damage report survives a basement: an
 * offline reload or a closed tab loses nothing, and what waits is sent on the next online visit.
 * - `<caseId>:loaded`: the draft as last loaded from the server, for an offline start: the case and its
 *   attachments, and whose it is. Not the profile (name, address, phone, e-mail) or the agreements, which the
 *   server gives again: offline, the kontakt step shows what the customer's answers hold, and the lokasjon step has
 *   no registered addresses to pick (address search needs the network anyway). Issue 44 F: keep on the device only
 *   what offline work needs;
 * - `<caseId>:progress`: machines/damageReport/deviceCopy.ts's `draftOnDevice` (answers, outbox, waiting photos),
 *   written by the machine's `keepOnDevice` actor (below): at once when a save is queued or a photo changes,
 *   250 ms after typing, and when the page is hidden.
 * Both name their owner, the customer they belong to: written only while that customer is the device's (and not
 * logged out in this page: src/lib/device/owner.ts), read only for them; another's is deleted when found.
 * Forgotten once the report is sent, and at logout (src/lib/device/customerData.ts). Without IndexedDB (old
 * browsers, tests) nothing is kept.
 */
import { del, get, set, type UseStore } from 'idb-keyval';
import { draftOnDevice } from '../../../machines/damageReport/deviceCopy';
import type { DamageReportContext, DeviceCopyEvent, DraftOnDevice, LoadedDraft } from '../../../machines/damageReport/types';
import { draftStore, type OwnedRecord } from '../../lib/device/draftDatabase';
import { mayKeepFor } from '../../lib/device/owner';

type StoredDraft = Omit<LoadedDraft, 'onDevice' | 'offline'>;

/** Runs a store operation; a device that refuses (private mode, a full disk) keeps nothing and says so once. */
async function onDevice<T>(work: (s: UseStore) => Promise<T>): Promise<T | undefined> {
  const s = draftStore();
  if (!s) return undefined;
  try {
    return await work(s);
  } catch (error) {
    console.error('The device could not keep the draft', error);
    return undefined;
  }
}

/** Writes `value` for `owner`, only while they may keep data here (checked again as the store is opened). */
const keep = <T extends OwnedRecord>(key: string, value: T): Promise<void> =>
  mayKeepFor(value.owner) ? onDevice(async (s) => (mayKeepFor(value.owner) ? set(key, value, s) : undefined)) : Promise.resolve();

/** The record at `key` if it is the device's customer's; another's is deleted. */
const readOwn = <T extends OwnedRecord>(key: string) =>
  onDevice(async (s) => {
    const value = await get<T>(key, s);
    if (value === undefined || mayKeepFor(value.owner)) return value;
    await del(key, s);
    return undefined;
  });

/** What the device keeps of a loaded draft: the case, its attachments, its owner. */
type StoredLoadedDraft = Pick<StoredDraft, 'case' | 'attachments'> & OwnedRecord;

export const keepLoadedDraft = (caseId: string, loaded: StoredDraft) =>
  keep(`${caseId}:loaded`, { case: loaded.case, attachments: loaded.attachments, owner: loaded.user.id } satisfies StoredLoadedDraft);

/**
 * The customer as an offline start knows them: only who they are. The flow reads nothing else of the profile (its
 * phone and e-mail only as the kontakt step's defaults, which the kept answers already hold).
 */
const offlineCustomer = (id: string): StoredDraft['user'] => ({
  id,
  fullName: '',
  socialSecurityNumber: '',
  streetAddress: null,
  mobilePhone: null,
  email: null,
  confirmedEmail: null,
  consentToFurtherInformation: false,
  bulkEmailConsent: false,
  notifyOnCaseStatus: true,
});

export const readLoadedDraft = async (caseId: string): Promise<StoredDraft | undefined> => {
  const stored = await readOwn<StoredLoadedDraft>(`${caseId}:loaded`);
  if (!stored) return undefined;
  return { case: stored.case, attachments: stored.attachments, user: offlineCustomer(stored.owner), agreements: [] };
};

export const readProgress = (caseId: string) => readOwn<DraftOnDevice>(`${caseId}:progress`);

const keepProgress = (copy: DraftOnDevice) => keep(`${copy.caseId}:progress`, copy);

const WRITE_AFTER_MS = 250;

/** This page forgot these drafts (sent): a last write of their copy, as the flow stops, is not made. */
const sent = new Set<string>();

export const forgetDraft = (caseId: string) => {
  sent.add(caseId);
  return onDevice((s) => Promise.all([del(`${caseId}:loaded`, s), del(`${caseId}:progress`, s)]));
};

interface WatchedFlow {
  subscribe(observer: (snapshot: unknown) => void): { unsubscribe(): void };
}
type FlowSnapshot = { context: DamageReportContext };

/**
 * The damage-report machine's `keepOnDevice` actor (invoked while its steps are shown): keeps the flow's draft on
 * the device, shortly after each change of the answers, at once when a save is queued or a photo changes, and
 * when the machine says the page is being hidden (`page.hidden`). The machine decides when the copy is forgotten
 * (`forgetDeviceCopy`, the report sent) and when keeping stops (the actor stops as the steps end). Returns the stop,
 * which writes what was waiting.
 */
export function keepDraftOnDevice(flow: WatchedFlow, receive: (listener: (event: DeviceCopyEvent) => void) => void): () => void {
  let waiting: DraftOnDevice | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seen: { form: unknown; savedForm: unknown; outbox: unknown; attachments: unknown } | null = null;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting && !sent.has(waiting.caseId)) void keepProgress(waiting);
    waiting = null;
  };
  const subscription = flow.subscribe((snapshot) => {
    const c = (snapshot as FlowSnapshot).context;
    if (!c.caseId) return;
    if (seen && seen.form === c.form && seen.savedForm === c.savedForm && seen.outbox === c.outbox && seen.attachments === c.attachments) return;
    // A queued save or a photo is written at once (a reload may follow NESTE); typing a little later.
    const queuedOrPhoto = !seen || seen.outbox !== c.outbox || seen.attachments !== c.attachments;
    seen = { form: c.form, savedForm: c.savedForm, outbox: c.outbox, attachments: c.attachments };
    waiting = draftOnDevice(c);
    clearTimeout(timer);
    timer = setTimeout(write, queuedOrPhoto ? 0 : WRITE_AFTER_MS);
  });
  receive((event) => {
    if (event.type === 'page.hidden') write();
  });
  return () => {
    subscription.unsubscribe();
    // Written only for a customer who may still keep data here (a logout stops the flow after ending that).
    write();
  };
}
