/** «Meld flytting»'s pure rules (docs/moving.md): the window, the refusals' order and the form's issues. */
import { describe, expect, it } from 'vitest';
import { coverStartOf, movingDateRefusal, movingDateWindow, movingRefusal, MOVING_MESSAGES, insuredAddressOn } from '../../domain/moving';
import { movingChoiceIssues, parseMoveRequest } from '../../domain/schemas/moving';
import { PURCHASE_MESSAGES } from '../../domain/schemas/purchaseRules';
import type { Agreement } from '../../domain/types';
import type { AgreementMove } from '../../domain/agreementChanges';

const TODAY = '2027-03-15';
const NEW = { streetAddress: 'Grünerløkka gate 3', postalCode: '0552', city: 'OSLO' };
const OLD = { streetAddress: 'Thereses gate 20', postalCode: '0168', city: 'OSLO' };
const contents: Pick<Agreement, 'directAgreement' | 'agent' | 'cancellation' | 'productTagName' | 'move'> = {
  directAgreement: true,
  agent: 'Husvern',
  cancellation: null,
  productTagName: 'Innbo',
  move: null,
};
const move = (movingDate: string): AgreementMove => ({ newAddress: NEW, movingDate, previousAddress: OLD, reportedAt: '2027-03-01T10:00:00.000Z' });

describe('movingDateWindow', () => {
  it('30 days back to 90 ahead, both included; across a month and a year end', () => {
    expect(movingDateWindow({ today: TODAY })).toEqual({ first: '2027-02-13', last: '2027-06-13' });
    expect(movingDateWindow({ today: '2027-01-10' })).toEqual({ first: '2026-12-11', last: '2027-04-10' });
    expect(movingDateRefusal('2027-02-13', { today: TODAY })).toBeNull();
    expect(movingDateRefusal('2027-06-13', { today: TODAY })).toBeNull();
    expect(movingDateRefusal('2027-02-12', { today: TODAY })).toBe(
      'Flyttedatoen kan være inntil 30 dager tilbake og 90 dager frem i tid. Velg en dato fra og med 13. februar 2027 til og med 13. juni 2027.',
    );
    expect(movingDateRefusal('2027-06-14', { today: TODAY })).toBe(movingDateRefusal('2027-02-12', { today: TODAY }));
    for (const bad of [null, '', '2027-02-30', '15.03.2027']) expect(movingDateRefusal(bad, { today: TODAY })).toBe(MOVING_MESSAGES.movingDateRequired);
  });

  it('after a move the next starts the day after it, when that is later than 30 days back', () => {
    expect(movingDateWindow({ today: TODAY, lastMovingDate: '2027-03-01' })).toEqual({ first: '2027-03-02', last: '2027-06-13', afterMove: '2027-03-01' });
    expect(movingDateWindow({ today: TODAY, lastMovingDate: '2026-01-01' })).toEqual({ first: '2027-02-13', last: '2027-06-13' });
    expect(movingDateRefusal('2027-03-01', { today: TODAY, lastMovingDate: '2027-03-01' })).toBe(
      'Du har allerede meldt flytting 1. mars 2027. Velg en dato fra og med 2. mars 2027 til og med 13. juni 2027.',
    );
  });
});

describe('the agreement\'s start bounds the window', () => {
  it('an insurance bought to start later is not moved before it starts; one that started long ago keeps 30 days back', () => {
    // Bought to start 1 May 2027: its first renewal is 1 May 2028.
    const coverStart = coverStartOf({ renewalDate: '2028-05-01' });
    expect(coverStart).toBe('2027-05-01');
    expect(movingDateWindow({ today: TODAY, coverStart })).toEqual({ first: '2027-05-01', last: '2027-06-13', coverStart: '2027-05-01' });
    expect(movingDateRefusal('2027-04-30', { today: TODAY, coverStart })).toBe(
      'Forsikringen gjelder fra 1. mai 2027. Velg en dato fra og med 1. mai 2027 til og med 13. juni 2027.',
    );
    expect(movingDateRefusal('2027-05-01', { today: TODAY, coverStart })).toBeNull();
    expect(movingDateWindow({ today: TODAY, coverStart: coverStartOf({ renewalDate: '2027-03-20' }) })).toEqual({ first: '2027-02-13', last: '2027-06-13' });
    // Started within the 30 days back: the window starts on its first day.
    expect(movingDateWindow({ today: TODAY, coverStart: '2027-03-01' })).toEqual({ first: '2027-03-01', last: '2027-06-13', coverStart: '2027-03-01' });
  });
});

