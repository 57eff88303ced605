/** Counting the flows' moves in the browser (issue 49): the tracker on the real machine, the batch, the hook. */
import { act, render } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type InspectionEvent } from 'xstate';
import { moveBatchSchema, type MoveBatch } from '../../domain/countedMoves';
import { MOVE_CATALOGUE } from '../../domain/moveCatalogue.generated';
import { createMoveTracker } from '../../machines/moves/tracker';
import { useLazyMoveCounting } from '../../src/components/flow/useLazyMoveCounting';
import { useMoveCounting } from '../../src/components/flow/useMoveCounting';
import { createMoveBatch } from '../../src/lib/moveCounting/moveBatch';
import { damageReportJourney, expectedThirty, STEP_MS, THIRTY_CUSTOMERS } from '../support/damageReportJourneys';

/** The home dialogs' lazy counting loads its code once the page is idle: here, when the test says so. */
const idle = vi.hoisted(() => ({ work: [] as (() => void)[] }));
vi.mock('../../src/lib/afterPageIdle', () => ({
  afterPageIdle: (work: () => void) => {
    idle.work.push(work);
    return () => void idle.work.splice(idle.work.indexOf(work), 1);
  },
}));

const key = (m: { from: string; event: string; to: string; outcome: string }) => `${m.from} ${m.event} ${m.to} ${m.outcome}`;

function totals(batches: MoveBatch[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of batches) for (const m of b.moves) out[key(m)] = (out[key(m)] ?? 0) + m.n;
  return out;
}

describe('the move tracker on the damage report machine', () => {
  it("counts a sent report's moves, each one the catalogue has, and the time on each step as a bucket", async () => {
    const batches = await damageReportJourney('sends');
    expect(batches).toHaveLength(1);
    expect(v.safeParse(moveBatchSchema(MOVE_CATALOGUE), batches[0]).success).toBe(true);
    expect(totals(batches)).toEqual({
      'start xstate.done.actor.loadDraft rolle ': 1,
      'rolle user.next lokasjon ': 1,
      'lokasjon user.next forsikring ': 1,
      'forsikring user.next skade ': 1,
      'skade user.next informasjon ': 1,
      'informasjon user.next kontakt ': 1,
      'kontakt user.next oppsummering ': 1,
      'oppsummering user.submit takk ': 1,
    });
    // 20 s on each of the seven steps: bucket 2 (15–30 s).
    expect(batches[0]!.stepTimes).toEqual(
      // By name, not in the order they were made.
      ['forsikring', 'informasjon', 'kontakt', 'lokasjon', 'oppsummering', 'rolle', 'skade'].map((step) => ({ flow: 'damageReport', step, bucket: 2, n: 1 })),
    );
    expect(STEP_MS).toBe(20_000);
  });

  it('counts a failed SEND INN as a move that stays, with the notice the customer saw (its key)', async () => {
    const batches = await damageReportJourney('failsThenSends');
    expect(totals(batches)['oppsummering user.submit oppsummering submitFailed']).toBe(1);
    expect(totals(batches)['oppsummering user.submit takk ']).toBe(1);
    expect(v.safeParse(moveBatchSchema(MOVE_CATALOGUE), batches[0]).success).toBe(true);
  });

  it('adds up the 30 customers exactly', async () => {
    const batches = (await Promise.all(THIRTY_CUSTOMERS.map(damageReportJourney))).flat();
    expect(totals(batches)).toEqual(expectedThirty());
  });

  it('carries no id, no typed text and no context: only names of places, events and notices', async () => {
    const text = JSON.stringify(await damageReportJourney('failsThenSends'));
    for (const secret of ['case-new', 'user-1', 'Kari', 'kari@example.no', '91234567', 'Sopp i kjelleren', 'Storgata']) expect(text).not.toContain(secret);
  });
});

