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
  lastDayOfInsuranceYear,
  nextRenewal,
  osloToday,
  refundFor,
  type CancellationReason,
} from '../../domain/cancellation';
import { formatLongDate } from '../../domain/insuranceFormat';
import { addDays } from '../../domain/purchaseDates';
import type { AgreementCancellation } from '../../domain/agreementChanges';

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

describe('lastDayOfInsuranceYear', () => {
  it('is the day before the first renewal after today', () => {
    expect(lastDayOfInsuranceYear('2027-03-01', '2026-11-28')).toBe('2027-02-28');
    // the renewal tomorrow: today is the year's last day
    expect(lastDayOfInsuranceYear('2027-03-01', '2027-02-28')).toBe('2027-02-28');
    // a renewal today has renewed the agreement: the renewed year's last day (29 February in a leap year)
    expect(lastDayOfInsuranceYear('2027-03-01', '2027-03-01')).toBe('2028-02-29');
    expect(lastDayOfInsuranceYear('2019-03-01', '2026-11-28')).toBe('2027-02-28');
  });
});

describe('endDateWindow (last days with cover)', () => {
  it('behov_borte: from today up to and including the insurance year’s last day', () => {
    expect(endDateWindow('behov_borte', CTX)).toEqual({ first: '2026-11-28', last: '2027-02-28' });
    // renewal passed: the rolled one
    expect(endDateWindow('behov_borte', { today: '2027-03-02', renewalDate: '2027-03-01' })).toEqual({ first: '2027-03-02', last: '2028-02-29' });
    // on the renewal day itself, today is still allowed
    expect(endDateWindow('behov_borte', { today: '2027-03-01', renewalDate: '2027-03-01' })).toEqual({ first: '2027-03-01', last: '2028-02-29' });
  });

  it('annet_selskap: one month’s notice (cover to the day before the same date next month), up to a year', () => {
    expect(endDateWindow('annet_selskap', CTX)).toEqual({ first: '2026-12-27', last: '2027-11-27' });
  });

  it('annet_selskap at a month’s end: 31 January + 1 month is the last day of February (29th in a leap year), the day before it the last', () => {
    expect(endDateWindow('annet_selskap', { ...CTX, today: '2027-01-31' })).toEqual({ first: '2027-02-27', last: '2028-01-30' });
    expect(endDateWindow('annet_selskap', { ...CTX, today: '2028-01-31' })).toEqual({ first: '2028-02-28', last: '2029-01-30' });
    expect(endDateWindow('annet_selskap', { ...CTX, today: '2028-02-29' })).toEqual({ first: '2028-03-28', last: '2029-02-27' });
  });

  it('hovedforfall: exactly the insurance year’s last day, the day before the renewal', () => {
    expect(endDateWindow('hovedforfall', CTX)).toEqual({ first: '2027-02-28', last: '2027-02-28' });
    expect(endDateWindow('hovedforfall', { today: '2027-03-02', renewalDate: '2027-03-01' })).toEqual({ first: '2028-02-29', last: '2028-02-29' });
    expect(endDateWindow('hovedforfall', { today: '2027-02-28', renewalDate: '2027-03-01' })).toEqual({ first: '2027-02-28', last: '2027-02-28' });
  });

  it('never starts before today, and is never empty, on any day of two years, for renewals on any day', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 2 * 366; i++) {
      const today = addDays('2026-01-01', i);
      for (const renewalDate of ['2024-02-29', '2026-01-01', '2026-06-30', addDays(today, 1), today, addDays(today, -1)]) {
        for (const { code } of CANCELLATION_REASONS) {
          const { first, last } = endDateWindow(code, { today, renewalDate });
          if (!(first >= today && first <= last)) wrong.push(`${code} ${today} ${renewalDate}: ${first}…${last}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('isAllowedEndDate and its message', () => {
  it('allows the window’s first and last day and refuses the days around it', () => {
    const cases: [CancellationReason, string, boolean][] = [
      ['behov_borte', '2026-11-28', true],
      ['behov_borte', '2027-02-28', true],
      ['behov_borte', '2026-11-27', false],
      ['behov_borte', '2027-03-01', false],
      ['annet_selskap', '2026-12-27', true],
      ['annet_selskap', '2026-12-26', false],
      ['annet_selskap', '2027-11-27', true],
      ['annet_selskap', '2027-11-28', false],
      ['hovedforfall', '2027-02-28', true],
      ['hovedforfall', '2027-02-27', false],
      ['hovedforfall', '2027-03-01', false],
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
    expect(endDateRefusal('behov_borte', '2027-03-01', CTX)).toBe('Velg en dato fra og med 28. november 2026 til og med 28. februar 2027.');
    expect(endDateRefusal('annet_selskap', '2026-12-01', CTX)).toBe(
      'Når du flytter forsikringen til et annet selskap, er oppsigelsestiden én måned. Velg en dato fra og med 27. desember 2026 til og med 27. november 2027.',
    );
    expect(endDateRefusal('hovedforfall', '2026-12-01', CTX)).toBe('Ved hovedforfall gjelder forsikringen til og med 28. februar 2027.');
    expect(endDateRefusal('hovedforfall', '2027-02-28', CTX)).toBeNull();
    expect(CANCELLATION_MESSAGES.reasonRequired).toBe('Velg hvorfor du vil si opp forsikringen.');
  });

  it('formats days for customers as d. MMMM YYYY', () => {
    expect(formatLongDate('2027-03-01')).toBe('1. mars 2027');
    expect(formatLongDate('2026-12-24')).toBe('24. desember 2026');
    expect(formatLongDate('ikke en dato')).toBe('ikke en dato');
  });
});

describe('refundFor', () => {
  it('pays back the days without cover, from the day after the end date to the renewal, pro rata, rounded down to whole kroner', () => {
    // last day 30 November 2026; 1 December → 1 March 2027: 90 of 365 days of 3 000 kr = 739.73
    expect(refundFor({ price: 3000, endDate: '2026-11-30', renewalDate: '2027-03-01' })).toBe(739);
    // cover through today (28 November): 29 November → 1 March, 92 days; today is not paid back
    expect(refundFor({ price: 3000, endDate: '2026-11-28', renewalDate: '2027-03-01' })).toBe(756);
    // 73 of 365 days of 3 650 kr: exactly 730
    expect(refundFor({ price: 3650, endDate: '2026-12-19', renewalDate: '2027-03-03' })).toBe(730);
  });

  it('an insurance year with 29 February has 366 days', () => {
    // 1 December 2027 → 1 March 2028: 91 of 366 days
    expect(refundFor({ price: 3000, endDate: '2027-11-30', renewalDate: '2028-03-01' })).toBe(745);
  });

  it('a renewal date in the past counts from its rolled date', () => {
    expect(refundFor({ price: 3000, endDate: '2026-11-30', renewalDate: '2025-03-01' })).toBe(739);
  });

  it('an end date after the next renewal is paid back from the renewed year', () => {
    // 1 June 2027 → 1 March 2028: 274 of 366 days
    expect(refundFor({ price: 3000, endDate: '2027-05-31', renewalDate: '2027-03-01' })).toBe(2245);
  });

  it('nothing when cover lasts to the end of an insurance year, nothing without a price', () => {
    expect(refundFor({ price: 3000, endDate: '2027-02-28', renewalDate: '2027-03-01' })).toBe(0);
    expect(refundFor({ price: 3000, endDate: '2028-02-29', renewalDate: '2027-03-01' })).toBe(0);
    expect(refundFor({ price: null, endDate: '2026-11-30', renewalDate: '2027-03-01' })).toBe(0);
  });
});

describe('agreementStatus', () => {
  it('active without a cancellation; cancelled through its last day with cover, today included; ended from the day after', () => {
    expect(agreementStatus({ cancellation: null }, CTX.today)).toBe('active');
    expect(agreementStatus({}, CTX.today)).toBe('active');
    expect(agreementStatus({ cancellation: cancellation('2026-11-29') }, CTX.today)).toBe('cancelled');
    expect(agreementStatus({ cancellation: cancellation('2026-11-28') }, CTX.today)).toBe('cancelled');
    expect(agreementStatus({ cancellation: cancellation('2026-11-27') }, CTX.today)).toBe('ended');
    expect(agreementStatus({ cancellation: cancellation('2026-01-01') }, CTX.today)).toBe('ended');
  });
});

describe('cover to 24:00 Oslo time on the last day (FAL § 3-1), whatever the season', () => {
  /** The status as the server and the pages judge it at an instant: today in Norway (osloToday), then agreementStatus. */
  const statusAt = (endDate: string, iso: string) => agreementStatus({ cancellation: cancellation(endDate) }, osloToday(new Date(iso)));
  const msBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

  it('an end date today covers the whole day, from 00:00 to 24:00 in Oslo; at 00:00 the next day it has ended', () => {
    // [last day with cover, its 00:00 in Oslo as UTC, its 24:00 (the next day's 00:00) in Oslo as UTC]
    const days: [string, string, string][] = [
      ['2026-12-02', '2026-12-01T23:00:00.000Z', '2026-12-02T23:00:00.000Z'],
      ['2026-07-15', '2026-07-14T22:00:00.000Z', '2026-07-15T22:00:00.000Z'],
      // summer time begins 29 March 2026 at 02:00: a day of 23 hours, and the day before ends in winter time
      ['2026-03-28', '2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z'],
      ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
      // summer time ends 25 October 2026 at 03:00: a day of 25 hours, and the day before ends in summer time
      ['2026-10-24', '2026-10-23T22:00:00.000Z', '2026-10-24T22:00:00.000Z'],
      ['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ];
    for (const [endDate, start, end] of days) {
      expect(statusAt(endDate, msBefore(start)), `${endDate}, the evening before`).toBe('cancelled');
      expect(statusAt(endDate, start), `${endDate} at 00:00`).toBe('cancelled');
      expect(statusAt(endDate, msBefore(end)), `${endDate} at 23:59:59.999`).toBe('cancelled');
      expect(statusAt(endDate, end), `${endDate}: the next day at 00:00`).toBe('ended');
    }
  });

  it('the UTC date does not decide: at 00:30 in Oslo the UTC day is still the day before', () => {
    // 3 December 2026 00:30 in Oslo is 2 December 23:30 UTC: the end date 2 December has passed
    expect(statusAt('2026-12-02', '2026-12-02T23:30:00.000Z')).toBe('ended');
    // 2 December 2026 00:30 in Oslo is 1 December 23:30 UTC: 2 December is today in Norway and covered
    expect(statusAt('2026-12-02', '2026-12-01T23:30:00.000Z')).toBe('cancelled');
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
    expect(cancellationRefusal({ ...direct, cancellation: cancellation('2026-11-27') }, CTX.today)).toBe('Forsikringen er allerede sagt opp.');
  });
});
