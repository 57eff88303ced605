/** Fixtures of the purchase machine's tests: offers, a customer, complete forms, fake app actions. */
import { vi } from 'vitest';
import { defaultPurchaseForm, purchaseAddressFromSearch, purchaseProductChoice, type PurchaseForm } from '../../domain/purchaseForm';
import { osloToday, startDateFromDay } from '../../domain/purchaseDates';
import type { User } from '../../domain/types';
import { PRODUCTS, STORGATA_15 } from '../support/purchaseData';

export { PRODUCTS, STORGATA_15 };


export const USER: User = {
  id: 'user-ola',
  fullName: 'Ola Nordmann',
  socialSecurityNumber: '02029054321',
  streetAddress: null,
  mobilePhone: '+4798765432',
  email: 'ola@example.no',
  confirmedEmail: 'ola@example.no',
  consentToFurtherInformation: true,
  bulkEmailConsent: false,
  notifyOnCaseStatus: true,
};


/** Steps 1–3 filled in (a searched address, the first offer, today, a Norwegian number). */
export function completeForm(overrides: Partial<PurchaseForm> = {}): PurchaseForm {
  return {
    ...defaultPurchaseForm(),
    ...purchaseAddressFromSearch(STORGATA_15),
    ...purchaseProductChoice(PRODUCTS[0]!),
    startDate: startDateFromDay(osloToday()),
    countryCode: '+47',
    phoneNumber: '91234567',
    mobilePhone: '+4791234567',
    email: 'kari@example.no',
    ...overrides,
  };
}

/** Spies for every app action of the purchase machine, with session storage kept as the app keeps it. */
export function fakePurchaseActions(initiallyStored: PurchaseForm | null = null) {
  const storage = { form: initiallyStored };
  return {
    storage,
    actions: {
      storeForm: vi.fn((_: unknown, params: { form: PurchaseForm }) => {
        storage.form = params.form;
      }),
      clearStoredForm: vi.fn(() => {
        storage.form = null;
      }),
      signIn: vi.fn(),
      leaveWizard: vi.fn(),
      sendUserUpdate: vi.fn(),
      orderPlaced: vi.fn(),
      logError: vi.fn(),
    },
  };
}
