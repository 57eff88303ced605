/**
 * The draft kept on the device (IndexedDB through idb-keyval), so a damage report survives a basement: an
 * offline reload or a closed tab loses nothing, and what waits is sent on the next online visit.
 * - `<caseId>:loaded`: the draft as last loaded from the server (case, user without the national identity
 *   number, agreements, attachments), for an offline start;
 * - `<caseId>:progress`: machines/damageReport/deviceCopy.ts's `draftOnDevice` (answers, outbox, waiting photos),
 *   written at once when a save is queued or a photo changes, 250 ms after typing, and when the page is hidden.
 * Forgotten once the report is sent, and on logout. Without IndexedDB (old browsers, tests) nothing is kept.
 */
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Actor } from 'xstate';
import type { DamageReportLogic } from './actors';
import { draftOnDevice, type DraftOnDevice } from '../../../machines/damageReport/deviceCopy';
import type { LoadedDraft } from '../../../machines/damageReport/types';

type StoredDraft = Omit<LoadedDraft, 'onDevice' | 'offline'>;

let store: UseStore | null | undefined;
function drafts(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('husvern-skademeldinger', 'utkast');
  return store;
}

/** Runs a store operation; a device that refuses (private mode, a full disk) keeps nothing and says so once. */
async function onDevice<T>(work: (s: UseStore) => Promise<T>): Promise<T | undefined> {
  const s = drafts();
  if (!s) return undefined;
  try {
    return await work(s);
  } catch (error) {
    console.error('The device could not keep the draft', error);
    return undefined;
  }
}

export const keepLoadedDraft = (caseId: string, loaded: StoredDraft) =>
  onDevice((s) => set(`${caseId}:loaded`, { ...loaded, user: { ...loaded.user, socialSecurityNumber: '' } }, s));

export const readLoadedDraft = (caseId: string) => onDevice((s) => get<StoredDraft>(`${caseId}:loaded`, s));

export const readProgress = (caseId: string) => onDevice((s) => get<DraftOnDevice>(`${caseId}:progress`, s));

const keepProgress = (copy: DraftOnDevice) => onDevice((s) => set(`${copy.caseId}:progress`, copy, s));

export const forgetDraft = (caseId: string) => onDevice((s) => Promise.all([del(`${caseId}:loaded`, s), del(`${caseId}:progress`, s)]));

/** Logout: nothing of the customer's drafts stays on the device. */
export const forgetAllDrafts = () => onDevice((s) => clear(s));

const WRITE_AFTER_MS = 250;

/**
 * Keeps the flow's draft on the device while `actor` runs: shortly after each change of the answers, the
 * outbox or the photos, at once when the page is hidden; forgets it when the report is sent. Returns the stop.
 */
export function keepDraftOnDevice(actor: Actor<DamageReportLogic>): () => void {
  let shown: DraftOnDevice | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seen: { form: unknown; savedForm: unknown; outbox: unknown; attachments: unknown } | null = null;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (shown) void keepProgress(shown);
  };
  const subscription = actor.subscribe((snapshot) => {
    const c = snapshot.context;
    if ((snapshot.matches('takk') || snapshot.matches('alreadySubmitted')) && c.caseId) {
      clearTimeout(timer);
      shown = null;
      void forgetDraft(c.caseId);
      return;
    }
    if (!snapshot.matches('flow') || !c.caseId) return;
    if (seen && seen.form === c.form && seen.savedForm === c.savedForm && seen.outbox === c.outbox && seen.attachments === c.attachments) return;
    // A queued save or a photo is written at once (a reload may follow NESTE); typing a little later.
    const queuedOrPhoto = !seen || seen.outbox !== c.outbox || seen.attachments !== c.attachments;
    seen = { form: c.form, savedForm: c.savedForm, outbox: c.outbox, attachments: c.attachments };
    shown = draftOnDevice(c);
    clearTimeout(timer);
    timer = setTimeout(write, queuedOrPhoto ? 0 : WRITE_AFTER_MS);
  });
  const hidden = () => {
    if (timer !== undefined) write();
  };
  const visibility = () => {
    if (document.visibilityState === 'hidden') hidden();
  };
  window.addEventListener('pagehide', hidden);
  document.addEventListener('visibilitychange', visibility);
  return () => {
    subscription.unsubscribe();
    hidden();
    window.removeEventListener('pagehide', hidden);
    document.removeEventListener('visibilitychange', visibility);
  };
}
