import type { BuyInsuranceForm } from '../../domain/types';
import { sendJson } from './http';

/** POST /api/createBuyInsurance with the whole purchase form; the JSON answer is read but not inspected. */
export async function createBuyInsurance(form: BuyInsuranceForm): Promise<unknown> {
  return sendJson('post', 'api/createBuyInsurance', { json: form });
}
