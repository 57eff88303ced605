/**
 * The cancellation and moving machine tests' agreement (a direct «Hus topp» with no cancellation, changed by
 * `overrides`), how loading it fails, and the customer's PRØV IGJEN after a failure.
 */
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import type { Agreement } from '../../domain/types';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import { ApiError } from '../../src/api/apiError';

export const agreement = (overrides: Partial<Agreement> = {}): Agreement => ({
  agreementId: 'a1b2c3d4-0000-4000-8000-000000000001',
  addressId: '1',
  buildingAddress: 'Storgata 15',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  productName: 'Hus topp',
  productDescription: '',
  productId: 'p1',
  price: 3000,
  services: [],
  termsAndServicesHighlights: [],
  termsAndCoNotIncluded: [],
  termsandConditionName: 'Vilkår',
  directAgreement: true,
  agent: 'husvern',
  agreementNumber: 'HV-104233',
  renewalDate: '2027-03-01',
  productTagName: '',
  cancellation: null,
  ...overrides,
});

/**
 * How the app's `loadAgreement` fails (src/features/cancellation/actors.ts, src/features/moving/actors.ts: src/api/http.ts
 * getJson): the server's 404 (unknown, or another customer's) and 500 as an ApiError with the status, no answer as
 * fetch's TypeError. Their JSON differs, so the model keeps each as an event of its own (tests/support/modelTesting.ts).
 */
export const LOAD_FAILURES = {
  notFound: new ApiError('Fant ikke forsikringen.', 404),
  serverError: new ApiError('Error 500: Internal Server Error', 500),
  noAnswer: new TypeError('Failed to fetch'),
} as const;

/** The page a failed load shows, by the oracle's own reading of the status: only a 404 is «Vi fant ikke forsikringen.». */
export const pageAfterLoadFailure = (error: unknown): 'loadFailed' | 'loadError' =>
  error instanceof ApiError && error.status === 404 ? 'loadFailed' : 'loadError';

/**
 * A flow on one agreement («Si opp forsikring», «Meld flytting») whose `loadAgreement` gives `answers` in turn (an
 * Error fails the load), the customer pressing PRØV IGJEN wherever it is offered: the pages shown once each load has
 * answered, how often the agreement was asked for, and whether the last page offers PRØV IGJEN.
 */
export async function pagesWhileRetrying(machine: AnyStateMachine, input: unknown, answers: readonly (Agreement | Error)[]) {
  let calls = 0;
  const loadAgreement = fromPromise(async () => {
    const answer = answers[calls++];
    if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer left');
    return answer;
  });
  const actor = createActor(machine.provide({ actors: { loadAgreement }, actions: { logError: () => undefined } } as never), { input }).start();
  const pages: (string | null)[] = [];
  for (let i = 0; i < answers.length; i++) {
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    pages.push(flowPageMetaOf<string>(snapshot)?.page ?? null);
    if (!snapshot.can({ type: 'user.retry' })) break;
    actor.send({ type: 'user.retry' });
  }
  const offersRetry = actor.getSnapshot().can({ type: 'user.retry' });
  actor.stop();
  return { pages, calls, offersRetry };
}
