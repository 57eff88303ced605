/**
 * The app's implementations of the damage-report machine's stubs (SPEC §4, §7): API calls through
 * src/api, toasts, navigation and logging. `createAppDamageReportMachine(deps)` builds the machine with them
 * (once: not built with stubs and then provided); tests provide fakes with `damageReportMachine.provide` instead.
 */
import { fromCallback, fromPromise } from 'xstate';
import { CONFLICT_MESSAGES } from '../../../domain/conflictMessages';
import type { Attachment, User } from '../../../domain/types';
import { damageReportMachine } from '../../../machines/damageReport.machine';
import { finishedItem, type AttachmentItem } from '../../../machines/flowKit/uploads';
import type {
  DeleteAttachmentInput,
  DeviceCopyEvent,
  DeviceCopyInput,
  LoadedDraft,
  SaveDraftInput,
  SubmitCaseInput,
  UpdateUserInput,
  UploadAttachmentInput,
  UploadEvent,
} from '../../../machines/damageReport/types';
import { CaseAlreadySubmitted } from '../../../machines/damageReport/steps/oppsummering';
import type { OrganizationHit } from '../../../machines/debouncedSearch.machine';
import { addressSearchLogic } from '../../lib/search/addressSearchLogic';
import { searchOnFirstUse } from '../../lib/search/searchOnFirstUse';
import { searchCompanies } from '../../api/companyRegister';
import { createCaseDraft } from '../../api/createCaseDraft';
import { deleteAttachment } from '../../api/deleteAttachment';
import { downloadAttachment } from '../../api/downloadAttachment';
import { getAllAgreements } from '../../api/getAllAgreements';
import { getCase } from '../../api/getCase';
import { knownUser } from '../../api/getUser';
import { ApiError } from '../../api/apiError';
import { submitCase } from '../../api/submitCase';
import { flushCaseDraft, updateCaseDraft } from '../../api/updateCaseDraft';
import { updateUser } from '../../api/updateUser';
import { uploadAttachment } from '../../api/uploadAttachment';
import type { Notifier } from '../../components/toasts/notify';
import { PhotoConversionError } from '../../lib/photos/preparePhoto';
import { fileUploadActor } from '../../lib/uploads/sendChosenFile';
import { isNoAnswer, reachingServer } from '../../api/network';
import { NetworkUnavailable, SessionEnded } from '../../../machines/flowKit/connection';
import { mayKeepFor } from '../../lib/device/owner';
import { sendAsOwner } from '../../lib/device/sessionCheck';
import { notifyActions } from './toasts';
import { forgetDraft, keepDraftOnDevice, keepLoadedDraft, readLoadedDraft, readProgress } from './deviceCopy';

export { TOASTS } from './toasts';

/** An empty file standing in for an attachment whose content is not downloaded (SPEC §4 draft load). */
function placeholderFile(attachment: Attachment): File {
  return new File([], attachment.filename, { type: attachment.mimetype });
}

/** Images are downloaded as real files; others, and failed downloads, become empty placeholders. */
export async function rebuildAttachment(
  attachment: Attachment,
  download: (attachmentId: string) => Promise<Blob> = downloadAttachment,
): Promise<AttachmentItem> {
  if (!attachment.mimetype.startsWith('image/')) return finishedItem(attachment, placeholderFile(attachment));
  try {
    const blob = await download(attachment.attachmentId);
    return finishedItem(attachment, new File([blob], attachment.filename, { type: attachment.mimetype || blob.type }));
  } catch {
    return finishedItem(attachment, placeholderFile(attachment));
  }
}

/**
 * GET the case, and the user's agreements, side by side; rebuild the attachments. The user is the one the app
 * already knows (asked once at start-up), so the agreements need no round trip of their own first.
 */
export async function loadDraftFromServer(caseId: string): Promise<LoadedDraft> {
  const userRead = knownUser();
  const agreementsRead = userRead.then((user) =>
    user
      ? getAllAgreements(user.socialSecurityNumber).catch((error: unknown) => {
          // The registered addresses are a convenience: without them the customer searches for the address.
          console.error('Failed to load agreements', error);
          return [];
        })
      : [],
  );
  const caseRead = getCase(caseId);
  const attachmentsRead = caseRead.then((loaded) => Promise.all((loaded.attachments ?? []).map((a) => rebuildAttachment(a))));
  const [loadedCase, user, agreements, attachments] = await Promise.all([caseRead, userRead, agreementsRead, attachmentsRead]);
  if (!user) throw new Error('Not logged in');
  return { case: loadedCase, user, attachments, agreements };
}

/**
 * The draft from the server, with what the device still keeps of it (answers and photos not yet sent). Without
 * a network, the draft as the device last saw it (`offline`), if it has one.
 */
export async function loadDraft(caseId: string): Promise<LoadedDraft> {
  const progress = await readProgress(caseId);
  try {
    const loaded = await loadDraftFromServer(caseId);
    void keepLoadedDraft(caseId, loaded);
    return progress ? { ...loaded, onDevice: progress } : loaded;
  } catch (error) {
    const kept = isNoAnswer(error) ? await readLoadedDraft(caseId) : undefined;
    if (!kept) throw error;
    return { ...kept, ...(progress ? { onDevice: progress } : {}), offline: true };
  }
}

/**
 * Sends a request with a customer's data only while they are the one logged in: this page has not seen their
 * session end, and the server says the session is theirs now (src/lib/device/sessionCheck.ts: one question per
 * batch; the request names its owner, so a login in between is refused by the server). Else nothing is sent, the
 * page ends the session here, and the flow learns its session ended. No network: NetworkUnavailable (it waits).
 */
