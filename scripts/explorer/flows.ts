/**
 * The flows the explorer runs (./explorerFlow.ts): the real machines (machines/*.machine.ts, the same code the app
 * runs) with stand-ins for the server whose answers the analyst chooses (./answers.ts). In the browser (./ui) the
 * machines keep their own rules, and the customer types in the real step views; for the example journeys
 * (./journeys.ts, in Node) the rules that read what was typed are answered "filled in", as a customer who fills
 * every step in. The damage report and the purchase wizard are here; «Si opp forsikring» in ./cancellationFlow.ts.
 */
import { fromCallback, fromPromise } from 'xstate';
import { damageReportSteps, type StepName } from '../../domain/damageReportSteps';
import { purchaseSteps, type PurchaseStepName } from '../../domain/purchaseSteps';
import { resumeStepWhen } from '../../domain/damageReportDraft';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { requestedStep as requestedDamageStep } from '../../machines/damageReport/setup';
import type { LoadedDraft, SaveDraftInput, UploadAttachmentInput, UploadEvent } from '../../machines/damageReport/types';
import { createDebouncedSearchMachine, type OrganizationHit } from '../../machines/debouncedSearch.machine';
import { NetworkUnavailable } from '../../machines/flowKit/connection';
import { purchaseMachine } from '../../machines/purchase.machine';
import { requestedStep as requestedPurchaseStep } from '../../machines/purchase/setup';
import { canEnterStepWhen, openingStepWhen } from '../../machines/purchase/steps';
import type { LoadedWizard, PurchaseInput } from '../../machines/purchase/types';
import type { AddressSearchSource } from '../../domain/types';
import { notifyActions } from '../../src/features/damageReport/toasts';
import type { Answers, Effects } from './answers';
import { cancellation } from './cancellationFlow';
import { ADDRESSES, AGREEMENT, CASE_ID, DAMAGE_REPORT_ANSWERS, KARI, ORGANIZATIONS, PRODUCTS, purchaseAnswers } from './exampleData';
import { CALL_MS, flowEntry, noAnswer, standInActors, viewOf, type ExplorerFlow, type StandIn } from './explorerFlow';
import { ServerMemory, type DraftMemory } from './serverMemory';

export { CASE_ID };

/** A search that finds the example hits containing what was typed (all of them for a short query). */
const exampleSearch = <T>(hits: T[], text: (hit: T) => string) =>
  createDebouncedSearchMachine(
    fromPromise<T[], { query: string }>(async ({ input }) => {
      const query = input.query.trim().toLowerCase();
      const found = hits.filter((hit) => text(hit).toLowerCase().includes(query));
      return found.length > 0 ? found : hits;
    }),
  );

const addressText = (a: AddressSearchSource) => `${a.GateNavn} ${a.AdresseHusNummer} ${a.PostNummer} ${a.PostSted}`;

/** The address search of the damage report and the purchase wizard (whose field takes it from its host), over the example addresses. */
export const addressSearchStandIn = exampleSearch(ADDRESSES, addressText);

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
    effects.log(`Tjeneren: tar imot «${input.file.name}»${fails ? ' – feiler (ditt valg)' : ''}`);
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

