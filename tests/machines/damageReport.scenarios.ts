/**
 * Customers for the damage-report model: each scenario is named by the draft's CaseId and says, per step,
 * what the customer fills in, one event at a time, in order (so the walk stays a line per step instead of
 * every order of every field). The model offers the first event not yet done while the step is invalid.
 */
import type { CaseForm } from '../../domain/types';
import { CONTACT_PERSON, HOUSING_RELATION, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../domain/codes';
import type { StepName } from '../../domain/schemas/damageReport';
import type { AttachmentItem } from '../../machines/flowKit/uploads';
import type { DamageReportContext, LoadedDraft } from '../../machines/damageReport/types';
import {
  loaded,
  user,
  pdf,
  photo,
  searchedAddress,
  validForsikring,
  validInformasjon,
  validKontakt,
  validLokasjon,
  validRolle,
  validSkade,
  validUntilOppsummering,
} from './damageReport.fixtures';

/** An event the model sends: its type and payload. */
export type ModelEventObject = { type: string; [key: string]: unknown };

export interface Fill {
  event: ModelEventObject;
  done: (c: DamageReportContext) => boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const set = <K extends keyof CaseForm>(field: K, value: CaseForm[K]): Fill => ({
  event: { type: 'user.change', field, value },
  done: (c) => same(c.form[field], value),
});

const privateRole = (role: number) => [set('reportedByType', REPORTED_BY_TYPE.private), set('whoIsReportingTheDamage', role)];
const policyholderDetails = [
  set('policyHolderFullName', 'Ola Nordmann'),
  set('policyHolderSocialSecurityNumber', '01019012345'),
  set('phoneNumberPolicyHolder', '98765432'),
];
const orgBySearch: Fill[] = [
  set('reportedByType', REPORTED_BY_TYPE.organization),
  set('whoIsReportingTheDamageComp', HOUSING_RELATION.other),
  set('otherRole', 'Vaktmester'),
  {
    event: { type: 'user.searchOrganization', query: 'Solbakken' },
    done: (c) => c.form.organizationSearch === 'Solbakken' || !!c.form.organizationNumber,
  },
  {
    event: { type: 'user.selectOrganization', organizationName: 'Solbakken Borettslag', organizationNumber: '912345678' },
    done: (c) => c.form.organizationNumber === '912345678',
  },
];
const orgByName: Fill[] = [
  set('reportedByType', REPORTED_BY_TYPE.organization),
  set('whoIsReportingTheDamageComp', 872600001),
  { event: { type: 'user.organizationEntry', mode: 'manual' }, done: (c) => c.organizationEntry === 'manual' },
  set('organizationName', 'Solbakken Sameie'),
];
const registeredAddress: Fill[] = [
  { event: { type: 'user.selectRegisteredAddress', addressId: 'addr-1' }, done: (c) => c.form.addresseId === 'addr-1' },
];
const searchedAddressFills: Fill[] = [
  { event: { type: 'user.locationMode', mode: 'search' }, done: (c) => c.locationMode === 'search' },
  {
    event: { type: 'user.searchAddress', query: 'Kirkeveien 12' },
    done: (c) => c.form.addressSearch === 'Kirkeveien 12' || c.form.addresseId === '4242',
  },
  { event: { type: 'user.selectAddress', address: searchedAddress }, done: (c) => c.form.addresseId === '4242' },
];
const insurance = (types: number[]) => (c: DamageReportContext): Fill[] =>
  c.form.reportedByType === REPORTED_BY_TYPE.organization
    ? [set('insuranceAgent', 'if'), set('insuranceTypeComp', [859830005])]
    : [set('insuranceAgent', 'gjensidige'), set('insuranceTypePrivate', types)];
const item = (c: DamageReportContext, id: string) => c.attachments.find((a) => a.id === id);
const uploadsWithOneFailure: Fill[] = [
  { event: { type: 'user.addFiles', files: [photo, pdf] }, done: (c) => c.nextAttachmentNumber > 1 },
  { event: { type: 'upload.progress', id: 'file-2', progress: 50 }, done: (c) => (item(c, 'file-2')?.progress ?? 100) > 0 },
  { event: { type: 'upload.failed', id: 'file-1' }, done: (c) => item(c, 'file-1')?.status !== 'uploading' },
  {
    event: { type: 'upload.done', id: 'file-2', attachmentId: 'att-2', relationshipId: 'rel-2' },
    done: (c) => item(c, 'file-2')?.status !== 'uploading',
  },
  { event: { type: 'user.deleteAttachment', id: 'file-1' }, done: (c) => !item(c, 'file-1') },
  set('descriptionOfDamage', 'Sopp i kjelleren.'),
];
const noAttachments: Fill[] = [set('dmgAddAttachment', 'Nei'), set('descriptionOfDamage', 'Maur på kjøkkenet.')];
const otherContactPerson: Fill[] = [
  set('whoIsContactPerson', CONTACT_PERSON.other),
  set('caseContactFullname', 'Per Hansen'),
  set('phoneNumberCaseContact', '41234567'),
  set('caseContactEmail', 'per@example.no'),
];
const confirm: Fill[] = [set('informationConfirmed', true)];

type Plan = Partial<Record<StepName, Fill[] | ((c: DamageReportContext) => Fill[])>>;

export interface Scenario {
  /** The draft loadDraft answers with. */
  draft: LoadedDraft;
  plan: Plan;
}

const stored: AttachmentItem = {
  id: 'att-1',
  filename: 'sopp.jpg',
  mimetype: 'image/jpeg',
  status: 'finished',
  progress: 100,
  attachmentId: 'att-1',
  relationshipId: 'rel-1',
  file: photo,
};

export const SCENARIOS: Record<string, Scenario> = {
  /** Private policyholder, registered address, two uploads (one fails and is removed), contact myself. */
  'walk-private': {
    draft: loaded(),
    plan: {
      rolle: privateRole(PRIVATE_ROLE.policyHolder),
      lokasjon: registeredAddress,
      forsikring: insurance([859830001]),
      skade: [set('damageDate', '2024-05-01'), set('damageType', 'type-rot')],
      informasjon: uploadsWithOneFailure,
      oppsummering: confirm,
    },
  },
  /** Reports for a spouse (policyholder details), searched address, no attachments, another contact person. */
  'walk-spouse': {
    draft: loaded({}, { agreements: [] }),
    plan: {
      rolle: [...privateRole(PRIVATE_ROLE.spouse), ...policyholderDetails],
      lokasjon: searchedAddressFills,
      forsikring: insurance([859830001]),
      skade: [set('damageDate', '2024-06-30'), set('damageType', 'type-maur')],
      informasjon: noAttachments,
      kontakt: otherContactPerson,
      oppsummering: confirm,
    },
  },
  /** Private "other role" whose building is insured by the housing cooperative: bounced to rolle as organization. */
  'walk-org-bounce': {
    draft: loaded({ ...validLokasjon, ...validSkade, ...validInformasjon, ...validKontakt }),
    plan: {
      rolle: (c) =>
        c.form.reportedByType === REPORTED_BY_TYPE.organization
          ? orgBySearch
          : [...privateRole(PRIVATE_ROLE.other), set('otherRole', 'Nabo'), ...policyholderDetails],
      forsikring: insurance([859830003]),
      oppsummering: confirm,
    },
  },
  /** An organization not in the register, typed by name. */
  'walk-org-manual': {
    draft: loaded({
      ...validUntilOppsummering,
      reportedByType: REPORTED_BY_TYPE.organization,
      whoIsReportingTheDamage: null,
      insuranceTypePrivate: null,
      insuranceTypeComp: [859830005],
    }),
    plan: { rolle: orgByName, oppsummering: confirm },
  },
  /** Resumes at informasjon with a stored attachment to delete. */
  'delete-stored': {
    draft: loaded({ ...validRolle, ...validLokasjon, ...validForsikring, ...validSkade }, { attachments: [stored] }),
    plan: {
      informasjon: [
        { event: { type: 'user.deleteAttachment', id: 'att-1' }, done: (c) => !item(c, 'att-1') },
        ...noAttachments,
      ],
    },
  },
  /** Drafts valid up to a step: the customer resumes there (no filling). */
  'resume-kontakt': { draft: loaded({ ...validUntilOppsummering, email: null }, { user: { ...loaded().user, email: null } }), plan: {} },
  'resume-lokasjon': { draft: loaded(validRolle), plan: {} },
  'resume-skade': { draft: loaded({ ...validRolle, ...validLokasjon, ...validForsikring }), plan: {} },
  /** In the basement: resumes at informasjon and adds a photo; the network comes and goes on every step after. */
  'offline-basement': {
    draft: loaded({ ...validRolle, ...validLokasjon, ...validForsikring, ...validSkade }),
    plan: {
      informasjon: [
        { event: { type: 'user.addFiles', files: [photo] }, done: (c) => c.nextAttachmentNumber > 1 },
        set('descriptionOfDamage', 'Sopp i kjelleren.'),
      ],
      oppsummering: confirm,
    },
  },
  /**
   * The organization check's walk with the network coming and going on every step: each step's save waits on the
   * device offline, or is cut off by the network going while it is sent.
   */
  'offline-walk': {
    draft: loaded({ ...validInformasjon, ...validKontakt }),
    plan: {
      rolle: (c) =>
        c.form.reportedByType === REPORTED_BY_TYPE.organization
          ? orgBySearch
          : [...privateRole(PRIVATE_ROLE.other), set('otherRole', 'Nabo'), ...policyholderDetails],
      lokasjon: registeredAddress,
      forsikring: insurance([859830003]),
      skade: [set('damageDate', '2024-05-01'), set('damageType', 'type-rot')],
      oppsummering: confirm,
    },
  },
  /** Opened offline from the device copy: a save and a photo wait; the customer was on kontakt. */
  'offline-start': {
    draft: {
      ...loaded(validUntilOppsummering),
      offline: true,
      onDevice: {
        owner: user.id,
        caseId: 'offline-start',
        form: { ...validUntilOppsummering, descriptionOfDamage: 'Råte i bjelkelaget.' },
        savedForm: { ...validUntilOppsummering, descriptionOfDamage: 'Råte i bjelkelaget.' },
        outbox: { items: [{ seq: 1, payload: { kind: 'draft', patch: { descriptionOfDamage: 'Råte i bjelkelaget.' } } }], nextSeq: 2 },
        attachments: [{ id: 'file-1', filename: 'sopp.jpg', mimetype: 'image/jpeg', status: 'waiting', progress: 0, file: photo }],
        nextAttachmentNumber: 2,
      },
    },
    plan: { oppsummering: confirm },
  },
  /** createDraft answered without an id: submit logs 'No draft exists' and sends nothing. */
  '': { draft: loaded({ ...validUntilOppsummering, informationConfirmed: true }), plan: {} },
};

export const scenarioOf = (c: DamageReportContext): Scenario => SCENARIOS[c.caseId ?? ''] ?? SCENARIOS['']!;

/** The next fill of the step shown while it is invalid (none when valid, outside the steps, or the plan is done). */
export function nextFill(c: DamageReportContext, step: StepName | null, stepValid: boolean): Fill | undefined {
  if (!step || stepValid) return undefined;
  const plan = scenarioOf(c).plan[step];
  const fills = typeof plan === 'function' ? plan(c) : (plan ?? []);
  return fills.find((f) => !f.done(c));
}

/** How far the plan of each step has come (index of the first fill not done). */
export function planProgress(c: DamageReportContext): Partial<Record<StepName, number>> {
  const plan = scenarioOf(c).plan;
  const out: Partial<Record<StepName, number>> = {};
  for (const step of Object.keys(plan) as StepName[]) {
    const p = plan[step]!;
    const fills = typeof p === 'function' ? p(c) : p;
    const index = fills.findIndex((f) => !f.done(c));
    out[step] = index === -1 ? fills.length : index;
  }
  return out;
}
