import type { DoneActorEvent } from 'xstate';
import { cancellationDeclaration } from '../domain/cancellationSteps';
import type { CancelAgreementResponse } from '../domain/agreementChanges';
import { cancelInput, cancellationKit } from './cancellation/setup';
import type { CancellationContext, CancellationPageMeta } from './cancellation/types';
import { agreementOpening } from './flowKit/agreementOpening';
import { showNotice } from './flowKit/notice';
import { refusesRoutes } from './flowKit/routeEvents';
import { CANCELLATION_NOTICES as NOTICES } from '../domain/cancellationNotices';
import { CONFLICT_MESSAGES } from '../domain/conflictMessages';

const confirmationMeta: CancellationPageMeta = {
  page: 'bekreftelse',
  route: cancellationDeclaration.ends.bekreftelse,
  outcome: 'success',
  nb: '«Forsikringen er sagt opp og gjelder til og med {dato}», med bekreftelsen som PDF og veien tilbake til forsikringen.',
};

const { setup, step } = cancellationKit;

/** The agreement loaded, a reload of the confirmation, and the pages that say why not (the flow kit's). */
const opening = agreementOpening(cancellationKit, {
  area: cancellationDeclaration.area,
  confirmationReload: {
    description: 'Opened at the confirmation (a reload after cancelling): it shows again.',
    nb: 'Åpnet på bekreftelsen (last på nytt etter oppsigelsen): den vises igjen.',
  },
  refusal: {
    guard: 'cannotCancel',
    page: 'notCancellable',
    move: {
      description: 'Bought through an agent, already cancelled or ended: the page says why, and where to go.',
      nb: 'Kjøpt gjennom en agent, allerede sagt opp eller avsluttet: siden sier hvorfor, og hvor kunden kan gå.',
    },
    shows: {
      description: "Dead end: why it cannot be cancelled here ('Forsikringen er allerede sagt opp.', or that the agent it was bought through cancels it), with the way back to it.",
      nb: "Blindvei: kunden ser hvorfor forsikringen ikke kan sies opp her: 'Forsikringen er allerede sagt opp.', eller 'Forsikringen er kjøpt gjennom {agent}. Du sier den opp hos {agent}.' Kunden kan gå tilbake til forsikringen.",
    },
  },
});

/** Each field's change on a step, with the step it is shown on. */
const changes = (step: 'arsak' | 'dato') => ({ 'user.change': { actions: { type: 'changeField', params: { step } } } }) as const;

/**
 * «Si opp forsikring» (docs/cancellation.md): loads the agreement, walks the three steps of
 * domain/cancellationSteps.ts (arsak → dato → oppsummering), cancels with SI OPP FORSIKRING and confirms. An agreement
 * the customer cannot cancel here (bought through an agent, already cancelled, ended) opens on a page that says why.
 * Built with the flow kit's factory (./flowKit/flowSetup.ts: the steps, the opening, the standard actions and
 * guards); the wizard's own parts are in ./cancellation/setup.ts. Nothing of it is kept on the device (two answers,
 * and a shared computer): a reload or a deep link starts at step 1, and the URL follows. Its app effects are stubs: the
 * app provides its own (`cancellationMachine.provide(…)`, src/features/cancellation/actors.ts), tests their fakes.
 */
