import type { BuyInsuranceForm } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/**
 * POST /api/createBuyInsurance with the whole purchase form and the order's key (`requestId`: the same for every
 * try of one order, so the server places it once and knows a resend with other answers), naming whose it is
 * (./ownerHeader.ts); the JSON answer is read but not inspected.
 */
export async function createBuyInsurance(order: { form: BuyInsuranceForm; requestId: string }, owner?: string): Promise<unknown> {
  return sendJson('post', 'api/createBuyInsurance', { json: { ...order.form, requestId: order.requestId }, headers: ownerHeaders(owner) });
}
