import { assign, fromPromise, setup } from 'xstate';

/**
 * A search field with a 300 ms pause before asking (SPEC §7: address search and company register).
 * The parent sends `user.type { query }`; the view reads `context.results` of the child.
 * The app provides the `search` actor (errors give an empty list).
 */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DebouncedSearchContext<THit> {
  query: string;
  results: THit[];
}

export type DebouncedSearchEvent = { type: 'user.type'; query: string } | { type: 'user.clear' };

/** The machine for hits of type THit, with a stub `search` (no hits). Built once, below; its type is DebouncedSearchMachine. */
function buildDebouncedSearchMachine<THit>() {
  return setup({
    types: {
      context: {} as DebouncedSearchContext<THit>,
      events: {} as DebouncedSearchEvent,
    },
    actors: {
      /** App: GET the search service with the query; resolves with the hits. The stub finds nothing. */
      search: fromPromise<THit[], { query: string }>(async () => []),
    },
    actions: {
      setQuery: assign(({ event }) => (event.type === 'user.type' ? { query: event.query } : {})),
      clear: assign({ query: '', results: [] }),
    },
    guards: {
      isBlank: ({ event }) => event.type === 'user.type' && event.query.trim() === '',
    },
  }).createMachine({
    id: 'debouncedSearch',
    description: 'Waits 300 ms after the last keystroke, then searches; a new keystroke starts the wait again.',
    context: { query: '', results: [] },
    initial: 'idle',
    on: {
      'user.type': [
        { guard: 'isBlank', target: '.idle', actions: 'clear', description: 'The field is empty: no search, no hits.' },
        { target: '.debouncing', reenter: true, actions: 'setQuery' },
      ],
      'user.clear': { target: '.idle', actions: 'clear' },
    },
    states: {
      idle: { description: 'Nothing to search for.' },
      debouncing: {
        description: 'The customer is typing.',
        after: { [SEARCH_DEBOUNCE_MS]: { target: 'searching' } },
      },
      searching: {
        description: 'Asks the search service.',
        invoke: {
          id: 'search',
          src: 'search',
          input: ({ context }) => ({ query: context.query }),
          onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output }) },
          onError: { target: 'results', actions: assign({ results: [] }) },
        },
      },
      results: { description: 'Shows the hits (possibly none).' },
    },
  });
}

/** Company register hit (SPEC §7: _embedded.enheter). */
export interface OrganizationHit {
  name: string;
  organizationNumber: string;
}

/** Company register: by number when the input is exactly 9 digits, else by name (size 42). */
export function organizationQuery(query: string): { organisasjonsnummer: string } | { navn: string; size: 42 } {
  const q = query.trim();
  return /^\d{9}$/.test(q) ? { organisasjonsnummer: q } : { navn: q, size: 42 };
}

export const ADDRESS_SEARCH_SIZE = 5;

/**
 * The machine, built once with its stub `search`: the app and the tests provide theirs with
 * `.provide({ actors: { search } })` (through `debouncedSearchMachineOf`, typed by the hits); the diagrams draw it.
 */
export const debouncedSearchMachine = buildDebouncedSearchMachine<unknown>();

/** The debounced search machine whose `search` finds hits of type THit. */
export type DebouncedSearchMachine<THit> = ReturnType<typeof buildDebouncedSearchMachine<THit>>;

/**
 * `debouncedSearchMachine` typed by its hits. The hit type is a type parameter only (the context's `results`, the
 * `search` actor's output), so this builds nothing: it is the one machine, as the caller's THit has it.
 */
export const debouncedSearchMachineOf = <THit>(): DebouncedSearchMachine<THit> => debouncedSearchMachine as unknown as DebouncedSearchMachine<THit>;