export const cancellationMachine = setup.createMachine({
  id: 'cancellation',
  description: 'Si opp forsikring: why, from when, the summary, the cancellation and its confirmation.',
  context: ({ input }): CancellationContext => ({
    agreementId: input.agreementId,
    agreement: null,
    form: { reason: null, endDate: '' },
    today: input.today,
    requestId: input.requestId,
    confirmed: null,
    errors: {},
    attemptedSteps: [],
    notice: null,
    conflictMessage: null,
    requestedPage: input.requestedPage,
  }),
  initial: 'loading',
  states: {
    loading: opening.loading,
    loadFailed: opening.loadFailed,
    loadError: opening.loadError,
    notCancellable: opening.refused,
    steps: {
      description: 'The three steps, from the first (nothing is kept on the device: a reload or a deep link starts at step 1); leaving them asks first.',
      meta: { nb: 'De tre stegene, fra det første (ingenting lagres på enheten: last på nytt eller en lenke begynner på steg 1); å gå ut spør først.' },
      tags: 'blocksLeaving',
      initial: 'arsak',
      states: {
        arsak: step('arsak', {
          description: 'Why: the need is gone, moving to another company, or at renewal.',
          on: changes('arsak'),
          back: {
            actions: 'leaveFlow',
            description: 'TILBAKE on step 1: back to the insurance (leaving asks first).',
            meta: { nb: 'Tilbake til forsikringen.' },
          },
        }),
        dato: step('dato', {
          description: 'The last day with cover: the dates the reason allows (today at the earliest, covered to 24:00), and the premium paid back.',
          on: changes('dato'),
        }),
        oppsummering: step('oppsummering', {
          description: 'The insurance, the reason, the last day with cover and the refund; SI OPP FORSIKRING cancels.',
          nextEvent: 'user.submit',
          asksNothing: true,
          next: [{ target: 'cancelling' }],
          states: {
            cancelling: {
              description: "'Sier opp forsikringen...': POST /api/cancelAgreement (the same requestId every time: one cancellation).",
              meta: { nb: '«Sier opp forsikringen...»: oppsigelsen sendes (samme nøkkel hver gang, så den blir sagt opp én gang).' },
              tags: ['busy', 'blocksLeaving'],
              entry: 'clearNotice',
              on: refusesRoutes,
              invoke: {
                id: 'cancelAgreement',
                src: 'cancelAgreement',
                input: cancelInput,
                onDone: {
                  target: '#bekreftelse',
                  actions: [
                    { type: 'confirm', params: ({ event }: { event: DoneActorEvent<CancelAgreementResponse> }) => ({ confirmed: event.output }) },
                    'cancellationDone',
                  ],
                },
                onError: [
                  {
                    guard: 'isDateRefusal',
                    target: 'editing',
                    actions: ['moveToRefusalDay', ...showNotice('dateRefused'), { type: 'logError', params: { message: 'Cancel agreement refused' } }],
                    description:
                      'The server refused the date (the rule moved on, e.g. past midnight): the rules move to that day, a date they no longer allow is cleared, and the customer is told to choose again.',
                    meta: { nb: `Tjeneren avviser datoen (regelen har flyttet seg, f.eks. over midnatt): «${NOTICES.dateRefused}»` },
                  },
                  {
                    guard: 'isConflict',
                    target: 'editing',
                    actions: ['setConflictNotice', 'announceNotice', { type: 'logError', params: { message: 'Cancel agreement refused' } }],
                    description:
                      'The server answered 409 (cancelled meanwhile in another tab, or this request sent before with other answers): its message shows (e.g. cancellationSentWithOtherDetails), the answers stay.',
                    meta: {
                      nb: `Tjeneren avviser oppsigelsen fordi den er sagt opp i mellomtiden (i en annen fane) eller sendt før med andre svar: tjenerens melding vises, f.eks. «${CONFLICT_MESSAGES.cancellationSentWithOtherDetails}» Svarene blir stående.`,
                    },
                  },
                  {
                    guard: 'isRejection',
                    target: 'editing',
                    actions: [...showNotice('refused'), { type: 'logError', params: { message: 'Cancel agreement refused' } }],
                    description: 'The server refused otherwise (the agreement gone): the customer is told, the answers stay.',
                    meta: { nb: `Tjeneren avviser oppsigelsen av en annen grunn (forsikringen er borte): «${NOTICES.refused}»` },
                  },
                  {
                    target: 'editing',
                    actions: [...showNotice('noAnswer'), { type: 'logError', params: { message: 'Cancel agreement failed' } }],
                    description: 'No answer (no network), or a server error (5xx): the customer is told; sending again cancels once.',
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
      description: "'Forsikringen er sagt opp og gjelder til og med {dato}', the confirmation to download, and the way back to the insurance.",
      meta: confirmationMeta,
      on: refusesRoutes,
    },
  },
});
