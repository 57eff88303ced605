/** Input, context, events and actor contracts of the damage-report machine. */
import type { AddressSearchSource, Agreement, Case, CaseForm, User, UserUpdate } from '../../domain/types';
import type { FieldErrors, ErrorField, StepName } from '../../domain/schemas/damageReport';
import type { AttachmentItem } from '../flowKit/uploads';
import type { LocationMode, RegisteredAddress } from './location';
import type { Outbox } from '../flowKit/outbox';

/** A page of the flow the customer can open by URL: a step or the thank-you page. */
export type DamageReportPage = StepName | 'takk';

export interface DamageReportInput {
  /** ?CaseId= of the URL; null or missing means no draft yet. */
  caseId: string | null;
  /** The page of the URL the customer opened (deep link, reload), if any. */
  requestedPage: DamageReportPage | null;
}

/** The draft as the device keeps it: `draftOnDevice(context)` (./deviceCopy.ts) writes it, `loadDraft` hands it back. */
export interface DraftOnDevice {
  /** The customer it belongs to (their user id): kept and sent only while they are the device's customer. */
  owner: string;
  caseId: string;
  /** What the customer sees, typed answers included. */
  form: CaseForm;
  /** What was handed to the outbox. */
  savedForm: CaseForm;
  outbox: Outbox<QueuedSend>;
  /** Every item with its file: the uploaded ones for an offline start, the waiting ones to upload. */
  attachments: AttachmentItem[];
  nextAttachmentNumber: number;
}

/** Output of the `loadDraft` actor. */
export interface LoadedDraft {
  case: Case;
  user: User;
  /** The case's attachments rebuilt as finished items (images downloaded, others empty placeholders). */
  attachments: AttachmentItem[];
  /** The user's agreements: their addresses are the registered addresses of the lokasjon step. */
  agreements: Agreement[];
  /** What the device kept of this draft (./deviceCopy.ts): the answers and photos not yet sent, the draft as last seen. */
  onDevice?: DraftOnDevice;
  /** The network failed: everything above came from the device. */
  offline?: boolean;
}

/** A save waiting in the outbox: the draft's changed fields, or kontakt's phone and e-mail for the profile. */
export type QueuedSend = { kind: 'draft'; patch: CaseForm } | { kind: 'user'; update: UserUpdate };

/**
 * Why SEND INN did not send the report (its text: src/features/damageReport/noticeTexts.ts):
 * - `submitNeedsNetwork`: pressed offline, nothing was sent;
 * - `submitNoAnswer`: the submit found no network (it may be sent again: the server takes a report once);
 * - `submitFailed`: the server did not take it (an error, or no draft).
 */
export type DamageReportNotice = 'submitNeedsNetwork' | 'submitNoAnswer' | 'submitFailed';

export interface DamageReportContext {
  caseId: string | null;
  requestedPage: DamageReportPage | null;
  user: User | null;
  /** What the customer sees and edits. */
  form: CaseForm;
  /** The form as last handed to the outbox (sent, or waiting to be sent); NESTE queues only the difference. */
  savedForm: CaseForm;
  /** Saves not yet answered by the server, in order (the connection region sends them: ../flowKit/connection.ts). */
  outbox: Outbox<QueuedSend>;
  /** The draft was opened from the device for want of a network: the flow starts offline. */
  startsOffline: boolean;
  /** A message on the current step that is not a field's: why SEND INN did not send the report. */
  notice: DamageReportNotice | null;
  /** field → message, shown on the current step. */
  errors: FieldErrors;
  /** Steps where the customer has pressed next once; their errors now follow changes. */
  attemptedSteps: StepName[];
  attachments: AttachmentItem[];
  nextAttachmentNumber: number;
  /**
   * Local id of the attachment being deleted: what `deleteAttachment` deletes and, once it answers, what is
   * removed from the list. Data, not a state: the state says a deletion runs (informasjon.deletingAttachment,
   * tag busy); which attachment it is comes from the event that started it, gone when the answer comes.
   */
  deletingAttachmentId: string | null;
  registeredAddresses: RegisteredAddress[];
  /**
   * How the customer gives the address: from the registered list or by search. An answer, not what the customer
   * is doing: the rules read it (StepValidationContext: which field is required), it is chosen from the loaded
   * draft, and it is kept when the customer leaves lokasjon and comes back (a substate would start over).
   */
  locationMode: LocationMode;
  /** How the customer gives the organization: searched or typed. An answer the rules read, kept like locationMode. */
  organizationEntry: 'search' | 'manual';
}

