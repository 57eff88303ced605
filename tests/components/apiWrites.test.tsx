/**
 * The server takes a write only as JSON (415 otherwise) from the site itself (browsers add Sec-Fetch-Site): every
 * write of the app sends its body with Content-Type application/json, and calls without a body send none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAgreement } from '../../src/api/cancelAgreement';
import { confirmEmail } from '../../src/api/confirmEmail';
import { createBuyInsurance } from '../../src/api/createBuyInsurance';
import { createCaseDraft } from '../../src/api/createCaseDraft';
import { deleteAttachment } from '../../src/api/deleteAttachment';
import { deleteCaseDraft } from '../../src/api/deleteCaseDraft';
import { submitCase } from '../../src/api/submitCase';
import { resendEmailConfirmation } from '../../src/api/resendEmailConfirmation';
import { flushCaseDraft, updateCaseDraft } from '../../src/api/updateCaseDraft';
import { updateUser } from '../../src/api/updateUser';
import { withdrawCancellation } from '../../src/api/withdrawCancellation';
import { createOrder } from '../../src/features/purchase/actors';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { OWNER_HEADER } from '../../domain/sessionRequests';
import type { CancellationRequest } from '../../domain/schemas/cancellation';
import type { BuyInsuranceForm } from '../../domain/types';
import { json, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('writes are JSON', () => {
  it.each([
    ['updateCaseDraft', () => updateCaseDraft('c1', { descriptionOfDamage: 'Sopp' })],
    ['submitCase', () => submitCase('c1', { informationConfirmed: true })],
    ['updateUser', () => updateUser({ id: 'u1', email: 'a@b.no' })],
    ['deleteAttachment', () => deleteAttachment({ attachmentId: 'a1', relationshipId: 'r1' })],
    ['createBuyInsurance', () => createBuyInsurance({ form: { productCode: 'BTHUS' } as BuyInsuranceForm, requestId: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a03' })],
    ['confirmEmail', () => confirmEmail('A'.repeat(43), 'u1')],
    ['resendEmailConfirmation', () => resendEmailConfirmation('u1')],
  ])('%s sends Content-Type application/json with a JSON body', async (_name, call) => {
    const seen: { type: string | null; body: string }[] = [];
    stubFetch(async (request) => {
      seen.push({ type: request.headers.get('content-type'), body: await request.text() });
      return json({});
    });
    await call();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.type).toMatch(/^application\/json\b/);
    expect(JSON.parse(seen[0]!.body)).toEqual(expect.any(Object));
  });

  it('deleteCaseDraft sends no body and so no Content-Type', async () => {
    const seen: { method: string; body: string }[] = [];
    stubFetch(async (request) => {
      seen.push({ method: request.method, body: await request.text() });
      return new Response(null, { status: 204 });
    });
    await deleteCaseDraft('c1');
    expect(seen).toEqual([{ method: 'DELETE', body: '' }]);
  });

  it('flushCaseDraft (keepalive, when the page is hidden) sends JSON with its Content-Type too', () => {
    const spy = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', spy);
    flushCaseDraft('c1', { descriptionOfDamage: 'Sopp' });
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toBe('/api/updateCaseDraft/c1');
    expect(init).toMatchObject({ method: 'PATCH', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ descriptionOfDamage: 'Sopp' });
  });
});

describe('every customer-data write names its owner (docs/auth.md «Whose session sends»)', () => {
  it.each([
    ['createCaseDraft', () => createCaseDraft('kari')],
    ['deleteCaseDraft', () => deleteCaseDraft('c1', 'kari')],
    ['cancelAgreement', () => cancelAgreement({ agreementId: 'a1' } as CancellationRequest, 'kari')],
    ['withdrawCancellation', () => withdrawCancellation('a1', 'kari')],
  ])('%s sends X-Husvern-Kunde, so a login of another customer meanwhile is refused, not written for them', async (_name, call) => {
    const owners: (string | null)[] = [];
    stubFetch(async (request) => {
      owners.push(request.headers.get(OWNER_HEADER));
      return json({ incidentUri: 'incidents(c1)' });
    });
    await call();
    expect(owners).toEqual(['kari']);
  });
});

describe("the order's key and the server's 409 (issue 45)", () => {
  it("createBuyInsurance sends the form with the order's requestId beside it", async () => {
    const bodies: unknown[] = [];
    stubFetch(async (request) => {
      bodies.push(await request.json());
      return json({ orderId: 'o1' }, 201);
    });
    const requestId = '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a03';
    await createBuyInsurance({ form: { productCode: 'BTHUS' } as BuyInsuranceForm, requestId });
    expect(bodies).toEqual([{ productCode: 'BTHUS', requestId }]);
  });

  it("the purchase's createOrder turns the server's 409 into a rejection with its status and words", async () => {
    stubFetch(async () => json({ message: CONFLICT_MESSAGES.orderSentWithOtherDetails }, 409, 'Conflict'));
    await expect(createOrder({ form: { productCode: 'BTHUS' } as BuyInsuranceForm, owner: null, requestId: 'r1' })).rejects.toEqual({
      rejected: true,
      status: 409,
      message: CONFLICT_MESSAGES.orderSentWithOtherDetails,
    });
  });
});
