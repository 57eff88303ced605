import type { DoneActorEvent } from 'xstate';
import { damageReportDeclaration } from '../domain/damageReportSteps';
import type { PageMeta } from './damageReport/pages';
import { damageReportConnection } from './damageReport/connectionRegion';
import { damageReportKit } from './damageReport/setup';
import { damageReportStepsRegion } from './damageReport/stepsRegion';
import { emptyOutbox } from './flowKit/outbox';
import { refusesRoutes } from './flowKit/routeEvents';
import type { DamageReportContext, LoadedDraft } from './damageReport/types';

/** The report is sent (now or before): the copy kept on the device goes. */
const forgetsDeviceCopy = { type: 'forgetDeviceCopy', params: ({ context }: { context: DamageReportContext }) => ({ caseId: context.caseId }) } as const;

/**
 * The damage report flow (SPEC §2 "Damage report flow", §4): creates or loads the draft, walks the steps of
 * domain/damageReportSteps.ts (rolle → … → oppsummering), saving the changed fields on every step, submits
 * and thanks. Step states carry `meta.route`; the URL (back/forward, reload, deep link) comes in as
 * `xstate.route` and is let in only when every earlier step is valid and the flow is not busy.
 * Beside the steps runs the flow kit's connection region (./flowKit/connection.ts): saves go to an outbox and
 * are sent in order when online; offline the steps go on, photos wait, and SEND INN is refused.
 * Actors, actions and guards: ./damageReport/setup.ts (assembled from their parts there). Written here: the
 * flow's life (the draft created or loaded, the dead ends, the thanks, the session's end) and `flow`, whose two
 * regions have files of their own: the steps (./damageReport/stepsRegion.ts) and the connection
 * (./damageReport/connectionRegion.ts).
 * Built with its effects as stubs: the app gives its own with `.provide()` (src/features/damageReport/actors.ts), tests
 * their fakes, and the diagrams and the explorer draw and run it.
 */
const { setup, step, nextOf, opening, loading, deadEnd } = damageReportKit;

