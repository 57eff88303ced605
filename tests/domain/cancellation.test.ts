import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../domain/brand';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASONS,
  agreementStatus,
  cancellationReasonLabel,
  cancellationRefusal,
  endDateRefusal,
  endDateWindow,
  isAllowedEndDate,
  nextRenewal,
  refundFor,
  type CancellationReason,
} from '../../domain/cancellation';
import { formatLongDate } from '../../domain/insuranceFormat';
import type { AgreementCancellation } from '../../domain/types';

/** Kari's «Hus topp» on the day these tests were written: renewal 1 March 2027. */
const CTX = { today: '2026-11-28', renewalDate: '2027-03-01' };

const cancellation = (endDate: string, reason: CancellationReason = 'behov_borte'): AgreementCancellation => ({
  reason,
  endDate,
  refund: 0,
  cancelledAt: '2026-11-28T09:00:00.000Z',
});

describe('the reasons', () => {
  it('are three, with the labels the form shows, in its order', () => {
    expect(CANCELLATION_REASONS.map((r) => [r.code, r.label])).toEqual([
      ['behov_borte', 'Jeg har solgt eller flyttet fra bygningen, eller behovet er borte'],
      ['annet_selskap', 'Jeg flytter forsikringen til et annet selskap'],
      ['hovedforfall', 'Jeg vil si opp forsikringen ved hovedforfall'],
    ]);
    expect(cancellationReasonLabel('annet_selskap')).toBe('Jeg flytter forsikringen til et annet selskap');
  });
});

describe('nextRenewal', () => {
  it('is the renewal date while it is today or later (a renewal today is today’s)', () => {
    expect(nextRenewal('2027-03-01', '2026-11-28')).toBe('2027-03-01');
    expect(nextRenewal('2026-11-28', '2026-11-28')).toBe('2026-11-28');
  });

  it('a renewal date in the past rolls forward by whole years until it is today or later', () => {
    expect(nextRenewal('2026-03-01', '2026-11-28')).toBe('2027-03-01');
    expect(nextRenewal('2019-03-01', '2026-11-28')).toBe('2027-03-01');
    expect(nextRenewal('2025-11-28', '2026-11-28')).toBe('2026-11-28');
    expect(nextRenewal('2025-11-27', '2026-11-28')).toBe('2027-11-27');
  });

  it('a renewal on 29 February is 28 February in common years and 29 February again in leap years', () => {
    expect(nextRenewal('2024-02-29', '2025-01-10')).toBe('2025-02-28');
    expect(nextRenewal('2024-02-29', '2027-06-01')).toBe('2028-02-29');
  });
});

describe('endDateWindow', () => {
  it('behov_borte: from today up to and including the next renewal', () => {
    expect(endDateWindow('behov_borte', CTX)).toEqual({ first: '2026-11-28', last: '2027-03-01' });
    // renewal passed: the rolled one
    expect(endDateWindow('behov_borte', { today: '2027-03-02', renewalDate: '2027-03-01' })).toEqual({ first: '2027-03-02', last: '2028-03-01' });
  });

  it('annet_selskap: one month’s notice, up to a year after today', () => {
    expect(endDateWindow('annet_selskap', CTX)).toEqual({ first: '2026-12-28', last: '2027-11-28' });
  });

  it('annet_selskap at a month’s end: 31 January + 1 month is the last day of February (29th in a leap year)', () => {
    expect(endDateWindow('annet_selskap', { ...CTX, today: '2027-01-31' })).toEqual({ first: '2027-02-28', last: '2028-01-31' });
    expect(endDateWindow('annet_selskap', { ...CTX, today: '2028-01-31' })).toEqual({ first: '2028-02-29', last: '2029-01-31' });
    expect(endDateWindow('annet_selskap', { ...CTX, today: '2028-02-29' })).toEqual({ first: '2028-03-29', last: '2029-02-28' });
  });

  it('hovedforfall: exactly the next renewal', () => {
    expect(endDateWindow('hovedforfall', CTX)).toEqual({ first: '2027-03-01', last: '2027-03-01' });
    expect(endDateWindow('hovedforfall', { today: '2027-03-02', renewalDate: '2027-03-01' })).toEqual({ first: '2028-03-01', last: '2028-03-01' });
  });
});

