import useSWR from 'swr';
import type { Product } from '../../domain/types';
import { getList } from './http';

export const PRODUCTS_KEY = '/api/getProducts';

/** GET /api/getProducts; failure → Error('Failed to fetch products') (SPEC §7). 404 → []. */
export async function getProducts(): Promise<Product[]> {
  try {
    return await getList<Product>('api/getProducts');
  } catch {
    throw new Error('Failed to fetch products');
  }
}

export function useProducts(enabled = true) {
  return useSWR<Product[], Error>(enabled ? PRODUCTS_KEY : null, getProducts);
}
