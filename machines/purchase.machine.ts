import { not, type DoneActorEvent } from 'xstate';
import { purchaseDeclaration } from '../domain/purchaseSteps';
import { showNotice } from './flowKit/notice';
import { refusesRoutes } from './flowKit/routeEvents';
import { CONFLICT_MESSAGES } from '../domain/conflictMessages';
import { PURCHASE_NOTICES as NOTICES } from '../domain/purchaseNotices';
import { initialForm, purchaseKit, userUpdateParams } from './purchase/setup';
import { editingEvents, storeForm } from './purchase/stepEvents';
import type { PurchasePageMeta } from './purchase/types';
import { newOrderKey, type LoadedWizard } from './purchase/types';

/** How long 'Forsikringen ble bestilt, videresender …' shows before the confirmation. */
export const ORDERED_NOTICE_MS = 1500;

const confirmationMeta: PurchasePageMeta = {
  page: 'bekreftelse',
  route: purchaseDeclaration.ends.bekreftelse,
  outcome: 'success',
  nb: "'Takk for bestillingen'; lenken for en ny adresse starter veiviseren på nytt.",
};

const { setup, step, nextOf, opening, loading } = purchaseKit;

/**
 * The purchase wizard (SPEC §2 "Purchase wizard", §4, §5): loads who is logged in and the offers, walks the
 * four steps of domain/purchaseSteps.ts (adresse → forsikring → startdato → oppsummering), hands anonymous
 * customers to the e-ID login on step 3 and resumes them on step 4, orders, and thanks. The form is kept in
 * session storage on every change. Step states carry `meta.route`; the URL (back/forward, reload, deep link)
 * comes in as `xstate.route` and is let in only when every earlier step is valid (step 4: and logged in) and
 * nothing is being sent. Types, actors, actions and guards: ./purchase/setup.ts; each step is built by the flow kit's
 * `step` (./flowKit/stepState.ts: id, route, entry, NESTE's rule check, TILBAKE), the rest is written here.
 * Its app effects are stubs: the app provides its own (`purchaseMachine.provide(…)`, src/features/purchase/actors.ts),
 * tests their fakes; the diagrams draw it.
 */
