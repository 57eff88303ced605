import ky from 'ky';
import type { CompanyRegisterResponse } from '../../domain/types';

const BASE_URL: string = import.meta.env.VITE_COMPANY_REGISTER_URL || '/emulator/enhetsregisteret/enheter';

/** SPEC §7/§9: debounce before searching. */
export const COMPANY_SEARCH_DELAY_MS = 300;

export interface Company {
  navn: string;
  organisasjonsnummer: string;
}

function absolute(url: string): string {
  return new URL(url, typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost').toString();
}

/** The query string for a search: exactly 9 digits → by organisasjonsnummer, otherwise by navn with size 42. */
export function companySearchParams(input: string): Record<string, string> {
  const q = input.trim();
  return /^\d{9}$/.test(q) ? { organisasjonsnummer: q } : { navn: q, size: '42' };
}

/** National company register search; reads _embedded.enheter. Errors give []. */
export async function searchCompanies(input: string, signal?: AbortSignal): Promise<Company[]> {
  if (!input.trim()) return [];
  try {
    const data = await ky
      .get(absolute(BASE_URL), { searchParams: companySearchParams(input), retry: 0, signal })
      .json<CompanyRegisterResponse>();
    return (data._embedded?.enheter ?? []).map(({ navn, organisasjonsnummer }) => ({ navn, organisasjonsnummer }));
  } catch {
    return [];
  }
}
