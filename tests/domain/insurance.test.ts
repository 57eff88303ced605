import { describe, expect, it } from 'vitest';
import { FORMER_PRODUCT_NAME, PRODUCT_NAME } from '../../domain/brand';
import { CUSTOMER_ROUTE, INSURABLE_BUILDING_TYPES } from '../../domain/codes';
import { formatAmount, formatDate, formatMonthlyPrice, monthlyPrice, periodStart } from '../../domain/insuranceFormat';
import { agentName, isInsurableBuildingType, isProviderAgent, offersPurchase, productCaseOf } from '../../domain/insuranceRules';
import { PURCHASE_CONTEXT, PURCHASE_CONTEXT_PARAM, purchaseContextOf, purchaseHref } from '../../domain/purchaseContext';
import { customerRouteOf } from '../../domain/purchaseForm';
import { AGREEMENT_NOT_FOUND, AGREEMENT_NOT_LOADED, isAgreementNotFound } from '../../domain/insuranceSelectors';
import { OTHER_CUSTOMER_MESSAGE, OTHER_CUSTOMER_STATUS } from '../../domain/sessionRequests';
import { ApiError } from '../../src/api/apiError';

const NBSP = '\u00a0';

describe('prices (SPEC §3: monthly = yearly / 12, whole numbers without decimals, otherwise 2, Norwegian format)', () => {
  it.each([
    [3000, '250'],
    [1188, '99'],
    [48600, `4${NBSP}050`],
    [1000, '83,33'],
    [100, '8,33'],
    [150, '12,50'],
    [0, '0'],
    [1_200_000, `100${NBSP}000`],
  ])('yearly %d → %s per month', (yearly, text) => {
    expect(formatMonthlyPrice(yearly)).toBe(text);
  });

  it('monthly price is the yearly price divided by 12', () => {
    expect(monthlyPrice(3000)).toBe(250);
    expect(monthlyPrice(1000)).toBeCloseTo(83.3333, 4);
  });

  it('formats amounts with a no-break space between thousands and a decimal comma', () => {
    expect(formatAmount(3000)).toBe(`3${NBSP}000`);
    expect(formatAmount(1234.5)).toBe(`1${NBSP}234,50`);
    expect(formatAmount(999)).toBe('999');
  });
});

