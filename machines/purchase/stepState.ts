/**
 * The purchase wizard's step states, written once from the step list (domain/purchaseSteps.ts): route,
 * number, and the NESTE and TILBAKE targets come from the list.
 */
import { not } from 'xstate';
import {
  nextPurchaseStepOf,
  previousPurchaseStepOf,
  purchaseStepHref,
  purchaseStepOf,
  type PurchaseStepName,
} from '../../domain/purchaseSteps';
import type { FlowPageMeta } from '../pageMeta';
import { purchaseSetup, storeFormParams } from './setup';
import type { PurchasePage } from './types';

/** A state node of the purchase machine, typed by its setup (helpers are checked like inline config). */
export type PurchaseStateConfig = NonNullable<Parameters<typeof purchaseSetup.createMachine>[0]['states']>[string];
type Transitions = NonNullable<PurchaseStateConfig['on']>;

export type PurchasePageMeta = FlowPageMeta<PurchasePage>;

/** Every change of the form is written to session storage at once (SPEC §3). */
export const storeForm = { type: 'storeForm', params: storeFormParams } as const;

/** NESTE: with a failing rule every message of the step shows; otherwise the next step of the list. */
export const nextFrom = (step: PurchaseStepName, otherwise: Transitions['user.next'] = { target: `#${nextPurchaseStepOf(step)}` }) =>
  [
    { guard: not({ type: 'isStepValid', params: { step } }), actions: { type: 'showStepErrors', params: { step } } },
    ...(Array.isArray(otherwise) ? otherwise : [otherwise]),
  ] as Transitions['user.next'];

/** A step: its page, the URL's way in (every earlier step valid), field edits, NESTE and TILBAKE. */
export function stepState(
  step: PurchaseStepName,
  options: {
    description: string;
    /** Events the step handles while edited, besides field edits, NESTE and TILBAKE. */
    on?: Transitions;
    /** NESTE (default: validate, then the next step). */
    next?: Transitions['user.next'];
    /** More substates (signing in, ordering). */
    states?: NonNullable<PurchaseStateConfig['states']>;
  },
): PurchaseStateConfig {
  const previous = previousPurchaseStepOf(step);
  const meta: PurchasePageMeta = { page: step, route: purchaseStepHref(step), stepNumber: purchaseStepOf(step).number };
  return {
    id: step,
    description: options.description,
    meta,
    route: { guard: { type: 'canEnter', params: { step } } },
    entry: 'clearErrors',
    initial: 'editing',
    states: {
      editing: {
        description: 'The customer fills in the step.',
        on: {
          'user.change': { actions: [{ type: 'changeField', params: { step } }, storeForm] },
          'user.blur': { actions: { type: 'blurField', params: { step } } },
          ...options.on,
          'user.next': options.next ?? nextFrom(step),
          ...(previous ? { 'user.back': { target: `#${previous}` } } : {}),
        },
      },
      ...options.states,
    },
  };
}
