/**
 * What the purchase wizard's events, guards, actions and actors mean (docs/machines/README.md). Keep it next to
 * ./purchase/setup.ts: the compiler names every name declared there without an entry here.
 */
import type { purchaseMachine } from './purchase.machine';
import type { GlossaryOf } from './glossary';

export const purchaseGlossary = {
  events: {
    'user.change': 'The customer types in a field or makes a choice.',
    'user.blur': 'The customer leaves a field.',
    'user.selectAddress': 'The customer picks an address from the search or the map (adresse).',
    'user.selectProduct': 'The customer picks an offer (forsikring).',
    'user.next': 'NESTE; on startdato SIGNER OG BESTILL FORSIKRING when anonymous; on oppsummering BESTILL FORSIKRING.',
    'user.back': 'TILBAKE.',
    'user.cancel': 'AVBRYT (adresse).',
    'user.newOrder': '«Legg til en ny adresse» on the confirmation.',
    'page.leave': 'The app: the customer left the wizard (a link, the header, Back or Forward out of it).',
    'page.restored': 'The app: the page came back from the browser cache (Back from the e-ID login).',
  },
  guards: {
    opensAtConfirmation: 'The customer opened /kjop-forsikring/bekreftelse (a reload after ordering): show the thanks, load nothing.',
    opensAt:
      'Where the wizard opens: back from the e-ID login (resume=true) with a stored form → step 4, logged in without one → step 1, else the step in ?steg=; never past a step that may not be shown.',
    canEnter: 'A URL may show this step: every earlier step passes its rules (SPEC §5); step 4 also needs a logged-in customer.',
    isStepValid: 'The step passes its rules (SPEC §5); otherwise NESTE shows every message of the step.',
    isLaterStep: 'The URL asks for a later step (the flow kit has it for every flow; the wizard uses it on no step).',
    isLoggedIn: 'The customer is logged in (GET /api/getUser answered).',
    isOrderRejection: 'The server refused the order (an error answer), rather than the call failing unexpectedly.',
    isOrderConflict: 'The server refused the order with 409: sent before with other answers, or the building has the insurance.',
    sentBySjekkForsikring: 'customerRoute is 974590000: the customer came from the insurance check.',
  },
  actions: {
    requestPage: 'The customer moved in the browser history while the wizard loads: the step they are on is the one to open.',
    storeForm: 'Writes the form to session storage (buyInsuranceForm) after every change.',
    clearStoredForm: 'Removes the form from session storage (ordered, confirmation, AVBRYT, leaving the wizard).',
    signIn: 'Sends the tab to the e-ID login with a return address on /kjop-forsikring carrying resume=true.',
    leaveWizard: "AVBRYT: the provider's product page (anonymous), /sjekk-forsikring/resultat or / (by customerRoute).",
    sendUserUpdate:
      "PATCH /api/updateUser beside the order: bulkEmailConsent (the inverse of the reservation box), mobilePhone, email. A failure is logged only, on purpose: the order itself carries the phone and e-mail, and Min profil shows the customer what the profile still holds.",
    orderPlaced: 'The order went through: the lists of insurances are fetched again.',
    logError: 'Writes the failure to the console; the customer stays with the form.',
    applyLoaded: "Takes the customer and the offers; empty phone and e-mail fields get the profile's values; the chosen offer gets today's price.",
    changeField: 'Takes a typed or chosen value (SPEC §4: +47 when the code is emptied, mobilePhone recomputed, no damage clears the description, the manual toggle resets the address); shown messages follow it.',
    blurField: 'Shows the message of the field the customer left.',
    selectAddress: 'Takes the address picked from the search: street, zip, city, addressId, coordinates (the marker moves).',
    selectProduct: 'Takes the offer picked: product code, type, yearly and monthly price.',
    startNewOrder: 'A fresh form for another address, with a new order key.',
    setConflictNotice: "Step 4's notice is the server's 409 message (sent before with other answers, or the building has the insurance).",
    clearErrors: 'A step starts without messages.',
    showStepErrors: 'Shows every message of the step at once (NESTE was refused).',
    announceRefusal: 'Tells the view that NESTE was refused: the error summary takes focus.',
    announceNotice: 'Tells the view that the notice was set: it is read out and takes focus.',
    setNotice:
      "Says why BESTILL FORSIKRING ordered nothing, as an alert that takes focus: orderRejected 'Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.', orderNoAnswer 'Vi fikk ikke bestilt forsikringen. Sjekk at du er på nett, og prøv igjen. Du får bare én forsikring, selv om du prøver flere ganger.'",
    clearNotice: 'A new attempt clears the last failure message.',
  },
  actors: {
    loadWizard: 'GET /api/getUser (anonymous is fine) and GET /api/getProducts side by side.',
    createOrder: 'POST /api/createBuyInsurance with the whole form.',
  },
} satisfies GlossaryOf<typeof purchaseMachine>;