describe('the move batch', () => {
  it('adds up repeated moves and sends when full or flushed, never an empty batch', () => {
    const send = vi.fn();
    const batch = createMoveBatch(send, 2);
    const move = { flow: 'damageReport', from: 'rolle', event: 'user.next', to: 'lokasjon', outcome: '' };
    batch.move(move);
    batch.move(move);
    expect(send).not.toHaveBeenCalled();
    batch.move({ ...move, from: 'lokasjon', to: 'forsikring' });
    expect(send).toHaveBeenCalledOnce();
    // In a fixed order (by name), not the order they were made in.
    expect(send.mock.calls[0]![0]).toEqual({ moves: [{ ...move, from: 'lokasjon', to: 'forsikring', n: 1 }, { ...move, n: 2 }], stepTimes: [] });
    batch.flush();
    expect(send).toHaveBeenCalledOnce();
  });

  it('follows only counted machines, and counts no leave from an end', () => {
    const moves: string[] = [];
    const tracker = createMoveTracker({ move: (m) => moves.push(`${m.flow} ${m.from} ${m.event} ${m.to}`), stepTime: () => undefined }, { counted: ['dialog'] });
    const dialog = setup({}).createMachine({ id: 'dialog', initial: 'open', states: { open: { on: { 'user.close': 'closed' } }, closed: { type: 'final' } } });
    const other = setup({}).createMachine({ id: 'other', initial: 'a', states: { a: { on: { 'user.go': 'b' } }, b: {} } });
    const a = createActor(dialog, { inspect: tracker.inspect }).start();
    createActor(other, { inspect: tracker.inspect }).start().send({ type: 'user.go' });
    a.send({ type: 'user.close' });
    tracker.leave('page.closed');
    expect(moves).toEqual(['dialog start xstate.init open', 'dialog open user.close closed']);
  });

  it("brings a flow left by a closed page back where it was, with the app's own move made before (Back from the e-ID login)", () => {
    const moves: string[] = [];
    const tracker = createMoveTracker({ move: (m) => moves.push(`${m.from} ${m.event} ${m.to}`), stepTime: () => undefined }, { counted: ['wizard'] });
    const wizard = setup({}).createMachine({
      id: 'wizard',
      initial: 'step',
      states: { step: { meta: { stepNumber: 1 }, on: { 'user.next': 'login' } }, login: { meta: { detour: { label: 'e-ID' } }, on: { 'page.restored': 'step' } } },
    });
    const actor = createActor(wizard, { inspect: tracker.inspect }).start();
    actor.send({ type: 'user.next' });
    tracker.leave('page.closed');
    // The app's pageshow comes first: the machine goes back to the step while the tracker still counts it as left.
    actor.send({ type: 'page.restored' });
    tracker.restore();
    actor.send({ type: 'user.next' });
    expect(moves).toEqual(['start xstate.init step', 'step user.next login', 'login page.closed left', 'left page.restored login', 'login page.restored step', 'step user.next login']);
  });

  it('brings back a flow cached at an end, with no leave or return counted, and follows it on (a new order)', () => {
    const moves: string[] = [];
    const tracker = createMoveTracker({ move: (m) => moves.push(`${m.from} ${m.event} ${m.to}`), stepTime: () => undefined }, { counted: ['wizard'] });
    const wizard = setup({}).createMachine({
      id: 'wizard',
      initial: 'step',
      states: { step: { meta: { stepNumber: 1 }, on: { 'user.submit': 'done' } }, done: { meta: { outcome: 'success' }, on: { 'user.newOrder': 'step' } } },
    });
    const actor = createActor(wizard, { inspect: tracker.inspect }).start();
    actor.send({ type: 'user.submit' });
    tracker.leave('page.closed');
    tracker.restore();
    actor.send({ type: 'user.newOrder' });
    expect(moves).toEqual(['start xstate.init step', 'step user.submit done', 'done user.newOrder step']);
  });
});

/** A home dialog as the page runs it: open until dismissed. */
const dialogMachine = setup({}).createMachine({
  id: 'draftReminderModal',
  initial: 'open',
  states: { open: { on: { 'user.next': 'more', 'user.dismiss': 'hidden' } }, more: { on: { 'user.dismiss': 'hidden' } }, hidden: { type: 'final' } },
});

/** A host that gives its dialog's actor the hook's `inspect`, as the app's hosts do; `actor()` once rendered. */
function renderHost(useInspect: () => (event: InspectionEvent) => void) {
  let actor: ReturnType<typeof createActor<typeof dialogMachine>> | undefined;
  function Host() {
    const inspect = useInspect();
    actor ??= createActor(dialogMachine, { inspect }).start();
    return null;
  }
  return { ...render(<Host />), actor: () => actor! };
}