function asCustomer<T>(owner: string, request: () => Promise<T>): Promise<T> {
  if (!mayKeepFor(owner)) return Promise.reject(new SessionEnded());
  return reachingServer(() => sendAsOwner(owner, request));
}

/**
 * Prepares (src/lib/photos/preparePhoto.ts) and uploads one file, reporting progress (0–100), done or failed back
 * to the machine; a file that finds no network waits for it. Stopping aborts it.
 */
export const uploadAttachmentActor = fileUploadActor(
  (input: UploadAttachmentInput, body, options) => asCustomer(input.owner, () => uploadAttachment({ ...body, caseId: input.caseId }, { ...options, owner: input.owner })),
  (id, error): UploadEvent => {
    if (error instanceof SessionEnded) return { type: 'session.ended' };
    if (error instanceof NetworkUnavailable) return { type: 'upload.waiting', id };
    console.error('Upload failed', error);
    return error instanceof PhotoConversionError ? { type: 'upload.failed', id, reason: 'conversion' } : { type: 'upload.failed', id };
  },
);

/** The company register search of rolle, built with the flow's machine (not as the flow's code loads), once. */
export const organizationSearchLogic = searchOnFirstUse(
  fromPromise<OrganizationHit[], { query: string }>(async ({ input, signal }) =>
    (await searchCompanies(input.query, signal)).map((c) => ({ name: c.navn, organizationNumber: c.organisasjonsnummer })),
  ),
);

/**
 * Shows a toast of the flow (damage-flow toaster). The notifier (react-hot-toast) is loaded with the first toast,
 * so it is not part of the flow's first load; the service worker precaches it with the flow's code.
 */
function toast(show: (notifier: Notifier) => void): void {
  import('../../components/toasts/notify').then(({ damageFlowNotify }) => show(damageFlowNotify)).catch((error: unknown) => {
    console.error('The toast could not be shown', error);
  });
}

/** The flow's toasts, as the machine's notify* actions. */
export const NOTIFICATIONS = notifyActions(({ kind, text }) => toast((notify) => notify[kind](text)));

export interface AppEffects {
  /** Leaves the flow (rolle's back button) through the shell navigation, so the leave dialog may ask first. */
  leaveFlow: () => void;
  /** Called after the user's mobilePhone and e-mail were updated (e.g. to revalidate the cached user). */
  userUpdated?: (user: Pick<User, 'mobilePhone' | 'email'>) => void;
}

/** The damage-report machine with the app's actors and actions, given at the edge. */
export function createAppDamageReportMachine(effects: AppEffects) {
  return damageReportMachine.provide({
    actors: {
      // As the customer the page shows: a login of another's in another tab meanwhile ends the session here (asCustomer)
      // instead of creating a draft for them.
      createDraft: fromPromise<string, void>(async () => {
        const user = await knownUser();
        if (!user) throw new SessionEnded();
        return asCustomer(user.id, () => createCaseDraft(user.id));
      }),
      loadDraft: fromPromise<LoadedDraft, { caseId: string }>(({ input }) => loadDraft(input.caseId)),
      saveDraft: fromPromise<void, SaveDraftInput>(({ input }) => asCustomer(input.owner, () => updateCaseDraft(input.caseId, input.patch, input.owner))),
      updateUser: fromPromise<void, UpdateUserInput>(async ({ input }) => {
        await asCustomer(input.id, () => updateUser(input));
        effects.userUpdated?.({ mobilePhone: input.mobilePhone ?? null, email: input.email ?? null });
      }),
      submitCase: fromPromise<void, SubmitCaseInput>(async ({ input }) => {
        try {
          await asCustomer(input.owner, () => submitCase(input.caseId, input.form, input.owner));
        } catch (error) {
          // Sent in before with other answers (another tab): the machine shows «Skadesaken er allerede sendt inn.».
          const sentBefore = error instanceof ApiError && error.status === 409 && error.message === CONFLICT_MESSAGES.caseAlreadySubmitted;
          throw sentBefore ? new CaseAlreadySubmitted() : error;
        }
      }),
      uploadAttachment: uploadAttachmentActor,
      deleteAttachment: fromPromise<void, DeleteAttachmentInput>(({ input: { owner, ...request } }) =>
        asCustomer(owner, () => deleteAttachment(request, owner)),
      ),
      refreshAttachments: fromPromise<AttachmentItem[], { caseId: string }>(async ({ input }) => {
        const refreshed = await getCase(input.caseId);
        // Items the customer already has keep their file (the machine merges by attachmentId).
        return (refreshed.attachments ?? []).map((a) => finishedItem(a, placeholderFile(a)));
      }),
      organizationSearch: organizationSearchLogic(),
      addressSearch: addressSearchLogic(),
      keepOnDevice: fromCallback<DeviceCopyEvent, DeviceCopyInput>(({ input, receive }) => keepDraftOnDevice(input.flow, receive)),
    },
    actions: {
      ...NOTIFICATIONS,
      forgetDeviceCopy: (_, { caseId }: { caseId: string | null }) => {
        if (caseId) void forgetDraft(caseId);
      },
      logError: (_, params: { message: string }) => console.error(params.message),
      leaveFlow: () => effects.leaveFlow(),
      flushDraft: (_, params: SaveDraftInput) => {
        if (mayKeepFor(params.owner)) flushCaseDraft(params.caseId, params.patch, params.owner);
      },
    },
  });
}

export type DamageReportLogic = typeof damageReportMachine;
