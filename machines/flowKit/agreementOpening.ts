/**
 * The opening of a flow on one of the customer's agreements, at …/forsikringer/{agreementId}/… («Si opp forsikring»,
 * «Meld flytting»): the agreement is loaded (the actor `loadAgreement`); a reload of the confirmation shows it again;
 * an agreement the flow cannot change opens on a page that says why and where to go; one the server does not give
 * (404: unknown, or another customer's) on «Vi fant ikke forsikringen.»; a load that fails otherwise (no answer, a
 * server error) on «Kunne ikke laste forsikring.» with PRØV IGJEN, which loads it again: such a failure says nothing
 * of whether the agreement exists. The dead ends are pages of their own at the flow's bare address, where no step is
 * named.
 *
 * The flow's setup names, with the params `{ agreement }`: the guard `opensAtConfirmation` (the URL is the
 * confirmation and the agreement has what the flow made), the flow's guard of refusal (`refusal.guard`), and the
 * action `applyLoaded`; the guard `agreementNotFound` (this module's, `agreementNotFound`) and `logError`
 * ({ message }); and it takes the event `user.retry` (PRØV IGJEN). The states come from the flow's own builders
 * (./flowSetup.ts `loading`, `deadEnd`), typed by its setup.
 */
import type { DoneActorEvent } from 'xstate';
import { isAgreementNotFound } from '../../domain/insuranceSelectors';
import type { Agreement } from '../../domain/types';

/** The loaded agreement, as the guards and actions of the opening take it. */
export const loadedAgreement = ({ event }: { event: DoneActorEvent<Agreement> }) => ({ agreement: event.output });

/**
 * The guard `agreementNotFound`, for the flow's setup: the load failed with the server's 404 (the agreement is unknown,
 * or another customer's), not for another reason (domain/insuranceSelectors.ts isAgreementNotFound).
 */
export const agreementNotFound = ({ event }: { event: { type: string; error?: unknown } }) => 'error' in event && isAgreementNotFound(event.error);

/** A bokmål and an English line for the drawings. */
interface Words {
  description: string;
  nb: string;
}

interface OpeningBuilders<C> {
  loading: (parts: { description: string; nb: string; invoke: never; urlWhileLoading: 'asks' | 'refused' }) => C;
  deadEnd: (parts: { description: string; nb: string; page: { page: string; route: string }; on?: never }) => C;
}

/**
 * The flow's states `loading`, `loadFailed`, `loadError` and its refusal's page, for the flow's `area` (its declaration's).
 * `confirmationReload`: the words of a reload of the confirmation; `refusal`: the guard and page of an agreement the
 * flow cannot change, with the words of the move there and of the page.
 */
export function agreementOpening<C, const TRefusedPage extends string>(
  { loading, deadEnd }: OpeningBuilders<C>,
  flow: {
    area: string;
    confirmationReload: Words;
    refusal: { guard: string; page: TRefusedPage; move: Words; shows: Words };
  },
) {
  const atBareAddress = (page: string) => ({ page, route: flow.area });
  const words = (w: Words) => ({ description: w.description, meta: { nb: w.nb } });
  const { refusal } = flow;
  const invoke = {
    id: 'loadAgreement',
    src: 'loadAgreement',
    input: ({ context }: { context: { agreementId: string } }) => ({ agreementId: context.agreementId }),
    onDone: [
      {
        guard: { type: 'opensAtConfirmation', params: loadedAgreement },
        target: 'bekreftelse',
        actions: { type: 'applyLoaded', params: loadedAgreement },
        ...words(flow.confirmationReload),
      },
      {
        guard: { type: refusal.guard, params: loadedAgreement },
        target: refusal.page,
        actions: { type: 'applyLoaded', params: loadedAgreement },
        ...words(refusal.move),
      },
      { target: 'steps', actions: { type: 'applyLoaded', params: loadedAgreement } },
    ],
    onError: [
      {
        guard: 'agreementNotFound',
        target: 'loadFailed',
        actions: { type: 'logError', params: { message: 'Failed to load agreement' } },
        ...words({
          description: 'The server does not know the agreement for this customer (404: unknown, or another customer’s).',
          nb: 'Tjeneren finner ikke forsikringen hos kunden (ukjent, eller en annen kundes).',
        }),
      },
      {
        target: 'loadError',
        actions: { type: 'logError', params: { message: 'Failed to load agreement' } },
        ...words({
          description: 'The agreement could not be loaded otherwise (no answer, a server error): it may well exist.',
          nb: 'Forsikringen kunne ikke hentes av en annen grunn (ikke noe svar, en feil hos tjeneren): den kan godt finnes.',
        }),
      },
    ],
  };
  return {
    loading: loading({
      description: 'The agreement (GET /api/getAllAgreements/{agreementId}).',
      nb: 'Forsikringen hentes.',
      urlWhileLoading: 'refused',
      // The guards and actions named here are the flow's setup's (see the module comment); the model test walks them.
      invoke: invoke as never,
    }),
    loadFailed: deadEnd({
      description: "Dead end: 'Vi fant ikke forsikringen.' with the way to the insurances.",
      nb: "Blindvei: kunden ser 'Vi fant ikke forsikringen.' og kan gå til forsikringene sine.",
      page: atBareAddress('loadFailed'),
    }),
    loadError: deadEnd({
      description: "Dead end: 'Kunne ikke laste forsikring.' with PRØV IGJEN, which loads it again, and the way to the insurances.",
      nb: "Blindvei: kunden ser 'Kunne ikke laste forsikring.' og kan trykke PRØV IGJEN, som henter den på nytt, eller gå til forsikringene sine.",
      page: atBareAddress('loadError'),
      on: {
        'user.retry': {
          target: 'loading',
          ...words({ description: 'PRØV IGJEN: the agreement is loaded again.', nb: 'PRØV IGJEN: forsikringen hentes på nytt.' }),
        },
      } as never,
    }),
    refused: deadEnd({ ...refusal.shows, page: atBareAddress(refusal.page) }),
  };
}
