import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '../../domain/cancellation';
import {
  CANCELLATION_REQUEST_MESSAGES,
  cancellationChoiceIssues,
  parseCancellationRequest,
  parseWithdrawalRequest,
} from '../../domain/schemas/cancellation';

const AGREEMENT_ID = '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01';
const REQUEST_ID = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
const REQUEST = { agreementId: AGREEMENT_ID, reason: 'behov_borte', endDate: '2026-12-01', requestId: REQUEST_ID };
const CTX = { today: '2026-11-28', renewalDate: '2027-03-01' };

const messageOf = (input: unknown) => {
  const parsed = parseCancellationRequest(input);
  return parsed.success ? null : parsed.message;
};

describe('the cancellation request (POST /api/cancelAgreement)', () => {
  it('a well-formed request passes as it is', () => {
    expect(parseCancellationRequest(REQUEST)).toEqual({ success: true, value: REQUEST });
  });

  it('no reason or an unknown one: the form’s message', () => {
    const { reason: _reason, ...noReason } = REQUEST;
    expect(messageOf(noReason)).toBe(CANCELLATION_MESSAGES.reasonRequired);
    expect(messageOf({ ...REQUEST, reason: 'lei_av_det' })).toBe('Velg hvorfor du vil si opp forsikringen.');
    expect(messageOf({ ...REQUEST, reason: null })).toBe(CANCELLATION_MESSAGES.reasonRequired);
  });

  it('no date, or something that is no YYYY-MM-DD day: the form’s message', () => {
    const { endDate: _endDate, ...noDate } = REQUEST;
    expect(messageOf(noDate)).toBe('Velg datoen forsikringen skal slutte.');
    for (const endDate of ['', '2026-02-30', '01.12.2026', '2026-12-01T00:00:00.000Z', 20261201]) {
      expect(messageOf({ ...REQUEST, endDate }), String(endDate)).toBe(CANCELLATION_MESSAGES.endDateRequired);
    }
  });

  it('ids must be UUIDs', () => {
    expect(messageOf({ ...REQUEST, agreementId: 'HV-104233' })).toBe(CANCELLATION_REQUEST_MESSAGES.invalid('agreementId'));
    expect(messageOf({ ...REQUEST, requestId: 1 })).toBe(CANCELLATION_REQUEST_MESSAGES.invalid('requestId'));
  });

  it('is strict: an unknown key (a refund, a user id) is refused', () => {
    expect(messageOf({ ...REQUEST, refund: 3000 })).toBe('Forespørselen inneholder et ukjent felt.');
    expect(messageOf({ ...REQUEST, userId: AGREEMENT_ID })).toBe(CANCELLATION_REQUEST_MESSAGES.unknownField);
  });

  it('not an object', () => {
    for (const input of [null, [REQUEST], 'behov_borte']) expect(messageOf(input)).toBe(CANCELLATION_REQUEST_MESSAGES.notAnObject);
  });
});

describe('the withdrawal request (POST /api/withdrawCancellation)', () => {
  it('is the agreement id only', () => {
    expect(parseWithdrawalRequest({ agreementId: AGREEMENT_ID })).toEqual({ success: true, value: { agreementId: AGREEMENT_ID } });
    expect(parseWithdrawalRequest({ agreementId: AGREEMENT_ID, requestId: REQUEST_ID })).toEqual({
      success: false,
      message: CANCELLATION_REQUEST_MESSAGES.unknownField,
    });
    expect(parseWithdrawalRequest({})).toEqual({ success: false, message: CANCELLATION_REQUEST_MESSAGES.invalid('agreementId') });
  });
});

describe('the form’s answers (cancellationChoiceIssues)', () => {
  it('nothing chosen: both messages', () => {
    expect(cancellationChoiceIssues({ reason: null, endDate: null }, CTX)).toEqual({
      reason: CANCELLATION_MESSAGES.reasonRequired,
      endDate: CANCELLATION_MESSAGES.endDateRequired,
    });
  });

  it('a date without a reason: only the reason is missing (the reason decides the window)', () => {
    expect(cancellationChoiceIssues({ reason: null, endDate: '2026-12-01' }, CTX)).toEqual({ reason: CANCELLATION_MESSAGES.reasonRequired });
  });

  it('a date the reason does not allow: the window’s message, as the server answers', () => {
    expect(cancellationChoiceIssues({ reason: 'hovedforfall', endDate: '2026-12-01' }, CTX)).toEqual({
      endDate: 'Ved hovedforfall gjelder forsikringen til og med 28. februar 2027.',
    });
    // the renewal date itself is the first day of the year not renewed: no cover that day
    expect(cancellationChoiceIssues({ reason: 'hovedforfall', endDate: '2027-03-01' }, CTX)).toEqual({
      endDate: 'Ved hovedforfall gjelder forsikringen til og med 28. februar 2027.',
    });
    expect(cancellationChoiceIssues({ reason: 'hovedforfall', endDate: '2027-02-28' }, CTX)).toEqual({});
  });

  it('today is allowed as the last day with cover; yesterday is not', () => {
    expect(cancellationChoiceIssues({ reason: 'behov_borte', endDate: CTX.today }, CTX)).toEqual({});
    expect(cancellationChoiceIssues({ reason: 'behov_borte', endDate: '2026-11-27' }, CTX)).toEqual({
      endDate: 'Velg en dato fra og med 28. november 2026 til og med 28. februar 2027.',
    });
  });
});