const pageEvent = (type: 'pagehide' | 'pageshow', persisted = false) => act(() => void dispatchEvent(Object.assign(new Event(type), { persisted })));
const sentBodies = (fetchSpy: { mock: { calls: unknown[][] } }) => fetchSpy.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as MoveBatch);
const sentMoves = (fetchSpy: { mock: { calls: unknown[][] } }) => sentBodies(fetchSpy).flatMap((b) => b.moves.map((m) => `${m.from} ${m.event} ${m.to}`));
const answered = () => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));

describe('useMoveCounting', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a page shown again from the back/forward cache brings its flow back from «left», and counts on', () => {
    const fetchSpy = answered();
    const { actor } = renderHost(useMoveCounting);
    pageEvent('pagehide', true);
    pageEvent('pageshow', true);
    act(() => void actor().send({ type: 'user.dismiss' }));
    pageEvent('pagehide');
    expect(sentBodies(fetchSpy).map((b) => b.moves.map((m) => `${m.from} ${m.event} ${m.to}`))).toEqual([
      ['open page.closed left', 'start xstate.init open'],
      ['left page.restored open', 'open user.dismiss hidden'],
    ]);
    for (const body of sentBodies(fetchSpy)) expect(v.safeParse(moveBatchSchema(MOVE_CATALOGUE), body).success).toBe(true);
  });

  // After the visitor's: the guard stays for the document's life once installed.
  it("a customer's page, loaded anew instead of shown from the cache, counts one leave and no return", async () => {
    const fetchSpy = answered();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const { keepCustomerPageOutOfBackForwardCache } = await import('../../src/lib/device/backForwardCache');
    renderHost(useMoveCounting);
    keepCustomerPageOutOfBackForwardCache();
    pageEvent('pagehide', true);
    pageEvent('pageshow', true);
    expect(reload).toHaveBeenCalled();
    // The reload's own pagehide.
    pageEvent('pagehide');
    expect(sentMoves(fetchSpy)).toEqual(['open page.closed left', 'start xstate.init open']);
    document.documentElement.style.visibility = '';
  });

  it('sends the page batch without credentials when the page hides, with the leave, and stores nothing on the device', async () => {
    const fetchSpy = answered();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderHost(useMoveCounting);
    pageEvent('pagehide');
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/countMoves');
    // No cookie, and not the page's address (a case's id is in it).
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(JSON.parse(init!.body as string)).toEqual({
      moves: [
        { flow: 'draftReminderModal', from: 'open', event: 'page.closed', to: 'left', outcome: '', n: 1 },
        { flow: 'draftReminderModal', from: 'start', event: 'xstate.init', to: 'open', outcome: '', n: 1 },
      ],
      stepTimes: [],
    });
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });
});

describe('useLazyMoveCounting (the home dialogs)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    idle.work.length = 0;
  });

  /** Runs the idle work: the counting code is imported, and the kept events counted. */
  const pageIdle = async () => {
    for (const work of idle.work.splice(0)) work();
    await vi.dynamicImportSettled();
  };

  it('keeps the moves made before the page is idle and counts them once the code has come, then counts on', async () => {
    const fetchSpy = answered();
    const { actor } = renderHost(useLazyMoveCounting);
    act(() => void actor().send({ type: 'user.next' }));
    expect(idle.work).toHaveLength(1);
    await pageIdle();
    act(() => void actor().send({ type: 'user.dismiss' }));
    pageEvent('pagehide');
    expect(sentMoves(fetchSpy).sort()).toEqual(['more user.dismiss hidden', 'open user.next more', 'start xstate.init open']);
  });

  it('counts a dialog left before the code came as left, once it has', async () => {
    const fetchSpy = answered();
    const { unmount } = renderHost(useLazyMoveCounting);
    unmount();
    await pageIdle();
    pageEvent('pagehide');
    expect(sentMoves(fetchSpy).sort()).toEqual(['open flow.left left', 'start xstate.init open']);
  });
});
