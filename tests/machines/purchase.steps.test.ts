/** The purchase wizard's pure step rules (machines/purchase/steps.ts). */
import { describe, expect, it } from 'vitest';
import { defaultPurchaseForm, type PurchaseField, type PurchaseForm } from '../../domain/purchaseForm';
import { purchaseSteps, certainOpeningStep, type PurchaseStepName } from '../../domain/purchaseSteps';
import { CONTACT_MESSAGES } from '../../domain/schemas/contact';
import { PURCHASE_MESSAGES, validatePurchaseStep, type PurchaseFieldErrors } from '../../domain/schemas/purchase';
import { canEnterStep, openingStep, SHOWING_RULE, withCurrentOffer, withProfileDefaults } from '../../machines/purchase/steps';
import { errorsAfter } from '../../machines/flowKit/shownErrors';
import { PRODUCTS, USER, completeForm } from './purchase.fixtures';

describe('canEnterStep and openingStep', () => {
  it('a step needs every earlier step valid; step 4 also a logged-in customer', () => {
    const full = completeForm();
    expect(canEnterStep('oppsummering', full, true)).toBe(true);
    expect(canEnterStep('oppsummering', full, false)).toBe(false);
    expect(canEnterStep('startdato', completeForm({ productCode: '' }), true)).toBe(false);
    expect(canEnterStep('adresse', defaultPurchaseForm(), false)).toBe(true);
  });

  it.each([
    ['resume with a stored form, logged in → step 4', { resume: true, hadStoredForm: true, loggedIn: true, requested: null }, 'oppsummering'],
    ['resume with a stored form, anonymous → step 3', { resume: true, hadStoredForm: true, loggedIn: false, requested: null }, 'startdato'],
    ['resume without a stored form → step 1', { resume: true, hadStoredForm: false, loggedIn: true, requested: 'startdato' }, 'adresse'],
    ['?steg=forsikring → step 2', { resume: false, hadStoredForm: true, loggedIn: false, requested: 'forsikring' }, 'forsikring'],
  ] as const)('%s', (_label, options, expected) => {
    expect(openingStep({ ...options, form: completeForm() })).toBe(expected);
  });

  it('never opens past the first invalid step', () => {
    const form = completeForm({ startDate: '' });
    expect(openingStep({ requested: null, resume: true, hadStoredForm: true, loggedIn: true, form })).toBe('startdato');
    expect(openingStep({ requested: 'oppsummering', resume: false, hadStoredForm: true, loggedIn: true, form: defaultPurchaseForm() })).toBe('adresse');
  });
});

describe('certainOpeningStep (what the static shell and the loading state show)', () => {
  const forms = [defaultPurchaseForm(), completeForm(), completeForm({ startDate: '' }), completeForm({ productCode: '' })];
  const requests = [null, ...purchaseSteps.names];

  it('names step 1 only where the wizard opens at step 1 whatever is stored, loaded or logged in', () => {
    for (const requested of requests) {
      for (const resume of [false, true]) {
        const certain = certainOpeningStep(requested, resume);
        const opened = new Set(
          forms.flatMap((form) => [false, true].flatMap((hadStoredForm) => [false, true].map((loggedIn) => openingStep({ requested, resume, hadStoredForm, loggedIn, form })))),
        );
        if (certain !== null) expect([...opened], `${requested} resume=${resume}`).toEqual([certain]);
        else expect(opened.size, `${requested} resume=${resume}: more than one outcome`).toBeGreaterThan(1);
      }
    }
  });

  it('step 1 for the bare address and ?steg=adresse, nothing for a later step or the return from the login', () => {
    expect(certainOpeningStep(null, false)).toBe('adresse');
    expect(certainOpeningStep('adresse', false)).toBe('adresse');
    expect(certainOpeningStep('forsikring', false)).toBeNull();
    expect(certainOpeningStep(null, true)).toBeNull();
  });
});

describe('profile and offers', () => {
  it("the profile fills empty phone and e-mail only", () => {
    expect(withProfileDefaults(defaultPurchaseForm(), USER)).toMatchObject({
      email: 'ola@example.no',
      countryCode: '+47',
      phoneNumber: '98765432',
      mobilePhone: '+4798765432',
    });
    const typed = completeForm({ email: 'annen@example.no', phoneNumber: '91234567' });
    expect(withProfileDefaults(typed, USER)).toEqual(typed);
    expect(withProfileDefaults(defaultPurchaseForm(), null)).toEqual(defaultPurchaseForm());
  });

  it("the chosen offer gets today's price; one no longer offered is cleared; failed offers change nothing", () => {
    expect(withCurrentOffer(completeForm({ price: 1, monthlyPrice: 1 }), PRODUCTS)).toMatchObject({ price: 3000, monthlyPrice: 250 });
    expect(withCurrentOffer(completeForm({ productCode: 'GAMMEL' }), PRODUCTS)).toMatchObject({ productCode: '', price: null });
    expect(withCurrentOffer(completeForm({ productCode: 'GAMMEL' }), null)).toMatchObject({ productCode: 'GAMMEL' });
  });
});

describe('errorsAfter with the wizard\'s fields', () => {
  type Shown = { step: PurchaseStepName; attempted: boolean; current: PurchaseFieldErrors; field: PurchaseField; form: PurchaseForm };
  const shown = (on: 'change' | 'blur', { step, form, ...rest }: Shown) =>
    errorsAfter(on, SHOWING_RULE, { ...rest, validate: () => validatePurchaseStep(step, form) });

  const form = completeForm({ phoneNumber: '123', mobilePhone: '+47123' });
  const base = { step: 'startdato' as const, current: {}, form };

  it('leaving a typed field shows its message, before NESTE too', () => {
    expect(shown('blur', { ...base, attempted: false, field: 'phoneNumber' })).toEqual({ phoneNumber: CONTACT_MESSAGES.phoneNorwegianLength });
  });

  it('typing shows nothing new before NESTE; afterwards the phone pair follows every change', () => {
    expect(shown('change', { ...base, attempted: false, field: 'phoneNumber' })).toEqual({});
    expect(shown('change', { ...base, attempted: true, field: 'countryCode' })).toEqual({ phoneNumber: CONTACT_MESSAGES.phoneNorwegianLength });
  });

  it('a shown message goes as soon as the value is fixed', () => {
    const fixed = completeForm();
    expect(shown('change', { ...base, form: fixed, attempted: false, current: { phoneNumber: 'x' }, field: 'phoneNumber' })).toEqual({});
  });

  it('the address search shows its message on leaving only after NESTE', () => {
    const empty = { step: 'adresse' as const, current: {}, form: defaultPurchaseForm(), field: 'addressId' as const };
    expect(shown('blur', { ...empty, attempted: false })).toEqual({});
    expect(shown('blur', { ...empty, attempted: true })).toEqual({ addressId: PURCHASE_MESSAGES.addressRequired });
  });
});
