import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, stopChild } from 'xstate';
import type { AddressSearchSource } from '../../domain/types';
import { REPORTED_BY_TYPE } from '../../domain/codes';
import { isOrganizationInsurance, isStepValid, validateStep, type StepName } from '../../domain/schemas/damageReport';
import { createDebouncedSearchMachine, type OrganizationHit } from '../debouncedSearch.machine';
import {
  hasUnsentAttachments,
  isStoredAttachment,
  mergeRefreshed,
  newUploadItems,
  waitingItems,
  removeItem,
  updateItem,
  uploadActorId,
  uploadFailed,
  uploadFinished,
  uploadPrepared,
  uploadProgressed,
  type AttachmentItem,
} from '../flowKit/uploads';
import { allEarlierStepsValid, resumeStep } from '../../domain/damageReportDraft';
import { restoreDraft } from './deviceCopy';
import { applyFieldChange } from './fieldChanges';
import { diffForm, hasChanges } from './formDiff';
import {
  defaultLocationMode,
  locationFromRegistered,
  locationFromSearch,
  registeredAddressesOf,
} from './location';
import type {
  DamageReportContext,
  DamageReportEvent,
  DeviceCopyEvent,
  DeviceCopyInput,
  DamageReportInput,
  LoadedDraft,
  QueuedSend,
  SaveDraftInput,
  SubmitCaseInput,
  UpdateUserInput,
  UploadAttachmentInput,
  UploadEvent,
} from './types';
import { SHOWING_RULE } from './validation';
import { errorsAfter } from '../flowKit/shownErrors';
import { enqueue, head, settle } from '../flowKit/outbox';
import { isNetworkFailure, isSessionEnded } from '../flowKit/connection';
import { notProvided } from '../flowKit/notProvided';
import { withFlowKit, type FlowRules } from '../flowKit/flowSetup';
import type { FlowEmitted, FlowTag } from '../flowKit/tags';
import { damageReportSteps } from '../../domain/damageReportSteps';
import type { CaseForm } from '../../domain/types';
import type { ErrorField } from '../../domain/schemas/damageReport';

/**
 * Types, actors (app effects), actions and guards of the damage-report machine; the statechart is in
 * ../damageReport.machine.ts. The app effects are stubs until the app gives its own (`damageReportEffectStubs`).
 */

/** The step the URL asked for (null for the thanks page). */
export const requestedStep = (c: DamageReportContext): StepName | null => (c.requestedPage === 'takk' ? null : c.requestedPage);

const validationContext = (c: DamageReportContext) => ({
  attachments: c.attachments,
  organizationEntry: c.organizationEntry,
  locationMode: c.locationMode,
});

/** The step whose view is shown when an action runs: actions that depend on it take it as a parameter. */
interface OnStep {
  step: StepName;
}

/** The form after a change on `step`, with the shown errors following it (once the step has been tried). */
function formChange(context: DamageReportContext, step: StepName, form: CaseForm, field: ErrorField, attachments = context.attachments) {
  const next = { ...context, form, attachments };
  const errors = errorsAfter('change', SHOWING_RULE, {
    attempted: context.attemptedSteps.includes(step),
    current: context.errors,
    field,
    validate: () => validateStep(step, form, validationContext(next)),
  });
  return { form, attachments, errors };
}

/** The outbox's head, for its kind's sender. */
const headOf = <K extends QueuedSend['kind']>(context: DamageReportContext, kind: K) => {
  const payload = head(context.outbox)?.payload;
  return payload?.kind === kind ? (payload as Extract<QueuedSend, { kind: K }>) : null;
};

/** The customer the draft belongs to: every request of the flow carries their data only. */
export const ownerOf = (context: DamageReportContext): string => context.user?.id ?? '';

export const saveDraftInput = ({ context }: { context: DamageReportContext }): SaveDraftInput => ({
  owner: ownerOf(context),
  caseId: context.caseId ?? '',
  patch: headOf(context, 'draft')?.patch ?? {},
});

export const updateUserInput = ({ context }: { context: DamageReportContext }): UpdateUserInput =>
  headOf(context, 'user')?.update ?? { id: '' };

/** The changed fields queued as one save; savedForm then says they are handed over. */
const queued = (context: DamageReportContext, patch: CaseForm, form = context.form) =>
  Object.keys(patch).length === 0 ? { savedForm: form } : { outbox: enqueue(context.outbox, { kind: 'draft', patch }), savedForm: form };

