/**
 * Building blocks of the damage report's step states, so each step is written once from the step list
 * (domain/damageReportSteps.ts): its route, number, next and back targets come from the list.
 */
import { and, not } from 'xstate';
import { nextStepOf, previousStepOf, stepInfo, type StepName } from '../../domain/damageReportSteps';
import { refusesRoutes } from '../routeEvents';
import type { PageMeta } from './pages';
import { damageReportSetup, flushDraftParams, saveDraftInput } from './setup';

/** A state node of the damage-report machine, typed by its setup (so helpers are checked like inline config). */
export type DamageReportStateConfig = NonNullable<Parameters<typeof damageReportSetup.createMachine>[0]['states']>[string];
type Transitions = NonNullable<DamageReportStateConfig['on']>;
type NextCandidate = Extract<NonNullable<Transitions['user.next']>, readonly unknown[]>[number];

export { refusesRoutes };

/** The step's meta: what the route bridge, the header's "n/4" and the views read. */
export const stepMeta = (step: StepName): PageMeta => ({ page: step, route: stepInfo(step).route, stepNumber: stepInfo(step).number });

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
    },
  }) as const;

/** Back goes to the previous step of the list; on the first step it leaves the flow (the leave dialog may ask). */
export const backFrom = (step: StepName) => {
  const previous = previousStepOf(step);
  return previous ? ({ target: `#${previous}` } as const) : ({ actions: 'leaveFlow' } as const);
};

/** Saves the changed fields, then goes on to `target` whether or not the save worked (failures are logged). */
export const savingThen = (target: string): DamageReportStateConfig =>
  ({
    description: 'Saves the changed fields (PATCH /api/updateCaseDraft), then goes on.',
    tags: 'saving',
    on: refusesRoutes,
    invoke: {
      id: 'saveDraft',
      src: 'saveDraft',
      input: saveDraftInput,
      onDone: { target, actions: 'markSaved' },
      onError: { target, actions: { type: 'logError', params: { message: 'Update case failed' } } },
    },
  }) as const;

/** A step whose NESTE validates, saves what changed and goes on (every step but the last). */
export function stepState(
  step: StepName,
  options: {
    description: string;
    /** Events the step handles while editing, besides field edits, NESTE and TILBAKE. */
    on?: Transitions;
    /** Child actors that live while the step is shown (e.g. a search). */
    invoke?: DamageReportStateConfig['invoke'];
    /** NESTE candidates checked after validation and before saving (forsikring's organization check). */
    nextChecks?: readonly NextCandidate[];
    /** Where NESTE goes after saving (default: the next step); kontakt runs its extra submission first. */
    then?: string;
    /** More substates (extra submissions, attachment deletion). */
    states?: NonNullable<DamageReportStateConfig['states']>;
  },
): DamageReportStateConfig {
  const after = options.then ?? `#${nextStepOf(step)}`;
  return {
    id: step,
    description: options.description,
    meta: stepMeta(step),
    route: { guard: { type: 'canEnter', params: { step } } },
    entry: 'clearErrors',
    ...(options.invoke ? { invoke: options.invoke } : {}),
    initial: 'editing',
    states: {
      editing: {
        description: 'The customer fills in the step.',
        on: {
          ...editingEvents(step),
          ...options.on,
          // A step with an extra submission is left forwards only through NESTE, so the submission always runs.
          ...(options.then
            ? { 'xstate.route': { guard: { type: 'isLaterStep', params: { step } }, description: 'Refused: going on needs NESTE.' } }
            : {}),
          'user.next': [
            { guard: not({ type: 'isStepValid', params: { step } }), actions: { type: 'showStepErrors', params: { step } } },
            ...(options.nextChecks ?? []),
            { guard: 'hasUnsavedChanges', target: 'saving', actions: 'preparePatch' },
            { target: after },
          ],
          'user.back': backFrom(step),
        },
      },
      saving: savingThen(after),
      ...options.states,
    },
  };
}
