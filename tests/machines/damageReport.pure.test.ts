import { describe, expect, it } from 'vitest';
import { CONTACT_PERSON, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../domain/codes';
import { applyFieldChange } from '../../machines/damageReport/fieldChanges';
import { diffForm } from '../../machines/damageReport/formDiff';
import { caseToForm, resumeStep, withDraftDefaults } from '../../domain/damageReportDraft';
import { mergeRefreshed, type AttachmentItem } from '../../machines/flowKit/uploads';
import { defaultLocationMode, locationFromSearch, registeredAddressesOf } from '../../machines/damageReport/location';
import { damageReportSteps, stepAtPath } from '../../domain/damageReportSteps';
import { organizationQuery } from '../../machines/debouncedSearch.machine';
import { agreement, draftCase, searchedAddress, user, validRolle, validLokasjon } from './damageReport.fixtures';

describe('damage report pure helpers', () => {
  it('diffs only the changed fields, null and absent being equal', () => {
    expect(diffForm({ email: 'a@b.no', insuranceTypePrivate: [1, 2] }, { email: 'a@b.no', insuranceTypePrivate: [1, 2], buildingNumber: null })).toEqual({});
    expect(diffForm({ email: 'a@b.no', damageType: 't' }, { email: 'c@d.no', insuranceTypePrivate: [1] })).toEqual({
      email: 'c@d.no',
      damageType: null,
      insuranceTypePrivate: [1],
    });
  });

  it('keeps only form fields of a case and applies the load defaults', () => {
    const form = caseToForm(draftCase({ email: null, countryCodeComp: '+46' }));
    expect(form).toEqual({ email: null, countryCodeComp: '+46' });
    expect(withDraftDefaults(form, user)).toMatchObject({
      email: 'kari@example.no',
      mobilePhone: '+4791234567',
      phoneNumber: '91234567',
      countryCode: '+47',
      countryCodeComp: '+46',
      dmgAddAttachment: 'Ja',
      informationConfirmed: false,
      reportedByType: REPORTED_BY_TYPE.private,
      whoIsContactPerson: CONTACT_PERSON.myself,
    });
    expect(withDraftDefaults({ email: 'own@x.no', phoneNumber: '4' }, user)).toMatchObject({ email: 'own@x.no', phoneNumber: '4' });
  });

  it('resets dependent fields', () => {
    const spouse = { ...validRolle, whoIsReportingTheDamage: PRIVATE_ROLE.spouse, policyHolderFullName: 'Ola', otherRole: 'x' };
    expect(applyFieldChange(spouse, 'whoIsReportingTheDamage', PRIVATE_ROLE.policyHolder)).toMatchObject({ policyHolderFullName: null, otherRole: null });
    expect(applyFieldChange(spouse, 'reportedByType', REPORTED_BY_TYPE.organization)).toMatchObject({ whoIsReportingTheDamage: null, policyHolderFullName: null });
    expect(applyFieldChange(spouse, 'reportedByType', REPORTED_BY_TYPE.private)).toMatchObject({ policyHolderFullName: 'Ola' });
    expect(applyFieldChange({ organizationNumber: '912345678', organizationSearch: 'Sol' }, 'organizationSearch', 'Solb')).toMatchObject({ organizationNumber: null });
    expect(applyFieldChange(validLokasjon, 'addressSearch', 'Kirke')).toMatchObject({ addresseId: null, damageLocation: null });
    expect(applyFieldChange(validLokasjon, 'addressSearch', '')).toMatchObject({ addresseId: 'addr-1' });
    expect(applyFieldChange({ countryCode: '+47', phoneNumber: '91234567' }, 'countryCode', '0046')).toMatchObject({ countryCode: '+46', mobilePhone: '+4691234567' });
  });

  it('resumes at the requested step only when the earlier steps are valid', () => {
    expect(resumeStep('skade', validRolle, {})).toBe('lokasjon');
    expect(resumeStep('lokasjon', validRolle, {})).toBe('lokasjon');
    expect(resumeStep(null, {}, {})).toBe('rolle');
  });

  it('knows the step routes and order (SPEC §2 route table, §4 flow order)', () => {
    expect(damageReportSteps.all.map((s) => [s.route, s.number])).toEqual([
      ['/meld-skade/rolle', 1],
      ['/meld-skade/lokasjon', 2],
      ['/meld-skade/forsikring', 2],
      ['/meld-skade/skade', 3],
      ['/meld-skade/informasjon', 3],
      ['/meld-skade/kontakt', 4],
      ['/meld-skade/oppsummering', 4],
    ]);
    expect(damageReportSteps.info('informasjon')).toMatchObject({ route: '/meld-skade/informasjon', number: 3 });
    expect(stepAtPath('/meld-skade/kontakt/')).toBe('kontakt');
    expect(stepAtPath('/meld-skade/takk')).toBeNull();
    expect(damageReportSteps.before('forsikring')).toEqual(['rolle', 'lokasjon']);
    expect([damageReportSteps.next('rolle'), damageReportSteps.next('oppsummering')]).toEqual(['lokasjon', null]);
    expect([damageReportSteps.previous('rolle'), damageReportSteps.previous('skade')]).toEqual([null, 'forsikring']);
  });

  it('builds locations from registered and searched addresses', () => {
    expect(registeredAddressesOf([agreement, agreement, { ...agreement, addressId: '' }])).toHaveLength(1);
    expect(defaultLocationMode(registeredAddressesOf([agreement]), {})).toBe('registered');
    expect(defaultLocationMode(registeredAddressesOf([agreement]), { addresseId: 'x' })).toBe('search');
    expect(defaultLocationMode([], {})).toBe('search');
    expect(locationFromSearch({ ...searchedAddress, AdresseBokstav: null })).toMatchObject({ buildingAddress: 'Kirkeveien 12' });
  });

  it('merges refreshed attachments with local pending ones', () => {
    const item = (id: string, status: AttachmentItem['status'], attachmentId?: string): AttachmentItem => ({
      id, filename: id, mimetype: 'image/jpeg', status, progress: 0, attachmentId, file: null,
    });
    const local = [item('a', 'finished', 'a'), item('b', 'finished', 'b'), item('file-3', 'uploading')];
    expect(mergeRefreshed(local, [item('b2', 'finished', 'b'), item('c', 'finished', 'c')]).map((i) => i.id)).toEqual(['b', 'c', 'file-3']);
  });

  it('searches the company register by number for 9 digits, else by name', () => {
    expect(organizationQuery(' 912345678 ')).toEqual({ organisasjonsnummer: '912345678' });
    expect(organizationQuery('Solbakken')).toEqual({ navn: 'Solbakken', size: 42 });
  });
});