const damageReport: ExplorerFlow = {
  ...flowEntry('damageReport'),
  steps: damageReportSteps,
  view: viewOf('damageReport'),
  choices: [
    { key: 'createFails', label: 'Det går ikke å opprette utkastet', initial: false, when: 'start' },
    { key: 'loadFails', label: 'Det går ikke å hente utkastet', initial: false, when: 'start' },
    { key: 'alreadySubmitted', label: 'Saken er allerede sendt inn', initial: false, when: 'start' },
    { key: 'saveFails', label: 'Lagringen feiler (utkastet, bildene, telefon og e-post i profilen)', initial: false, when: 'any time' },
    { key: 'submitFails', label: 'Innsendingen feiler (tjeneren svarer med en feil)', initial: false, when: 'any time' },
    { key: 'offline', label: 'Kunden er uten nett', initial: false, when: 'any time' },
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
        fails: offline || answers.choice('submitFails') === true,
        output: () => void (draft.submitted = true),
        error: offline ? new NetworkUnavailable() : new Error('500'),
      },
      deleteAttachment: { what: 'sletter vedlegget', fails: offline || answers.choice('saveFails') === true, output: () => undefined },
      refreshAttachments: { what: 'henter vedleggene', fails: false, output: () => [] },
    };
  },
  fill: (step) => Object.entries(DAMAGE_REPORT_ANSWERS[step as StepName]).map(([field, value]) => ({ type: 'user.change', field, value })),
  machine: (answers, effects, rules, memory = new ServerMemory()) =>
    damageReportMachine.provide({
      actors: {
        ...standInActors(effects, () => damageReport.standIns(answers, memory)),
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
        logError: (_, { message }) => effects.log(`Appen skriver feilen i loggen sin (SPEC §8): ${message}`),
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
              opensAt: ({ context }, { step }) => resumeStepWhen(requestedDamageStep(context), () => false) === step,
              hasUnsavedChanges: () => true,
              isOrganizationInsurance: () => false,
            },
    }),
};

/** Where AVBRYT takes an anonymous visitor: the provider's product page, outside the portal. */
export const PRODUCT_PAGE_PATH = '/produktside';

const purchase: ExplorerFlow = {
  ...flowEntry('purchase'),
  steps: purchaseSteps,
  view: viewOf('purchase'),
  choices: [
    { key: 'loggedIn', label: 'Kunden er logget inn', initial: false, when: 'start' },
    {
      key: 'order',
      label: 'Bestillingen',
      initial: 'ok',
      when: 'any time',
      options: [
        { value: 'ok', label: 'går gjennom' },
        { value: 'rejected', label: 'avvises av tjeneren' },
        { value: 'fails', label: 'får ikke svar (uten nett)' },
      ],
    },
  ],
  input: (): PurchaseInput => ({ requestedPage: null, resume: false, context: null, storedForm: null }),
  standIns: (answers) => {
    const order = answers.choice('order');
    return {
      loadWizard: {
        what: 'henter hvem som er logget inn, og tilbudene',
        fails: false,
        output: (): LoadedWizard => ({ user: answers.choice('loggedIn') === true ? KARI : null, products: PRODUCTS }),
      },
      createOrder: {
        what: 'tar imot bestillingen',
        fails: order !== 'ok',
        output: () => ({ orderId: 'demo-order' }),
        error: order === 'rejected' ? { rejected: true } : noAnswer(),
      },
    };
  },
  fill: (step) => purchaseAnswers(step as PurchaseStepName),
  machine: (answers, effects, rules) =>
    purchaseMachine.provide({
      actors: standInActors(effects, () => purchase.standIns(answers, new ServerMemory())),
      actions: {
        clearStoredForm: () => effects.log('Appen: sletter skjemaet som var lagret i fanen'),
        sendUserUpdate: () => effects.log('Appen: lagrer telefon og e-post i profilen'),
        orderPlaced: () => effects.log('Appen: henter forsikringene på nytt'),
        storeForm: (_, { form }) => effects.storeForm(form),
        signIn: () => effects.signIn(),
        leaveWizard: (_, { to }) => effects.navigate(to === 'productPage' ? PRODUCT_PAGE_PATH : to),
        logError: (_, { message }) => effects.log(`Appen skriver feilen i loggen sin (SPEC §8): ${message}`),
      },
      guards:
        rules === 'typed'
          ? {}
          : {
              isStepValid: () => true,
              canEnter: ({ context }, { step }) => canEnterStepWhen(step, () => false, context.user !== null),
              opensAt: ({ context }, { step }) =>
                openingStepWhen({
                  requested: requestedPurchaseStep(context),
                  resume: context.resume,
                  hadStoredForm: context.hadStoredForm,
                  isComplete: () => false,
                  loggedIn: context.user !== null,
                }) === step,
            },
    }),
};

export const EXPLORER_FLOWS: ExplorerFlow[] = [damageReport, purchase, cancellation];
