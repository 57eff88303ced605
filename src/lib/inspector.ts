/**
 * Stately Inspector for our machines, in development only.
 *
 * Pass `inspect` to `useMachine(machine, { inspect })` or `createActor(machine, { inspect })`.
 * It is `undefined` in production builds (Vite replaces `import.meta.env.DEV` with `false`,
 * so this module's dev branch and the dynamic import of @statelyai/inspect are dropped).
 *
 * Opt in per browser tab: open the dev app with `?inspect` in the URL (for example
 * http://localhost:5173/?inspect). The choice is kept in sessionStorage for the tab;
 * `?inspect=off` turns it off again. The inspector opens https://stately.ai/inspect in a new
 * window, so allow pop-ups for localhost.
 */
import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

const STORAGE_KEY = 'xstate-inspect';
/** Events kept while @statelyai/inspect loads; the inspector needs the actor registrations sent first. */
const MAX_BUFFERED_EVENTS = 2000;

/** Reads and remembers the `?inspect` opt-in for this tab. */
export function inspectorRequested(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const params = new URLSearchParams(location.search);
  if (params.has('inspect')) storage.setItem(STORAGE_KEY, params.get('inspect') === 'off' ? 'off' : 'on');
  return storage.getItem(STORAGE_KEY) === 'on';
}

/**
 * An inspect function that forwards to a lazily created browser inspector,
 * buffering the events sent before the inspector has loaded.
 */
export function createLazyInspect(load: () => Promise<{ inspect: { next?: (event: InspectionEvent) => void } }>): Inspect {
  const buffer: InspectionEvent[] = [];
  let forward: Inspect | undefined;
  void load().then(
    (inspector) => {
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of buffer.splice(0)) forward(event);
    },
    (error: unknown) => {
      buffer.length = 0;
      console.warn('Stately Inspector could not be loaded', error);
    },
  );
  return (event) => {
    if (forward) forward(event);
    else if (buffer.length < MAX_BUFFERED_EVENTS) buffer.push(event);
  };
}

function createDevInspect(): Inspect | undefined {
  if (typeof window === 'undefined' || !inspectorRequested(window.location, window.sessionStorage)) return undefined;
  return createLazyInspect(async () => {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector({ maxDeferredEvents: MAX_BUFFERED_EVENTS });
  });
}

export const inspect: Inspect | undefined = import.meta.env.DEV ? createDevInspect() : undefined;
