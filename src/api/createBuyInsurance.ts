import type { BuyInsuranceForm } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/**
 * POST /api/createBuyInsurance with the whole purchase form, naming whose it is (./ownerHeader.ts); the JSON answer
 * is read but not inspected.
 */
export async function createBuyInsurance(form: BuyInsuranceForm, owner?: string): Promise<unknown> {
  return sendJson('post', 'api/createBuyInsurance', { json: form, headers: ownerHeaders(owner) });
}