/** The unsaved edits of the current step (diff against savedForm), for `flushDraft`. */
export const flushDraftParams = ({ context }: { context: DamageReportContext }): SaveDraftInput => ({
  owner: ownerOf(context),
  caseId: context.caseId ?? '',
  patch: diffForm(context.savedForm, context.form),
});

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
    /** App: DELETE /api/deleteAttachment { attachmentId, relationshipId }. */
    deleteAttachment: fromPromise<void, { attachmentId: string; relationshipId: string }>(async () => notProvided('deleteAttachment')),
    /** App: GET /api/getCase/{caseId} → its attachments as finished items. */
    refreshAttachments: fromPromise<AttachmentItem[], { caseId: string }>(async () => notProvided('refreshAttachments')),
    /** App: company register search (organizationQuery), provided into the child's `search`. */
    organizationSearch: createDebouncedSearchMachine<OrganizationHit>(),
    /** App: national address search, 5 results, errors → []. */
    addressSearch: createDebouncedSearchMachine<AddressSearchSource>(),
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

/**
 * The report's rules as the flow kit's standard actions and guards ask them (../flowKit/flowSetup.ts): a step's
 * messages; a URL may show a step only when every earlier step passes its rules; it opens at the step the URL asks
 * for, or else the first that is not complete; a step's entry also clears SEND INN's last failure.
 */
const rules: FlowRules<DamageReportContext, StepName> = {
  validate: (step, context) => validateStep(step, context.form, validationContext(context)),
  isValid: (step, context) => isStepValid(step, context.form, validationContext(context)),
  canEnter: (step, context) => allEarlierStepsValid(step, context.form, validationContext(context)),
  openingStep: (context) => resumeStep(requestedStep(context), context.form, validationContext(context)),
  request: (step) => ({ requestedPage: step }),
  entryClearsNotice: true,
};

