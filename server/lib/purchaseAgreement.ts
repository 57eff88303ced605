/**
 * The agreement an order creates (SPEC §3 Agreement): the product's fields copied, the customer's address,
 * a new agreement number and a renewal date one year after the start. Pure.
 */
import { randomInt } from 'node:crypto';
import { PRODUCT_NAME } from '../../domain/brand';
import { addYears } from '../../domain/purchaseDates';
import { OFFER_CODES } from '../../domain/purchaseOffers';
import type { PurchaseForm } from '../../domain/purchaseForm';

export interface ProductRow {
  id: string;
  product_code: string;
  product_name: string;
  label: string;
  price: number;
  highlights: string[];
  terms_name: string;
}

/** What an agreement of each offer says beyond the product row (the agreement detail page shows it). */
const AGREEMENT_TEXTS: Record<string, { description: string; tagName: string; services: string[]; notIncluded: string[] }> = {
  [OFFER_CODES.rotAndPest]: {
    description: 'Forsikring mot råte, hussopp og skadedyr i boligen din.',
    tagName: 'Bolig',
    services: [
      'Skadedyrbekjempelse i boligen',
      'Utbedring av skade på bygning etter råte og hussopp',
      'Rådgivning fra takstmann og skadedyrtekniker',
    ],
    notIncluded: [
      'Skade som skyldes manglende vedlikehold eller kjent fukt',
      'Skade som oppsto før forsikringen startet',
    ],
  },
  [OFFER_CODES.pestContents]: {
    description: 'Forsikring mot skadedyr i innbo og løsøre, enten du eier eller leier.',
    tagName: 'Innbo',
    services: ['Skadedyrbekjempelse i boligen', 'Erstatning for innbo som må kastes etter angrep'],
    notIncluded: ['Skade på bygning', 'Skade som oppsto før forsikringen startet'],
  },
};

const FALLBACK_TEXTS = { description: '', tagName: '', services: [] as string[], notIncluded: [] as string[] };

export interface NewAgreement {
  id: string;
  userId: string;
  addressId: string;
  buildingAddress: string;
  buildingZip: string;
  buildingCity: string;
  productId: string;
  productName: string;
  productDescription: string;
  productTagName: string;
  price: number;
  services: string[];
  highlights: string[];
  notIncluded: string[];
  termsName: string;
  directAgreement: true;
  agent: string;
  agreementNumber: string;
  renewalDate: string;
}

/** 'HV-' and six digits, like the seeded direct agreements. */
export const newAgreementNumber = (): string => `HV-${randomInt(100_000, 1_000_000)}`;

export function agreementOfOrder(args: {
  id: string;
  orderId: string;
  userId: string;
  order: PurchaseForm;
  product: ProductRow;
  startDay: string;
  agreementNumber: string;
}): NewAgreement {
  const { order, product } = args;
  const texts = AGREEMENT_TEXTS[product.product_code] ?? FALLBACK_TEXTS;
  return {
    id: args.id,
    userId: args.userId,
    // A typed address has no register id; the agreement still needs one to be told apart.
    addressId: order.typeAdressManually || !order.addressId ? `manuell-${args.orderId}` : order.addressId,
    buildingAddress: order.buildingAddress.trim(),
    buildingZip: order.buildingZip.trim(),
    buildingCity: order.buildingCity.trim(),
    productId: product.id,
    productName: product.product_name,
    productDescription: texts.description,
    productTagName: texts.tagName,
    price: product.price,
    services: texts.services,
    highlights: product.highlights,
    notIncluded: texts.notIncluded,
    termsName: product.terms_name,
    directAgreement: true,
    agent: PRODUCT_NAME,
    agreementNumber: args.agreementNumber,
    renewalDate: addYears(args.startDay, 1),
  };
}

/**
 * Which building an order insures, for "one order per customer, product and building": the address search's
 * id, or the typed street and zip (case and spaces ignored).
 */
export function buildingKeyOf(order: Pick<PurchaseForm, 'typeAdressManually' | 'addressId' | 'buildingAddress' | 'buildingZip'>): string {
  if (!order.typeAdressManually && order.addressId) return `id:${order.addressId.trim()}`;
  const street = order.buildingAddress.trim().toLocaleLowerCase('nb-NO').replace(/\s+/g, ' ');
  return `adresse:${street}|${order.buildingZip.trim()}`;
}
