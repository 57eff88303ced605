/**
 * The damage report in the explorer (../explorerFlow.ts): the real machine (machines/damageReport.machine.ts) with a
 * stand-in server that keeps the draft (../serverMemory.ts), so a reload or a deep link finds it, and fails as the
 * analyst chooses (creating or loading the draft, saving, the photos, SEND INN, no network).
 */
import { fromCallback } from 'xstate';
import { resumeStepWhen } from '../../../domain/damageReportDraft';
import { damageReportSteps, type StepName } from '../../../domain/damageReportSteps';
import { damageReportBusinessView } from '../../../machines/damageReport.businessView';
import { damageReportMachine } from '../../../machines/damageReport.machine';
import { requestedStep } from '../../../machines/damageReport/setup';
import type { LoadedDraft, SaveDraftInput, UploadAttachmentInput, UploadEvent } from '../../../machines/damageReport/types';
import type { OrganizationHit } from '../../../machines/debouncedSearch.machine';
import { CaseAlreadySubmitted } from '../../../machines/damageReport/steps/oppsummering';
import { NetworkUnavailable } from '../../../machines/flowKit/connection';
import { notifyActions } from '../../../src/features/damageReport/toasts';
import type { Answers, Effects } from '../answers';
import { AGREEMENT, CASE_ID, DAMAGE_REPORT_ANSWERS, KARI, ORGANIZATIONS } from '../exampleData';
import { CALL_MS, REFUSED_WORDS, flowEntry, noAnswer, standInActors, type ExplorerFlow, type StandIn } from '../explorerFlow';
import { addressSearchStandIn, exampleSearch } from '../searchStandIns';
import { ServerMemory, type DraftMemory } from '../serverMemory';
import { loggedErrorLine } from '../loggedErrors';

/** The draft as the stand-in server answers it. */
const loadedDraft = (answers: Answers, memory: DraftMemory): LoadedDraft => {
  return {
    case: {
      incidentId: CASE_ID,
      attachments: [],
      submittedOnWeb: memory.submitted || answers.choice('alreadySubmitted') === true,
      createdOn: '02.11.2026',
      ...memory.form,
    },
    user: KARI,
    attachments: [],
    agreements: [AGREEMENT],
  };
};

/** The upload of a chosen file: it goes up in two halves, or waits for the network, or fails, as the analyst chose. */
const uploadStandIn = (answers: Answers, effects: Effects) =>
  fromCallback<{ type: 'noop' }, UploadAttachmentInput, UploadEvent>(({ input, sendBack }) => {
    if (answers.choice('offline') === true) {
      effects.log(`«${input.file.name}» venter på nett`);
      sendBack({ type: 'upload.waiting', id: input.id });
      return;
    }
    const fails = answers.choice('saveFails') === true;
    effects.log(`Tjeneren: tar imot «${input.file.name}»${fails ? REFUSED_WORDS : ''}`);
    const half = setTimeout(() => sendBack({ type: 'upload.progress', id: input.id, progress: 50 }), CALL_MS / 2);
    const done = setTimeout(
      () =>
        fails
          ? sendBack({ type: 'upload.failed', id: input.id })
          : sendBack({ type: 'upload.done', id: input.id, attachmentId: `demo-att-${input.id}`, relationshipId: `demo-rel-${input.id}` }),
      CALL_MS,
    );
    return () => {
      clearTimeout(half);
      clearTimeout(done);
    };
  });

