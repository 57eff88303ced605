/**
 * What the cancellation wizard's events, guards, actions and actors mean (docs/machines/README.md). Keep it next to
 * ./cancellation/setup.ts: the compiler names every name declared there without an entry here.
 */
import type { cancellationMachine } from './cancellation.machine';
import type { GlossaryOf } from './glossary';

export const cancellationGlossary = {
  events: {
    'user.change': 'The customer chooses a reason (arsak) or a date (dato).',
    'user.next': 'NESTE.',
    'user.back': 'TILBAKE (on step 1: back to the insurance, asked first).',
    'user.submit': 'SI OPP FORSIKRING (oppsummering).',
    'user.retry': 'PRØV IGJEN, where the agreement could not be loaded (no answer, a server error; not a 404).',
  },
  guards: {
    agreementNotFound: "The agreement's load failed with the server's 404: unknown, or another customer's (domain/insuranceSelectors.ts isAgreementNotFound). Any other failure may be tried again.",
    opensAtConfirmation: 'The URL is the confirmation and the agreement has its cancellation (a reload after cancelling).',
    cannotCancel: 'The agreement cannot be cancelled here: bought through an agent, already cancelled, or ended (domain/cancellation.ts).',
    opensAt: 'The flow kit has it for every flow; the wizard always opens at step 1 (nothing is kept), so it uses it nowhere.',
    canEnter: 'A URL may show this step: the agreement is loaded and every earlier step is answered by its rules.',
    isStepValid: 'The step passes its rules (a reason; a date the reason allows); otherwise NESTE shows its message.',
    isLaterStep: 'The URL asks for a later step (the flow kit has it for every flow; the wizard uses it on no step).',
    isDateRefusal: 'The server refused the end date (400): the rule moved on since the form checked it.',
    isConflict: 'The server refused with 409: already cancelled, bought through an agent, or this request sent before with other answers.',
    isRejection: 'The server refused the cancellation (an error answer), rather than no answer coming.',
  },
  actions: {
    applyLoaded: 'Keeps the loaded agreement (and its cancellation, for the confirmation after a reload).',
    changeField: 'A new answer; a new reason sets the date (at renewal: the last day of the insurance year) or clears one it does not allow.',
    confirm: 'Keeps the cancellation the server confirmed.',
    moveToRefusalDay:
      "The server refused the date: the rules move to the day of the refusal (past midnight, the next), and a date they no longer allow is cleared (at renewal: the renewed year's last day).",
    setConflictNotice: "The summary's notice is the server's 409 message.",
    leaveFlow: "TILBAKE on step 1: to the agreement's page (the leave dialog asks first).",
    cancellationDone: 'The agreement is cancelled: the insurance lists and pages are read again.',
    logError: 'Writes the failure to the console; the customer is told on the step.',
    clearErrors: 'A step is shown: its messages start afresh.',
    showStepErrors: "NESTE was refused: the step's messages show, and follow every change from now on.",
    announceRefusal: 'Tells the view NESTE was refused: the error summary takes focus.',
    setNotice: 'Keeps why SI OPP FORSIKRING cancelled nothing.',
    announceNotice: 'Tells the view a notice was set: it takes focus.',
    clearNotice: 'The notice goes (a new send, a changed answer).',
    requestPage: 'The flow kit has it for every flow; the wizard refuses URL moves while it loads, so it uses it nowhere.',
  },
  actors: {
    loadAgreement: "GET /api/getAllAgreements/{agreementId}: the customer's agreement.",
    cancelAgreement: 'POST /api/cancelAgreement with the reason, the end date and the request key.',
  },
} satisfies GlossaryOf<typeof cancellationMachine>;
