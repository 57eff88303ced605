import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { debouncedSearchMachine } from '../../machines/debouncedSearch.machine';
import { searchOnFirstUse } from '../../src/lib/search/searchOnFirstUse';

describe('searchOnFirstUse', () => {
  it('provides the search to the machine on the first call, not before, and gives the same one after', () => {
    const provide = vi.spyOn(debouncedSearchMachine, 'provide');
    const logic = searchOnFirstUse(fromPromise<string[], { query: string }>(async () => ['Storgata 1']));
    expect(provide).not.toHaveBeenCalled();
    const first = logic();
    expect(logic()).toBe(first);
    expect(provide).toHaveBeenCalledTimes(1);
    const actor = createActor(first).start();
    expect(actor.getSnapshot().context).toEqual({ query: '', results: [] });
    actor.stop();
    provide.mockRestore();
  });
});
