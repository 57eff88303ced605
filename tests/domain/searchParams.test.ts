import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/router-core';
import { caseIdSearch, homeSearch, purchaseSearch, rootSearch } from '../../domain/searchParams';

/** The query string as the router hands it to validateSearch: parsed by its own parser (JSON values first). */
const parsed = (query: string) => defaultParseSearch(query);

describe('search params', () => {
  it('keeps a case id given as digits as a string, and drops what is not a scalar', () => {
    expect(caseIdSearch(parsed('?CaseId=123'))).toEqual({ CaseId: '123' });
    expect(caseIdSearch(parsed('?CaseId=abc-1'))).toEqual({ CaseId: 'abc-1' });
    expect(caseIdSearch(parsed('?CaseId=%7B%22a%22%3A1%7D'))).toEqual({});
    expect(caseIdSearch(parsed(''))).toEqual({});
  });

  it('has no key for an absent param, so the URL the router writes back stays as it was', () => {
    expect(Object.keys(rootSearch(parsed('?other=1')))).toEqual([]);
    expect(Object.keys(homeSearch(parsed('?agent=x')))).toEqual(['agent']);
  });

  it('reads the login-panel flags as presence, whatever their value', () => {
    expect(homeSearch(parsed('?partner&meldskade=0&kjop=false'))).toEqual({ partner: true, meldskade: true, kjop: true });
    expect(homeSearch(parsed('?partner=%5B1%5D'))).toEqual({});
  });

  it('keeps only a known purchase step and context, and reads resume as a boolean', () => {
    expect(purchaseSearch(parsed('?steg=adresse&resume=true&kontekst=sjekk-forsikring'))).toEqual({
      steg: 'adresse',
      resume: true,
      kontekst: 'sjekk-forsikring',
    });
    expect(purchaseSearch(parsed('?steg=hemmelig&resume=ja&kontekst=annet'))).toEqual({ resume: false });
    expect(purchaseSearch(parsed('?steg=1'))).toEqual({});
  });
});
