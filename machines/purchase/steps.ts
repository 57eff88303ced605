/**
 * The purchase wizard's rules about steps (pure): which step a URL may show, where a returning customer
 * lands, which messages show, and what the loaded profile and offers put into the form.
 */
import { mobilePhoneOf } from '../../domain/purchaseInput';
import { splitPhone } from '../../domain/schemas/contact';
import { purchaseProductChoice, type PurchaseField, type PurchaseForm } from '../../domain/purchaseForm';
import { PURCHASE_STEP_NAMES, purchaseStepsBefore, type PurchaseStepName } from '../../domain/purchaseSteps';
import { isPurchaseStepValid, validatePurchaseStep, type PurchaseFieldErrors } from '../../domain/schemas/purchase';
import type { Product, User } from '../../domain/types';
import { refreshShownErrors } from '../shownErrors';

/** A step may be shown when every earlier step passes its rules; step 4 also needs a logged-in customer (SPEC §6). */
export function canEnterStep(step: PurchaseStepName, form: PurchaseForm, loggedIn: boolean): boolean {
  if (step === 'oppsummering' && !loggedIn) return false;
  return purchaseStepsBefore(step).every((earlier) => isPurchaseStepValid(earlier, form));
}

/** The furthest step up to `target` that may be shown (the first step always may). */
export function furthestStepUpTo(target: PurchaseStepName, form: PurchaseForm, loggedIn: boolean): PurchaseStepName {
  const candidates = PURCHASE_STEP_NAMES.slice(0, PURCHASE_STEP_NAMES.indexOf(target) + 1);
  return [...candidates].reverse().find((step) => canEnterStep(step, form, loggedIn)) ?? PURCHASE_STEP_NAMES[0]!;
}

/**
 * Where the wizard opens: back from the e-ID login (`resume`) with a stored form → step 4; logged in without
 * one → step 1; otherwise the step the URL names. Never past a step that may not be shown.
 */
export function openingStep(options: {
  requested: PurchaseStepName | null;
  resume: boolean;
  hadStoredForm: boolean;
  form: PurchaseForm;
  loggedIn: boolean;
}): PurchaseStepName {
  const { requested, resume, hadStoredForm, form, loggedIn } = options;
  const target: PurchaseStepName = resume ? (hadStoredForm ? 'oppsummering' : 'adresse') : (requested ?? 'adresse');
  return furthestStepUpTo(target, form, loggedIn);
}

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
 * When messages show (SPEC §4, §5): a typed field is checked when the customer leaves it; NESTE shows all of
 * the step's messages; from then on a chosen field's message follows every change. A shown message always
 * follows the value (it goes as soon as it is fixed). The phone number and its code are one answer,
 * revalidated together on every change once NESTE was tried or either shows a message.
 */
const CHOSEN_FIELDS = new Set<PurchaseField>(['addressId', 'typeAdressManually', 'productCode', 'startDate', 'confirmNoDamage', 'consentFurtherInformation']);
const PHONE_FIELDS: readonly PurchaseField[] = ['countryCode', 'phoneNumber'];

/** The messages shown after the customer changed (`change`) or left (`blur`) `field` on `step`. */
export function errorsAfter(
  on: 'change' | 'blur',
  { step, attempted, current, field, form }: { step: PurchaseStepName; attempted: boolean; current: PurchaseFieldErrors; field: PurchaseField; form: PurchaseForm },
): PurchaseFieldErrors {
  const recheck: PurchaseField[] = [];
  const phone = PHONE_FIELDS.includes(field);
  if (on === 'change') {
    if (attempted && CHOSEN_FIELDS.has(field)) recheck.push(field);
    if (phone && (attempted || PHONE_FIELDS.some((f) => current[f] !== undefined))) recheck.push(...PHONE_FIELDS);
  } else if (field !== 'addressId' || attempted) {
    // The address search only after NESTE: picking from the list leaves the input first.
    recheck.push(...(phone ? PHONE_FIELDS : [field]));
  }
  return refreshShownErrors(current, validatePurchaseStep(step, form), recheck);
}
