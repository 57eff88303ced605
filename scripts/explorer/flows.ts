/**
 * The two flows the explorer runs: the real machines (machines/*.machine.ts, the same code the app runs) with
 * stand-ins for the server and for what the customer types (./answers.ts). Used in the browser (./app.ts) and
 * in Node for the example journeys (./journeys.ts).
 */
import { fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import { damageReportSteps, type StepName } from '../../domain/damageReportSteps';
import { purchaseSteps, type PurchaseStepName } from '../../domain/purchaseSteps';
import type { Product, User } from '../../domain/types';
import { damageReportGlossary } from '../../machines/damageReport.glossary';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { resumeStepWhen } from '../../domain/damageReportDraft';
import { requestedStep as requestedDamageStep } from '../../machines/damageReport/setup';
import type { LoadedDraft } from '../../machines/damageReport/types';
import type { MachineGlossary } from '../../machines/glossary';
import { purchaseGlossary } from '../../machines/purchase.glossary';
import { purchaseMachine } from '../../machines/purchase.machine';
import { requestedStep as requestedPurchaseStep } from '../../machines/purchase/setup';
import { canEnterStepWhen, openingStepWhen } from '../../machines/purchase/steps';
import type { LoadedWizard, PurchaseInput } from '../../machines/purchase/types';
import type { BusinessView } from '../diagrams/business';
import { BUSINESS_VIEWS } from '../diagrams/businessViews';
import type { Answers, Choice, Effects } from './answers';

/** How long a stand-in call to the server takes: long enough to see «Lagrer…», short enough not to wait. */
export const CALL_MS = 400;
export const CASE_ID = 'demo-1';

/** A stand-in for a call to the server: what it answers, or how it fails when the analyst chose so. */
export interface StandIn {
  /** In the explorer's log: what the app asks the server. */
  what: string;
  fails: boolean;
  output: () => unknown;
  error?: unknown;
}

/** The invoked actors as stand-ins that answer after CALL_MS (the machine's own actors call the server). */
function standInActors(effects: Effects, standIns: () => Record<string, StandIn>) {
  const actor = (name: string) =>
    fromPromise(() => {
      const { what, fails, output, error = new Error('500') } = standIns()[name]!;
      effects.log(`Server: ${what}${fails ? ' — fails (the analyst’s choice)' : ''}`);
      return new Promise<never>((resolve, reject) => setTimeout(() => (fails ? reject(error) : resolve(output() as never)), CALL_MS));
    });
  return Object.fromEntries(Object.keys(standIns()).map((name) => [name, actor(name)]));
}

const USER: User = {
  id: 'demo-user',
  fullName: 'Kari Nordmann',
  socialSecurityNumber: '01017012345',
  streetAddress: null,
  mobilePhone: '+4791234567',
  email: 'kari@example.no',
  consentToFurtherInformation: false,
  bulkEmailConsent: false,
};

const PRODUCTS: Product[] = [
  { productId: 'p1', productCode: 'BTHUS', productName: 'Boligforsikring', label: 'Bolig', price: 3000, termsAndServicesHighlights: [] },
];

const loadedDraft = (submitted: boolean): LoadedDraft => ({
  case: { incidentId: CASE_ID, attachments: [], submittedOnWeb: submitted, createdOn: '26.11.2026' },
  user: USER,
  attachments: [],
  agreements: [],
});

export interface ExplorerFlow {
  id: 'damageReport' | 'purchase';
  title: string;
  steps: { names: readonly string[]; count: number; info(name: string): { number: number; heading: string; route: string } };
  view: BusinessView;
  glossary: MachineGlossary;
  choices: Choice[];
  /** The real machine with the stand-ins. */
  machine(answers: Answers, effects: Effects): AnyStateMachine;
  /** The server's answers, by invoked actor (the invoke's id is the actor's name). */
  standIns(answers: Answers): Record<string, StandIn>;
  /** A new customer opening the flow. */
  input(answers: Answers): unknown;
  /** Back from the e-ID login with the form kept in the tab (purchase only). */
  returnInput?(answers: Answers, storedForm: unknown): unknown;
  /** The URL the customer sees for a page's route (the damage report's steps add the draft). */
  url(route: string, step: string | null): string;
}

const viewOf = (machineId: string) => BUSINESS_VIEWS.find((v) => v.machineId === machineId)!;

/** The app effects of a machine the explorer only tells about: its glossary's words in the log. */
const told = (effects: Effects, glossary: MachineGlossary, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, () => effects.log(`App: ${glossary.actions[name] ?? name}`)]));

