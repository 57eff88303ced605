/**
 * The purchase wizard in the explorer (../explorerFlow.ts): the real machine (machines/purchase.machine.ts) with a
 * stand-in server that knows who is logged in and the offers (or cannot answer with them), and takes the order or
 * refuses it as the analyst chooses. The e-ID login is the explorer's own (ui/explorer.ts `returnFromLogin`).
 */
import { CONFLICT_MESSAGES } from '../../../domain/conflictMessages';
import { purchaseSteps, type PurchaseStepName } from '../../../domain/purchaseSteps';
import { purchaseBusinessView } from '../../../machines/purchase.businessView';
import { purchaseMachine } from '../../../machines/purchase.machine';
import { requestedStep } from '../../../machines/purchase/setup';
import { canEnterStepWhen, openingStepWhen } from '../../../machines/purchase/steps';
import type { LoadedWizard, OrderRejection, PurchaseInput } from '../../../machines/purchase/types';
import { KARI, PRODUCTS, purchaseAnswers } from '../exampleData';
import { ApiError } from '../../../src/api/apiError';
import { flowEntry, noAnswer, standInActors, type ExplorerFlow } from '../explorerFlow';
import { ServerMemory } from '../serverMemory';
import { loggedErrorLine } from '../loggedErrors';

/** Where AVBRYT takes an anonymous visitor: the provider's product page, outside the portal. */
const PRODUCT_PAGE_PATH = '/produktside';

export const explorerFlow: ExplorerFlow = {
  ...flowEntry('purchase'),
  steps: purchaseSteps,
  view: purchaseBusinessView,
  choices: [
    { key: 'loggedIn', label: 'Kunden er logget inn', initial: false, when: 'start', group: 'kunden' },
    // The machine tells no failure apart here: who is logged in and the offers come in one answer, or none.
    { key: 'offersFail', label: 'Tilbudene (og hvem som er logget inn) kan ikke hentes', initial: false, when: 'start' },
    {
      key: 'order',
      label: 'Bestillingen',
      initial: 'ok',
      when: 'any time',
      options: [
        { value: 'ok', label: 'går gjennom' },
        { value: 'rejected', label: 'avvises av tjeneren' },
        { value: 'sentBefore', label: 'er alt sendt med andre opplysninger' },
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
        fails: answers.choice('offersFail') === true,
        error: new ApiError('Error 500: Internal Server Error', 500),
        output: (): LoadedWizard => ({ user: answers.choice('loggedIn') === true ? KARI : null, products: PRODUCTS }),
      },
      createOrder: {
        what: 'tar imot bestillingen',
        fails: order !== 'ok',
        output: () => ({ orderId: 'demo-order' }),
        error:
          order === 'rejected'
            ? ({ rejected: true, status: 500, message: 'Error 500: Internal Server Error' } satisfies OrderRejection)
            : order === 'sentBefore'
              ? ({ rejected: true, status: 409, message: CONFLICT_MESSAGES.orderSentWithOtherDetails } satisfies OrderRejection)
              : noAnswer(),
      },
    };
  },
  outside: {
    [PRODUCT_PAGE_PATH]: 'Leverandørens produktside',
    '/sjekk-forsikring/resultat': 'Resultatet av forsikringssjekken',
  },
  journeys: [
    { set: { loggedIn: true } },
    { set: { loggedIn: true, order: 'rejected' }, targets: ['purchase.oppsummering'] },
    { set: {}, targets: ['purchase.startdato.signingIn'] },
  ],
  fill: (step) => purchaseAnswers(step as PurchaseStepName),
  machine: (answers, effects, rules) =>
    purchaseMachine.provide({
      actors: standInActors(effects, () => explorerFlow.standIns(answers, new ServerMemory())),
      actions: {
        // As the app's (src/features/purchase/actors.ts): the form kept in the tab goes, so coming back (Back, a link)
        // opens an empty wizard on step 1.
        clearStoredForm: () => {
          effects.log('Appen: sletter skjemaet som var lagret i fanen');
          effects.storeForm(null);
        },
        sendUserUpdate: () => effects.log('Appen: lagrer telefon og e-post i profilen'),
        orderPlaced: () => effects.log('Appen: henter forsikringene på nytt'),
        storeForm: (_, { form }) => effects.storeForm(form),
        signIn: () => effects.signIn(),
        leaveWizard: (_, { to }) => effects.navigate(to === 'productPage' ? PRODUCT_PAGE_PATH : to),
        logError: (_, { message }) => effects.log(loggedErrorLine(message)),
      },
      guards:
        rules === 'typed'
          ? {}
          : {
              isStepValid: () => true,
              canEnter: ({ context }, { step }) => canEnterStepWhen(step, () => false, context.user !== null),
              opensAt: ({ context }, { step }) =>
                openingStepWhen({
                  requested: requestedStep(context),
                  resume: context.resume,
                  hadStoredForm: context.hadStoredForm,
                  isComplete: () => false,
                  loggedIn: context.user !== null,
                }) === step,
            },
    }),
};
