import { useApiRead } from './apiRead';
import type { Product } from '../../domain/types';
import { API_READS } from '../../domain/pageReads';
import { getList } from './http';

export const PRODUCTS_KEY = API_READS.products;

/** GET /api/getProducts; failure → Error('Failed to fetch products') (SPEC §7). 404 → []. */
export async function getProducts(): Promise<Product[]> {
  try {
    return await getList<Product>(PRODUCTS_KEY);
  } catch {
    throw new Error('Failed to fetch products');
  }
}

export function useProducts(enabled = true) {
  return useApiRead<Product[]>(enabled ? PRODUCTS_KEY : null, getProducts);
}
