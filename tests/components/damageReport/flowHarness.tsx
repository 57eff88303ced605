/**
 * Renders the damage-report flow host with the machine's stubs replaced by fakes (machine.provide),
 * inside a real memory router with the shell navigation. Uploads are driven by the test.
 */
import { vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { METADATA } from '../../../domain/metadata';
import type { Case, CaseForm, User } from '../../../domain/types';
import { damageReportMachine } from '../../../machines/damageReport.machine';
import type { AttachmentItem } from '../../../machines/flowKit/uploads';
import type { LoadedDraft, SaveDraftInput, SubmitCaseInput, UploadAttachmentInput, UploadEvent } from '../../../machines/damageReport/types';
import { debouncedSearchMachineOf, type OrganizationHit } from '../../../machines/debouncedSearch.machine';
import { NOTIFICATIONS } from '../../../src/features/damageReport/actors';
import { DamageReportFlow } from '../../../src/features/damageReport/DamageReportFlow';
import { Link } from '@tanstack/react-router';
import { json, KARI, renderAt, stubFetch } from '../helpers';

export const USER: User = { ...KARI, consentToFurtherInformation: true };

export function draftCase(form: CaseForm = {}, extra: Partial<Case> = {}): Case {
  return { incidentId: 'case-1', attachments: [], submittedOnWeb: false, createdOn: '01.11.2026', ...form, ...extra };
}

/** A form valid through rolle (private policyholder) and lokasjon. */
export const THROUGH_LOKASJON: CaseForm = {
  reportedByType: 872600000,
  whoIsReportingTheDamage: 872600000,
  addresseId: '100000031',
  addressSearch: 'Storgata 1, 0155 OSLO',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'OSLO',
  damageLocation: 'Storgata 1, 0155 OSLO',
};

/** …and forsikring and skade. */
export const THROUGH_SKADE: CaseForm = {
  ...THROUGH_LOKASJON,
  insuranceAgent: 'husvern',
  insuranceTypePrivate: [859830000],
  damageDate: '2026-01-10',
  damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a03',
};

/** Stands in for a header link (the route bridge holds it while the report is open). */
function ShellNavLink({ to }: { to: string }) {
  return <Link to={to}>Gå til {to}</Link>;
}

export interface Uploads {
  /** The running upload actors by local attachment id: send progress/done/failed as the server would. */
  byId: Map<string, { input: UploadAttachmentInput; send: (event: UploadEvent) => void }>;
}

export function renderFlow(
  path: string,
  options: {
    loaded?: Partial<LoadedDraft> & { case?: Case };
    loadFails?: boolean;
    organizations?: OrganizationHit[];
    /** loadDraft waits for this (to see the loading state). */
    loadGate?: Promise<void>;
  } = {},
) {
  stubFetch((request) => (new URL(request.url).pathname === '/api/metadata' ? json(METADATA) : json({ message: 'not faked' }, 500)));
  const saveDraft = vi.fn(async (_input: SaveDraftInput) => {});
  const submitCase = vi.fn(async (_input: SubmitCaseInput) => {});
  const deleteAttachment = vi.fn(async (_input: { owner: string; attachmentId: string; relationshipId: string }) => {});
  const refreshAttachments = vi.fn(async (): Promise<AttachmentItem[]> => []);
  const actions = {
    notifyCreateFailed: vi.fn(),
    notifyAttachmentDeleted: vi.fn(),
    notifyAttachmentDeleteFailed: vi.fn(),
    // The real toast, so tests see what the customer sees.
    notifyOrganizationSwitch: vi.fn(NOTIFICATIONS.notifyOrganizationSwitch),
    notifyProfileNotUpdated: vi.fn(NOTIFICATIONS.notifyProfileNotUpdated),
    leaveFlow: vi.fn(),
    logError: vi.fn(),
    flushDraft: vi.fn(),
    forgetDeviceCopy: vi.fn(),
  };
  const uploads: Uploads = { byId: new Map() };
  const loaded: LoadedDraft = {
    case: options.loaded?.case ?? draftCase(),
    user: options.loaded?.user ?? USER,
    attachments: options.loaded?.attachments ?? [],
    agreements: options.loaded?.agreements ?? [],
  };
  const logic = damageReportMachine.provide({
    actors: {
      createDraft: fromPromise(async () => 'case-1'),
      loadDraft: fromPromise<LoadedDraft, { caseId: string }>(async () => {
        await options.loadGate;
        if (options.loadFails) throw new Error('500');
        return loaded;
      }),
      saveDraft: fromPromise<void, SaveDraftInput>(({ input }) => saveDraft(input)),
      updateUser: fromPromise(async () => {}),
      submitCase: fromPromise<void, SubmitCaseInput>(({ input }) => submitCase(input)),
      uploadAttachment: fromCallback<{ type: 'noop' }, UploadAttachmentInput, UploadEvent>(({ input, sendBack }) => {
        uploads.byId.set(input.id, { input, send: sendBack });
      }),
      deleteAttachment: fromPromise<void, { owner: string; attachmentId: string; relationshipId: string }>(({ input }) => deleteAttachment(input)),
      refreshAttachments: fromPromise<AttachmentItem[], { caseId: string }>(() => refreshAttachments()),
      // The device copy is the app's (src/features/damageReport/deviceCopy.ts, tested on its own): none here.
      keepOnDevice: fromCallback(() => {}),
      organizationSearch: debouncedSearchMachineOf<OrganizationHit>().provide({
        actors: {
          search: fromPromise<OrganizationHit[], { query: string }>(async ({ input }) =>
            (options.organizations ?? []).filter((o) => o.name.toLowerCase().includes(input.query.toLowerCase()) || o.organizationNumber === input.query),
          ),
        },
      }),
    },
    actions,
  });
  const result = renderAt(
    path,
    () => (
      <>
        <ShellNavLink to="/kontakt" />
        <DamageReportFlow logic={logic} />
      </>
    ),
    { history: 'browser' },
  );
  return { ...result, saveDraft, submitCase, deleteAttachment, refreshAttachments, actions, uploads };
}
