import type { DoneActorEvent } from 'xstate';
import { movingDeclaration } from '../domain/movingSteps';
import type { ReportMoveResponse } from '../domain/agreementChanges';
import { agreementOpening } from './flowKit/agreementOpening';
import { showNotice } from './flowKit/notice';
import { refusesRoutes } from './flowKit/routeEvents';
import { moveRefusalsInWords } from '../domain/moving';
import { MOVING_NOTICES as NOTICES } from '../domain/movingNotices';
import { movingKit, reportInput } from './moving/setup';
import type { MovingContext, MovingPageMeta } from './moving/types';

const { setup, step } = movingKit;

/** The agreement loaded, a reload of the confirmation, and the pages that say why not (the flow kit's). */
const opening = agreementOpening(movingKit, {
  area: movingDeclaration.area,
  confirmationReload: {
    description: 'Opened at the confirmation (a reload after reporting): it shows again.',
    nb: 'Åpnet på bekreftelsen (last på nytt etter flyttemeldingen): den vises igjen.',
  },
  refusal: {
    guard: 'cannotMove',
    page: 'notMovable',
    move: {
      description: 'Bought through an agent, a building insurance, cancelled, ended or a move pending: the page says why, and where to go.',
      nb: 'Kjøpt gjennom en agent, en bygningsforsikring, sagt opp, avsluttet eller allerede meldt flyttet: siden sier hvorfor, og hvor kunden kan gå.',
    },
    shows: {
      description: 'Dead end: why it cannot be moved here, with where to go (the agent; Si opp forsikring and a new one for a building).',
      nb: 'Blindvei: kunden ser hvorfor forsikringen ikke kan flyttes her, og hvor de kan gå (agenten; si opp og kjøp ny for en bygning).',
    },
  },
});

const confirmationMeta: MovingPageMeta = {
  page: 'bekreftelse',
  route: movingDeclaration.ends.bekreftelse,
  outcome: 'success',
  nb: '«Flyttingen er registrert»: forsikringen gjelder på den nye adressen fra flyttedatoen, med forsikringsbeviset og veien tilbake til forsikringen.',
};

/** A change of a field the step asks (any other is ignored). */
const change = (step: 'adresse' | 'dato') =>
  ({
    'user.change': {
      guard: { type: 'isFieldOfStep', params: { step } },
      actions: { type: 'changeField', params: { step } },
      description: 'The customer changes an answer of the step; a message shown goes once it is fixed.',
      meta: { nb: 'Kunden endrer et svar på steget; en melding som vises, forsvinner når svaret er rettet.' },
    },
  }) as const;

/** A typed line of the address left: its message shows (the date is chosen in a calendar, which has no blur). */
const blur = {
  'user.blur': {
    guard: { type: 'isFieldOfStep', params: { step: 'adresse' } },
    actions: { type: 'blurField', params: { step: 'adresse' } },
    description: 'The customer leaves a typed line of the address: its message shows.',
    meta: { nb: 'Kunden går ut av en linje i adressen: meldingen for linjen vises.' },
  },
} as const;

/**
 * «Meld flytting» (docs/moving.md): loads the agreement, walks the three steps of domain/movingSteps.ts (adresse →
 * dato → oppsummering), reports the move with MELD FLYTTING and confirms. An agreement that cannot be moved here
 * (bought through an agent, a building insurance, cancelled, ended, a move already pending) opens on a page that says
 * why and where to go. Nothing of it is kept on the device: a reload or a deep link starts at step 1, and the URL
 * follows. Its effects are placeholders; the app gives its own with `.provide()`.
 */