/** `user.change`, typed per field. */
export type FieldChangeEvent = {
  [K in keyof CaseForm]-?: { type: 'user.change'; field: K; value: CaseForm[K] };
}[keyof CaseForm];

export type DamageReportEvent =
  | FieldChangeEvent
  | { type: 'user.blur'; field: ErrorField }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.submit' }
  | { type: 'user.searchOrganization'; query: string }
  | { type: 'user.selectOrganization'; organizationName: string; organizationNumber: string }
  | { type: 'user.organizationEntry'; mode: 'search' | 'manual' }
  | { type: 'user.locationMode'; mode: LocationMode }
  | { type: 'user.searchAddress'; query: string }
  | { type: 'user.selectAddress'; address: AddressSearchSource }
  | { type: 'user.selectRegisteredAddress'; addressId: string }
  | { type: 'user.addFiles'; files: File[] }
  | { type: 'user.deleteAttachment'; id: string }
  /** The app: the page is being hidden or unloaded (`pagehide`, `visibilitychange` to hidden). */
  | { type: 'page.hidden' }
  | { type: 'upload.progress'; id: string; progress: number }
  | { type: 'upload.done'; id: string; attachmentId: string; relationshipId: string }
  /** The file as it will be sent: made smaller, or converted from HEIC (src/lib/photos/preparePhoto.ts). */
  | { type: 'upload.prepared'; id: string; file: File }
  /** `reason: 'conversion'`: a HEIC photo could not be converted to JPEG. */
  | { type: 'upload.failed'; id: string; reason?: 'conversion' }
  /** The upload did not reach the server for want of a network: the photo waits on the device. */
  | { type: 'upload.waiting'; id: string }
  /** The app: the browser's `online` / `offline` events. */
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The app: the customer asked to log out; what waits is sent now if the network lets it. */
  | { type: 'session.ending' }
  /**
   * The app: the customer's session ended on this device (a logout here or in another tab, another customer
   * logged in), or an actor found it ended: the flow stops, and keeps and sends nothing more.
   */
  | { type: 'session.ended' }
  /** The route bridge: the URL asks for a step (back/forward, a link, a typed URL); see src/routing/flowRoutes.ts. */
  | { type: 'xstate.route'; to: `#${string}` };

/** Events an upload actor sends back to the machine: its progress, or that the session ended (nothing was sent). */
export type UploadEvent = Extract<DamageReportEvent, { type: `upload.${string}` | 'session.ended' }>;

/**
 * The customer whose data a request carries (the draft's user): the app sends it only while they are the
 * device's customer (src/lib/device/owner.ts), else the actor rejects with SessionEnded.
 */
interface Owned {
  owner: string;
}

/** The input of `saveDraft` and of `flushDraft`. */
export interface SaveDraftInput extends Owned {
  caseId: string;
  patch: CaseForm;
}
export interface SubmitCaseInput extends Owned {
  caseId: string;
  form: CaseForm;
}
export interface UploadAttachmentInput extends Owned {
  id: string;
  file: File;
  caseId: string;
}
export type UpdateUserInput = UserUpdate;
/** The input of `deleteAttachment`: the stored attachment, and whose draft it is. */
export interface DeleteAttachmentInput extends Owned {
  attachmentId: string;
  relationshipId: string;
}

/**
 * The device copy's actor (`keepOnDevice`, invoked while the flow runs): it watches the flow it is given and is
 * told when the page is being hidden, so it writes at once.
 */
export interface DeviceCopyInput {
  /** The flow's own actor (its snapshots: the context to copy). */
  flow: { subscribe(observer: (snapshot: unknown) => void): { unsubscribe(): void } };
}
export type DeviceCopyEvent = { type: 'page.hidden' };
