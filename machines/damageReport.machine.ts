import { assertEvent, assign, fromCallback, fromPromise, not, sendTo, setup, stopChild, type DoneActorEvent } from 'xstate';
import type { AddressSearchSource } from '../domain/types';
import { REPORTED_BY_TYPE } from '../domain/codes';
import { isOrganizationInsurance, isStepValid, validateStep, type StepName } from '../domain/schemas/damageReport';
import { createDebouncedSearchMachine, type OrganizationHit } from './debouncedSearch.machine';
import {
  isStoredAttachment,
  mergeRefreshed,
  newUploadItems,
  removeItem,
  updateItem,
  uploadActorId,
  type AttachmentItem,
} from './damageReport/attachments';
import { allEarlierStepsValid, caseToForm, resumeStep, withDraftDefaults } from './damageReport/draft';
import { applyFieldChange } from './damageReport/fieldChanges';
import { diffForm, hasChanges } from './damageReport/formDiff';
import {
  defaultLocationMode,
  locationFromRegistered,
  locationFromSearch,
  registeredAddressesOf,
} from './damageReport/location';
import { STEP_META, TAKK_ROUTE } from './damageReport/steps';
import type {
  DamageReportContext,
  DamageReportEvent,
  DamageReportInput,
  LoadedDraft,
  SaveDraftInput,
  SubmitCaseInput,
  UpdateUserInput,
  UploadAttachmentInput,
  UploadEvent,
} from './damageReport/types';
import { errorsAfterBlur, errorsAfterChange } from './damageReport/validation';
import type { CaseForm } from '../domain/types';
import type { ErrorField } from '../domain/schemas/damageReport';

/**
 * The damage report flow (SPEC §2 "Damage report flow", §4): creates or loads the draft, walks the steps
 * rolle → lokasjon → forsikring → skade → informasjon → kontakt → oppsummering → takk, saving the changed
 * fields on every step, and submits. Step states carry `meta.route`; the URL (back/forward, reload, deep
 * link) comes in as `xstate.route` and is let in only when every earlier step is valid.
 */

const validationContext = (c: DamageReportContext) => ({
  attachments: c.attachments,
  organizationEntry: c.organizationEntry,
  locationMode: c.locationMode,
});

const canEnter = (step: StepName) => ({ context }: { context: DamageReportContext }) =>
  context.step !== null && !context.submitted && allEarlierStepsValid(step, context.form, validationContext(context));

/** The form after a change, with the shown errors following it (once the step has been tried). */
function formChange(context: DamageReportContext, form: CaseForm, field: ErrorField, attachments = context.attachments) {
  const step = context.step;
  if (!step) return { form, attachments };
  const next = { ...context, form, attachments };
  const errors = errorsAfterChange(step, context.attemptedSteps.includes(step), context.errors, field, form, validationContext(next));
  return { form, attachments, errors };
}

const saveDraftInput = ({ context }: { context: DamageReportContext }): SaveDraftInput => ({
  caseId: context.caseId ?? '',
  patch: context.pendingPatch,
});

const stepMeta = (step: StepName) => STEP_META[step];

/** Form edits are taken while a step is being edited (not while saving or submitting). */
const editingEvents = {
  'user.change': { actions: 'changeField' },
  'user.blur': { actions: 'blurField' },
} as const;

