import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDevice } from '../../src/lib/device/claim';
import { deviceCustomer, endKeepingFor, mayKeepFor, setDeviceCustomer } from '../../src/lib/device/owner';
import { announceLogout, watchOtherTabs } from '../../src/lib/device/sessionChannel';

// The device's customer (issue 34): who may keep and send what; a login over another customer's data wipes it first.

const forgetCustomerData = vi.fn(async () => {
  localStorage.removeItem('hasModalBeenDismissed');
  localStorage.removeItem('husvern-kunde');
});
const forgetOthersDrafts = vi.fn(async () => {});
vi.mock('../../src/lib/device/customerData', () => ({ forgetCustomerData, forgetOthersDrafts }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCustomerData.mockClear();
  forgetOthersDrafts.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the device’s customer', () => {
  it('keeps and sends only for the device’s customer, and nothing once they logged out in this page', () => {
    setDeviceCustomer('kari');
    expect(mayKeepFor('kari')).toBe(true);
    expect(mayKeepFor('ola')).toBe(false);
    expect(mayKeepFor('')).toBe(false);
    setDeviceCustomer('ola');
    expect(mayKeepFor('kari')).toBe(false);
    endKeepingFor('ola');
    expect(mayKeepFor('ola')).toBe(false);
    setDeviceCustomer(null);
    expect(deviceCustomer()).toBeNull();
  });

  it('a first login on a device without drafts makes it theirs, and wipes nothing', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [] });
    localStorage.setItem('hasModalBeenDismissed', 'true');
    await claimDevice('kari');
    expect(deviceCustomer()).toBe('kari');
    expect(forgetCustomerData).not.toHaveBeenCalled();
    expect(forgetOthersDrafts).not.toHaveBeenCalled();
    expect(localStorage.getItem('hasModalBeenDismissed')).toBe('true');
  });

  it('a first login on a device with drafts removes the drafts that are not theirs', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'husvern-skademeldinger', version: 1 }] });
    await claimDevice('kari');
    expect(forgetOthersDrafts).toHaveBeenCalledWith('kari');
    expect(deviceCustomer()).toBe('kari');
  });

  it('another customer’s login wipes the last customer’s data before it is theirs', async () => {
    setDeviceCustomer('kari');
    localStorage.setItem('hasModalBeenDismissed', 'true');
    await claimDevice('ola');
    expect(forgetCustomerData).toHaveBeenCalledWith('ola');
    expect(localStorage.getItem('hasModalBeenDismissed')).toBeNull();
    expect(deviceCustomer()).toBe('ola');
  });

  it('nobody logged in where a customer was: everything of theirs goes', async () => {
    setDeviceCustomer('kari');
    await claimDevice(null);
    expect(forgetCustomerData).toHaveBeenCalledWith(null);
    expect(deviceCustomer()).toBeNull();
  });

  it('the same customer again: nothing happens', async () => {
    setDeviceCustomer('kari');
    await claimDevice('kari');
    expect(forgetCustomerData).not.toHaveBeenCalled();
    expect(deviceCustomer()).toBe('kari');
  });
});

describe('other tabs', () => {
  it('hear of a change of the device’s customer through the storage event', () => {
    const changed = vi.fn();
    const stop = watchOtherTabs(changed);
    setDeviceCustomer('ola');
    window.dispatchEvent(new StorageEvent('storage', { key: 'husvern-kunde', newValue: 'ola' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'hasConsented', newValue: 'true' }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith('ola');
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'husvern-kunde', newValue: null }));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('hear of a logout in another tab; the tab that logs out does not take its own logout for another tab’s', async () => {
    const changed = vi.fn();
    const stop = watchOtherTabs(changed);
    announceLogout();
    const other = new BroadcastChannel('husvern-innlogging');
    other.postMessage('logget-ut');
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changed).toHaveBeenCalledTimes(1);
    other.close();
    stop();
  });
});
