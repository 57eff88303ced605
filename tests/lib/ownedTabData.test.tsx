/**
 * Session storage names its owner (issue 44 B): a value is read only for its owner, else removed; a visitor's
 * purchase form is carried into their login only on the way back from the e-ID (resume=true); claimDevice sweeps
 * what is not the logged-in customer's before anything is shown.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../domain/deviceStorage';
import { defaultPurchaseForm } from '../../domain/purchaseForm';
import { claimDevice } from '../../src/lib/device/claim';
import { forgetOthersTabData, readOwned, writeOwned } from '../../src/lib/device/ownedTabData';
import { readStoredForm, writeStoredForm } from '../../src/features/purchase/actors';

const FORM = SESSION_KEYS.purchaseForm;
const BUILDING = SESSION_KEYS.building;
const karisForm = { ...defaultPurchaseForm(), email: 'kari.nordmann@example.no', phoneNumber: '91234567', buildingAddress: 'Storgata 1' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('owner-tagged session storage', () => {
  it('writes the owner beside the value, and reads it for the owner', () => {
    writeOwned(FORM, 'kari', { a: 1 });
    expect(JSON.parse(sessionStorage.getItem(FORM)!)).toEqual({ a: 1, eier: 'kari' });
    expect(JSON.parse(readOwned(FORM, { customer: 'kari' })!)).toEqual({ a: 1, eier: 'kari' });
    expect(sessionStorage.getItem(FORM)).not.toBeNull();
  });

  it.each([
    ['another customer', { customer: 'ola' }],
    ['another customer back from the e-ID login', { customer: 'ola', adoptsVisitors: true }],
    ['nobody', { customer: null }],
    ['nobody back from the e-ID login', { customer: null, adoptsVisitors: true }],
  ])("gives nothing of Kari's to %s, and removes it", (_who, reader) => {
    writeOwned(FORM, 'kari', karisForm);
    expect(readOwned(FORM, reader)).toBeNull();
    expect(sessionStorage.getItem(FORM)).toBeNull();
  });

  it("a visitor's value: read by the visitor, carried into a login only with resume=true, else removed", () => {
    writeOwned(FORM, null, { a: 1 });
    expect(readOwned(FORM, { customer: null })).not.toBeNull();
    expect(readOwned(FORM, { customer: 'ola', adoptsVisitors: true })).not.toBeNull();
    expect(readOwned(FORM, { customer: 'ola' })).toBeNull();
    expect(sessionStorage.getItem(FORM)).toBeNull();
  });

  it('removes a value that names no owner (an older copy, garbage)', () => {
    for (const raw of ['{"email":"kari.nordmann@example.no"}', '{"eier":42}', '{"eier":""}', 'x', '[]']) {
      sessionStorage.setItem(FORM, raw);
      expect(readOwned(FORM, { customer: null, adoptsVisitors: true }), raw).toBeNull();
      expect(sessionStorage.getItem(FORM), raw).toBeNull();
    }
  });

  it("while who is logged in is unknown, reads only a visitor's value and removes nothing", () => {
    writeOwned(FORM, 'kari', { a: 1 });
    expect(readOwned(FORM, undefined)).toBeNull();
    expect(sessionStorage.getItem(FORM)).not.toBeNull();
    writeOwned(FORM, null, { a: 2 });
    expect(JSON.parse(readOwned(FORM, undefined)!)).toEqual({ a: 2, eier: null });
  });

  it("forgetOthersTabData keeps the customer's and a visitor's, removes another's and the ownerless", () => {
    writeOwned(FORM, null, { a: 1 });
    writeOwned(BUILDING, 'kari', { b: 1 });
    forgetOthersTabData('kari');
    expect(sessionStorage.getItem(FORM)).not.toBeNull();
    expect(sessionStorage.getItem(BUILDING)).not.toBeNull();
    forgetOthersTabData(null);
    expect(sessionStorage.getItem(FORM)).not.toBeNull();
    expect(sessionStorage.getItem(BUILDING)).toBeNull();
    sessionStorage.setItem(FORM, '{"email":"x"}');
    forgetOthersTabData(null);
    expect(sessionStorage.getItem(FORM)).toBeNull();
  });

  it("claimDevice drops Kari's form in a tab that slept through her logout (the device's customer already nobody)", async () => {
    writeStoredForm(karisForm, 'kari');
    await claimDevice(null);
    expect(sessionStorage.getItem(FORM)).toBeNull();
    writeStoredForm(karisForm, 'kari');
    await claimDevice('ola');
    expect(sessionStorage.getItem(FORM)).toBeNull();
  });
});

describe('the purchase form', () => {
  it("is the customer's own, the visitor's, or the visitor's carried into their login; never Kari's for Ola", () => {
    writeStoredForm(karisForm, 'kari');
    expect(readStoredForm({ customer: 'kari' })).toMatchObject({ email: 'kari.nordmann@example.no', phoneNumber: '91234567' });
    expect(readStoredForm({ customer: 'ola', adoptsVisitors: true })).toBeNull();
    expect(readStoredForm({ customer: 'kari' })).toBeNull();

    writeStoredForm({ ...karisForm, email: '', phoneNumber: '' }, null);
    expect(readStoredForm({ customer: 'ola', adoptsVisitors: true })).toMatchObject({ buildingAddress: 'Storgata 1' });
  });
});
