/** What the debounced search's events, guards, actions and actors mean (docs/machines/README.md). */
import type { debouncedSearchMachine } from './debouncedSearch.machine';
import type { GlossaryOf } from './glossary';

export const debouncedSearchGlossary = {
  events: {
    'user.type': 'The customer types in the search field.',
    'user.clear': 'The search field is emptied.',
  },
  guards: {
    isBlank: 'The customer emptied the search field (nothing but spaces): there is nothing to search for.',
  },
  actions: {
    setQuery: 'Keeps what the customer typed as the search text.',
    clear: 'Forgets the search text and the hits.',
  },
  actors: {
    search:
      'Asks the search service and returns the hits: the national address search (5 hits) or the company register (by number when 9 digits, else by name); a failure gives no hits (SPEC §7).',
  },
} satisfies GlossaryOf<typeof debouncedSearchMachine>;
