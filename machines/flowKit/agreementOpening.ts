/**
 * The opening of a flow on one of the customer's agreements, at …/forsikringer/{agreementId}/… («Si opp forsikring»,
 * «Meld flytting»): the agreement is loaded (the actor `loadAgreement`); a reload of the confirmation shows it again;
 * an agreement the flow cannot change opens on a page that says why and where to go; one the server does not give
 * (unknown, or another customer's) on «Vi fant ikke forsikringen.». Both dead ends are pages of their own at the
 * flow's bare address, where no step is named.
 *
 * The flow's setup names, with the params `{ agreement }`: the guard `opensAtConfirmation` (the URL is the
 * confirmation and the agreement has what the flow made), the flow's guard of refusal (`refusal.guard`), and the
 * action `applyLoaded`; and `logError` ({ message }). The states come from the flow's own builders (./flowSetup.ts
 * `loading`, `deadEnd`), typed by its setup.
 */
import type { DoneActorEvent } from 'xstate';
import type { Agreement } from '../../domain/types';

/** The loaded agreement, as the guards and actions of the opening take it. */
export const loadedAgreement = ({ event }: { event: DoneActorEvent<Agreement> }) => ({ agreement: event.output });

/** A bokmål and an English line for the drawings. */
interface Words {
  description: string;
  nb: string;
}

interface OpeningBuilders<C> {
  loading: (parts: { description: string; nb: string; invoke: never; urlWhileLoading: 'asks' | 'refused' }) => C;
  deadEnd: (parts: { description: string; nb: string; page: { page: string; route: string } }) => C;
}

/**
 * The flow's states `loading`, `loadFailed` and its refusal's page, for the flow's `area` (its declaration's).
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
    onError: {
      target: 'loadFailed',
      actions: { type: 'logError', params: { message: 'Failed to load agreement' } },
      ...words({ description: 'The agreement could not be fetched (or is not the customer’s).', nb: 'Forsikringen kunne ikke hentes (eller er ikke kundens).' }),
    },
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
    refused: deadEnd({ ...refusal.shows, page: atBareAddress(refusal.page) }),
  };
}