export const movingMachine = setup.createMachine({
  id: 'moving',
  description: 'Meld flytting: the new address, the moving date, the summary, the report and its confirmation.',
  context: ({ input }): MovingContext => ({
    agreementId: input.agreementId,
    agreement: null,
    form: { manual: false, addressSearch: '', chosen: null, streetAddress: '', postalCode: '', city: '', movingDate: '' },
    today: input.today,
    requestId: input.requestId,
    confirmed: null,
    errors: {},
    attemptedSteps: [],
    notice: null,
    rejectionMessage: null,
    requestedPage: input.requestedPage,
  }),
  initial: 'loading',
  states: {
    loading: opening.loading,
    loadFailed: opening.loadFailed,
    loadError: opening.loadError,
    notMovable: opening.refused,
    steps: {
      description: 'The three steps, from the first (nothing is kept on the device: a reload or a deep link starts at step 1); leaving them asks first.',
      meta: { nb: 'De tre stegene, fra det første (ingenting lagres på enheten: last på nytt eller en lenke begynner på steg 1); å gå ut spør først.' },
      tags: 'blocksLeaving',
      initial: 'adresse',
      states: {
        adresse: step('adresse', {
          description: 'The new address: chosen from the address search, or typed in by hand.',
          on: {
            ...change('adresse'),
            ...blur,
            'user.selectAddress': { actions: 'selectAddress' },
            'user.toggleManual': { actions: 'toggleManual' },
          },
          back: {
            actions: 'leaveFlow',
            description: 'TILBAKE on step 1: back to the insurance (leaving asks first).',
            meta: { nb: 'Tilbake til forsikringen.' },
          },
        }),
        dato: step('dato', {
          description: 'The moving date: the first day at the new address, from 30 days back to 90 ahead, not before the cover starts or the last move.',
          on: change('dato'),
        }),
        oppsummering: step('oppsummering', {
          description: 'The insurance, the address left, the new address and the moving date; MELD FLYTTING reports it.',
          nextEvent: 'user.submit',
          asksNothing: true,
          next: [{ target: 'reporting' }],
          states: {
            reporting: {
              description: "'Melder flytting...': POST /api/reportMove (the same requestId every time: one move).",
              meta: { nb: '«Melder flytting...»: flyttemeldingen sendes (samme nøkkel hver gang, så den blir registrert én gang).' },
              tags: ['busy', 'blocksLeaving'],
              entry: 'clearNotice',
              on: refusesRoutes,
              invoke: {
                id: 'reportMove',
                src: 'reportMove',
                input: reportInput,
                onDone: {
                  target: '#bekreftelse',
                  actions: [{ type: 'confirm', params: ({ event }: { event: DoneActorEvent<ReportMoveResponse> }) => ({ confirmed: event.output }) }, 'moveDone'],
                },
                onError: [
                  {
                    guard: 'isRejection',
                    target: 'editing',
                    actions: ['setRejection', 'announceNotice', { type: 'logError', params: { message: 'Report move refused' } }],
                    description:
                      'The server refused (the date no longer allowed past midnight, moved meanwhile in another tab, or this request sent before with other answers): its message shows, the answers stay.',
                    meta: {
                      nb: `Tjeneren avviser flyttemeldingen (datoen er ikke lenger tillatt, flyttet i mellomtiden i en annen fane, eller sendt før med andre svar): tjenerens melding vises, en av disse: ${moveRefusalsInWords().map((m) => `«${m}»`).join(' ')} Uten en egen melding «${NOTICES.rejected}» Svarene blir stående.`,
                    },
                  },
                  {
                    target: 'editing',
                    actions: [...showNotice('noAnswer'), { type: 'logError', params: { message: 'Report move got no answer' } }],
                    description: 'No answer (no network), or a server error (5xx): the customer is told; sending again reports the move once.',
                    meta: { nb: `Ikke noe svar (uten nett), eller tjeneren feiler: «${NOTICES.noAnswer}»` },
                  },
                ],
              },
            },
          },
        }),
      },
    },
    bekreftelse: {
      id: 'bekreftelse',
      description: "'Flyttingen er registrert': the new address from the moving date, the certificate, and the way back to the insurance.",
      meta: confirmationMeta,
      on: refusesRoutes,
    },
  },
});
