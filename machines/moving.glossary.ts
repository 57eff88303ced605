/**
 * What «Meld flytting»'s events, guards, actions and actors mean (docs/machines/README.md). Keep it next to
 * ./moving/setup.ts: the compiler names every name declared there without an entry here.
 */
import type { GlossaryOf } from './glossary';
import type { movingMachine } from './moving.machine';

export const movingGlossary = {
  events: {
    'user.change': 'The customer types in the address search, a line of the address, or chooses a date.',
    'user.blur': 'The customer leaves a field: a typed line shows its message.',
    'user.toggleManual': '«Jeg finner ikke adressen – skriv den inn manuelt» or «Søk etter adressen».',
    'user.selectAddress': 'The customer chooses an address from the search list.',
    'user.next': 'NESTE.',
    'user.back': 'TILBAKE (on step 1: back to the insurance, asked first).',
    'user.submit': 'MELD FLYTTING (oppsummering).',
    'user.retry': 'PRØV IGJEN, where the agreement could not be loaded (no answer, a server error; not a 404).',
  },
  guards: {
    isFieldOfStep: 'The field changed or left is one the step asks (the answers of another step stay as they are).',
    agreementNotFound: "The agreement's load failed with the server's 404: unknown, or another customer's (domain/insuranceSelectors.ts isAgreementNotFound). Any other failure may be tried again.",
    opensAtConfirmation: 'The URL is the confirmation and the agreement has its move (a reload after reporting).',
    cannotMove: 'The agreement cannot be moved here: bought through an agent, a building insurance, cancelled, ended, or a move already pending (domain/moving.ts).',
    opensAt: 'The flow kit has it for every flow; the wizard always opens at step 1 (nothing is kept), so it uses it nowhere.',
    canEnter: 'A URL may show this step: the agreement is loaded and every earlier step is answered by its rules.',
    isStepValid: 'The step passes its rules (an address from the list or typed in by hand; a date in the window); otherwise NESTE shows its message.',
    isLaterStep: 'The URL asks for a later step (the flow kit has it for every flow; the wizard uses it on no step).',
    isRejection: 'The server refused the move (an error answer: 400 or 409), rather than no answer coming.',
  },
  actions: {
    applyLoaded: 'Keeps the loaded agreement (and its move, for the confirmation after a reload).',
    changeField: 'A new answer; typing in the search forgets the address chosen.',
    blurField: 'A field left: a typed line shows its message.',
    selectAddress: 'Keeps the address chosen from the search list.',
    toggleManual: 'Switches between the search and typing the address in by hand; the messages of the way left go.',
    confirm: 'Keeps the move the server confirmed.',
    setRejection: "The summary's notice is the server's message.",
    leaveFlow: "TILBAKE on step 1: to the agreement's page (the leave dialog asks first).",
    moveDone: 'The move is registered: the insurance lists and pages are read again.',
    logError: 'Writes the failure to the console; the customer is told on the step.',
    clearErrors: 'A step is shown: its messages start afresh.',
    showStepErrors: "NESTE was refused: the step's messages show, and follow every change from now on.",
    announceRefusal: 'Tells the view NESTE was refused: the error summary takes focus.',
    setNotice: 'Keeps why MELD FLYTTING reported nothing.',
    announceNotice: 'Tells the view a notice was set: it takes focus.',
    clearNotice: 'The notice goes (a new send, a changed answer).',
    requestPage: 'The flow kit has it for every flow; the wizard refuses URL moves while it loads, so it uses it nowhere.',
  },
  actors: {
    loadAgreement: "GET /api/getAllAgreements/{agreementId}: the customer's agreement.",
    reportMove: 'POST /api/reportMove with the new address, the moving date and the request key.',
  },
} satisfies GlossaryOf<typeof movingMachine>;
