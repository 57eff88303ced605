/**
 * The purchase wizard's rules about steps (pure): which step a URL may show, where a returning customer
 * lands, which messages show, and what the loaded profile and offers put into the form.
 */
import { mobilePhoneOf } from '../../domain/purchaseInput';
import { splitPhone } from '../../domain/schemas/contact';
import { purchaseProductChoice, type PurchaseField, type PurchaseForm } from '../../domain/purchaseForm';
import { purchaseSteps, type PurchaseStepName } from '../../domain/purchaseSteps';
import { isPurchaseStepValid } from '../../domain/schemas/purchase';
import type { Product, User } from '../../domain/types';
import type { ShowingRule } from '../flowKit/shownErrors';

/** Whether a step is complete: its rules pass on the form (the flow explorer answers it by the analyst's choice). */
export type IsComplete = (step: PurchaseStepName) => boolean;

const completeOn = (form: PurchaseForm): IsComplete => (step) => isPurchaseStepValid(step, form);

/** A step may be shown when every earlier step is complete; step 4 also needs a logged-in customer (SPEC §6). */
export function canEnterStepWhen(step: PurchaseStepName, isComplete: IsComplete, loggedIn: boolean): boolean {
  if (step === 'oppsummering' && !loggedIn) return false;
  return purchaseSteps.allBeforeComplete(step, isComplete);
}

/** canEnterStepWhen with the steps' rules on the form. */
export const canEnterStep = (step: PurchaseStepName, form: PurchaseForm, loggedIn: boolean): boolean =>
  canEnterStepWhen(step, completeOn(form), loggedIn);

/**
 * Where the wizard opens: back from the e-ID login (`resume`) with a stored form → step 4; logged in without
 * one → step 1; otherwise the step the URL names. Never past a step that may not be shown.
 */
export function openingStepWhen(options: {
  requested: PurchaseStepName | null;
  resume: boolean;
  hadStoredForm: boolean;
  isComplete: IsComplete;
  loggedIn: boolean;
}): PurchaseStepName {
  const { requested, resume, hadStoredForm, isComplete, loggedIn } = options;
  const target: PurchaseStepName = resume ? (hadStoredForm ? 'oppsummering' : 'adresse') : (requested ?? 'adresse');
  return purchaseSteps.furthestUpTo(target, (step) => canEnterStepWhen(step, isComplete, loggedIn));
}

/** openingStepWhen with the steps' rules on the form. */
export const openingStep = ({ form, ...options }: Omit<Parameters<typeof openingStepWhen>[0], 'isComplete'> & { form: PurchaseForm }) =>
  openingStepWhen({ ...options, isComplete: completeOn(form) });

/** The customer's phone and e-mail fill the fields still empty, so step 3 only asks them to check (never overwrites). */
export function withProfileDefaults(form: PurchaseForm, user: User | null): PurchaseForm {
  if (!user) return form;
  const next = { ...form };
  if (next.email.trim() === '' && user.email) next.email = user.email;
  if (next.phoneNumber.trim() === '' && user.mobilePhone) {
    const phone = splitPhone(user.mobilePhone, next.countryCode);
    next.countryCode = phone.countryCode;
    next.phoneNumber = phone.phoneNumber;
    next.mobilePhone = mobilePhoneOf(phone.countryCode, phone.phoneNumber);
  }
  return next;
}

/** The chosen offer with today's prices; a choice no longer offered is cleared. Unchanged when the offers failed to load. */
export function withCurrentOffer(form: PurchaseForm, products: Product[] | null): PurchaseForm {
  if (!products || form.productCode === '') return form;
  const product = products.find((p) => p.productCode === form.productCode);
  if (product) return { ...form, ...purchaseProductChoice(product) };
  return { ...form, productCode: '', insuranceType: '', price: null, monthlyPrice: null };
}

/**
 * When messages show (SPEC §4, §5; the flow kit's rule: ../flowKit/shownErrors.ts): a typed field is checked
 * when the customer leaves it (the address search only after NESTE: picking from the list leaves the input
 * first); NESTE shows all of the step's messages; from then on a chosen field's message follows every change.
 * A shown message always follows the value (it goes as soon as it is fixed). The phone number and its code are
 * one answer, revalidated together on every change once NESTE was tried or either shows a message.
 */
export const SHOWING_RULE: ShowingRule<PurchaseField> = {
  choices: new Set<PurchaseField>(['addressId', 'typeAdressManually', 'productCode', 'startDate', 'confirmNoDamage', 'consentFurtherInformation']),
  showsOnBlurBeforeNext: (field) => field !== 'addressId',
  groups: [['countryCode', 'phoneNumber']],
};