describe('isAllowedEndDate and its message', () => {
  it('allows the window’s first and last day and refuses the days around it', () => {
    const cases: [CancellationReason, string, boolean][] = [
      ['behov_borte', '2026-11-28', true],
      ['behov_borte', '2027-03-01', true],
      ['behov_borte', '2026-11-27', false],
      ['behov_borte', '2027-03-02', false],
      ['annet_selskap', '2026-12-28', true],
      ['annet_selskap', '2026-12-27', false],
      ['annet_selskap', '2027-11-28', true],
      ['annet_selskap', '2027-11-29', false],
      ['hovedforfall', '2027-03-01', true],
      ['hovedforfall', '2027-02-28', false],
      ['hovedforfall', '2027-03-02', false],
    ];
    for (const [reason, day, allowed] of cases) expect(isAllowedEndDate(reason, day, CTX), `${reason} ${day}`).toBe(allowed);
  });

  it('refuses what is no day', () => {
    for (const day of ['2027-02-29', '2027-13-01', '1.3.2027', '2027-03-01T00:00:00.000Z', '']) {
      expect(isAllowedEndDate('behov_borte', day, CTX), day).toBe(false);
      expect(endDateRefusal('behov_borte', day, CTX)).toBe(CANCELLATION_MESSAGES.endDateRequired);
    }
    expect(endDateRefusal('behov_borte', null, CTX)).toBe('Velg datoen forsikringen skal slutte.');
  });

  it('one message per window, with its days as «1. mars 2027»; none for an allowed day', () => {
    expect(endDateRefusal('behov_borte', '2027-03-02', CTX)).toBe('Velg en dato fra og med 28. november 2026 til og med 1. mars 2027.');
    expect(endDateRefusal('annet_selskap', '2026-12-01', CTX)).toBe(
      'Når du flytter forsikringen til et annet selskap, er oppsigelsestiden én måned. Velg en dato fra og med 28. desember 2026 til og med 28. november 2027.',
    );
    expect(endDateRefusal('hovedforfall', '2026-12-01', CTX)).toBe('Ved hovedforfall slutter forsikringen 1. mars 2027.');
    expect(endDateRefusal('hovedforfall', '2027-03-01', CTX)).toBeNull();
    expect(CANCELLATION_MESSAGES.reasonRequired).toBe('Velg hvorfor du vil si opp forsikringen.');
  });

  it('formats days for customers as d. MMMM YYYY', () => {
    expect(formatLongDate('2027-03-01')).toBe('1. mars 2027');
    expect(formatLongDate('2026-12-24')).toBe('24. desember 2026');
    expect(formatLongDate('ikke en dato')).toBe('ikke en dato');
  });
});

describe('refundFor', () => {
  it('pays back the unused days of the insurance year, pro rata, rounded down to whole kroner', () => {
    // 1 December 2026 → 1 March 2027: 90 of 365 days of 3 000 kr = 739.73
    expect(refundFor({ price: 3000, endDate: '2026-12-01', renewalDate: '2027-03-01' })).toBe(739);
    // from today: 93 days
    expect(refundFor({ price: 3000, endDate: '2026-11-28', renewalDate: '2027-03-01' })).toBe(764);
    // 73 of 365 days of 3 650 kr: exactly 730
    expect(refundFor({ price: 3650, endDate: '2026-12-20', renewalDate: '2027-03-03' })).toBe(730);
  });

  it('an insurance year with 29 February has 366 days', () => {
    // 1 December 2027 → 1 March 2028: 91 of 366 days
    expect(refundFor({ price: 3000, endDate: '2027-12-01', renewalDate: '2028-03-01' })).toBe(745);
  });

  it('a renewal date in the past counts from its rolled date', () => {
    expect(refundFor({ price: 3000, endDate: '2026-12-01', renewalDate: '2025-03-01' })).toBe(739);
  });

  it('an end date after the next renewal is paid back from the renewed year', () => {
    // 1 June 2027 → 1 March 2028: 274 of 366 days
    expect(refundFor({ price: 3000, endDate: '2027-06-01', renewalDate: '2027-03-01' })).toBe(2245);
  });

  it('nothing at renewal, nothing without a price', () => {
    expect(refundFor({ price: 3000, endDate: '2027-03-01', renewalDate: '2027-03-01' })).toBe(0);
    expect(refundFor({ price: 3000, endDate: '2028-03-01', renewalDate: '2027-03-01' })).toBe(0);
    expect(refundFor({ price: null, endDate: '2026-12-01', renewalDate: '2027-03-01' })).toBe(0);
  });
});

describe('agreementStatus', () => {
  it('active without a cancellation; cancelled while the end date is after today; ended from the end date on', () => {
    expect(agreementStatus({ cancellation: null }, CTX.today)).toBe('active');
    expect(agreementStatus({}, CTX.today)).toBe('active');
    expect(agreementStatus({ cancellation: cancellation('2026-11-29') }, CTX.today)).toBe('cancelled');
    expect(agreementStatus({ cancellation: cancellation('2026-11-28') }, CTX.today)).toBe('ended');
    expect(agreementStatus({ cancellation: cancellation('2026-01-01') }, CTX.today)).toBe('ended');
  });
});

describe('cancellationRefusal', () => {
  const direct = { directAgreement: true, agent: PRODUCT_NAME, cancellation: null };

  it('a direct, active agreement can be cancelled', () => {
    expect(cancellationRefusal(direct, CTX.today)).toBeNull();
  });

  it('one bought through an agent is cancelled with the agent, named as customers know it', () => {
    expect(cancellationRefusal({ ...direct, directAgreement: false, agent: 'gjensidige' }, CTX.today)).toBe(
      'Forsikringen er kjøpt gjennom Gjensidige. Du sier den opp hos Gjensidige.',
    );
  });

  it('a cancelled or ended agreement is already cancelled', () => {
    expect(cancellationRefusal({ ...direct, cancellation: cancellation('2027-03-01') }, CTX.today)).toBe('Forsikringen er allerede sagt opp.');
    expect(cancellationRefusal({ ...direct, cancellation: cancellation('2026-11-28') }, CTX.today)).toBe('Forsikringen er allerede sagt opp.');
  });
});
