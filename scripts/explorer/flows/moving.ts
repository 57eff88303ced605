/**
 * «Meld flytting» in the explorer (../explorerFlow.ts): the real machine (machines/moving.machine.ts) with a
 * stand-in server that answers with a contents insurance, as the analyst chooses it (held directly, a building
 * insurance, bought through an agent, cancelled, already reported moved, not found; or it fails to load it: a server
 * error, no answer), and registers the move or refuses as chosen (the date, moved meanwhile in another tab, sent
 * before). The move registered is kept for the run's server memory, so a reload at the confirmation finds it.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { MOVE_CONFLICT_MESSAGES, MOVING_MESSAGES, movingDateWindow, movingRefusal, movingRefusalOf, osloToday } from '../../../domain/moving';
import { movingSteps, type MovingStepName } from '../../../domain/movingSteps';
import { addDays } from '../../../domain/purchaseDates';
import { INSURANCES_PATH } from '../../../domain/paths';
import type { Agreement } from '../../../domain/types';
import type { AgreementMove, ReportMoveResponse } from '../../../domain/agreementChanges';
import { movingBusinessView } from '../../../machines/moving.businessView';
import { movingMachine } from '../../../machines/moving.machine';
import type { MovingContext, MovingInput, MovingRejection } from '../../../machines/moving/types';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import { NOTICE_TEXTS } from '../../../src/features/moving/texts';
import type { Answers } from '../answers';
import { HUS_TOPP } from '../exampleData';
import { loggedErrorLine } from '../loggedErrors';
import { AGREEMENT_LOAD_CHOICE, agreementLoadFailure, flowEntry, noAnswer, standInActors, type ExplorerFlow } from '../explorerFlow';
import { ServerMemory } from '../serverMemory';

/** The example customer's contents insurance, held directly, at the address she leaves. */
const INNBO: Agreement = {
  // The example customer's agreement in every flow that opens one (the explorer's start addresses name it).
  agreementId: HUS_TOPP.agreementId,
  addressId: 'demo-adr-innbo',
  buildingAddress: 'Thereses gate 20',
  buildingZip: '0168',
  buildingCity: 'OSLO',
  productName: 'Skadedyrsforsikring Innbo',
  productDescription: '',
  productId: 'demo-p-innbo',
  price: 1188,
  services: [],
  termsAndServicesHighlights: [],
  termsAndCoNotIncluded: [],
  termsandConditionName: 'vilkar.pdf',
  directAgreement: true,
  agent: 'Husvern',
  agreementNumber: 'HV-305517',
  renewalDate: '2027-03-01',
  productTagName: 'Innbo',
  cancellation: null,
  move: null,
};

/** Where she moves: an address from the search list, as its hit reads. */
const NEW_HOME = { GateNavn: 'Storgata', AdresseHusNummer: 15, AdresseBokstav: null, PostNummer: '0155', PostSted: 'OSLO', AdresseId: 100000062, AdresseMatrikkelenhetId: 1, Posisjon: { X: 10.75, Y: 59.91 } };

/** The moving date's window for her insurance (bought a year before its renewal), as the server has it. */
const innboWindow = (today: string) => movingDateWindow({ today, coverStart: addDays(INNBO.renewalDate, -365) });

/** The day she moves: two weeks ahead, within the window. */
const movingDay = (today: string) => {
  const { first, last } = innboWindow(today);
  const day = addDays(today, 14);
  return day < first ? first : day > last ? last : day;
};

/** A move reported before, in another tab or earlier, that has not happened yet: the agreement moves once at a time. */
const pendingMove = (today: string): AgreementMove => ({
  newAddress: { streetAddress: 'Kirkeveien 12', postalCode: '0368', city: 'OSLO' },
  movingDate: addDays(today, 10),
  previousAddress: { streetAddress: INNBO.buildingAddress, postalCode: INNBO.buildingZip, city: INNBO.buildingCity },
  reportedAt: new Date().toISOString(),
});

/** The move registered by this run's stand-in server (a reload at the confirmation reads it). */
const registered = new WeakMap<ServerMemory, AgreementMove>();

/** The agreement as the stand-in server has it: as the analyst chose, with the move registered here since. */
function agreementOf(answers: Answers, memory: ServerMemory): Agreement {
  const move = registered.get(memory) ?? null;
  switch (answers.choice('agreement')) {
    case 'building':
      return { ...INNBO, productName: 'Hus topp', productTagName: 'Bolig', move };
    case 'agent':
      return { ...INNBO, directAgreement: false, agent: 'gjensidige', move };
    case 'cancelled':
      return { ...INNBO, cancellation: { reason: 'behov_borte', endDate: addDays(osloToday(), 20), refund: 300, cancelledAt: '2026-11-20T10:00:00Z' }, move };
    case 'pending':
      return { ...INNBO, move: move ?? pendingMove(osloToday()) };
    default:
      return { ...INNBO, move };
  }
}

/** What MELD FLYTTING sends (machines/moving/setup.ts `reportInput`). */
type MoveRequest = Pick<ReportMoveResponse, 'agreementId' | 'newAddress' | 'movingDate'> & { requestId: string };

