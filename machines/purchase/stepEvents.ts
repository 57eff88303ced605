/** What a purchase step does besides the flow kit's step (../flowKit/stepState.ts): field edits, kept in the tab. */
import type { PurchaseStepName } from '../../domain/purchaseSteps';
import { storeFormParams } from './setup';

/** Every change of the form is written to session storage at once (SPEC §3). */
export const storeForm = { type: 'storeForm', params: storeFormParams } as const;

/** Field edits while a step is edited: the shown messages follow (../flowKit/shownErrors.ts), the form is stored. */
export const editingEvents = (step: PurchaseStepName) =>
  ({
    'user.change': { actions: [{ type: 'changeField', params: { step } }, storeForm] },
    'user.blur': { actions: { type: 'blurField', params: { step } } },
  }) as const;
