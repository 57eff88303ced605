import { and, not, type DoneActorEvent } from 'xstate';
import type { StepName } from '../domain/schemas/damageReport';
import { damageReportSetup, flushDraftParams, saveDraftInput } from './damageReport/setup';
import { STEP_META, TAKK_ROUTE } from './damageReport/steps';
import type { LoadedDraft, SubmitCaseInput } from './damageReport/types';

/**
 * The damage report flow (SPEC §2 "Damage report flow", §4): creates or loads the draft, walks the steps
 * rolle → lokasjon → forsikring → skade → informasjon → kontakt → oppsummering → takk, saving the changed
 * fields on every step, and submits. Step states carry `meta.route`; the URL (back/forward, reload, deep
 * link) comes in as `xstate.route` and is let in only when every earlier step is valid.
 * Types, actors, actions and guards: ./damageReport/setup.ts.
 */

const stepMeta = (step: StepName) => STEP_META[step];

/**
 * Form edits are taken while a step is being edited (not while saving or submitting).
 * `page.hidden` (the page is hidden or unloaded) sends the step's unsaved edits without leaving the step, so a
 * reload mid-step loses nothing. savedForm is left as it is: the flush is fire-and-forget (no answer is
 * awaited), so the next NESTE sends the same fields again (PATCH is idempotent) rather than trusting it.
 */
const editingEvents = {
  'user.change': { actions: 'changeField' },
  'user.blur': { actions: 'blurField' },
  'page.hidden': {
    guard: and(['hasCaseId', 'hasUnsavedChanges']),
    actions: { type: 'flushDraft', params: flushDraftParams },
  },
} as const;

/** Saves the changed fields, then goes on to `target` whether or not the save worked (failures are logged). */
const savingThen = (target: string) =>
  ({
    description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then the next step.',
    tags: 'saving',
    invoke: {
      id: 'saveDraft',
      src: 'saveDraft',
      input: saveDraftInput,
      onDone: { target, actions: 'markSaved' },
      onError: { target, actions: { type: 'logError', params: { message: 'Update case failed' } } },
    },
  }) as const;

export const damageReportMachine = damageReportSetup.createMachine({
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
            saving: savingThen('#lokasjon'),
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
            saving: savingThen('#forsikring'),
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
                  { guard: 'isOrganizationInsurance', target: 'switchingToOrganization', actions: ['applyOrganizationSwitch', 'notifyOrganizationSwitch'] },
                  { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
                  { target: '#skade' },
                ],
                'user.back': { target: '#lokasjon' },
              },
            },
            saving: savingThen('#skade'),
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
            saving: savingThen('#informasjon'),
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
                  actions: ['notifyAttachmentDeleteFailed', 'forgetDeletingAttachment'],
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
            saving: savingThen('#kontakt'),
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
            saving: savingThen('updatingUser'),
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

/** Plain-language meaning of every guard, action and actor, for docs/machines/README.md. */
export { damageReportGlossary } from './damageReport.glossary';