export const damageReportMachine = setup({
  types: {
    input: {} as DamageReportInput,
    context: {} as DamageReportContext,
    events: {} as DamageReportEvent,
    tags: {} as 'loading' | 'saving' | 'submitting' | 'blocksLeaving' | 'deletingAttachment',
  },
  actors: {
    /** App: POST /api/createCaseDraft → the case id taken from incidentUri. */
    createDraft: fromPromise<string, void>(async () => {
      throw new Error('createDraft not provided');
    }),
    /** App: GET /api/getCase/{caseId}, the user, their agreements; rebuilds the attachments. */
    loadDraft: fromPromise<LoadedDraft, { caseId: string }>(async () => {
      throw new Error('loadDraft not provided');
    }),
    /** App: PATCH /api/updateCaseDraft/{caseId} with the changed fields. */
    saveDraft: fromPromise<void, SaveDraftInput>(async () => {}),
    /** App: PATCH /api/updateUser { id, mobilePhone, email } (kontakt's extra submission). */
    updateUser: fromPromise<void, UpdateUserInput>(async () => {}),
    /** App: PATCH /api/case/{caseId}/submit with the full form. */
    submitCase: fromPromise<void, SubmitCaseInput>(async () => {}),
    /** App: base64 + POST /api/uploadAttachment; sends upload.progress / upload.done / upload.failed back. */
    uploadAttachment: fromCallback<{ type: 'noop' }, UploadAttachmentInput, UploadEvent>(() => {}),
    /** App: DELETE /api/deleteAttachment { attachmentId, relationshipId }. */
    deleteAttachment: fromPromise<void, { attachmentId: string; relationshipId: string }>(async () => {}),
    /** App: GET /api/getCase/{caseId} → its attachments as finished items. */
    refreshAttachments: fromPromise<AttachmentItem[], { caseId: string }>(async () => []),
    /** App: company register search (organizationQuery), provided into the child's `search`. */
    organizationSearch: createDebouncedSearchMachine<OrganizationHit>(),
    /** App: national address search, 5 results, errors → []. */
    addressSearch: createDebouncedSearchMachine<AddressSearchSource>(),
  },
  actions: {
    // App effects (stubs).
    /** App: toast 'Feil ved oppretting av skademelding.' */
    notifyCreateFailed: () => {},
    /** App: console.error(message) — 'Update case failed', 'Failed to update user', 'Submit case failed', 'No draft exists'… */
    logError: (_, _params: { message: string }) => {},
    /** App: leave the flow (rolle's back button), e.g. navigate to /. */
    leaveFlow: () => {},
    /** App: toast 'Opplastning slettet'. */
    notifyAttachmentDeleted: () => {},
    /** App: toast 'Feil ved sletting av opplastning'. */
    notifyAttachmentDeleteFailed: () => {},

    assignCaseId: assign((_, params: { caseId: string }) => ({ caseId: params.caseId })),
    applyLoadedDraft: assign(({ context }, loaded: LoadedDraft) => {
      const savedForm = caseToForm(loaded.case);
      const form = withDraftDefaults(savedForm, loaded.user);
      const registeredAddresses = registeredAddressesOf(loaded.agreements);
      return {
        user: loaded.user,
        savedForm,
        form,
        attachments: loaded.attachments,
        registeredAddresses,
        hasRegisteredAddresses: registeredAddresses.length > 0,
        locationMode: defaultLocationMode(registeredAddresses, form),
        organizationEntry:
          form.organizationName && !form.organizationNumber ? ('manual' as const) : context.organizationEntry,
      };
    }),
    markSubmitted: assign({ submitted: true }),
    enterStep: assign((_, params: { step: StepName }) => ({ step: params.step, errors: {} })),
    showStepErrors: assign(({ context }) =>
      context.step
        ? {
            errors: validateStep(context.step, context.form, validationContext(context)),
            attemptedSteps: context.attemptedSteps.includes(context.step)
              ? context.attemptedSteps
              : [...context.attemptedSteps, context.step],
          }
        : {},
    ),
    preparePatch: assign(({ context }) => ({ pendingPatch: diffForm(context.savedForm, context.form) })),
    markSaved: assign(({ context }) => ({ savedForm: { ...context.savedForm, ...context.pendingPatch }, pendingPatch: {} })),
    applyOrganizationSwitch: assign(({ context }) => {
      // Switching the reporter type also clears the role fields (as choosing it on rolle does).
      const form = { ...applyFieldChange(context.form, 'reportedByType', REPORTED_BY_TYPE.organization), insuranceTypePrivate: [] };
      return { form, pendingPatch: { ...diffForm(context.savedForm, form), reportedByType: form.reportedByType, insuranceTypePrivate: [] } };
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'user.change');
      return formChange(context, applyFieldChange(context.form, event.field, event.value), event.field);
    }),
    blurField: assign(({ context, event }) => {
      assertEvent(event, 'user.blur');
      if (!context.step) return {};
      const attempted = context.attemptedSteps.includes(context.step);
      return { errors: errorsAfterBlur(context.step, attempted, context.errors, event.field, context.form, validationContext(context)) };
    }),
    searchOrganization: assign(({ context, event }) => {
      assertEvent(event, 'user.searchOrganization');
      return formChange(context, applyFieldChange(context.form, 'organizationSearch', event.query), 'organizationSearch');
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
      return formChange(context, form, 'organizationSearch');
    }),
    setOrganizationEntry: assign(({ context, event }) => {
      assertEvent(event, 'user.organizationEntry');
      const form = { ...context.form, organizationNumber: null, organizationName: null, showOrgName: false };
      return { ...formChange({ ...context, organizationEntry: event.mode }, form, 'organizationSearch'), organizationEntry: event.mode };
    }),
    setLocationMode: assign(({ event }) => {
      assertEvent(event, 'user.locationMode');
      return { locationMode: event.mode, errors: {} };
    }),
    searchAddress: assign(({ context, event }) => {
      assertEvent(event, 'user.searchAddress');
      return formChange(context, applyFieldChange(context.form, 'addressSearch', event.query), 'addressSearch');
    }),
    forwardAddressQuery: sendTo('addressSearch', ({ event }) => ({
      type: 'user.type' as const,
      query: event.type === 'user.searchAddress' ? event.query : '',
    })),
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'user.selectAddress');
      return formChange(context, { ...context.form, ...locationFromSearch(event.address) }, 'addressSearch');
    }),
    selectRegisteredAddress: assign(({ context, event }) => {
      assertEvent(event, 'user.selectRegisteredAddress');
      const address = context.registeredAddresses.find((a) => a.addressId === event.addressId);
      if (!address) return {};
      return formChange(context, { ...context.form, ...locationFromRegistered(address) }, 'addresseId');
    }),
    /** Each file uploads in its own child actor `upload-<id>`, so several run at once. */
    addFiles: assign(({ context, event, spawn }) => {
      assertEvent(event, 'user.addFiles');
      const items = newUploadItems(event.files, context.nextAttachmentNumber);
      items.forEach((item, i) =>
        spawn('uploadAttachment', {
          id: uploadActorId(item.id),
          input: { id: item.id, file: event.files[i]!, caseId: context.caseId ?? '' },
        }),
      );
      return {
        attachments: [...context.attachments, ...items],
        nextAttachmentNumber: context.nextAttachmentNumber + items.length,
      };
    }),
    trackUploadProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return { attachments: updateItem(context.attachments, event.id, { progress: event.progress }) };
    }),
    finishUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.done');
      const attachments = updateItem(context.attachments, event.id, {
        status: 'finished',
        progress: 100,
        attachmentId: event.attachmentId,
        relationshipId: event.relationshipId,
      });
      return formChange(context, context.form, 'attachments', attachments);
    }),
    failUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.failed');
      return { attachments: updateItem(context.attachments, event.id, { status: 'error' }) };
    }),
    /** Stops the upload actor of the event's attachment (finished, failed or removed). */
    stopUpload: stopChild(({ event }) => ('id' in event ? uploadActorId(event.id) : '')),
    removeAttachment: assign(({ context, event }) => {
      assertEvent(event, 'user.deleteAttachment');
      return formChange(context, context.form, 'attachments', removeItem(context.attachments, event.id));
    }),
    markDeletingAttachment: assign(({ event }) => {
      assertEvent(event, 'user.deleteAttachment');
      return { deletingAttachmentId: event.id };
    }),
    removeDeletedAttachment: assign(({ context }) => ({
      ...formChange(context, context.form, 'attachments', removeItem(context.attachments, context.deletingAttachmentId ?? '')),
      deletingAttachmentId: null,
    })),
    mergeAttachments: assign(({ context }, params: { items: AttachmentItem[] }) =>
      formChange(context, context.form, 'attachments', mergeRefreshed(context.attachments, params.items)),
    ),
  },
  guards: {
    hasCaseId: ({ context }) => !!context.caseId,
    isAlreadySubmitted: (_, params: { submitted: boolean }) => params.submitted,
    resumesAt: ({ context }, params: { step: StepName }) =>
      resumeStep(context.requestedStep, context.form, validationContext(context)) === params.step,
    isStepValid: ({ context }) => !!context.step && isStepValid(context.step, context.form, validationContext(context)),
    hasUnsavedChanges: ({ context }) => hasChanges(context.savedForm, context.form),
    isOrganizationInsurance: ({ context }) => isOrganizationInsurance(context.form),
    isStoredAttachment: ({ context, event }) => {
      assertEvent(event, 'user.deleteAttachment');
      return isStoredAttachment(context.attachments.find((a) => a.id === event.id));
    },
    canEnterRolle: canEnter('rolle'),
    canEnterLokasjon: canEnter('lokasjon'),
    canEnterForsikring: canEnter('forsikring'),
    canEnterSkade: canEnter('skade'),
    canEnterInformasjon: canEnter('informasjon'),
    canEnterKontakt: canEnter('kontakt'),
    canEnterOppsummering: canEnter('oppsummering'),
  },
}).createMachine({
  id: 'damageReport',
  description: 'Meld skade: draft, seven steps with saving of changed fields, submit.',
  context: ({ input }) => ({
    caseId: input.caseId || null,
    requestedStep: input.requestedStep,
    user: null,
    form: {},
    savedForm: {},
    pendingPatch: {},
    submitted: false,
    step: null,
    errors: {},
    attemptedSteps: [],
    attachments: [],
    nextAttachmentNumber: 1,
    deletingAttachmentId: null,
    registeredAddresses: [],
    hasRegisteredAddresses: false,
    locationMode: 'search',
    organizationEntry: 'search',
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A CaseId in the URL means an existing draft.',
      always: [{ guard: 'hasCaseId', target: 'loadingDraft' }, { target: 'creatingDraft' }],
    },
    creatingDraft: {
      description: 'Creates a draft case (POST /api/createCaseDraft).',
      tags: ['loading', 'blocksLeaving'],
      invoke: {
        id: 'createDraft',
        src: 'createDraft',
        onDone: { target: 'loadingDraft', actions: { type: 'assignCaseId', params: ({ event }) => ({ caseId: event.output }) } },
        onError: {
          target: 'createFailed',
          actions: ['notifyCreateFailed', { type: 'logError', params: { message: 'Create case failed' } }],
        },
      },
    },
    createFailed: { description: 'The draft could not be created; the app shows a toast.' },
    loadingDraft: {
      description: 'Laster skademelding...',
      tags: ['loading', 'blocksLeaving'],
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ caseId: context.caseId ?? '' }),
        onDone: [
          {
            guard: { type: 'isAlreadySubmitted', params: ({ event }) => ({ submitted: event.output.case.submittedOnWeb }) },
            target: 'alreadySubmitted',
            actions: 'markSubmitted',
          },
          {
            target: 'flow',
            actions: {
              type: 'applyLoadedDraft',
              params: ({ event }: { event: DoneActorEvent<LoadedDraft> }) => event.output,
            },
          },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { description: 'Kunne ikke laste skademelding.' },
    alreadySubmitted: { description: 'Skadesaken er allerede sendt inn.' },
    flow: {
      description: 'The steps; leaving asks for confirmation.',
      tags: ['blocksLeaving'],
      initial: 'resuming',
      on: {
        'upload.progress': { actions: 'trackUploadProgress' },
        'upload.done': { actions: ['finishUpload', 'stopUpload'] },
        'upload.failed': { actions: ['failUpload', 'stopUpload'] },
      },
      states: {
        resuming: {
          description: 'The requested step if every earlier step is valid, else the first step that is not.',
          always: [
            { guard: { type: 'resumesAt', params: { step: 'rolle' } }, target: '#rolle' },
            { guard: { type: 'resumesAt', params: { step: 'lokasjon' } }, target: '#lokasjon' },
            { guard: { type: 'resumesAt', params: { step: 'forsikring' } }, target: '#forsikring' },
            { guard: { type: 'resumesAt', params: { step: 'skade' } }, target: '#skade' },
            { guard: { type: 'resumesAt', params: { step: 'informasjon' } }, target: '#informasjon' },
            { guard: { type: 'resumesAt', params: { step: 'kontakt' } }, target: '#kontakt' },
            { target: '#oppsummering' },
          ],
        },
        rolle: {
          id: 'rolle',
          description: 'Reporter type and role, the policyholder, the organization.',
          meta: stepMeta('rolle'),
          route: { guard: 'canEnterRolle' },
          entry: { type: 'enterStep', params: { step: 'rolle' } },
          invoke: { id: 'organizationSearch', src: 'organizationSearch' },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.searchOrganization': { actions: ['searchOrganization', 'forwardOrganizationQuery'] },
                'user.selectOrganization': { actions: 'selectOrganization' },
                'user.organizationEntry': { actions: 'setOrganizationEntry' },
                'user.next': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: '#lokasjon' },
                ],
                'user.back': { actions: 'leaveFlow' },
              },
            },
            saving: {
              description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: '#lokasjon', actions: 'markSaved' },
                onError: { target: '#lokasjon', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
          },
        },
        lokasjon: {
          id: 'lokasjon',
          description: 'A registered address or a searched one; next needs addresseId.',
          meta: stepMeta('lokasjon'),
          route: { guard: 'canEnterLokasjon' },
          entry: { type: 'enterStep', params: { step: 'lokasjon' } },
          invoke: { id: 'addressSearch', src: 'addressSearch' },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.locationMode': { actions: 'setLocationMode' },
                'user.searchAddress': { actions: ['searchAddress', 'forwardAddressQuery'] },
                'user.selectAddress': { actions: 'selectAddress' },
                'user.selectRegisteredAddress': { actions: 'selectRegisteredAddress' },
                'user.next': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: '#forsikring' },
                ],
                'user.back': { target: '#rolle' },
              },
            },
            saving: {
              description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: '#forsikring', actions: 'markSaved' },
                onError: { target: '#forsikring', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
          },
        },
        forsikring: {
          id: 'forsikring',
          description: 'Insurer and insurance types; an organization insurance sends a private reporter back to rolle.',
          meta: stepMeta('forsikring'),
          route: { guard: 'canEnterForsikring' },
          entry: { type: 'enterStep', params: { step: 'forsikring' } },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.next': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: 'isOrganizationInsurance', target: 'switchingToOrganization', actions: 'applyOrganizationSwitch' },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: '#skade' },
                ],
                'user.back': { target: '#lokasjon' },
              },
            },
            saving: {
              description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: '#skade', actions: 'markSaved' },
                onError: { target: '#skade', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
            switchingToOrganization: {
              description: 'Organization check: saves reportedByType organization and no private types, then rolle.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: '#rolle', actions: 'markSaved' },
                onError: { target: '#rolle', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
          },
        },
        skade: {
          id: 'skade',
          description: 'Damage date and damage type.',
          meta: stepMeta('skade'),
          route: { guard: 'canEnterSkade' },
          entry: { type: 'enterStep', params: { step: 'skade' } },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.next': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: '#informasjon' },
                ],
                'user.back': { target: '#forsikring' },
              },
            },
            saving: {
              description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: '#informasjon', actions: 'markSaved' },
                onError: { target: '#informasjon', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
          },
        },
        informasjon: {
          id: 'informasjon',
          description: 'Attachments (Ja/Nei, uploads) and the description.',
          meta: stepMeta('informasjon'),
          route: { guard: 'canEnterInformasjon' },
          entry: { type: 'enterStep', params: { step: 'informasjon' } },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.addFiles': { actions: 'addFiles' },
                'user.next': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: '#kontakt' },
                ],
                'user.back': { target: '#skade' },
                'user.deleteAttachment': [
                  { guard: 'isStoredAttachment', target: 'deletingAttachment', actions: 'markDeletingAttachment' },
                  { actions: ['stopUpload', 'removeAttachment'] },
                ],
              },
            },
            deletingAttachment: {
              description: 'Deletes an uploaded attachment (DELETE /api/deleteAttachment).',
              tags: ['deletingAttachment'],
              invoke: {
                id: 'deleteAttachment',
                src: 'deleteAttachment',
                input: ({ context }) => {
                  const item = context.attachments.find((a) => a.id === context.deletingAttachmentId);
                  return { attachmentId: item?.attachmentId ?? '', relationshipId: item?.relationshipId ?? '' };
                },
                onDone: { target: 'refreshingAttachments', actions: ['removeDeletedAttachment', 'notifyAttachmentDeleted'] },
                onError: {
                  target: 'editing',
                  actions: ['notifyAttachmentDeleteFailed', assign({ deletingAttachmentId: null })],
                },
              },
            },
            refreshingAttachments: {
              description: "Reloads the case's attachments.",
              invoke: {
                id: 'refreshAttachments',
                src: 'refreshAttachments',
                input: ({ context }) => ({ caseId: context.caseId ?? '' }),
                onDone: { target: 'editing', actions: { type: 'mergeAttachments', params: ({ event }) => ({ items: event.output }) } },
                onError: { target: 'editing', actions: { type: 'logError', params: { message: 'Refresh attachments failed' } } },
              },
            },
            saving: {
              description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: '#kontakt', actions: 'markSaved' },
                onError: { target: '#kontakt', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
          },
        },
        kontakt: {
          id: 'kontakt',
          description: "Phone, e-mail, the board's contact details, the contact person; also updates the user.",
          meta: stepMeta('kontakt'),
          route: { guard: 'canEnterKontakt' },
          entry: { type: 'enterStep', params: { step: 'kontakt' } },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.next': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: 'updatingUser' },
                ],
                'user.back': { target: '#informasjon' },
              },
            },
            saving: {
              description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: saveDraftInput,
                onDone: { target: 'updatingUser', actions: 'markSaved' },
                onError: { target: 'updatingUser', actions: { type: 'logError', params: { message: 'Update case failed' } } },
              },
            },
            updatingUser: {
              description: "Extra submission: the user's mobilePhone and email (PATCH /api/updateUser).",
              tags: ['saving'],
              invoke: {
                id: 'updateUser',
                src: 'updateUser',
                input: ({ context }) => ({
                  id: context.user?.id ?? '',
                  mobilePhone: context.form.mobilePhone ?? null,
                  email: context.form.email ?? null,
                }),
                onDone: { target: '#oppsummering' },
                onError: { target: '#oppsummering', actions: { type: 'logError', params: { message: 'Failed to update user' } } },
              },
            },
          },
        },
        oppsummering: {
          id: 'oppsummering',
          description: 'Everything at a glance; confirm and submit.',
          meta: stepMeta('oppsummering'),
          route: { guard: 'canEnterOppsummering' },
          entry: { type: 'enterStep', params: { step: 'oppsummering' } },
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills in the step.',
              on: {
                ...editingEvents,
                'user.submit': [
                  { guard: not('isStepValid'), actions: 'showStepErrors' },
                  { guard: not('hasCaseId'), actions: { type: 'logError', params: { message: 'No draft exists' } } },
                  { target: 'submitting' },
                ],
                'user.back': { target: '#kontakt' },
              },
            },
            submitting: {
              description: 'Sender inn skademelding...',
              tags: ['submitting'],
              invoke: {
                id: 'submitCase',
                src: 'submitCase',
                input: ({ context }): SubmitCaseInput => ({ caseId: context.caseId ?? '', form: context.form }),
                onDone: { target: '#damageReport.takk', actions: 'markSubmitted' },
                onError: { target: 'editing', actions: { type: 'logError', params: { message: 'Submit case failed' } } },
              },
            },
          },
        },
      },
    },
    takk: {
      description: 'Thank-you page with a link to /skadesaker.',
      meta: { route: TAKK_ROUTE },
    },
  },
});