export const purchaseMachine = setup.createMachine({
  id: 'purchase',
  description: 'Kjøp forsikring: four steps, e-ID login before ordering, the order, the confirmation.',
  context: ({ input }) => ({
    form: initialForm(input),
    user: null,
    products: [],
    errors: {},
    attemptedSteps: [],
    notice: null,
    conflictMessage: null,
    requestId: newOrderKey(),
    requestedPage: input.requestedPage,
    resume: input.resume,
    hadStoredForm: input.storedForm !== null,
  }),
  initial: 'starting',
  on: {
    'page.leave': {
      actions: 'clearStoredForm',
      description: 'The customer left the wizard: the stored form goes.',
      meta: { nb: 'Kunden forlater veiviseren: skjemaet som var lagret i fanen, slettes.' },
    },
  },
  states: {
    starting: {
      description: 'Opened at /kjop-forsikring/bekreftelse (a reload after ordering) → the confirmation.',
      always: [
        {
          guard: 'opensAtConfirmation',
          target: 'bekreftelse',
          description: 'Opened at /kjop-forsikring/bekreftelse: the thanks again.',
          meta: { nb: 'Åpnet på /kjop-forsikring/bekreftelse: takken igjen.' },
        },
        { target: 'loading' },
      ],
    },
    loading: loading({
      description: 'Who is logged in (GET /api/getUser) and the offers (GET /api/getProducts).',
      nb: 'Hvem som er logget inn, og tilbudene.',
      urlWhileLoading: 'asks',
      invoke: {
        id: 'loadWizard',
        src: 'loadWizard',
        onDone: {
          target: 'opening',
          actions: [{ type: 'applyLoaded', params: ({ event }: { event: DoneActorEvent<LoadedWizard> }) => event.output }, storeForm],
        },
        onError: {
          target: 'opening',
          actions: [
            { type: 'applyLoaded', params: { user: null, products: null } },
            { type: 'logError', params: { message: 'Failed to load user' } },
            storeForm,
          ],
          description:
            "Who is logged in and the offers could not be fetched: logged; the wizard opens as for a visitor, and step 2 says 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.'",
          meta: {
            nb: "Hvem som er logget inn og tilbudene kunne ikke hentes: logget; veiviseren åpner som for en besøkende, og steg 2 sier 'Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.'",
          },
        },
      },
    }),
    opening: opening({
      description:
        'Back from the e-ID login with a stored form → step 4, without one → step 1; else the step the URL names (none: step 1); never past the first step not complete, and step 4 only for a logged-in customer (steps.ts openingStepWhen).',
      nb: 'Tilbake fra innloggingen med e-ID med skjemaet lagret i fanen → steg 4, uten lagret skjema → steg 1; ellers steget adressen ber om (ingen: steg 1); aldri forbi det første steget som ikke er fylt ut, og steg 4 bare for en kunde som er logget inn.',
      each: 'Opens at the step the URL asks for (step 4 when back from the e-ID login), never past one that is not complete.',
    }),
    adresse: step('adresse', {
      description: 'The map and the address search, or the typed address.',
      on: {
        ...editingEvents('adresse'),
        'user.selectAddress': { actions: ['selectAddress', storeForm] },
        'user.cancel': [
          {
            guard: not('isLoggedIn'),
            actions: ['clearStoredForm', { type: 'leaveWizard', params: { to: 'productPage' } }],
            description: "Anonymous: to the provider's product page.",
            meta: { nb: 'Ikke logget inn: til leverandørens produktside.' },
          },
          {
            guard: 'sentBySjekkForsikring',
            actions: ['clearStoredForm', { type: 'leaveWizard', params: { to: '/sjekk-forsikring/resultat' } }],
            description: 'Sent by the insurance check: back to its result.',
            meta: { nb: 'Sendt fra forsikringssjekken: tilbake til resultatet.' },
          },
          { actions: ['clearStoredForm', { type: 'leaveWizard', params: { to: '/' } }], description: 'Logged in otherwise: to the front page.' },
        ],
      },
    }),
    forsikring: step('forsikring', {
      description: 'The offers as radios, their highlights, price and terms.',
      on: { ...editingEvents('forsikring'), 'user.selectProduct': { actions: ['selectProduct', storeForm] } },
    }),
    startdato: step('startdato', {
      description: 'Start date, phone and e-mail. Anonymous: SIGNER OG BESTILL FORSIKRING goes to the e-ID login.',
      on: editingEvents('startdato'),
      next: [
        {
          guard: not('isLoggedIn'),
          target: 'signingIn',
          description: 'Anonymous (the button reads SIGNER OG BESTILL FORSIKRING): the e-ID login first.',
          meta: { nb: 'Ikke logget inn (knappen heter SIGNER OG BESTILL FORSIKRING): først innlogging med e-ID.' },
        },
        { target: nextOf('startdato') },
      ],
      states: {
        signingIn: {
          description: 'The tab goes to the e-ID login and comes back to /kjop-forsikring?resume=true.',
          meta: {
            nb: 'Fanen går til innloggingen med e-ID og kommer tilbake til veiviseren etterpå.',
            detour: {
              label: 'Innlogging med e-ID (BankID), utenfor portalen',
              returnsTo: 'oppsummering',
              returnLabel: 'Logget inn: tilbake til steg 4 med det som var fylt ut',
            },
          },
          tags: 'busy',
          entry: [storeForm, 'signIn'],
          on: {
            ...refusesRoutes,
            'page.restored': { target: 'editing', description: 'The login page was left with Back (the page came from the cache).' },
          },
        },
      },
    }),
    oppsummering: step('oppsummering', {
      description: 'Everything chosen, the damage question and the consents; BESTILL FORSIKRING orders.',
      urlRule: 'The URL opens step 4 when every earlier step is complete and the customer is logged in.',
      on: editingEvents('oppsummering'),
      next: [{ target: 'ordering' }],
      states: {
        ordering: {
          description: "'Bestiller forsikring...': POST /api/createBuyInsurance; the user update goes out beside it.",
          meta: { nb: '«Bestiller forsikring...»: bestillingen sendes, og telefon og e-post går til profilen ved siden av.' },
          tags: ['busy', 'blocksLeaving'],
          entry: ['clearNotice', { type: 'sendUserUpdate', params: userUpdateParams }],
          on: refusesRoutes,
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({ form: context.form, owner: context.user?.id ?? null, requestId: context.requestId }),
            onDone: { target: 'ordered' },
            onError: [
              {
                guard: 'isOrderConflict',
                target: 'editing',
                actions: ['setConflictNotice', 'announceNotice', { type: 'logError', params: { message: 'Create buy insurance refused (409)' } }],
                description:
                  'The server answered 409: this order was sent before with other answers, or the building has the insurance. Its message shows (e.g. orderSentWithOtherDetails); nothing more is ordered.',
                meta: {
                  nb: `Tjeneren avviser bestillingen fordi den er sendt før med andre svar, eller fordi bygningen alt har forsikringen: tjenerens melding vises, f.eks. «${CONFLICT_MESSAGES.orderSentWithOtherDetails}» Ingenting mer bestilles.`,
                },
              },
              {
                guard: 'isOrderRejection',
                target: 'editing',
                actions: [...showNotice('orderRejected'), { type: 'logError', params: { message: 'Create buy insurance refused' } }],
                description: 'The server refused: the notice orderRejected; the form stays.',
                meta: { nb: `Tjeneren avviser bestillingen: «${NOTICES.orderRejected}» Skjemaet blir stående.` },
              },
              {
                target: 'editing',
                actions: [...showNotice('orderNoAnswer'), { type: 'logError', params: { message: 'Create buy insurance got no answer' } }],
                description:
                  'No answer (no network): «Bestiller forsikring...» is cleared and the notice orderNoAnswer shows; the form stays, ordering again places one order.',
                meta: {
                  nb: `Ikke noe svar (uten nett): «Bestiller forsikring...» forsvinner, og kunden ser «${NOTICES.orderNoAnswer}» Skjemaet blir stående.`,
                },
              },
            ],
          },
        },
        ordered: {
          description: "'Forsikringen ble bestilt, videresender …'; the stored form is cleared.",
          meta: { nb: '«Forsikringen ble bestilt, videresender …»; skjemaet i fanen slettes.' },
          tags: ['busy', 'blocksLeaving'],
          entry: ['clearStoredForm', 'orderPlaced'],
          on: refusesRoutes,
          after: {
            [ORDERED_NOTICE_MS]: {
              target: '#bekreftelse',
              meta: { nb: 'Kunden har fått lest «Forsikringen ble bestilt»: takken vises, «Takk for bestillingen».' },
            },
          },
        },
      },
    }),
    bekreftelse: {
      id: 'bekreftelse',
      description: "'Takk for bestillingen'; the link for another address starts a fresh wizard.",
      meta: confirmationMeta,
      entry: 'clearStoredForm',
      on: {
        ...refusesRoutes,
        'user.newOrder': { target: '#adresse', actions: ['startNewOrder', storeForm] },
      },
    },
  },
});
