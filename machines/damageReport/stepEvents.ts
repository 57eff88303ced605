/**
 * What a damage-report step does besides the flow kit's step (../flowKit/stepState.ts): field edits that
 * flush when the page is hidden, and saving the changed fields on NESTE.
 */
import { and } from 'xstate';
import type { StepName } from '../../domain/damageReportSteps';
import { refusesRoutes } from '../flowKit/routeEvents';
import { flushDraftParams, saveDraftInput, type DamageReportStateConfig } from './setup';

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
      actions: { type: 'flushDraft', params: flushDraftParams },
      description: 'The page is hidden or closed with unsaved edits: they are sent at once, the customer stays.',
    },
  }) as const;

/** NESTE with valid fields: saves what changed (substate `saving`), else goes straight on to `to`. */
export const savesThenGoesTo = (to: string) =>
  [
    { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch', description: 'Something changed since the last save: it is saved first.' },
    { target: to },
  ] as const;

/** Saves the changed fields, then goes on to `to` whether or not the save worked (failures are logged). */
export const savingThen = (to: string): DamageReportStateConfig =>
  ({
    description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then goes on.',
    tags: 'busy',
    on: refusesRoutes,
    invoke: {
      id: 'saveDraft',
      src: 'saveDraft',
      input: saveDraftInput,
      onDone: { target: to, actions: 'markSaved' },
      onError: { target: to, actions: { type: 'logError', params: { message: 'Update case failed' } } },
    },
  }) as const;
