/**
 * What a damage-report step does besides the flow kit's step (../flowKit/stepState.ts) and its draft saving
 * (../flowKit/draftSaving.ts): field edits, and the unsaved ones flushed when the page is hidden.
 */
import { and } from 'xstate';
import type { StepName } from '../../domain/damageReportSteps';
import { flushDraftParams } from './outbox';

/**
 * Field edits, taken while a step is edited (not while saving or submitting). `page.hidden` (the page is
 * hidden or unloaded) sends the step's unsaved edits without leaving it, so a reload mid-step loses nothing;
 * savedForm stays as it is, since the flush is fire-and-forget: the next NESTE sends the same fields again.
 */
export const editingEvents = (step: StepName) =>
  ({
    'user.change': { actions: { type: 'changeField', params: { step } } },
    'user.blur': { actions: { type: 'blurField', params: { step } } },
    'page.hidden': {
      guard: and(['hasCaseId', 'hasUnsavedChanges']),
      actions: [{ type: 'flushDraft', params: flushDraftParams }, 'keepCopyNow'],
      description: 'The page is hidden or closed with unsaved edits: they are sent at once and kept on the device, the customer stays.',
      meta: { nb: 'Svar som ikke er lagret, sendes med en gang og tas vare på på enheten; kunden blir på steget.' },
    },
    'session.ending': {
      guard: and(['hasCaseId', 'hasUnsavedChanges']),
      actions: 'queueChanges',
      description: 'The customer asked to log out with unsaved edits: they are saved like NESTE would, the customer stays.',
    },
  }) as const;