export const damageReportMachine = setup.createMachine({
  id: 'damageReport',
  description: 'Meld skade: draft, seven steps with saving of changed fields, submit.',
  context: ({ input }) => ({
    caseId: input.caseId || null,
    requestedPage: input.requestedPage,
    user: null,
    form: {},
    savedForm: {},
    outbox: emptyOutbox(),
    startsOffline: false,
    notice: null,
    errors: {},
    attemptedSteps: [],
    attachments: [],
    nextAttachmentNumber: 1,
    deletingAttachmentId: null,
    registeredAddresses: [],
    locationMode: 'search',
    organizationEntry: 'search',
  }),
  initial: 'starting',
  on: {
    'session.ended': {
      target: '.loggedOut',
      description: 'The customer logged out (here or in another tab), or another customer logged in on this device.',
    },
  },
  states: {
    starting: {
      description: 'Opened at /meld-skade/takk (a reload after submitting) → takk; a CaseId means an existing draft.',
      always: [
        { guard: 'opensAtTakk', target: 'takk', description: 'Opened at /meld-skade/takk: the thanks again.', meta: { nb: 'Åpnet på /meld-skade/takk: takken igjen.' } },
        { guard: 'hasCaseId', target: 'loadingDraft', description: 'The URL names a draft (?CaseId=): it is opened.' },
        { target: 'creatingDraft' },
      ],
    },
    creatingDraft: loading({
      description: 'Laster skademelding... while the draft is created (POST /api/createCaseDraft).',
      nb: '«Laster skademelding...» mens utkastet opprettes.',
      urlWhileLoading: 'refused',
      blocksLeaving: true,
      invoke: {
        id: 'createDraft',
        src: 'createDraft',
        onDone: { target: 'loadingDraft', actions: { type: 'assignCaseId', params: ({ event }) => ({ caseId: event.output }) } },
        onError: {
          target: 'createFailed',
          actions: ['notifyCreateFailed', { type: 'logError', params: { message: 'Create case failed' } }],
          description: 'The draft could not be created.',
          meta: { nb: 'Utkastet kunne ikke opprettes.' },
        },
      },
    }),
    createFailed: deadEnd({
      description: "Dead end: the customer sees the toast 'Feil ved oppretting av skademelding.' and can go to SJEKK DINE SAKER.",
      nb: "Blindvei: kunden ser 'Feil ved oppretting av skademelding. Vennligst prøv igjen senere.' og kan gå til SJEKK DINE SAKER.",
    }),
    loadingDraft: loading({
      description: 'Laster skademelding... (the case, the user and their agreements).',
      nb: '«Laster skademelding...»: saken, kunden og forsikringene hentes.',
      urlWhileLoading: 'asks',
      blocksLeaving: true,
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ caseId: context.caseId ?? '' }),
        onDone: [
          {
            guard: { type: 'isAlreadySubmitted', params: ({ event }) => ({ submitted: event.output.case.submittedOnWeb }) },
            target: 'alreadySubmitted',
            description: 'The case was already sent in.',
            meta: { nb: 'Saken var allerede sendt inn.' },
          },
          {
            target: 'flow',
            meta: { nb: 'Utkastet åpnes på steget det har kommet til: det første steget som mangler svar, eller steget adressen ber om.' },
            actions: {
              type: 'applyLoadedDraft',
              params: ({ event }: { event: DoneActorEvent<LoadedDraft> }) => event.output,
            },
          },
        ],
        onError: { target: 'loadFailed', description: 'The draft could not be loaded.', meta: { nb: 'Utkastet kunne ikke hentes.' } },
      },
    }),
    loadFailed: deadEnd({
      description: "Dead end: the customer sees 'Kunne ikke laste skademelding.' and can go to SJEKK DINE SAKER.",
      nb: "Blindvei: kunden ser 'Kunne ikke laste skademelding.' og kan gå til SJEKK DINE SAKER.",
    }),
    flow: {
      description: 'The steps and the connection; leaving asks for confirmation. Uploads run on in the background between steps.',
      tags: ['blocksLeaving'],
      type: 'parallel',
      invoke: {
        id: 'deviceCopy',
        src: 'keepOnDevice',
        input: ({ self }) => ({ flow: self }),
      },
      on: {
        'page.hidden': {
          actions: 'keepCopyNow',
          description: 'The page is hidden or closed: the copy on the device is written at once.',
          meta: { nb: 'Kopien av utkastet på enheten skrives med en gang; skjermen er den samme.' },
        },
        'upload.prepared': { actions: 'replacePreparedFile' },
        'upload.progress': { actions: 'trackUploadProgress' },
        'upload.done': { actions: ['finishUpload', 'stopUpload'] },
        'upload.failed': { actions: ['failUpload', 'stopUpload'] },
        'upload.waiting': {
          actions: ['holdUpload', 'stopUpload'],
          description: 'The upload found no network: the photo waits on the device (and the connection goes offline).',
        },
      },
      states: {
        connection: damageReportConnection(),
        steps: damageReportStepsRegion({ step, nextOf, opening }),
      },
    },
    alreadySubmitted: deadEnd({
      description: "Dead end: the customer sees 'Skadesaken er allerede sendt inn.' and can go to SJEKK DINE SAKER.",
      nb: "Blindvei: kunden ser 'Skadesaken er allerede sendt inn.' og kan gå til SJEKK DINE SAKER.",
      entry: forgetsDeviceCopy,
    }),
    takk: {
      description: 'The customer sees the thank-you page with a link to /skadesaker. The copy on the device is forgotten.',
      meta: {
        page: 'takk',
        route: damageReportDeclaration.ends.takk,
        outcome: 'success',
        nb: 'Kunden ser takkesiden med lenke til sakene sine. Kopien på enheten slettes.',
      } satisfies PageMeta,
      entry: forgetsDeviceCopy,
      on: refusesRoutes,
    },
    loggedOut: {
      id: 'sessionEnded',
      type: 'final',
      description:
        "The customer's session ended on this device: nothing more is sent or kept on it, and the customer sees the logged-out front page.",
      meta: { nb: 'Økten er slutt på enheten: ingenting mer sendes eller lagres der, og kunden ser forsiden for utloggede.' },
    },
  },
});
