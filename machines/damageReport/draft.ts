/**
 * The draft itself: created or loaded as the flow starts (its thanks page, an earlier submit), and kept on the
 * device while it runs (./deviceCopy.ts, the app's `keepOnDevice`).
 */
import { assign, sendTo } from 'xstate';
import { damageReportActions, damageReportGuards } from './base';
import { restoreDraft } from './deviceCopy';
import { defaultLocationMode, registeredAddressesOf } from './location';
import type { DeviceCopyEvent, LoadedDraft } from './types';

export const draftActions = damageReportActions({
  assignCaseId: assign((_, params: { caseId: string }) => ({ caseId: params.caseId })),
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
  /** The page is being hidden or closed: the device copy is written now, not after its short wait. */
  keepCopyNow: sendTo('deviceCopy', { type: 'page.hidden' } satisfies DeviceCopyEvent),
});

export const draftGuards = damageReportGuards({
  hasCaseId: ({ context }) => !!context.caseId,
  opensAtTakk: ({ context }) => context.requestedPage === 'takk',
  isAlreadySubmitted: (_, params: { submitted: boolean }) => params.submitted,
});
