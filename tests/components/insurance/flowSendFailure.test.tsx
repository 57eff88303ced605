/**
 * MELD FLYTTING and SI OPP FORSIKRING as the app sends them (its machines with its actors and API layer, a fake
 * server): a server error or a gateway's (5xx) is no refusal. It says nothing of whether the move or the cancellation
 * was made, and sending again is safe (the same request id), so the customer gets the «no answer» notice, which says
 * so: never the status line «Error 503: Service Unavailable», nor «Den kan allerede være sagt opp». A refusal (4xx)
 * still shows as one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { endDateWindow } from '../../../domain/cancellation';
import type { Agreement } from '../../../domain/types';
import { forgetUser } from '../../../src/api/getUser';
import { createAppCancellationMachine } from '../../../src/features/cancellation/actors';
import { appMovingMachine } from '../../../src/features/moving/actors';
import { json, KARI, stubFetch } from '../helpers';
import { HUS_TOPP } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetUser();
});

const TODAY = '2026-12-03';
const INNBO_DIRECT: Agreement = { ...HUS_TOPP, agreementId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', productName: 'Innbo', productTagName: 'Innbo', move: null };
const HUS: Agreement = { ...HUS_TOPP, agreementId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e50', move: null };
const REQUEST_ID = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';

/** A gateway's error page (no JSON), or the server's own answer. */
const GATEWAY = () => new Response('<html><body>Service Unavailable</body></html>', { status: 503, statusText: 'Service Unavailable', headers: { 'Content-Type': 'text/html' } });
const SERVER_ERROR = () => json({ message: 'Noe gikk galt på serveren. Prøv igjen senere.' }, 500, 'Internal Server Error');
const CONFLICT = () => json({ message: 'Denne forespørselen er allerede brukt for en annen forsikring. Last inn siden på nytt og prøv igjen.' }, 409, 'Conflict');

function serveWith(agreement: Agreement, write: string, answer: () => Response) {
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/getUser') return json(KARI);
    if (path === `/api/getAllAgreements/${agreement.agreementId}`) return json(agreement);
    if (path === write) return answer();
    return json({ message: 'ukjent' }, 404, 'Not Found');
  });
}

async function reportMoveAnswered(answer: () => Response) {
  serveWith(INNBO_DIRECT, '/api/reportMove', answer);
  const actor = createActor(appMovingMachine({ leaveFlow: vi.fn(), moveDone: vi.fn() }), {
    input: { agreementId: INNBO_DIRECT.agreementId, requestedPage: null, today: TODAY, requestId: REQUEST_ID },
  }).start();
  await waitFor(actor, (s) => s.matches({ steps: 'adresse' }));
  actor.send({ type: 'user.toggleManual' });
  actor.send({ type: 'user.change', field: 'streetAddress', value: 'Storgata 15' });
  actor.send({ type: 'user.change', field: 'postalCode', value: '0155' });
  actor.send({ type: 'user.change', field: 'city', value: 'OSLO' });
  actor.send({ type: 'user.next' });
  actor.send({ type: 'user.change', field: 'movingDate', value: '2026-12-10' });
  actor.send({ type: 'user.next' });
  expect(actor.getSnapshot().matches({ steps: 'oppsummering' })).toBe(true);
  actor.send({ type: 'user.submit' });
  return (await waitFor(actor, (s) => s.context.notice !== null, { timeout: 4000 })).context;
}

async function cancelAnswered(answer: () => Response) {
  serveWith(HUS, '/api/cancelAgreement', answer);
  const actor = createActor(createAppCancellationMachine({ leaveFlow: vi.fn(), cancellationDone: vi.fn() }), {
    input: { agreementId: HUS.agreementId, requestedPage: null, today: TODAY, requestId: REQUEST_ID },
  }).start();
  await waitFor(actor, (s) => s.matches({ steps: 'arsak' }));
  actor.send({ type: 'user.change', field: 'reason', value: 'behov_borte' });
  actor.send({ type: 'user.next' });
  actor.send({ type: 'user.change', field: 'endDate', value: endDateWindow('behov_borte', { today: TODAY, renewalDate: HUS.renewalDate }).first });
  actor.send({ type: 'user.next' });
  expect(actor.getSnapshot().matches({ steps: 'oppsummering' })).toBe(true);
  actor.send({ type: 'user.submit' });
  return (await waitFor(actor, (s) => s.context.notice !== null, { timeout: 4000 })).context;
}

describe('«Meld flytting»: MELD FLYTTING answered with an error', () => {
  it.each([
    ['a gateway (503, an HTML page)', GATEWAY],
    ['the server (500)', SERVER_ERROR],
  ])('%s: the «no answer» notice (send again, it is registered once), not the status line', async (_, answer) => {
    const context = await reportMoveAnswered(answer);
    expect(context.notice).toBe('noAnswer');
  });

  it('a refusal (409): its own words', async () => {
    const context = await reportMoveAnswered(CONFLICT);
    expect(context.notice).toBe('rejected');
    expect(context.rejectionMessage).toBe('Denne forespørselen er allerede brukt for en annen forsikring. Last inn siden på nytt og prøv igjen.');
  });
});

describe('«Si opp forsikring»: SI OPP FORSIKRING answered with an error', () => {
  it.each([
    ['a gateway (503, an HTML page)', GATEWAY],
    ['the server (500)', SERVER_ERROR],
  ])('%s: the «no answer» notice (send again, it is cancelled once), not «Den kan allerede være sagt opp»', async (_, answer) => {
    const context = await cancelAnswered(answer);
    expect(context.notice).toBe('noAnswer');
  });

  it('a refusal (409): its own words', async () => {
    const context = await cancelAnswered(CONFLICT);
    expect(context.notice).toBe('conflict');
  });
});
