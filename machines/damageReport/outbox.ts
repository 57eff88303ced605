/**
 * What the report sends through the flow kit's outbox and connection region (../flowKit/outbox.ts,
 * ../flowKit/connection.ts): the saves NESTE queues (the draft's changed fields, kontakt's phone and e-mail for the
 * profile), the senders' inputs taken from the outbox's head, the answers that take a save out, and the guards the
 * region asks. The draft's own save (`queueChanges`, `hasUnsavedChanges`, `outboxEmpty`) is the kit's:
 * ../flowKit/draftSaving.ts.
 */
import { assign } from 'xstate';
import type { CaseForm } from '../../domain/types';
import { isNetworkFailure, isSessionEnded } from '../flowKit/connection';
import { enqueue, head, settle } from '../flowKit/outbox';
import { hasUnsentAttachments } from '../flowKit/uploads';
import { damageReportActions, damageReportGuards } from './base';
import { hasUnsentAnswers } from './selectors';
import { diffForm } from './formDiff';
import type { DamageReportContext, QueuedSend, SaveDraftInput, UpdateUserInput } from './types';

/** The customer the draft belongs to: every request of the flow carries their data only. */
export const ownerOf = (context: DamageReportContext): string => context.user?.id ?? '';

/** The outbox's head, for its kind's sender. */
const headOf = <K extends QueuedSend['kind']>(context: DamageReportContext, kind: K) => {
  const payload = head(context.outbox)?.payload;
  return payload?.kind === kind ? (payload as Extract<QueuedSend, { kind: K }>) : null;
};

export const saveDraftInput = ({ context }: { context: DamageReportContext }): SaveDraftInput => ({
  owner: ownerOf(context),
  caseId: context.caseId ?? '',
  patch: headOf(context, 'draft')?.patch ?? {},
});

export const updateUserInput = ({ context }: { context: DamageReportContext }): UpdateUserInput =>
  headOf(context, 'user')?.update ?? { id: '' };

/** The unsaved edits of the current step (diff against savedForm), for `flushDraft`. */
export const flushDraftParams = ({ context }: { context: DamageReportContext }): SaveDraftInput => ({
  owner: ownerOf(context),
  caseId: context.caseId ?? '',
  patch: diffForm(context.savedForm, context.form),
});

export const outboxActions = damageReportActions({
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
});

export const outboxGuards = damageReportGuards({
  startsOffline: ({ context }) => context.startsOffline,
  hasQueued: ({ context }) => hasUnsentAnswers({ context }),
  headIs: ({ context }, { kind }: { kind: QueuedSend['kind'] }) => head(context.outbox)?.payload.kind === kind,
  /** Every save answered and every photo uploaded (or failed): SEND INN may send the case. */
  allSent: ({ context }) => context.outbox.items.length === 0 && !hasUnsentAttachments(context.attachments),
  isNetworkFailure: ({ event }) => 'error' in event && isNetworkFailure(event.error),
  isSessionEnded: ({ event }) => 'error' in event && isSessionEnded(event.error),
});
