/**
 * The purchase form (SPEC §3 Purchase form): defaults and what choosing an address or a product puts
 * into it. Pure; the purchase machine and the server use these.
 */
import { addressText, addressTextOfSource, streetAddressOfSource } from './addressText';
import { PRODUCT_NAME } from './brand';
import { SESSION_KEYS } from './deviceStorage';
import { CUSTOMER_ROUTE, DEFAULT_COUNTRY_CODE } from './codes';
import { PURCHASE_CONTEXT, type PurchaseContext } from './purchaseContext';
import { monthlyPriceOf } from './purchaseOffers';
import type { AddressSearchSource, BuyInsuranceForm, Product } from './types';

export type PurchaseForm = BuyInsuranceForm;
export type PurchaseField = keyof PurchaseForm;
export type CustomerRoute = (typeof CUSTOMER_ROUTE)[keyof typeof CUSTOMER_ROUTE];

/** Session-storage key of the form (SPEC §9). */
export const PURCHASE_STORAGE_KEY = SESSION_KEYS.purchaseForm;

export const DEFAULT_LATITUDE = 59.91;
export const DEFAULT_LONGITUDE = 10.76;

export function defaultPurchaseForm(customerRoute: CustomerRoute = CUSTOMER_ROUTE.kjopForsikring): PurchaseForm {
  return {
    addressId: null,
    agent: PRODUCT_NAME,
    buildingAddress: '',
    buildingCity: '',
    buildingZip: '',
    buildingNumber: null,
    latNumber: DEFAULT_LATITUDE,
    lngNumber: DEFAULT_LONGITUDE,
    confirmNoDamage: true,
    consentFurtherInformation: true,
    consentMarketing: true,
    damageDescription: '',
    email: '',
    insuredAddress: '',
    insuranceType: '',
    mobilePhone: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phoneNumber: '',
    price: null,
    monthlyPrice: null,
    productCode: '',
    startDate: '',
    customerRoute,
    typeAdressManually: false,
  };
}

/** The fields an address (chosen or typed) fills; reset when switching between search and manual entry. */
export const ADDRESS_FIELDS = [
  'addressId',
  'buildingAddress',
  'buildingZip',
  'buildingCity',
  'buildingNumber',
  'insuredAddress',
  'latNumber',
  'lngNumber',
] as const satisfies readonly PurchaseField[];

export function clearedAddress(): Pick<PurchaseForm, (typeof ADDRESS_FIELDS)[number]> {
  const d = defaultPurchaseForm();
  return {
    addressId: d.addressId,
    buildingAddress: d.buildingAddress,
    buildingZip: d.buildingZip,
    buildingCity: d.buildingCity,
    buildingNumber: d.buildingNumber,
    insuredAddress: d.insuredAddress,
    latNumber: d.latNumber,
    lngNumber: d.lngNumber,
  };
}

/** The address of the form as one line: the chosen or typed building address. */
export const purchaseAddressText = (form: Pick<PurchaseForm, 'buildingAddress' | 'buildingZip' | 'buildingCity'>): string =>
  addressText(form.buildingAddress, form.buildingZip, form.buildingCity);

/** What choosing an address search result sets (Posisjon X is longitude, Y latitude). */
export function purchaseAddressFromSearch(source: AddressSearchSource): Pick<PurchaseForm, (typeof ADDRESS_FIELDS)[number]> {
  return {
    addressId: String(source.AdresseId),
    buildingAddress: streetAddressOfSource(source),
    buildingZip: source.PostNummer,
    buildingCity: source.PostSted,
    buildingNumber: String(source.AdresseMatrikkelenhetId),
    insuredAddress: addressTextOfSource(source),
    latNumber: source.Posisjon.Y,
    lngNumber: source.Posisjon.X,
  };
}

/** What choosing an offer sets: the product and its prices (the server refuses an order whose prices are not the product's). */
export function purchaseProductChoice(product: Product): Pick<PurchaseForm, 'productCode' | 'insuranceType' | 'price' | 'monthlyPrice'> {
  return {
    productCode: product.productCode,
    insuranceType: product.productId,
    price: product.price,
    monthlyPrice: monthlyPriceOf(product.price),
  };
}

/** SPEC §7: the user update sent with the order — bulkEmailConsent is the inverse of the reservation box. */
export function userUpdateOfOrder(form: Pick<PurchaseForm, 'consentMarketing' | 'mobilePhone' | 'email'>) {
  return {
    bulkEmailConsent: !form.consentMarketing,
    mobilePhone: form.mobilePhone || null,
    email: form.email.trim() || null,
  };
}

/** customerRoute of the purchase form for the wizard's context (./purchaseContext.ts). */
export function customerRouteOf(context: PurchaseContext): CustomerRoute {
  return context === PURCHASE_CONTEXT.sjekkForsikring ? CUSTOMER_ROUTE.sjekkForsikring : CUSTOMER_ROUTE.kjopForsikring;
}