describe('dates', () => {
  it('formats ISO dates as dd.MM.yyyy and leaves anything else as given', () => {
    expect(formatDate('2027-03-01')).toBe('01.03.2027');
    expect(formatDate('2026-12-15T00:00:00.000Z')).toMatch(/^1[45]\.12\.2026$/);
    expect(formatDate('snart')).toBe('snart');
    expect(formatDate('2027-02-30')).toBe('2027-02-30');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('the insurance period starts a year before the renewal date', () => {
    expect(periodStart('2027-03-01')).toBe('2026-03-01');
    expect(periodStart('2028-02-29')).toBe('2027-02-28');
    expect(periodStart('ukjent')).toBeUndefined();
  });
});

describe('agents', () => {
  it('the provider, under its name, key or former name, is the provider', () => {
    for (const agent of [PRODUCT_NAME, PRODUCT_NAME.toLowerCase(), PRODUCT_NAME.toUpperCase(), FORMER_PRODUCT_NAME, ` ${FORMER_PRODUCT_NAME} `, `${PRODUCT_NAME} Forsikring`]) {
      expect(isProviderAgent(agent), agent).toBe(true);
      expect(agentName(agent), agent).toBe(PRODUCT_NAME);
    }
  });

  it('partners are not the provider, and are named from the agent list by key, name or long name', () => {
    expect(isProviderAgent('gjensidige')).toBe(false);
    expect(agentName('gjensidige')).toBe('Gjensidige');
    expect(agentName('Gjensidige Forsikring')).toBe('Gjensidige');
    expect(agentName('eika')).toBe('Fremtind');
    expect(agentName('tt')).toBe('Troms Trygd');
    expect(agentName('IF')).toBe('If');
  });

  it('an unknown agent is shown as given; nothing gives an empty name', () => {
    expect(agentName('Ukjent Forsikring AS')).toBe('Ukjent Forsikring AS');
    expect(isProviderAgent('Ukjent Forsikring AS')).toBe(false);
    expect(agentName('')).toBe('');
    expect(agentName(null)).toBe('');
    expect(isProviderAgent(undefined)).toBe(false);
  });
});

describe('product cases of the check result (SPEC §2)', () => {
  it.each([
    ['Hus topp', 'building'],
    ['Hytte topp', 'building'],
    ['hus TOPP ', 'building'],
    ['Innbo', 'contents'],
    ['Borettslag', 'other'],
    ['Hus', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (name, kind) => {
    expect(productCaseOf(name)).toBe(kind);
  });

  it('BESTILL FORSIKRING is offered for everything except Hus topp and Hytte topp', () => {
    expect(offersPurchase('building')).toBe(false);
    expect(offersPurchase('contents')).toBe(true);
    expect(offersPurchase('other')).toBe(true);
  });
});

describe('insurable building types (SPEC §3)', () => {
  it('accepts exactly the listed codes, as text or number', () => {
    for (const code of INSURABLE_BUILDING_TYPES) expect(isInsurableBuildingType(code), code).toBe(true);
    expect(isInsurableBuildingType(111)).toBe(true);
    expect(isInsurableBuildingType(' 163 ')).toBe(true);
    for (const code of ['181', '114', '141', '171', '0', '', 'abc']) expect(isInsurableBuildingType(code), code).toBe(false);
    expect(isInsurableBuildingType(null)).toBe(false);
    expect(isInsurableBuildingType(undefined)).toBe(false);
  });
});

describe('purchase context (hand-off to /kjop-forsikring)', () => {
  it('sjekk-forsikring carries ?kontekst=sjekk-forsikring; kjop-forsikring is the plain path', () => {
    expect(PURCHASE_CONTEXT_PARAM).toBe('kontekst');
    expect(purchaseHref(PURCHASE_CONTEXT.sjekkForsikring)).toBe('/kjop-forsikring?kontekst=sjekk-forsikring');
    expect(purchaseHref(PURCHASE_CONTEXT.kjopForsikring)).toBe('/kjop-forsikring');
    expect(purchaseHref()).toBe('/kjop-forsikring');
  });

  it('maps the parameter to customerRoute (SPEC §3)', () => {
    expect(customerRouteOf(purchaseContextOf('sjekk-forsikring'))).toBe(CUSTOMER_ROUTE.sjekkForsikring);
    expect(customerRouteOf(purchaseContextOf('kjop-forsikring'))).toBe(CUSTOMER_ROUTE.kjopForsikring);
    expect(customerRouteOf(purchaseContextOf(undefined))).toBe(974590001);
    expect(customerRouteOf(purchaseContextOf('tull'))).toBe(974590001);
    expect(customerRouteOf(PURCHASE_CONTEXT.sjekkForsikring)).toBe(974590000);
  });
});

describe('an agreement that could not be read: not found, or not loaded', () => {
  it("is not found only when the server answered 404 (unknown, or another customer's)", () => {
    expect(isAgreementNotFound(new ApiError('Fant ikke forsikringen.', 404))).toBe(true);
    expect(isAgreementNotFound({ status: 404, message: 'Fant ikke forsikringen.' })).toBe(true);
  });

  it('is not loaded for every other failure: no answer, a server error, the session, another customer logged in', () => {
    expect(isAgreementNotFound(new ApiError('Error 500: Internal Server Error', 500))).toBe(false);
    expect(isAgreementNotFound(new ApiError('Error 401: Unauthorized', 401))).toBe(false);
    expect(isAgreementNotFound(new ApiError(OTHER_CUSTOMER_MESSAGE, OTHER_CUSTOMER_STATUS))).toBe(false);
    expect(isAgreementNotFound(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAgreementNotFound(new Error('Not logged in'))).toBe(false);
    expect(isAgreementNotFound({ status: '404' })).toBe(false);
    expect(isAgreementNotFound(null)).toBe(false);
    expect(isAgreementNotFound(undefined)).toBe(false);
  });

  it('says so in words that never claim the insurance does not exist', () => {
    expect(AGREEMENT_NOT_FOUND).toBe('Vi fant ikke forsikringen.');
    expect(AGREEMENT_NOT_LOADED).toBe('Kunne ikke laste forsikring.');
  });
});
