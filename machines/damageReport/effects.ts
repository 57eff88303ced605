/** The damage report's app effects, as stubs until the app gives its own (../flowKit/notProvided.ts). */
import { fromCallback, fromPromise } from 'xstate';
import type { AddressSearchSource } from '../../domain/types';
import { debouncedSearchMachineOf, type OrganizationHit } from '../debouncedSearch.machine';
import { notProvided } from '../flowKit/notProvided';
import type { AttachmentItem } from '../flowKit/uploads';
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
} from './types';

/**
 * The app effects the machine declares: the API calls (actors) and the toasts, logging and navigation (actions).
 * Here they are stubs; the app gives its own when it builds the machine (src/features/damageReport/actors.ts),
 * tests provide fakes. A function, so the stubs (two search machines among them) are only built when used.
 */
export const damageReportEffectStubs = () => ({
  actors: {
    /** App: POST /api/createCaseDraft → the case id taken from incidentUri. */
    createDraft: fromPromise<string, void>(async () => notProvided('createDraft')),
    /** App: GET /api/getCase/{caseId}, the user, their agreements; rebuilds the attachments. */
    loadDraft: fromPromise<LoadedDraft, { caseId: string }>(async () => notProvided('loadDraft')),
    /**
     * App: PATCH /api/updateCaseDraft/{caseId} with the changed fields (the outbox's head). A request that did
     * not reach the server rejects with NetworkUnavailable (../flowKit/connection.ts); so do the others below.
     */
    saveDraft: fromPromise<void, SaveDraftInput>(async () => notProvided('saveDraft')),
    /** App: PATCH /api/updateUser { id, mobilePhone, email } (kontakt's extra submission, queued like a save). */
    updateUser: fromPromise<void, UpdateUserInput>(async () => notProvided('updateUser')),
    /** App: PATCH /api/case/{caseId}/submit with the full form. */
    submitCase: fromPromise<void, SubmitCaseInput>(async () => notProvided('submitCase')),
    /**
     * App: the photo made smaller or converted (upload.prepared), then base64 + POST /api/uploadAttachment; sends
     * upload.progress / upload.done / upload.failed back, or upload.waiting when the network is gone.
     */
    uploadAttachment: fromCallback<{ type: 'noop' }, UploadAttachmentInput, UploadEvent>(() => notProvided('uploadAttachment')),
    /** App: DELETE /api/deleteAttachment { attachmentId, relationshipId }, sent only while the session is the owner's. */
    deleteAttachment: fromPromise<void, DeleteAttachmentInput>(async () => notProvided('deleteAttachment')),
    /** App: GET /api/getCase/{caseId} → its attachments as finished items. */
    refreshAttachments: fromPromise<AttachmentItem[], { caseId: string }>(async () => notProvided('refreshAttachments')),
    /** App: company register search (organizationQuery), provided into the child's `search`. */
    organizationSearch: debouncedSearchMachineOf<OrganizationHit>(),
    /** App: national address search, 5 results, errors → []. */
    addressSearch: debouncedSearchMachineOf<AddressSearchSource>(),
    /**
     * App: keeps the draft on the device (IndexedDB) while the flow runs, so an offline reload or a closed tab
     * loses nothing: watches the flow (`input.flow`) and writes `draftOnDevice(context)` at once when a save is
     * queued or a photo changes, 250 ms after typing, and at once on `page.hidden`; only for the draft's owner.
     */
    keepOnDevice: fromCallback<DeviceCopyEvent, DeviceCopyInput>(() => notProvided('keepOnDevice')),
  },
  actions: {
    /** App: toast 'Feil ved oppretting av skademelding.' */
    notifyCreateFailed: (): void => notProvided('notifyCreateFailed'),
    /** App: console.error(message) — 'Update case failed', 'Failed to update user', 'Submit case failed', 'No draft exists'… */
    logError: (_: unknown, _params: { message: string }): void => notProvided('logError'),
    /**
     * App: fire-and-forget PATCH /api/updateCaseDraft/{caseId} with `keepalive` (the page is being hidden or
     * unloaded), so a reload mid-step resumes with what was typed; errors are ignored.
     */
    flushDraft: (_: unknown, _params: SaveDraftInput): void => notProvided('flushDraft'),
    /** App: leave the flow (rolle's back button), e.g. navigate to /. */
    leaveFlow: (): void => notProvided('leaveFlow'),
    /** App: info toast that the insurance is through a housing cooperative, so the report is the organization's (organization check). */
    notifyOrganizationSwitch: (): void => notProvided('notifyOrganizationSwitch'),
    /** App: toast that kontakt's phone and e-mail did not reach the profile (the server refused the update). */
    notifyProfileNotUpdated: (): void => notProvided('notifyProfileNotUpdated'),
    /** App: forgets the draft kept on the device (the report was sent, or was sent before). */
    forgetDeviceCopy: (_: unknown, _params: { caseId: string | null }): void => notProvided('forgetDeviceCopy'),
    /** App: toast 'Opplastning slettet'. */
    notifyAttachmentDeleted: (): void => notProvided('notifyAttachmentDeleted'),
    /** App: toast 'Feil ved sletting av opplastning'. */
    notifyAttachmentDeleteFailed: (): void => notProvided('notifyAttachmentDeleteFailed'),
  },
});

export type DamageReportEffects = ReturnType<typeof damageReportEffectStubs>;
