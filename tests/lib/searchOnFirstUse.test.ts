import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createDebouncedSearchMachine } from '../../machines/debouncedSearch.machine';
import { searchOnFirstUse } from '../../src/lib/search/searchOnFirstUse';

vi.mock('../../machines/debouncedSearch.machine', async (original) => {
  const real = await original<typeof import('../../machines/debouncedSearch.machine')>();
  return { ...real, createDebouncedSearchMachine: vi.fn(real.createDebouncedSearchMachine) };
});

describe('searchOnFirstUse', () => {
  it('builds the search machine on the first call, not before, and gives the same one after', () => {
    const logic = searchOnFirstUse(fromPromise<string[], { query: string }>(async () => ['Storgata 1']));
    expect(createDebouncedSearchMachine).not.toHaveBeenCalled();
    const first = logic();
    expect(logic()).toBe(first);
    expect(createDebouncedSearchMachine).toHaveBeenCalledTimes(1);
    const actor = createActor(first).start();
    expect(actor.getSnapshot().context).toEqual({ query: '', results: [] });
    actor.stop();
  });
});
