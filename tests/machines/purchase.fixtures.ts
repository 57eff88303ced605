/** Fixtures of the purchase machine's tests: offers, a customer, complete forms, fake app actions. */
import { vi } from 'vitest';
import { defaultPurchaseForm, purchaseAddressFromSearch, purchaseProductChoice, type PurchaseForm } from '../../domain/purchaseForm';
import { osloToday, startDateFromDay } from '../../domain/purchaseDates';
import type { AddressSearchSource, Product, User } from '../../domain/types';

export const PRODUCTS: Product[] = [
  {
    productId: '3d8f5b1a-7c2e-4f90-a6b4-5e1d9c0a2b71',
    productCode: 'BTHUS',
    productName: 'Råte- og skadedyrsforsikring - Privat',
    label: 'Råte- og skadedyrsforsikring',
    price: 3000,
    termsAndServicesHighlights: ['Dekker skade på bygning fra råte, hussopp og skadedyr'],
  },
  {
    productId: '3d8f5b1a-7c2e-4f90-a6b4-5e1d9c0a2b72',
    productCode: 'SFINNBO',
    productName: 'Skadedyrsforsikring - Innbo - Privat',
    label: 'Skadedyrsforsikring',
    price: 1189,
    termsAndServicesHighlights: ['Bekjempelse av skadedyr'],
  },
];

export const USER: User = {
  id: 'user-ola',
  fullName: 'Ola Nordmann',
  socialSecurityNumber: '02029054321',
  streetAddress: null,
  mobilePhone: '+4798765432',
  email: 'ola@example.no',
  consentToFurtherInformation: true,
  bulkEmailConsent: false,
};

export const STORGATA_15: AddressSearchSource = {
  AdresseMatrikkelenhetId: 300000034,
  AdresseId: 100000062,
  GateNavn: 'Storgata',
  AdresseHusNummer: 15,
  AdresseBokstav: null,
  PostNummer: '0155',
  PostSted: 'OSLO',
  Posisjon: { X: 10.753649, Y: 59.914242 },
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
