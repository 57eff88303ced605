/**
 * The insurance offers of the purchase wizard (SPEC §3 Insurance offers, Product) and their prices.
 * Prices are NOK; the product's price is yearly, the monthly price is a twelfth of it.
 */
import type { Product } from './types';

export const OFFER_CODES = { rotAndPest: 'BTHUS', pestContents: 'SFINNBO' } as const;

/** The radio label of each offer (SPEC §3). */
export const OFFER_LABELS: Readonly<Record<string, string>> = {
  [OFFER_CODES.rotAndPest]: 'Råte- og skadedyrsforsikring',
  [OFFER_CODES.pestContents]: 'Skadedyrsforsikring',
};

export function offerLabel(product: Pick<Product, 'productCode' | 'label'>): string {
  return OFFER_LABELS[product.productCode] ?? product.label;
}

export function offerLabelOfCode(productCode: string | null | undefined): string {
  return OFFER_LABELS[productCode ?? ''] ?? '';
}

/** Yearly price / 12, rounded to øre. */
export function monthlyPriceOf(yearly: number): number {
  return Math.round((yearly / 12) * 100) / 100;
}

/**
 * Whether an order states the prices the wizard showed for a product of this yearly price: that price and its
 * monthly price as monthlyPriceOf rounds it. An order the customer saw another price for is not placed.
 */
export function statesPricesOf(order: { price: number | null; monthlyPrice: number | null }, yearly: number): boolean {
  return order.price === yearly && order.monthlyPrice === monthlyPriceOf(yearly);
}

/** The no-break space used inside numbers (Intl gives U+00A0 or U+202F depending on the ICU version). */
export const NBSP = '\u00a0';

// Made on first use: building an Intl formatter loads locale data (~17 ms on this machine, four times that on
// Lighthouse's phone), which the wizard's module would otherwise pay as it loads, before any price is shown.
let whole: Intl.NumberFormat | undefined;
let decimals: Intl.NumberFormat | undefined;

/**
 * Norwegian number format of an amount: whole numbers without decimals ('3 000'), others with two ('1 234,50').
 * Groups are separated by a no-break space (U+00A0), the minus is '-'.
 */
export function formatAmount(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = Number.isInteger(rounded)
    ? (whole ??= new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 })).format(rounded)
    : (decimals ??= new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(rounded);
  return text.replace(/[\u00a0\u202f ]/g, NBSP).replace(/\u2212/g, '-');
}

/** 'Kr 250,-' for whole kroner, 'Kr 83,33' with øre. */
export function formatKroner(amount: number): string {
  const text = formatAmount(amount);
  return `Kr${NBSP}${text.includes(',') ? text : `${text},-`}`;
}

/** 'Kr 250,- per mnd' (SPEC §2 'Kr {monthlyPrice},- per mnd'). */
export const monthlyPriceText = (monthly: number): string => `${formatKroner(monthly)} per mnd`;

/** 'Kr 250,- per mnd / 3 000,- per år' (SPEC §2 purchase summary). */
export function priceSummaryText(monthly: number, yearly: number): string {
  const yearlyText = formatAmount(yearly);
  return `${monthlyPriceText(monthly)} / ${yearlyText.includes(',') ? yearlyText : `${yearlyText},-`} per år`;
}