export const explorerFlow: ExplorerFlow = {
  ...flowEntry('damageReport'),
  steps: damageReportSteps,
  view: damageReportBusinessView,
  choices: [
    { key: 'createFails', label: 'Det går ikke å opprette utkastet', initial: false, when: 'start' },
    { key: 'loadFails', label: 'Det går ikke å hente utkastet', initial: false, when: 'start' },
    { key: 'alreadySubmitted', label: 'Saken er allerede sendt inn', initial: false, when: 'start' },
    { key: 'saveFails', label: 'Lagringen feiler (utkastet, bildene, telefon og e-post i profilen)', initial: false, when: 'any time' },
    {
      // One answer at a time, as the server gives one (the machine tells each its own way).
      key: 'submit',
      label: 'SEND INN',
      initial: 'ok',
      when: 'any time',
      options: [
        { value: 'ok', label: 'går gjennom' },
        { value: 'fails', label: 'Innsendingen feiler (tjeneren svarer med en feil)' },
        { value: 'noAnswer', label: 'SEND INN får ikke svar (nettet faller ut mens den sendes)' },
        { value: 'sentBefore', label: 'Saken er alt sendt inn med andre svar (fra en annen fane)' },
      ],
    },
    { key: 'offline', label: 'Kunden er uten nett', initial: false, when: 'any time', group: 'enheten' },
  ],
  input: () => ({ caseId: null, requestedPage: null }),
  standIns: (answers, { draft }) => {
    const offline = answers.choice('offline') === true;
    // A save that finds no network waits on the device for it (machines/flowKit/connection.ts).
    const save = (what: string, output: (input: never) => unknown = () => undefined): StandIn => ({
      what,
      fails: offline || answers.choice('saveFails') === true,
      output,
      error: offline ? new NetworkUnavailable() : new Error('500'),
    });
    return {
      createDraft: {
        what: 'oppretter et utkast',
        fails: offline || answers.choice('createFails') === true,
        output: () => (draft.reset(), CASE_ID),
        error: offline ? noAnswer() : undefined,
      },
      loadDraft: {
        what: 'henter utkastet',
        fails: offline || answers.choice('loadFails') === true,
        output: () => loadedDraft(answers, draft),
        error: offline ? noAnswer() : undefined,
      },
      saveDraft: save('lagrer det som er endret i utkastet', (input?: SaveDraftInput) => void Object.assign(draft.form, input?.patch)),
      updateUser: save('lagrer telefon og e-post i profilen'),
      submitCase: {
        what: 'tar imot skademeldingen',
        fails: offline || answers.choice('submit') !== 'ok',
        output: () => void (draft.submitted = true),
        // No answer: the request left, and the network went before the answer came (the app's actor says so).
        error:
          offline || answers.choice('submit') === 'noAnswer'
            ? new NetworkUnavailable()
            : answers.choice('submit') === 'sentBefore'
              ? new CaseAlreadySubmitted()
              : new Error('500'),
      },
      deleteAttachment: { what: 'sletter vedlegget', fails: offline || answers.choice('saveFails') === true, output: () => undefined },
      refreshAttachments: { what: 'henter vedleggene', fails: false, output: () => [] },
    };
  },
  journeys: [
    { set: {} },
    { set: { createFails: true }, targets: ['damageReport.createFailed'] },
    { set: { loadFails: true }, targets: ['damageReport.loadFailed'] },
    { set: { alreadySubmitted: true }, targets: ['damageReport.alreadySubmitted'] },
  ],
  fill: (step) => Object.entries(DAMAGE_REPORT_ANSWERS[step as StepName]).map(([field, value]) => ({ type: 'user.change', field, value })),
  machine: (answers, effects, rules, memory = new ServerMemory()) =>
    damageReportMachine.provide({
      actors: {
        ...standInActors(effects, () => explorerFlow.standIns(answers, memory)),
        uploadAttachment: uploadStandIn(answers, effects),
        organizationSearch: exampleSearch<OrganizationHit>(ORGANIZATIONS, (o) => `${o.name} ${o.organizationNumber}`),
        addressSearch: addressSearchStandIn,
        // The copy on the device: the explorer keeps nothing.
        keepOnDevice: fromCallback(() => {}),
      },
      actions: {
        ...notifyActions((toast) => effects.toast(toast)),
        // The page is hidden or reloaded: what was typed reaches the server (the app's keepalive request).
        flushDraft: (_, { patch }) => {
          effects.log('Appen: sender det som er skrevet, før siden lukkes');
          Object.assign(memory.draft.form, patch);
        },
        forgetDeviceCopy: () => effects.log('Appen: sletter kopien av utkastet på enheten'),
        logError: (_, { message }) => effects.log(loggedErrorLine(message)),
        // Step 1's TILBAKE leaves through the shell, so the leave dialog asks first (as in the app).
        leaveFlow: () => effects.navigate('/'),
      },
      guards:
        rules === 'typed'
          ? {}
          : {
              isStepValid: () => true,
              canEnter: (_, { step }) => damageReportSteps.allBeforeComplete(step, () => false),
              allStepsValid: () => true,
              opensAt: ({ context }, { step }) => resumeStepWhen(requestedStep(context), () => false) === step,
              // hasUnsavedChanges stays the machine's own: a journey types nothing, so no NESTE queues a save (a step
              // told "unsaved" with nothing queued would wait in `saving` for an answer that never comes).
              isOrganizationInsurance: () => false,
            },
    }),
};