/** The report's own setup with the given effects (the app's, or the stubs), extended by the flow kit. */
const ownSetupWith = (effects: DamageReportEffects) =>
  setup({
    types: {
      input: {} as DamageReportInput,
      context: {} as DamageReportContext,
      events: {} as DamageReportEvent,
      tags: {} as FlowTag,
      emitted: {} as FlowEmitted,
    },
    actors: effects.actors,
    actions: {
      ...effects.actions,
      assignCaseId: assign((_, params: { caseId: string }) => ({ caseId: params.caseId })),
      /** SEND INN found an earlier step not complete: opening again asks for the summary, so the first such step opens. */
      requestSummary: assign({ requestedPage: 'oppsummering' as const }),
      applyLoadedDraft: assign(({ context }, loaded: LoadedDraft) => {
        const { form, savedForm, outbox, attachments, nextAttachmentNumber } = restoreDraft(loaded);
        const registeredAddresses = registeredAddressesOf(loaded.agreements);
        return {
          user: loaded.user,
          savedForm,
          form,
          outbox,
          attachments,
          nextAttachmentNumber,
          startsOffline: loaded.offline === true,
          registeredAddresses,
          locationMode: defaultLocationMode(registeredAddresses, form),
          organizationEntry:
            form.organizationName && !form.organizationNumber ? ('manual' as const) : context.organizationEntry,
        };
      }),
      forgetDeletingAttachment: assign({ deletingAttachmentId: null }),
      /** The page is being hidden or closed: the device copy is written now, not after its short wait. */
      keepCopyNow: sendTo('deviceCopy', { type: 'page.hidden' } satisfies DeviceCopyEvent),
      /** NESTE: the fields changed since the last save go to the outbox as one save. */
      queueChanges: assign(({ context }) => queued(context, diffForm(context.savedForm, context.form))),
      /** Kontakt's NESTE: the phone and e-mail also go to the customer's profile. */
      queueUserUpdate: assign(({ context }) => ({
        outbox: enqueue(context.outbox, {
          kind: 'user',
          update: { id: context.user?.id ?? '', mobilePhone: context.form.mobilePhone ?? null, email: context.form.email ?? null },
        }),
      })),
      /** The server answered the outbox's head (taken or refused): it is taken out. */
      settleQueued: assign(({ context }) => ({ outbox: settle(context.outbox, head(context.outbox)?.seq ?? 0) })),
      /** The server refused the draft's save: its fields count as unsaved again, so the next NESTE sends them again. */
      forgetRefused: assign(({ context }) => {
        const patch = headOf(context, 'draft')?.patch;
        if (!patch) return {};
        const savedForm: CaseForm = { ...context.savedForm };
        for (const field of Object.keys(patch) as (keyof CaseForm)[]) delete savedForm[field];
        return { savedForm };
      }),
      applyOrganizationSwitch: assign(({ context }) => {
        // Switching the reporter type also clears the role fields (as choosing it on rolle does).
        const form = { ...applyFieldChange(context.form, 'reportedByType', REPORTED_BY_TYPE.organization), insuranceTypePrivate: [] };
        return { form, ...queued(context, { ...diffForm(context.savedForm, form), reportedByType: form.reportedByType, insuranceTypePrivate: [] }, form) };
      }),
      changeField: assign(({ context, event }, { step }: OnStep) => {
        assertEvent(event, 'user.change');
        return formChange(context, step, applyFieldChange(context.form, event.field, event.value), event.field);
      }),
      blurField: assign(({ context, event }, { step }: OnStep) => {
        assertEvent(event, 'user.blur');
        return {
          errors: errorsAfter('blur', SHOWING_RULE, {
            attempted: context.attemptedSteps.includes(step),
            current: context.errors,
            field: event.field,
            validate: () => validateStep(step, context.form, validationContext(context)),
          }),
        };
      }),
      searchOrganization: assign(({ context, event }) => {
        assertEvent(event, 'user.searchOrganization');
        return formChange(context, 'rolle', applyFieldChange(context.form, 'organizationSearch', event.query), 'organizationSearch');
      }),
      forwardOrganizationQuery: sendTo('organizationSearch', ({ event }) => ({
        type: 'user.type' as const,
        query: event.type === 'user.searchOrganization' ? event.query : '',
      })),
      selectOrganization: assign(({ context, event }) => {
        assertEvent(event, 'user.selectOrganization');
        const form = {
          ...context.form,
          organizationName: event.organizationName,
          organizationNumber: event.organizationNumber,
          organizationSearch: event.organizationName,
          showOrgName: true,
        };
        return formChange(context, 'rolle', form, 'organizationSearch');
      }),
      setOrganizationEntry: assign(({ context, event }) => {
        assertEvent(event, 'user.organizationEntry');
        const form = { ...context.form, organizationNumber: null, organizationName: null, showOrgName: false };
        return { ...formChange({ ...context, organizationEntry: event.mode }, 'rolle', form, 'organizationSearch'), organizationEntry: event.mode };
      }),
      setLocationMode: assign(({ event }) => {
        assertEvent(event, 'user.locationMode');
        return { locationMode: event.mode, errors: {} };
      }),
      searchAddress: assign(({ context, event }) => {
        assertEvent(event, 'user.searchAddress');
        return formChange(context, 'lokasjon', applyFieldChange(context.form, 'addressSearch', event.query), 'addressSearch');
      }),
      forwardAddressQuery: sendTo('addressSearch', ({ event }) => ({
        type: 'user.type' as const,
        query: event.type === 'user.searchAddress' ? event.query : '',
      })),
      selectAddress: assign(({ context, event }) => {
        assertEvent(event, 'user.selectAddress');
        return formChange(context, 'lokasjon', { ...context.form, ...locationFromSearch(event.address) }, 'addressSearch');
      }),
      selectRegisteredAddress: assign(({ context, event }) => {
        assertEvent(event, 'user.selectRegisteredAddress');
        const address = context.registeredAddresses.find((a) => a.addressId === event.addressId);
        if (!address) return {};
        return formChange(context, 'lokasjon', { ...context.form, ...locationFromRegistered(address) }, 'addresseId');
      }),
      /** Offline: the chosen files wait on the device, shown as «Venter på nett». */
      keepFilesWaiting: assign(({ context, event }) => {
        assertEvent(event, 'user.addFiles');
        const items = newUploadItems(event.files, context.nextAttachmentNumber, 'waiting');
        return {
          ...formChange(context, 'informasjon', context.form, 'attachments', [...context.attachments, ...items]),
          nextAttachmentNumber: context.nextAttachmentNumber + items.length,
        };
      }),
      /** Online again: every waiting photo starts its upload, as if just chosen. */
      resumeWaitingUploads: assign(({ context, spawn }) => {
        const waiting = waitingItems(context.attachments);
        if (waiting.length === 0) return {};
        waiting.forEach((item) =>
          spawn('uploadAttachment', { id: uploadActorId(item.id), input: { id: item.id, file: item.file, caseId: context.caseId ?? '', owner: ownerOf(context) } }),
        );
        const ids = new Set(waiting.map((i) => i.id));
        return { attachments: context.attachments.map((a) => (ids.has(a.id) ? { ...a, status: 'uploading' as const, progress: 0 } : a)) };
      }),
      /** The upload found no network: the photo waits for it. */
      holdUpload: assign(({ context, event }) => {
        assertEvent(event, 'upload.waiting');
        return { attachments: updateItem(context.attachments, event.id, { status: 'waiting', progress: 0 }) };
      }),
      /** Each file uploads in its own child actor `upload-<id>`, so several run at once. */
      addFiles: assign(({ context, event, spawn }) => {
        assertEvent(event, 'user.addFiles');
        const items = newUploadItems(event.files, context.nextAttachmentNumber);
        items.forEach((item, i) =>
          spawn('uploadAttachment', {
            id: uploadActorId(item.id),
            input: { id: item.id, file: event.files[i]!, caseId: context.caseId ?? '', owner: ownerOf(context) },
          }),
        );
        return {
          attachments: [...context.attachments, ...items],
          nextAttachmentNumber: context.nextAttachmentNumber + items.length,
        };
      }),
      trackUploadProgress: assign(({ context, event }) => {
        assertEvent(event, 'upload.progress');
        return { attachments: uploadProgressed(context.attachments, event) };
      }),
      finishUpload: assign(({ context, event }) => {
        assertEvent(event, 'upload.done');
        const attachments = uploadFinished(context.attachments, event);
        // Uploads go on while the customer moves between steps: only informasjon's attachment error can change
        // (a finished upload can fix it, never cause it), and it is shown only there.
        if (context.errors.attachments === undefined) return { attachments };
        return formChange(context, 'informasjon', context.form, 'attachments', attachments);
      }),
      replacePreparedFile: assign(({ context, event }) => {
        assertEvent(event, 'upload.prepared');
        return { attachments: uploadPrepared(context.attachments, event) };
      }),
      failUpload: assign(({ context, event }) => {
        assertEvent(event, 'upload.failed');
        return { attachments: uploadFailed(context.attachments, event) };
      }),
      /** Stops the upload actor of the event's attachment (finished, failed or removed). */
      stopUpload: stopChild(({ event }) => ('id' in event ? uploadActorId(event.id) : '')),
      removeAttachment: assign(({ context, event }) => {
        assertEvent(event, 'user.deleteAttachment');
        return formChange(context, 'informasjon', context.form, 'attachments', removeItem(context.attachments, event.id));
      }),
      markDeletingAttachment: assign(({ event }) => {
        assertEvent(event, 'user.deleteAttachment');
        return { deletingAttachmentId: event.id };
      }),
      removeDeletedAttachment: assign(({ context }) => ({
        ...formChange(context, 'informasjon', context.form, 'attachments', removeItem(context.attachments, context.deletingAttachmentId ?? '')),
        deletingAttachmentId: null,
      })),
      mergeAttachments: assign(({ context }, params: { items: AttachmentItem[] }) =>
        formChange(context, 'informasjon', context.form, 'attachments', mergeRefreshed(context.attachments, params.items)),
      ),
    },
    guards: {
      hasCaseId: ({ context }) => !!context.caseId,
      opensAtTakk: ({ context }) => context.requestedPage === 'takk',
      isAlreadySubmitted: (_, params: { submitted: boolean }) => params.submitted,
      /** Every step before the summary passes its rules now (SEND INN checks it once every photo has answered). */
      allStepsValid: ({ context }) => allEarlierStepsValid('oppsummering', context.form, validationContext(context)),
      hasUnsavedChanges: ({ context }) => hasChanges(context.savedForm, context.form),
      startsOffline: ({ context }) => context.startsOffline,
      hasQueued: ({ context }) => context.outbox.items.length > 0,
      headIs: ({ context }, { kind }: { kind: QueuedSend['kind'] }) => head(context.outbox)?.payload.kind === kind,
      /** Nothing waits in the outbox: a save on NESTE has been answered. */
      outboxEmpty: ({ context }) => context.outbox.items.length === 0,
      /** Every save answered and every photo uploaded (or failed): SEND INN may send the case. */
      allSent: ({ context }) => context.outbox.items.length === 0 && !hasUnsentAttachments(context.attachments),
      isNetworkFailure: ({ event }) => 'error' in event && isNetworkFailure(event.error),
      isSessionEnded: ({ event }) => 'error' in event && isSessionEnded(event.error),
      isOrganizationInsurance: ({ context }) => isOrganizationInsurance(context.form),
      isStoredAttachment: ({ context, event }) => {
        assertEvent(event, 'user.deleteAttachment');
        return isStoredAttachment(context.attachments.find((a) => a.id === event.id));
      },
    },
  });

/** The machine's setup with the given effects, and the flow kit's state builders for the report's step list. */
export const damageReportKitWith = (effects: DamageReportEffects) => withFlowKit(ownSetupWith(effects), { steps: damageReportSteps, rules });

/** A state node of the damage-report machine, typed by its setup (so helpers are checked like inline config). */
export type DamageReportStateConfig = NonNullable<Parameters<ReturnType<typeof damageReportKitWith>['setup']['createMachine']>[0]['states']>[string];
