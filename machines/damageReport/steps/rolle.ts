/** Rolle's own actions: the organization, searched in the company register (a child search) or typed. */
import { assertEvent, assign, sendTo } from 'xstate';
import { damageReportActions } from '../base';
import { formChange } from '../edits';
import { applyFieldChange } from '../fieldChanges';

export const rolleActions = damageReportActions({
  searchOrganization: assign(({ context, event }) => {
    assertEvent(event, 'user.searchOrganization');
    return formChange(context, 'rolle', applyFieldChange(context.form, 'organizationSearch', event.query), 'organizationSearch');
  }),
  forwardOrganizationQuery: sendTo('organizationSearch', ({ event }) => ({
    type: 'user.type' as const,
    query: event.type === 'user.searchOrganization' ? event.query : '',
  })),
  selectOrganization: assign(({ context, event }) => {
    assertEvent(event, 'user.selectOrganization');
    const form = {
      ...context.form,
      organizationName: event.organizationName,
      organizationNumber: event.organizationNumber,
      organizationSearch: event.organizationName,
      showOrgName: true,
    };
    return formChange(context, 'rolle', form, 'organizationSearch');
  }),
  setOrganizationEntry: assign(({ context, event }) => {
    assertEvent(event, 'user.organizationEntry');
    const form = { ...context.form, organizationNumber: null, organizationName: null, showOrgName: false };
    return { ...formChange({ ...context, organizationEntry: event.mode }, 'rolle', form, 'organizationSearch'), organizationEntry: event.mode };
  }),
});
