/** Lokasjon's own actions: a registered address, or one from the national address search (a child search). */
import { assertEvent, assign, sendTo } from 'xstate';
import { damageReportActions } from '../base';
import { formChange } from '../edits';
import { applyFieldChange } from '../fieldChanges';
import { locationFromRegistered, locationFromSearch } from '../location';

export const lokasjonActions = damageReportActions({
  setLocationMode: assign(({ event }) => {
    assertEvent(event, 'user.locationMode');
    return { locationMode: event.mode, errors: {} };
  }),
  searchAddress: assign(({ context, event }) => {
    assertEvent(event, 'user.searchAddress');
    return formChange(context, 'lokasjon', applyFieldChange(context.form, 'addressSearch', event.query), 'addressSearch');
  }),
  forwardAddressQuery: sendTo('addressSearch', ({ event }) => ({
    type: 'user.type' as const,
    query: event.type === 'user.searchAddress' ? event.query : '',
  })),
  selectAddress: assign(({ context, event }) => {
    assertEvent(event, 'user.selectAddress');
    return formChange(context, 'lokasjon', { ...context.form, ...locationFromSearch(event.address) }, 'addressSearch');
  }),
  selectRegisteredAddress: assign(({ context, event }) => {
    assertEvent(event, 'user.selectRegisteredAddress');
    const address = context.registeredAddresses.find((a) => a.addressId === event.addressId);
    if (!address) return {};
    return formChange(context, 'lokasjon', { ...context.form, ...locationFromRegistered(address) }, 'addresseId');
  }),
});