describe('movingRefusal', () => {
  it('a direct, active contents insurance with no move ahead can be moved', () => {
    expect(movingRefusal(contents, TODAY)).toBeNull();
    expect(movingRefusal({ ...contents, move: move(TODAY) }, TODAY)).toBeNull();
  });

  it('in order: the agent, ended, cancelled, a building, a move ahead', () => {
    const building = { ...contents, productTagName: 'Bolig' };
    expect(movingRefusal({ ...building, directAgreement: false, agent: 'gjensidige' }, TODAY)).toBe(
      'Forsikringen er kjøpt gjennom Gjensidige. Du melder flytting til Gjensidige.',
    );
    expect(movingRefusal({ ...contents, directAgreement: false, agent: '' }, TODAY)).toBe(
      'Forsikringen er kjøpt gjennom forsikringsselskapet ditt. Du melder flytting til forsikringsselskapet ditt.',
    );
    const cancelled = (endDate: string) => ({ reason: 'behov_borte' as const, endDate, refund: 0, cancelledAt: '2027-03-01T10:00:00.000Z' });
    expect(movingRefusal({ ...building, cancellation: cancelled('2027-03-14') }, TODAY)).toBe(MOVING_MESSAGES.ended);
    // Its last day with cover is today: still cancelled, not ended.
    expect(movingRefusal({ ...building, cancellation: cancelled(TODAY) }, TODAY)).toBe(MOVING_MESSAGES.cancelled(TODAY));
    expect(movingRefusal(building, TODAY)).toBe(MOVING_MESSAGES.buildingInsurance);
    expect(movingRefusal({ ...contents, move: move('2027-03-16') }, TODAY)).toBe(
      'Du har allerede meldt flytting til Grünerløkka gate 3, 0552 OSLO fra 16. mars 2027. Skal flyttingen endres, ring oss på 22 28 31 50.',
    );
  });

  it('the address insured: the old one to the day before the move, the new one from it', () => {
    expect(insuredAddressOn(move(TODAY), '2027-03-14')).toEqual(OLD);
    expect(insuredAddressOn(move(TODAY), TODAY)).toEqual(NEW);
  });
});

describe('the form and the body say the same', () => {
  it('movingChoiceIssues gives each field its first message', () => {
    expect(movingChoiceIssues({ streetAddress: ' ', postalCode: '12', city: 'Oslo 1', movingDate: null }, { today: TODAY })).toEqual({
      streetAddress: PURCHASE_MESSAGES.streetRequired,
      postalCode: PURCHASE_MESSAGES.zipInvalid,
      city: PURCHASE_MESSAGES.cityInvalid,
      movingDate: MOVING_MESSAGES.movingDateRequired,
    });
    expect(movingChoiceIssues({ ...NEW, movingDate: TODAY }, { today: TODAY })).toEqual({});
  });

  it('parseMoveRequest trims the address and refuses what the form would', () => {
    const body = { agreementId: '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d04', newAddress: { ...NEW, city: ' Oslo ' }, movingDate: TODAY, requestId: crypto.randomUUID() };
    expect(parseMoveRequest(body)).toEqual({ success: true, value: { ...body, newAddress: { ...NEW, city: 'Oslo' } } });
    expect(parseMoveRequest({ ...body, newAddress: { ...NEW, streetAddress: 'Gt 1' } })).toEqual({ success: false, message: PURCHASE_MESSAGES.streetTooShort });
    expect(parseMoveRequest({ ...body, newAddress: null })).toEqual({ success: false, message: PURCHASE_MESSAGES.streetRequired });
    // A street needs a letter, unless it is a property's gårds- and bruksnummer (no street name).
    expect(parseMoveRequest({ ...body, newAddress: { ...NEW, streetAddress: '🏠🏠🏠🏠🏠' } })).toEqual({ success: false, message: PURCHASE_MESSAGES.streetNeedsLetters });
    for (const street of ['12/345', '12 / 345', 'Gnr 12 Bnr 345']) expect(parseMoveRequest({ ...body, newAddress: { ...NEW, streetAddress: street } }).success).toBe(true);
  });

  it('an address line carries no control or format characters onto the certificate (the purchase\'s address too)', () => {
    const body = { agreementId: '8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d04', movingDate: TODAY, requestId: crypto.randomUUID() };
    const typed = { streetAddress: 'Storgata 1\nPris per år: 0 kr', postalCode: '0155', city: 'Os\u202Elo' };
    const parsed = parseMoveRequest({ ...body, newAddress: typed });
    expect(parsed).toEqual({ success: true, value: { ...body, newAddress: { streetAddress: 'Storgata 1 Pris per år: 0 kr', postalCode: '0155', city: 'Os lo' } } });
    // Five zero-width spaces are no street.
    expect(parseMoveRequest({ ...body, newAddress: { ...typed, streetAddress: '\u200B'.repeat(5) } })).toEqual({
      success: false,
      message: PURCHASE_MESSAGES.streetRequired,
    });
  });
});
