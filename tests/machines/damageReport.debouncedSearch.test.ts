import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { debouncedSearchMachineOf, SEARCH_DEBOUNCE_MS } from '../../machines/debouncedSearch.machine';

function start(search: (query: string) => Promise<string[]>) {
  const calls: string[] = [];
  const machine = debouncedSearchMachineOf<string>().provide({
    actors: {
      search: fromPromise<string[], { query: string }>(({ input }) => {
        calls.push(input.query);
        return search(input.query);
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, calls };
}

describe('debouncedSearch', () => {
  it('searches once, 300 ms after the last keystroke', async () => {
    const { actor, clock, calls } = start(async (q) => [`${q} 1`]);
    actor.send({ type: 'user.type', query: 'Ki' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'user.type', query: 'Kirke' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('searching');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('results'));
    expect(calls).toEqual(['Kirke']);
    expect(actor.getSnapshot().context.results).toEqual(['Kirke 1']);
  });

  it('gives an empty list on errors and clears on a blank query', async () => {
    const { actor, clock } = start(async () => {
      throw new Error('500');
    });
    actor.send({ type: 'user.type', query: 'x' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('results'));
    expect(actor.getSnapshot().context.results).toEqual([]);
    actor.send({ type: 'user.type', query: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ query: '', results: [] });
  });
});
