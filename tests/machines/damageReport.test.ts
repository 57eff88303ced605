import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, matchesState, waitFor, type StateValue } from 'xstate';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { pageMetaOf, stepOf } from '../../machines/damageReport/pages';
import type { AttachmentItem } from '../../machines/flowKit/uploads';
import type {
  DamageReportInput,
  DeviceCopyEvent,
  DeviceCopyInput,
  LoadedDraft,
  SaveDraftInput,
  SubmitCaseInput,
  UploadAttachmentInput,
  UploadEvent,
} from '../../machines/damageReport/types';
import type { CaseForm, UserUpdate } from '../../domain/types';
import { CONTACT_PERSON, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../domain/codes';
import { addDays } from '../../domain/purchaseDates';
import { DAMAGE_REPORT_MESSAGES as M } from '../../domain/schemas/damageReport';
import { osloToday } from '../../domain/schemas/dates';
import {
  fakeAppActions,
  loaded,
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
  user,
} from './damageReport.fixtures';
import { damageReportQuestions } from '../../domain/damageReportQuestions';

interface Options {
  input?: Partial<DamageReportInput>;
  create?: () => Promise<string>;
  load?: LoadedDraft | (() => Promise<LoadedDraft>);
  saveFails?: boolean;
  updateUserFails?: boolean;
  submitFails?: boolean;
  deleteFails?: boolean;
  refreshed?: AttachmentItem[];
}

/** `matches` for nested states (the step states are built by a helper, so their values are not typed). */
const isIn = (snapshot: { value: StateValue }, value: StateValue) => matchesState(value, snapshot.value);

function start(options: Options = {}) {
  const calls = {
    saveDraft: [] as SaveDraftInput[],
    updateUser: [] as UserUpdate[],
    submitCase: [] as SubmitCaseInput[],
    loadDraft: [] as { caseId: string }[],
    deleteAttachment: [] as { owner: string; attachmentId: string; relationshipId: string }[],
    uploads: [] as { input: UploadAttachmentInput; sendBack: (e: UploadEvent) => void }[],
    /** The device copy's life: started, told the page is hidden, stopped. */
    deviceCopy: [] as string[],
  };
  const actions = fakeAppActions();
  const load = options.load ?? loaded();
  const machine = damageReportMachine.provide({
    actions,
    actors: {
      createDraft: fromPromise(options.create ?? (async () => 'case-new')),
      loadDraft: fromPromise(async ({ input }: { input: { caseId: string } }) => {
        calls.loadDraft.push(input);
        return typeof load === 'function' ? load() : load;
      }),
      saveDraft: fromPromise(async ({ input }: { input: SaveDraftInput }) => {
        calls.saveDraft.push(input);
        if (options.saveFails) throw new Error('500');
      }),
      updateUser: fromPromise(async ({ input }: { input: UserUpdate }) => {
        calls.updateUser.push(input);
        if (options.updateUserFails) throw new Error('500');
      }),
      submitCase: fromPromise(async ({ input }: { input: SubmitCaseInput }) => {
        calls.submitCase.push(input);
        if (options.submitFails) throw new Error('500');
      }),
      uploadAttachment: fromCallback<{ type: 'noop' }, UploadAttachmentInput, UploadEvent>(({ input, sendBack }) => {
        calls.uploads.push({ input, sendBack });
      }),
      deleteAttachment: fromPromise(async ({ input }: { input: { owner: string; attachmentId: string; relationshipId: string } }) => {
        calls.deleteAttachment.push(input);
        if (options.deleteFails) throw new Error('500');
      }),
      refreshAttachments: fromPromise(async () => options.refreshed ?? []),
      keepOnDevice: fromCallback<DeviceCopyEvent, DeviceCopyInput>(({ receive }) => {
        calls.deviceCopy.push('started');
        receive((event) => calls.deviceCopy.push(event.type));
        return () => calls.deviceCopy.push('stopped');
      }),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: 'case-1', requestedPage: null, ...options.input },
  }).start();
  const at = (step: string) => waitFor(actor, (s) => isIn(s, { flow: { steps: { [step]: 'editing' } } }), { timeout: 1000 });
  const change = <K extends keyof CaseForm>(field: K, value: CaseForm[K]) =>
    actor.send({ type: 'user.change', field, value } as never);
  const fill = (form: CaseForm) => {
    for (const [field, value] of Object.entries(form)) change(field as keyof CaseForm, value as never);
  };
  return { actor, calls, actions, at, change, fill };
}

const logged = (logError: ReturnType<typeof vi.fn>) => logError.mock.calls.map((c) => (c[1] as { message: string }).message);

describe('damage report machine: draft', () => {
  it('creates a draft when there is no CaseId, then loads it and starts at rolle', async () => {
    const { actor, calls, at } = start({ input: { caseId: null } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await at('rolle');
    expect(actor.getSnapshot().context.caseId).toBe('case-new');
    expect(calls.loadDraft).toEqual([{ caseId: 'case-new' }]);
    expect(pageMetaOf(actor.getSnapshot())).toEqual({ page: 'rolle', route: '/meld-skade/rolle', stepNumber: 1, heading: 'Hvem melder skaden?', nextEvent: 'user.next', asks: damageReportQuestions.rolle });
  });

  it('notifies and logs when creating the draft fails', async () => {
    const { actor, actions } = start({
      input: { caseId: null },
      create: async () => {
        throw new Error('500');
      },
    });
    await waitFor(actor, (s) => s.matches('createFailed'));
    expect(actions.notifyCreateFailed).toHaveBeenCalledOnce();
    expect(logged(actions.logError)).toEqual(['Create case failed']);
  });

  it('shows loadFailed when loading fails, and alreadySubmitted for a submitted case', async () => {
    const failing = start({
      load: async () => {
        throw new Error('404');
      },
    });
    await waitFor(failing.actor, (s) => s.matches('loadFailed'));
    expect(failing.actor.getSnapshot().hasTag('blocksLeaving')).toBe(false);

    const submitted = start({ load: loaded({}, {}, { submittedOnWeb: true }) });
    await waitFor(submitted.actor, (s) => s.matches('alreadySubmitted'));
    expect(submitted.actor.getSnapshot().hasTag('blocksLeaving')).toBe(false);
  });

  it("defaults the phone and e-mail to the user's and every country code to +47", async () => {
    const { actor, at } = start();
    await at('rolle');
    const { form, savedForm, registeredAddresses, locationMode } = actor.getSnapshot().context;
    expect(form).toMatchObject({
      mobilePhone: '+4791234567',
      phoneNumber: '91234567',
      email: 'kari@example.no',
      countryCode: '+47',
      countryCodeCaseContact: '+47',
      countryCodeComp: '+47',
      countryCodePolicyHolder: '+47',
      dmgAddAttachment: 'Ja',
      reportedByType: REPORTED_BY_TYPE.private,
      whoIsContactPerson: CONTACT_PERSON.myself,
      informationConfirmed: false,
    });
    expect(savedForm).toEqual({});
    expect(registeredAddresses.length).toBeGreaterThan(0);
    expect(locationMode).toBe('registered');
  });
});

describe('damage report machine: resuming and routes', () => {
  it('resumes at the requested step when every earlier step is valid', async () => {
    const { actor, at } = start({
      input: { requestedPage: 'skade' },
      load: loaded({ ...validRolle, ...validLokasjon, ...validForsikring }),
    });
    await at('skade');
    expect(pageMetaOf(actor.getSnapshot())).toEqual({ page: 'skade', route: '/meld-skade/skade', stepNumber: 3, heading: 'Om skaden', nextEvent: 'user.next', asks: damageReportQuestions.skade });
  });

  it('resumes at the first invalid step when the requested one is not allowed', async () => {
    const { at } = start({ input: { requestedPage: 'oppsummering' }, load: loaded({ ...validRolle, ...validLokasjon }) });
    await at('forsikring');
  });

  it('without a requested step, resumes where the rules first fail', async () => {
    const { at } = start({ load: loaded(validUntilOppsummering) });
    await at('oppsummering');
  });

  it('follows xstate.route to a step whose earlier steps are valid, and ignores it otherwise', async () => {
    const { actor, at } = start({ input: { requestedPage: 'skade' }, load: loaded({ ...validRolle, ...validLokasjon, ...validForsikring }) });
    await at('skade');
    actor.send({ type: 'xstate.route', to: '#kontakt' });
    expect(stepOf(actor.getSnapshot())).toBe('skade');
    actor.send({ type: 'xstate.route', to: '#lokasjon' });
    expect(isIn(actor.getSnapshot(), { flow: { steps: { lokasjon: 'editing' } } })).toBe(true);
  });

  it('while loading, a route is the step to open once loaded (back/forward during start-up): the last one wins', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, at } = start({
      input: { requestedPage: 'lokasjon' },
      load: () => gate.then(() => loaded({ ...validRolle, ...validLokasjon, ...validForsikring })),
    });
    actor.send({ type: 'xstate.route', to: '#skade' });
    actor.send({ type: 'xstate.route', to: '#rolle' });
    expect(actor.getSnapshot().matches('loadingDraft')).toBe(true);
    expect(actor.getSnapshot().context.requestedPage).toBe('rolle');
    release();
    await at('rolle');
  });

  it('a route taken while loading still opens no step past an invalid one', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, at } = start({ input: { requestedPage: 'rolle' }, load: () => gate.then(() => loaded(validRolle)) });
    actor.send({ type: 'xstate.route', to: '#kontakt' });
    release();
    await at('lokasjon');
  });

  it('refuses routes while a step saves, runs its extra submission or submits', async () => {
    const { actor, at, calls } = start({ input: { requestedPage: 'kontakt' }, load: loaded(validUntilOppsummering) });
    await at('kontakt');
    actor.send({ type: 'user.change', field: 'email', value: 'ny@example.no' });
    actor.send({ type: 'user.next' });
    expect(isIn(actor.getSnapshot(), { flow: { steps: { kontakt: 'saving' } } })).toBe(true);
    actor.send({ type: 'xstate.route', to: '#informasjon' });
    expect(isIn(actor.getSnapshot(), { flow: { steps: { kontakt: 'saving' } } })).toBe(true);
    await waitFor(actor, (s) => !isIn(s, { flow: { steps: { kontakt: 'saving' } } }));
    await at('oppsummering');
    expect(calls.updateUser).toHaveLength(1);
    actor.send({ type: 'user.change', field: 'informationConfirmed', value: true });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'xstate.route', to: '#kontakt' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(isIn(actor.getSnapshot(), { flow: { steps: { oppsummering: 'submitting' } } })).toBe(true);
    await waitFor(actor, (s) => s.matches('takk'));
    expect(calls.submitCase).toHaveLength(1);
  });

  it('opened at /meld-skade/takk (a reload after submitting) shows takk and creates nothing', async () => {
    const { actor, calls } = start({ input: { caseId: null, requestedPage: 'takk' } });
    expect(actor.getSnapshot().matches('takk')).toBe(true);
    expect(calls.loadDraft).toEqual([]);
    expect(actor.getSnapshot().hasTag('blocksLeaving')).toBe(false);
  });

  it('fails loudly when an app effect is not provided (never a silent takk)', async () => {
    const actor = createActor(damageReportMachine, { input: { caseId: null, requestedPage: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    // createDraft is a stub that throws: the machine goes to createFailed, whose toast stub throws too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/not provided/);
  });
});

describe('damage report machine: steps', () => {
  it('shows the step errors on next, then updates them as the customer fixes the fields', async () => {
    const { actor, at, change, calls } = start({ load: loaded({ reportedByType: REPORTED_BY_TYPE.private }) });
    await at('rolle');
    change('whoIsReportingTheDamage', PRIVATE_ROLE.other);
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      otherRole: M.otherRoleRequired,
      policyHolderFullName: M.policyHolderNameRequired,
      policyHolderSocialSecurityNumber: M.ssnLength,
      phoneNumberPolicyHolder: 'Oppgi telefonnummeret.',
    });
    expect(calls.saveDraft).toEqual([]);
    change('policyHolderFullName', 'Ola Nordmann');
    expect(actor.getSnapshot().context.errors.policyHolderFullName).toBeUndefined();
    change('policyHolderSocialSecurityNumber', '123');
    expect(actor.getSnapshot().context.errors.policyHolderSocialSecurityNumber).toBe(M.ssnLength);
    change('whoIsReportingTheDamage', PRIVATE_ROLE.policyHolder);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.form.policyHolderSocialSecurityNumber).toBeNull();
  });

  it("judges a damage date-time by its day in Oslo, as the server does (the shared rule)", async () => {
    const { actor, at, change, calls } = start({ input: { requestedPage: 'skade' }, load: loaded({ ...validRolle, ...validLokasjon, ...validForsikring }) });
    await at('skade');
    const today = osloToday();
    change('damageType', validSkade.damageType);
    for (const [damageDate, error] of [
      [`${today}T23:30:00Z`, M.damageDateInFuture],
      [`${today}T23:59:59-12:00`, M.damageDateInFuture],
      ['2024-01-01T00:00:00.000+25:00', M.damageDateInvalid],
    ] as const) {
      change('damageDate', damageDate);
      actor.send({ type: 'user.next' });
      expect(actor.getSnapshot().context.errors, damageDate).toEqual({ damageDate: error });
      expect(stepOf(actor.getSnapshot())).toBe('skade');
    }
    const saves = calls.saveDraft.length;
    // Written as yesterday, 23:30 UTC is today in Oslo.
    change('damageDate', `${addDays(today, -1)}T23:30:00Z`);
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.next' });
    await at('informasjon');
    expect(calls.saveDraft.slice(saves).map((c) => c.patch.damageDate)).toEqual([`${addDays(today, -1)}T23:30:00Z`]);
  });

  it('shows a typed field error on blur once the step has been tried', async () => {
    const { actor, at, change } = start({ load: loaded(validUntilOppsummering), input: { requestedPage: 'kontakt' } });
    await at('kontakt');
    change('email', 'kari@');
    actor.send({ type: 'user.blur', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Vennligst oppgi en gyldig e-postadresse.' });
    change('email', '');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Oppgi e-postadressen din.' });
    change('email', 'kari@example.no');
    expect(actor.getSnapshot().context.errors).toEqual({});
    change('email', 'kari@example');
    expect(actor.getSnapshot().context.errors).toEqual({}); // typing: no new error yet
    actor.send({ type: 'user.blur', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Vennligst oppgi en gyldig e-postadresse.' });
  });

  it('saves only the changed fields on each step and walks to takk', async () => {
    const { actor, at, fill, calls, actions } = start();
    await at('rolle');
    fill(validRolle);
    actor.send({ type: 'user.next' });
    await at('lokasjon');
    // Everything the defaults filled in is new to the draft; reportedByType was the default already.
    expect(calls.saveDraft[0]).toEqual({
      owner: user.id,
      caseId: 'case-1',
      patch: {
        countryCode: '+47',
        countryCodeCaseContact: '+47',
        countryCodeComp: '+47',
        countryCodePolicyHolder: '+47',
        dmgAddAttachment: 'Ja',
        email: 'kari@example.no',
        informationConfirmed: false,
        mobilePhone: '+4791234567',
        phoneNumber: '91234567',
        reportedByType: REPORTED_BY_TYPE.private,
        whoIsContactPerson: CONTACT_PERSON.myself,
        whoIsReportingTheDamage: PRIVATE_ROLE.policyHolder,
      },
    });
    actor.send({ type: 'user.selectRegisteredAddress', addressId: 'addr-1' });
    actor.send({ type: 'user.next' });
    await at('forsikring');
    expect(calls.saveDraft[1]!.patch).toEqual(validLokasjon);
    actor.send({ type: 'user.back' });
    await at('lokasjon');
    actor.send({ type: 'user.next' });
    await at('forsikring');
    expect(calls.saveDraft).toHaveLength(2); // nothing changed: no save
    fill(validForsikring);
    actor.send({ type: 'user.next' });
    await at('skade');
    fill(validSkade);
    actor.send({ type: 'user.next' });
    await at('informasjon');
    fill(validInformasjon);
    actor.send({ type: 'user.next' });
    await at('kontakt');
    expect(calls.saveDraft.map((c) => Object.keys(c.patch))).toEqual([
      expect.any(Array),
      expect.any(Array),
      ['insuranceAgent', 'insuranceTypePrivate'],
      ['damageDate', 'damageType'],
      ['descriptionOfDamage', 'dmgAddAttachment'],
    ]);
    actor.send({ type: 'user.change', field: 'phoneNumber', value: '98765432' });
    actor.send({ type: 'user.next' });
    await at('oppsummering');
    expect(calls.saveDraft.at(-1)!.patch).toEqual({ phoneNumber: '98765432', mobilePhone: '+4798765432' });
    expect(calls.updateUser).toEqual([{ id: 'user-1', mobilePhone: '+4798765432', email: 'kari@example.no' }]);

    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ informationConfirmed: M.informationConfirmedRequired });
    actor.send({ type: 'user.change', field: 'informationConfirmed', value: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(isIn(actor.getSnapshot(), { flow: { steps: { oppsummering: 'submitting' } } })).toBe(true);
    await waitFor(actor, (s) => s.matches('takk'));
    expect(calls.submitCase[0]!.form).toMatchObject({
      ...validUntilOppsummering,
      phoneNumber: '98765432',
      mobilePhone: '+4798765432',
      informationConfirmed: true,
    });
    actor.send({ type: 'xstate.route', to: '#oppsummering' });
    expect(actor.getSnapshot().matches('takk')).toBe(true);
    expect(actor.getSnapshot().getMeta()['damageReport.takk']).toMatchObject({ page: 'takk', route: '/meld-skade/takk', outcome: 'success' });
    expect(actor.getSnapshot().hasTag('blocksLeaving')).toBe(false);
    expect(actions.logError).not.toHaveBeenCalled();
  });

  it('flushes the unsaved edits when the page is hidden, stays on the step, and still saves them on next', async () => {
    const { actor, at, actions, calls } = start({
      input: { requestedPage: 'informasjon' },
      load: loaded(validUntilOppsummering),
    });
    await at('informasjon');
    actor.send({ type: 'user.next' }); // saves the defaults, if any: back on informasjon nothing is unsaved
    await at('kontakt');
    actor.send({ type: 'user.back' });
    await at('informasjon');
    const saves = calls.saveDraft.length;
    // Nothing unsaved: nothing sent.
    actor.send({ type: 'page.hidden' });
    expect(actions.flushDraft).not.toHaveBeenCalled();

    actor.send({ type: 'user.change', field: 'descriptionOfDamage', value: 'Råte i taket' });
    actor.send({ type: 'page.hidden' });
    expect(actions.flushDraft).toHaveBeenCalledTimes(1);
    expect(actions.flushDraft.mock.calls[0]![1]).toEqual({ owner: user.id, caseId: 'case-1', patch: { descriptionOfDamage: 'Råte i taket' } });
    expect(isIn(actor.getSnapshot(), { flow: { steps: { informasjon: 'editing' } } })).toBe(true);
    expect(calls.saveDraft).toHaveLength(saves);
    // The flush is fire-and-forget: savedForm is unchanged, so NESTE sends the field again.
    expect(actor.getSnapshot().context.savedForm.descriptionOfDamage).toBe('Sopp i kjelleren.');
    actor.send({ type: 'user.next' });
    await at('kontakt');
    expect(calls.saveDraft.at(-1)!.patch).toEqual({ descriptionOfDamage: 'Råte i taket' });
    // Everything was saved by NESTE: nothing left to flush on kontakt.
    actor.send({ type: 'page.hidden' });
    expect(actions.flushDraft).toHaveBeenCalledTimes(1);
  });

  it('logs failed draft saves and user updates and carries on', async () => {
    const { actor, at, actions } = start({
      saveFails: true,
      updateUserFails: true,
      input: { requestedPage: 'kontakt' },
      load: loaded({ ...validUntilOppsummering, email: 'old@example.no' }),
    });
    await at('kontakt');
    actor.send({ type: 'user.change', field: 'email', value: 'ny@example.no' });
    actor.send({ type: 'user.next' });
    await at('oppsummering');
    expect(logged(actions.logError)).toEqual(['Update case failed', 'Failed to update user']);
    // The refused fields count as unsaved: the next NESTE sends them again.
    expect(actor.getSnapshot().context.savedForm.email).toBeUndefined();
    expect(actor.getSnapshot().context.outbox.items).toEqual([]);
  });

  it('keeps the customer on oppsummering when the submit fails, and says so', async () => {
    const { actor, at, actions } = start({ submitFails: true, load: loaded({ ...validUntilOppsummering, informationConfirmed: true }) });
    const shown = vi.fn();
    actor.on('notice.shown', shown);
    await at('oppsummering');
    actor.send({ type: 'user.submit' });
    await at('oppsummering');
    expect(logged(actions.logError)).toEqual(['Submit case failed']);
    expect(actor.getSnapshot().matches('takk')).toBe(false);
    expect(actor.getSnapshot().context.notice).toBe('submitFailed');
    expect(shown).toHaveBeenCalledOnce();
  });

  it('keeps the draft on the device while the steps are shown: told when the page hides, stopped and forgotten once sent', async () => {
    const { actor, at, actions, calls } = start({ load: loaded({ ...validUntilOppsummering, informationConfirmed: true }) });
    await at('oppsummering');
    expect(calls.deviceCopy).toEqual(['started']);
    actor.send({ type: 'page.hidden' });
    expect(calls.deviceCopy).toEqual(['started', 'page.hidden']);
    expect(actions.forgetDeviceCopy).not.toHaveBeenCalled();
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('takk'), { timeout: 1000 });
    expect(calls.deviceCopy).toEqual(['started', 'page.hidden', 'stopped']);
    expect(actions.forgetDeviceCopy).toHaveBeenCalledOnce();
    expect(actions.forgetDeviceCopy.mock.calls[0]![1]).toEqual({ caseId: 'case-1' });
  });

  it('sends a private reporter with an organization insurance back to rolle as an organization', async () => {
    const { actor, at, calls } = start({ input: { requestedPage: 'forsikring' }, load: loaded({ ...validRolle, ...validLokasjon }) });
    await at('forsikring');
    actor.send({ type: 'user.change', field: 'insuranceAgent', value: 'if' });
    actor.send({ type: 'user.change', field: 'insuranceTypePrivate', value: [859830003] });
    actor.send({ type: 'user.next' });
    await at('rolle');
    expect(calls.saveDraft.at(-1)!.patch).toMatchObject({ reportedByType: REPORTED_BY_TYPE.organization, insuranceTypePrivate: [] });
    expect(actor.getSnapshot().context.form).toMatchObject({ reportedByType: REPORTED_BY_TYPE.organization, insuranceTypePrivate: [] });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      whoIsReportingTheDamageComp: M.roleRequired,
      organizationSearch: M.organizationRequired,
    });
  });

  it('leaves the flow from rolle and goes back step by step', async () => {
    const { actor, at, actions } = start({ input: { requestedPage: 'forsikring' }, load: loaded({ ...validRolle, ...validLokasjon }) });
    await at('forsikring');
    actor.send({ type: 'user.back' });
    await at('lokasjon');
    actor.send({ type: 'user.back' });
    await at('rolle');
    actor.send({ type: 'user.back' });
    expect(actions.leaveFlow).toHaveBeenCalledOnce();
  });

  it('resets the case contact when the contact person goes back to myself', async () => {
    const { actor, at, change } = start({ input: { requestedPage: 'kontakt' }, load: loaded(validUntilOppsummering) });
    await at('kontakt');
    change('whoIsContactPerson', CONTACT_PERSON.other);
    change('caseContactFullname', 'Per Hansen');
    change('phoneNumberCaseContact', '4 12 34 56 7 8');
    expect(actor.getSnapshot().context.form).toMatchObject({ phoneNumberCaseContact: '41234567', caseContactMobile: '+4741234567' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ caseContactEmail: M.contactPersonEmailRequired });
    change('whoIsContactPerson', CONTACT_PERSON.myself);
    expect(actor.getSnapshot().context.form).toMatchObject({ caseContactFullname: null, caseContactMobile: null });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('damage report machine: organization and address', () => {
  it('takes an organization from the search, or a typed name when not found', async () => {
    const { actor, at, change } = start({ load: loaded({ reportedByType: REPORTED_BY_TYPE.organization }) });
    await at('rolle');
    change('whoIsReportingTheDamageComp', 872600001);
    actor.send({ type: 'user.searchOrganization', query: 'Solbakken' });
    expect(actor.getSnapshot().context.form.organizationSearch).toBe('Solbakken');
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors.organizationSearch).toBe(M.organizationFromList);
    actor.send({ type: 'user.selectOrganization', organizationName: 'Solbakken Borettslag', organizationNumber: '912345678' });
    expect(actor.getSnapshot().context.form).toMatchObject({ organizationNumber: '912345678', showOrgName: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.organizationEntry', mode: 'manual' });
    expect(actor.getSnapshot().context.form.organizationNumber).toBeNull();
    expect(actor.getSnapshot().context.organizationEntry).toBe('manual');
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ organizationName: M.organizationNameRequired });
    change('organizationName', 'Solbakken Sameie');
    actor.send({ type: 'user.next' });
    await at('lokasjon');
  });

  it('takes a searched address and clears it when the search text changes', async () => {
    const { actor, at } = start({ input: { requestedPage: 'lokasjon' }, load: loaded(validRolle, { agreements: [] }) });
    await at('lokasjon');
    expect(actor.getSnapshot().context).toMatchObject({ registeredAddresses: [], locationMode: 'search' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ addressSearch: M.locationRequired });
    actor.send({ type: 'user.searchAddress', query: 'Kirkeveien 12' });
    expect(actor.getSnapshot().context.errors).toEqual({ addressSearch: M.locationFromList });
    actor.send({ type: 'user.selectAddress', address: searchedAddress });
    expect(actor.getSnapshot().context.form).toMatchObject({
      addresseId: '4242',
      buildingAddress: 'Kirkeveien 12B',
      buildingZip: '0368',
      buildingCity: 'Oslo',
      buildingNumber: '9001',
      damageLocation: 'Kirkeveien 12B, 0368 Oslo',
    });
    actor.send({ type: 'user.searchAddress', query: 'Kirkeveien 1' });
    expect(actor.getSnapshot().context.form.addresseId).toBeNull();
  });
});

describe('damage report machine: attachments', () => {
  const toInformasjon = async (options: Options = {}) => {
    const run = start({
      input: { requestedPage: 'informasjon' },
      load: loaded({ ...validRolle, ...validLokasjon, ...validForsikring, ...validSkade, descriptionOfDamage: 'Sopp.' }),
      ...options,
    });
    await run.at('informasjon');
    return run;
  };

  it('uploads several files at once and needs one finished upload when Ja', async () => {
    const { actor, calls } = await toInformasjon();
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ attachments: M.attachmentRequired });
    actor.send({ type: 'user.addFiles', files: [photo, pdf] });
    expect(calls.uploads.map((u) => u.input)).toEqual([
      { id: 'file-1', file: photo, caseId: 'case-1', owner: user.id },
      { id: 'file-2', file: pdf, caseId: 'case-1', owner: user.id },
    ]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(expect.arrayContaining(['upload-file-1', 'upload-file-2']));
    calls.uploads[1]!.sendBack({ type: 'upload.progress', id: 'file-2', progress: 40 });
    calls.uploads[0]!.sendBack({ type: 'upload.failed', id: 'file-1' });
    expect(actor.getSnapshot().context.attachments.map((a) => [a.id, a.status, a.progress])).toEqual([
      ['file-1', 'error', 0],
      ['file-2', 'uploading', 40],
    ]);
    expect(actor.getSnapshot().context.errors).toEqual({ attachments: M.attachmentRequired });
    calls.uploads[1]!.sendBack({ type: 'upload.done', id: 'file-2', attachmentId: 'att-2', relationshipId: 'rel-2' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().children['upload-file-2']).toBeUndefined();
    actor.send({ type: 'user.deleteAttachment', id: 'file-1' }); // error item: removed locally
    expect(actor.getSnapshot().context.attachments.map((a) => a.id)).toEqual(['file-2']);
    actor.send({ type: 'user.next' });
    await waitFor(actor, (s) => isIn(s, { flow: { steps: { kontakt: 'editing' } } }));
  });

  it('shows the file as it is sent once the app has prepared it, and why a HEIC photo failed', async () => {
    const { actor, calls } = await toInformasjon();
    const heic = new File([new Uint8Array(8)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const big = new File([new Uint8Array(8)], 'kjeller.png', { type: 'image/png' });
    actor.send({ type: 'user.addFiles', files: [heic, big] });
    const smaller = new File([new Uint8Array(4)], 'kjeller.jpg', { type: 'image/jpeg' });
    calls.uploads[1]!.sendBack({ type: 'upload.prepared', id: 'file-2', file: smaller });
    calls.uploads[0]!.sendBack({ type: 'upload.failed', id: 'file-1', reason: 'conversion' });
    expect(actor.getSnapshot().context.attachments.map((a) => [a.id, a.filename, a.mimetype, a.file, a.status, a.failure])).toEqual([
      ['file-1', 'IMG_0001.HEIC', 'image/heic', heic, 'error', 'conversion'],
      ['file-2', 'kjeller.jpg', 'image/jpeg', smaller, 'uploading', undefined],
    ]);
  });

  it('deletes a stored attachment, notifies and refreshes the list', async () => {
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
    const { actor, calls, actions } = await toInformasjon({
      load: loaded({ ...validRolle, ...validLokasjon, ...validForsikring, ...validSkade }, { attachments: [stored] }),
      refreshed: [],
    });
    actor.send({ type: 'user.deleteAttachment', id: 'att-1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(isIn(actor.getSnapshot(), { flow: { steps: { informasjon: 'deletingAttachment' } } })).toBe(true);
    await waitFor(actor, (s) => isIn(s, { flow: { steps: { informasjon: 'editing' } } }));
    expect(calls.deleteAttachment).toEqual([{ owner: user.id, attachmentId: 'att-1', relationshipId: 'rel-1' }]);
    expect(actions.notifyAttachmentDeleted).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.attachments).toEqual([]);
  });

  it('keeps the attachment and notifies when deleting fails; Nei does not delete uploads', async () => {
    const stored: AttachmentItem = {
      id: 'att-1',
      filename: 'takst.pdf',
      mimetype: 'application/pdf',
      status: 'finished',
      progress: 100,
      attachmentId: 'att-1',
      relationshipId: 'rel-1',
      file: null,
    };
    const { actor, actions, change } = await toInformasjon({
      deleteFails: true,
      load: loaded({ ...validRolle, ...validLokasjon, ...validForsikring, ...validSkade }, { attachments: [stored] }),
    });
    actor.send({ type: 'user.deleteAttachment', id: 'att-1' });
    await waitFor(actor, (s) => isIn(s, { flow: { steps: { informasjon: 'editing' } } }));
    expect(actions.notifyAttachmentDeleteFailed).toHaveBeenCalledOnce();
    change('dmgAddAttachment', 'Nei');
    expect(actor.getSnapshot().context.attachments).toHaveLength(1);
  });
});

describe('damage report machine: kontakt for organizations', () => {
  it('checks the board phone and e-mail only when given', async () => {
    const org: CaseForm = {
      reportedByType: REPORTED_BY_TYPE.organization,
      whoIsReportingTheDamageComp: 872600001,
      organizationName: 'Solbakken Borettslag',
      organizationNumber: '912345678',
      insuranceAgent: 'if',
      insuranceTypeComp: [859830005],
    };
    const { actor, at, change } = start({
      input: { requestedPage: 'kontakt' },
      load: loaded({ ...validLokasjon, ...validSkade, ...validInformasjon, ...validKontakt, ...org }),
    });
    await at('kontakt');
    change('emailComp', 'styret@');
    change('countryCodeComp', '0046');
    change('phoneNumberComp', '12');
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.form.countryCodeComp).toBe('+46');
    expect(actor.getSnapshot().context.errors).toEqual({
      phoneNumberComp: 'Telefonnummer må ha minst 4 sifre.',
      emailComp: 'Vennligst oppgi en gyldig e-postadresse.',
    });
  });
});
