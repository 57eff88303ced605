/**
 * Counting a flow's moves under React's StrictMode (issue 49): `npm run dev` renders the app in StrictMode
 * (src/main.tsx), which mounts each component, unmounts it and mounts it again. The host's counting must come
 * through that as one visit: no leave counted for the make-believe unmount, and the moves made after it counted.
 */
import { act, render } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setup, type InspectionEvent } from 'xstate';
import type { MoveBatch } from '../../domain/countedMoves';
import { useLazyMoveCounting } from '../../src/components/flow/useLazyMoveCounting';
import { useMoveCounting } from '../../src/components/flow/useMoveCounting';

/** The home dialogs' lazy counting loads its code once the page is idle: here, when the test says so. */
const idle = vi.hoisted(() => ({ work: [] as (() => void)[] }));
vi.mock('../../src/lib/afterPageIdle', () => ({
  afterPageIdle: (work: () => void) => {
    idle.work.push(work);
    return () => void idle.work.splice(idle.work.indexOf(work), 1);
  },
}));

const dialogMachine = setup({}).createMachine({
  id: 'draftReminderModal',
  initial: 'open',
  states: { open: { on: { 'user.next': 'more', 'user.dismiss': 'hidden' } }, more: { on: { 'user.dismiss': 'hidden' } }, hidden: { type: 'final' } },
});

const sentMoves = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.flatMap(([, init]) => (JSON.parse((init as RequestInit).body as string) as MoveBatch).moves.map((m) => `${m.from} ${m.event} ${m.to}`));

/** A dialog's host in StrictMode, as `npm run dev` renders it: the hook's `inspect` given to `useMachine`. */
function renderStrict(useInspect: () => (event: InspectionEvent) => void) {
  let send: ((event: { type: 'user.next' | 'user.dismiss' }) => void) | undefined;
  function Host() {
    const inspect = useInspect();
    const [, sendEvent] = useMachine(dialogMachine, { inspect });
    send = sendEvent;
    return null;
  }
  const rendered = render(
    <StrictMode>
      <Host />
    </StrictMode>,
  );
  return { ...rendered, send: (type: 'user.next' | 'user.dismiss') => act(() => send!({ type })) };
}

const answered = () => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
const pageHides = () => act(() => void dispatchEvent(new Event('pagehide')));

describe('counting in StrictMode (npm run dev)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    idle.work.length = 0;
  });

  it("a flow's host counts one visit: no leave for the mount StrictMode undoes, and the moves after it", () => {
    const fetchSpy = answered();
    const host = renderStrict(useMoveCounting);
    host.send('user.next');
    pageHides();
    expect(sentMoves(fetchSpy).sort()).toEqual(['more page.closed left', 'open user.next more', 'start xstate.init open']);
  });

  it("a home dialog's host (counted lazily) the same", async () => {
    const fetchSpy = answered();
    const host = renderStrict(useLazyMoveCounting);
    host.send('user.next');
    for (const work of idle.work.splice(0)) work();
    await vi.dynamicImportSettled();
    pageHides();
    expect(sentMoves(fetchSpy).sort()).toEqual(['more page.closed left', 'open user.next more', 'start xstate.init open']);
  });

  it('a host that goes still leaves its flow', async () => {
    const fetchSpy = answered();
    const host = renderStrict(useMoveCounting);
    host.unmount();
    await Promise.resolve();
    pageHides();
    expect(sentMoves(fetchSpy).sort()).toEqual(['open flow.left left', 'start xstate.init open']);
  });
});
