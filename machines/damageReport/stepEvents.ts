/**
 * What a damage-report step does besides the flow kit's step (../flowKit/stepState.ts): field edits that
 * flush when the page is hidden, and saving the changed fields on NESTE.
 */
import { and, or, stateIn } from 'xstate';
import type { StepName } from '../../domain/damageReportSteps';
import { OFFLINE } from '../flowKit/connection';
import { refusesRoutes } from '../flowKit/routeEvents';
import { flushDraftParams, type DamageReportStateConfig } from './setup';

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
    },
    'session.ending': {
      guard: and(['hasCaseId', 'hasUnsavedChanges']),
      actions: 'queueChanges',
      description: 'The customer asked to log out with unsaved edits: they are saved like NESTE would, the customer stays.',
    },
  }) as const;

/** NESTE with valid fields: queues what changed and waits for it (substate `saving`), else goes straight on to `to`. */
export const savesThenGoesTo = (to: string) =>
  [
    {
      guard: 'hasUnsavedChanges',
      target: 'saving',
      actions: 'queueChanges',
      description: 'Something changed since the last save: it is saved first.',
      meta: { nb: 'Noe er endret siden sist: det lagres først.' },
    },
    { target: to },
  ] as const;

/**
 * Waits for the outbox to be sent (the connection region sends it; a refused save is logged), then goes on to
 * `to`. Offline it goes on at once: the save waits on the device.
 */
export const savingThen = (to: string): DamageReportStateConfig =>
  ({
    description: 'Waits while the changed fields are sent (PATCH /api/updateCaseDraft), then goes on.',
    meta: { nb: '«Lagrer...»: det som er endret, sendes.' },
    tags: 'busy',
    on: refusesRoutes,
    always: {
      guard: or(['outboxEmpty', stateIn(OFFLINE)]),
      target: to,
      description: 'The server has answered, or there is no network and the save waits on the device.',
      meta: { nb: 'Tjeneren har svart, eller det er ikke nett og lagringen venter på enheten.' },
    },
  }) as const;