/** The server registers the move, kept for a reload. The journeys send no request: the example's. */
function moved(memory: ServerMemory, request?: MoveRequest): ReportMoveResponse {
  const today = osloToday();
  const move: AgreementMove = {
    newAddress: request?.newAddress ?? { streetAddress: 'Storgata 15', postalCode: '0155', city: 'OSLO' },
    movingDate: request?.movingDate ?? movingDay(today),
    previousAddress: { streetAddress: INNBO.buildingAddress, postalCode: INNBO.buildingZip, city: INNBO.buildingCity },
    reportedAt: new Date().toISOString(),
  };
  registered.set(memory, move);
  return { ...move, agreementId: request?.agreementId ?? INNBO.agreementId };
}

/**
 * How MELD FLYTTING fails, as the analyst chose: the date refused (400), moved meanwhile in another tab (409, with the
 * server's words for the move found: server/routes/moving.ts), sent before with other answers (409), no answer.
 */
function refusal(chosen: boolean | string): unknown {
  const refused = (status: number, message: string): MovingRejection => ({ rejected: true, status, message });
  // The server's own words for a date outside its window (server/routes/moving.ts, by movingDateRefusal).
  if (chosen === 'dateRefused') return refused(400, MOVING_MESSAGES.movingDateNotAllowed(innboWindow(osloToday())));
  if (chosen === 'movedMeanwhile') return refused(409, movingRefusal({ ...INNBO, move: pendingMove(osloToday()) }, osloToday())!);
  if (chosen === 'sentBefore') return refused(409, MOVE_CONFLICT_MESSAGES.sentWithOtherDetails);
  return noAnswer();
}

/** The example customer's answers, as the events the step's fields send (the summary asks nothing). */
function movingAnswers(step: MovingStepName): { type: string; [key: string]: unknown }[] {
  switch (step) {
    case 'adresse':
      return [{ type: 'user.selectAddress', source: NEW_HOME }];
    case 'dato':
      return [{ type: 'user.change', field: 'movingDate', value: movingDay(osloToday()) }];
    case 'oppsummering':
      return [];
  }
}

export const explorerFlow: ExplorerFlow = {
  ...flowEntry('moving', { agreementId: INNBO.agreementId }),
  steps: movingSteps,
  view: movingBusinessView,
  choices: [
    {
      key: 'agreement',
      label: 'Forsikringen',
      initial: 'direct',
      when: 'start',
      group: 'kunden',
      options: [
        { value: 'direct', label: `er en innboforsikring kjøpt direkte (${INNBO.productName}, ${INNBO.agreementNumber})` },
        { value: 'building', label: 'er en bygningsforsikring (Hus topp)' },
        { value: 'agent', label: 'er kjøpt gjennom en agent (Gjensidige)' },
        { value: 'cancelled', label: 'er sagt opp' },
        { value: 'pending', label: 'er alt meldt flyttet, til en dato som ikke har kommet' },
        { value: 'notFound', label: 'finnes ikke (tjeneren finner den ikke)' },
      ],
    },
    AGREEMENT_LOAD_CHOICE,
    {
      key: 'move',
      label: 'Flyttemeldingen',
      initial: 'ok',
      when: 'any time',
      options: [
        { value: 'ok', label: 'går gjennom' },
        { value: 'dateRefused', label: 'tjeneren avviser datoen' },
        { value: 'movedMeanwhile', label: 'avvises av tjeneren: meldt flyttet i mellomtiden (i en annen fane)' },
        { value: 'sentBefore', label: 'er alt sendt med andre opplysninger' },
        { value: 'noAnswer', label: 'får ikke svar (uten nett)' },
      ],
    },
  ],
  input: (): MovingInput => ({ agreementId: INNBO.agreementId, requestedPage: null, today: osloToday(), requestId: 'demo-flytting' }),
  standIns: (answers, memory) => ({
    loadAgreement: {
      what: 'henter forsikringen',
      ...agreementLoadFailure(answers),
      output: () => agreementOf(answers, memory),
    },
    reportMove: {
      what: 'tar imot flyttemeldingen',
      fails: answers.choice('move') !== 'ok',
      output: (request?: MoveRequest) => moved(memory, request),
      error: refusal(answers.choice('move')),
    },
  }),
  journeys: [
    { set: {} },
    { set: { agreement: 'building' }, targets: ['moving.notMovable'] },
    { set: { agreement: 'notFound' }, targets: ['moving.loadFailed'] },
    { set: { load: 'serverError' }, targets: ['moving.loadError'] },
    { set: { move: 'noAnswer' }, targets: ['oppsummering:notice'] },
  ],
  fill: (step) => movingAnswers(step as MovingStepName),
  says: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as MovingContext;
    if (flowPageMetaOf(snapshot)?.page === 'notMovable' && context.agreement) return movingRefusalOf(context.agreement, context.today)?.message ?? null;
    if (context.notice === 'rejected') return context.rejectionMessage;
    return context.notice ? NOTICE_TEXTS[context.notice] : null;
  },
  machine: (answers, effects, rules, memory = new ServerMemory()) =>
    movingMachine.provide({
      actors: standInActors(effects, () => explorerFlow.standIns(answers, memory)),
      actions: {
        // TILBAKE on step 1 leaves through the shell, so the leave dialog asks first (as in the app).
        leaveFlow: ({ context }) => effects.navigate(`${INSURANCES_PATH}/${encodeURIComponent(context.agreementId)}`),
        moveDone: () => effects.log('Appen: henter forsikringene på nytt'),
        logError: (_, { message }) => effects.log(loggedErrorLine(message)),
      },
      guards:
        rules === 'typed'
          ? {}
          : {
              isStepValid: () => true,
              canEnter: (_, { step }) => movingSteps.allBeforeComplete(step, () => false),
            },
    }),
};
