/** A query-style flow's route options, derived from its declaration (src/routing/flowRouteOptions.ts). */
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { cancellationDeclaration } from '../../domain/cancellationSteps';
import { purchaseDeclaration } from '../../domain/purchaseSteps';
import { queryFlowRouteOptions } from '../../src/routing/flowRouteOptions';

describe('queryFlowRouteOptions', () => {
  it('lets in the steps’ path and the ends below it; any other path below the area is not found', async () => {
    const options = queryFlowRouteOptions(purchaseDeclaration);
    await expect(options.beforeLoad('')).resolves.toBeUndefined();
    await expect(options.beforeLoad(undefined)).resolves.toBeUndefined();
    await expect(options.beforeLoad('bekreftelse')).resolves.toBeUndefined();
    const refused = await options.beforeLoad('takk').catch((error: unknown) => error);
    expect(isNotFound(refused)).toBe(true);
  });

  it('refuses an unknown path of a flow for customers before it asks who is logged in', async () => {
    const refused = await queryFlowRouteOptions(cancellationDeclaration).beforeLoad('ukjent').catch((error: unknown) => error);
    expect(isNotFound(refused)).toBe(true);
  });

  it('keeps a known step in the search and drops the rest', () => {
    const { validateSearch } = queryFlowRouteOptions(cancellationDeclaration);
    expect(validateSearch({ steg: 'dato', x: '1' })).toEqual({ steg: 'dato' });
    expect(validateSearch({ steg: 'adresse' })).toEqual({});
  });
});