const damageReport: ExplorerFlow = {
  id: 'damageReport',
  title: 'Meld skade',
  steps: damageReportSteps,
  view: viewOf('damageReport'),
  glossary: damageReportGlossary,
  choices: [
    { key: 'createFails', label: 'Creating the draft fails', initial: false, when: 'start' },
    { key: 'loadFails', label: 'Loading the draft fails', initial: false, when: 'start' },
    { key: 'alreadySubmitted', label: 'The case was already sent in', initial: false, when: 'start' },
    { key: 'changed', label: 'The customer changed something on the step (it is saved on NESTE)', initial: true, when: 'any time' },
    { key: 'saveFails', label: 'Saving fails (the draft, the contact details)', initial: false, when: 'any time' },
    { key: 'organizationInsurance', label: "A private reporter chose a housing cooperative's insurance (Hvor er du forsikret?)", initial: false, when: 'any time' },
    { key: 'submitFails', label: 'Sending in fails', initial: false, when: 'any time' },
  ],
  input: () => ({ caseId: null, requestedPage: null }),
  standIns: (answers) => ({
    createDraft: { what: 'create the draft', fails: answers.choice('createFails') === true, output: () => CASE_ID },
    loadDraft: { what: 'load the draft', fails: answers.choice('loadFails') === true, output: () => loadedDraft(answers.choice('alreadySubmitted') === true) },
    saveDraft: { what: 'save the changed fields', fails: answers.choice('saveFails') === true, output: () => undefined },
    updateUser: { what: "update the customer's phone and e-mail", fails: answers.choice('saveFails') === true, output: () => undefined },
    submitCase: { what: 'send in the report', fails: answers.choice('submitFails') === true, output: () => undefined },
  }),
  url: (route, step) => (step ? `${route}?CaseId=${CASE_ID}` : route),
  machine: (answers, effects) =>
    damageReportMachine.provide({
      actors: {
        ...standInActors(effects, () => damageReport.standIns(answers)),
        // The copy on the device: nothing to show the analyst.
        keepOnDevice: fromCallback(() => {}),
      },
      actions: {
        ...told(effects, damageReportGlossary, [
          'notifyCreateFailed',
          'flushDraft',
          'notifyOrganizationSwitch',
          'notifyAttachmentDeleted',
          'notifyAttachmentDeleteFailed',
          'notifyProfileNotUpdated',
          'forgetDeviceCopy',
        ]),
        logError: (_, { message }) => effects.log(`App logs the error «${message}»`),
        leaveFlow: () => effects.exit('TILBAKE on step 1: the customer leaves Meld skade.'),
      },
      guards: {
        isStepValid: (_, { step }) => answers.filledIn(step),
        canEnter: (_, { step }) => damageReportSteps.allBeforeComplete(step, answers.complete),
        allStepsValid: () => damageReportSteps.allBeforeComplete('oppsummering', answers.filledIn),
        resumesAt: ({ context }, { step }) => resumeStepWhen(requestedDamageStep(context), (s: StepName) => answers.complete(s)) === step,
        hasUnsavedChanges: () => answers.choice('changed') === true,
        isOrganizationInsurance: () => answers.choice('organizationInsurance') === true,
      },
    }),
};

const purchase: ExplorerFlow = {
  id: 'purchase',
  title: 'Kjøp forsikring',
  steps: purchaseSteps,
  view: viewOf('purchase'),
  glossary: purchaseGlossary,
  choices: [
    { key: 'loggedIn', label: 'The customer is logged in', initial: false, when: 'start' },
    { key: 'fromCheck', label: 'The customer came from the insurance check (Sjekk forsikring)', initial: false, when: 'start' },
    {
      key: 'order',
      label: 'The order',
      initial: 'ok',
      when: 'any time',
      options: [
        { value: 'ok', label: 'goes through' },
        { value: 'rejected', label: 'is refused by the server' },
        { value: 'fails', label: 'fails unexpectedly (no network)' },
      ],
    },
  ],
  input: (answers): PurchaseInput => ({
    requestedPage: null,
    resume: false,
    context: answers.choice('fromCheck') === true ? 'sjekk-forsikring' : null,
    storedForm: null,
  }),
  standIns: (answers) => {
    const order = answers.choice('order');
    return {
      loadWizard: {
        what: 'who is logged in, and the offers',
        fails: false,
        output: (): LoadedWizard => ({ user: answers.choice('loggedIn') === true ? USER : null, products: PRODUCTS }),
      },
      createOrder: {
        what: 'order the insurance',
        fails: order !== 'ok',
        output: () => ({ orderId: 'demo-order' }),
        error: order === 'rejected' ? { rejected: true } : new TypeError('Failed to fetch'),
      },
    };
  },
  returnInput: (_, storedForm): PurchaseInput => ({ requestedPage: null, resume: true, context: null, storedForm: storedForm as PurchaseInput['storedForm'] }),
  url: (route) => route,
  machine: (answers, effects) =>
    purchaseMachine.provide({
      actors: standInActors(effects, () => purchase.standIns(answers)),
      actions: {
        ...told(effects, purchaseGlossary, ['clearStoredForm', 'sendUserUpdate', 'orderPlaced']),
        storeForm: (_, { form }) => effects.storeForm(form),
        signIn: () => effects.signIn(),
        leaveWizard: (_, { to }) => effects.exit(`AVBRYT: the customer leaves for ${to === 'productPage' ? "the provider's product page" : to}.`),
        logError: (_, { message }) => effects.log(`App logs the error «${message}»`),
      },
      guards: {
        isStepValid: (_, { step }) => answers.filledIn(step),
        canEnter: ({ context }, { step }) => canEnterStepWhen(step, (s: PurchaseStepName) => answers.complete(s), context.user !== null),
        opensAt: ({ context }, { step }) =>
          openingStepWhen({
            requested: requestedPurchaseStep(context),
            resume: context.resume,
            hadStoredForm: context.hadStoredForm,
            isComplete: (s) => answers.complete(s),
            loggedIn: context.user !== null,
          }) === step,
      },
    }),
};

export const EXPLORER_FLOWS: ExplorerFlow[] = [damageReport, purchase];
