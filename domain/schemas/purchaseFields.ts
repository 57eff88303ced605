/**
 * Well-formedness of every purchase-form field (type and size), one valibot schema per field. Used by the
 * server's strict order schema and by the tolerant session-storage restore. The step rules
 * (purchaseRules.ts) say what a valid answer is.
 */
import * as v from 'valibot';
import { CUSTOMER_ROUTE } from '../codes';
import type { PurchaseField } from '../purchaseForm';

export const PURCHASE_FIELD_MESSAGES = {
  invalid: (field: string) => `Ugyldig verdi i feltet ${field}.`,
  unknownField: 'Bestillingen inneholder et ukjent felt.',
  notAnObject: 'Bestillingen må være et JSON-objekt.',
} as const;
const M = PURCHASE_FIELD_MESSAGES;

export const PURCHASE_TEXT_MAX = {
  street: 200,
  city: 100,
  description: 4000,
  email: 254,
  address: 300,
  short: 100,
} as const;

const text = (field: PurchaseField, max: number) =>
  v.pipe(v.string(M.invalid(field)), v.maxLength(max, M.invalid(field)));
const nullableText = (field: PurchaseField, max: number) => v.nullable(text(field, max), null);
const bool = (field: PurchaseField) => v.boolean(M.invalid(field));
const coordinate = (field: PurchaseField, limit: number) =>
  v.pipe(v.number(M.invalid(field)), v.finite(M.invalid(field)), v.minValue(-limit, M.invalid(field)), v.maxValue(limit, M.invalid(field)));
/** NOK, never negative; the server also holds it against the product's (statesPricesOf). */
const amount = (field: PurchaseField) =>
  v.nullable(v.pipe(v.number(M.invalid(field)), v.finite(M.invalid(field)), v.minValue(0, M.invalid(field))), null);

export const purchaseFieldEntries = {
  addressId: nullableText('addressId', 50),
  agent: text('agent', PURCHASE_TEXT_MAX.short),
  buildingAddress: text('buildingAddress', PURCHASE_TEXT_MAX.street),
  buildingCity: text('buildingCity', PURCHASE_TEXT_MAX.city),
  buildingZip: text('buildingZip', 10),
  buildingNumber: nullableText('buildingNumber', 50),
  latNumber: coordinate('latNumber', 90),
  lngNumber: coordinate('lngNumber', 180),
  confirmNoDamage: bool('confirmNoDamage'),
  consentFurtherInformation: bool('consentFurtherInformation'),
  consentMarketing: bool('consentMarketing'),
  damageDescription: text('damageDescription', PURCHASE_TEXT_MAX.description),
  email: text('email', PURCHASE_TEXT_MAX.email),
  insuredAddress: text('insuredAddress', PURCHASE_TEXT_MAX.address),
  insuranceType: text('insuranceType', PURCHASE_TEXT_MAX.short),
  mobilePhone: text('mobilePhone', 24),
  countryCode: text('countryCode', 5),
  phoneNumber: text('phoneNumber', 15),
  price: amount('price'),
  monthlyPrice: amount('monthlyPrice'),
  productCode: text('productCode', 50),
  startDate: text('startDate', 40),
  customerRoute: v.nullable(v.picklist(Object.values(CUSTOMER_ROUTE), M.invalid('customerRoute')), null),
  typeAdressManually: bool('typeAdressManually'),
} satisfies Record<PurchaseField, v.GenericSchema>;

export const PURCHASE_FIELDS = Object.keys(purchaseFieldEntries) as PurchaseField[];
