/**
 * The tracker of a page's flows (issue 49): watches the actors of a flow's machine through xstate's `inspect`
 * option and turns what they do into moves between the places their overviews draw (./places.ts), as the
 * catalogue names them (./catalogue.ts): the customer's event that started a move, or the machine's own where none
 * did; the notice the customer was shown (`setNotice`'s key, never its text); the time on a step as a bucket.
 * It reads the machines' states and event types, and of their context only the key of a notice as it is shown:
 * never the form, an id or an event's data.
 *
 * Plain TypeScript, no React, no network, nothing stored: it hands each move to its sink
 * (src/lib/moveCounting/moveBatch.ts counts them in memory). Every actor of the page's system whose machine is a
 * counted flow (domain/countedMoves.ts `COUNTED_FLOWS`) is followed, so the home page's dialogs invoked by their
 * page's machine are counted as themselves.
 */
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { COUNTED_FLOWS, stepTimeBucket, type Move } from '../../domain/countedMoves';
import { INIT_EVENT, RESTORE_EVENT, type LEAVE_EVENTS } from './catalogue';
import { AUTOMATIC, LEFT, placeOfSnapshot, placesOf, START } from './places';

export type LeaveEvent = (typeof LEAVE_EVENTS)[number];

export interface MoveSink {
  move(move: Move): void;
  stepTime(flow: string, step: string, bucket: number): void;
}

export interface MoveTracker {
  /** Give it to `createActor(machine, { inspect })` (with any other inspector beside it). */
  inspect(event: InspectionEvent): void;
  /** The customer leaves: each flow followed that is not at an end counts a move to `left`. No move is counted after. */
  leave(event: LeaveEvent): void;
  /**
   * The page left with `page.closed` is shown again from the back/forward cache: each flow counted as leaving then
   * comes back to the place it left (`left` → that place, `page.restored`), and its moves are counted again.
   */
  restore(): void;
}

interface Followed {
  machine: AnyStateMachine;
  place: string;
  enteredAt: number;
  /** The customer's last event that did something (moved a state, showed a notice) since the last move. */
  pending: string | null;
  /** The notice shown since the last move. */
  notice: string | null;
  /** A notice was announced, to be read from the next snapshot. */
  noticeShown: boolean;
  value: string;
  left: boolean;
  /** The place the flow was left from by a closed page: where a restored page takes it back. */
  closedAt: string | null;
  /** The last event that moved the machine while its page was closed (the app's own `page.restored`, sent first). */
  missed: string | null;
}

/** What a flow's machine emits as it shows a notice (machines/flowKit/flowSetup.ts `announceNotice`). */
const NOTICE_SHOWN = 'notice.shown';

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic && typeof (logic as { id: unknown }).id === 'string';

const isStep = (machine: AnyStateMachine, place: string) =>
  (placesOf(machine).nodes.get(place)?.meta as { stepNumber?: number } | undefined)?.stepNumber !== undefined;

export function createMoveTracker(sink: MoveSink, options: { now?: () => number; counted?: readonly string[] } = {}): MoveTracker {
  const now = options.now ?? (() => performance.now());
  const counted = new Set(options.counted ?? COUNTED_FLOWS);
  const followed = new Map<AnyActorRef | object, Followed>();

  const follow = (actorRef: object): Followed | undefined => {
    const known = followed.get(actorRef);
    if (known) return known;
    const logic = (actorRef as { logic?: unknown }).logic;
    if (!isMachine(logic) || !counted.has(logic.id)) return undefined;
    const state: Followed = { machine: logic, place: START, enteredAt: now(), pending: null, notice: null, noticeShown: false, value: '', left: false, closedAt: null, missed: null };
    followed.set(actorRef, state);
    return state;
  };

  const moveTo = (f: Followed, event: string, to: string) => {
    const at = now();
    sink.move({ flow: f.machine.id, from: f.place, event, to, outcome: f.notice ?? '' });
    if (to !== f.place) {
      if (isStep(f.machine, f.place)) sink.stepTime(f.machine.id, f.place, stepTimeBucket(at - f.enteredAt));
      f.place = to;
      f.enteredAt = at;
    }
    f.pending = null;
    f.notice = null;
  };

  return {
    inspect(event) {
      if (event.type === '@xstate.action') {
        // A notice is shown (machines/flowKit/notice.ts: `setNotice`, then `announceNotice` emits `notice.shown`).
        const emitted = (event.action.params as { event?: { type?: unknown } } | undefined)?.event?.type;
        const f = event.action.type === 'xstate.emit' && emitted === NOTICE_SHOWN ? follow(event.actorRef) : undefined;
        if (f) f.noticeShown = true;
        return;
      }
      if (event.type !== '@xstate.snapshot') return;
      const f = follow(event.actorRef);
      if (f?.left && f.closedAt !== null) f.missed = event.event.type;
      if (!f || f.left) return;
      const snapshot = event.snapshot as { value?: unknown; context?: unknown };
      if (snapshot.value === undefined) return;
      if (f.noticeShown) {
        // Its key only: the one thing of the context the tracker reads.
        const notice = (snapshot.context as { notice?: unknown } | undefined)?.notice;
        f.notice = typeof notice === 'string' ? notice : null;
        f.noticeShown = false;
      }
      const value = JSON.stringify(snapshot.value);
      const type = event.event.type;
      if (type.startsWith('user.') && (value !== f.value || f.notice !== null)) f.pending = type;
      f.value = value;
      const place = placeOfSnapshot(f.machine, snapshot as { value: never });
      const label = AUTOMATIC.test(type) && f.pending ? f.pending : type === INIT_EVENT ? INIT_EVENT : type;
      if (place !== undefined && place !== f.place) moveTo(f, label, place);
      else if (place !== undefined && place === f.place && f.notice !== null) moveTo(f, label, place);
    },
    leave(event) {
      for (const f of followed.values()) {
        if (f.left) continue;
        const place = f.place;
        if (!placesOf(f.machine).ends.has(place)) moveTo(f, event, LEFT);
        if (event === 'page.closed') f.closedAt = place;
        f.left = true;
      }
    },
    restore() {
      for (const [actorRef, f] of followed) {
        if (f.closedAt === null) continue;
        f.left = false;
        // From an end no leave was counted (some flows go on from one: a new order), so none comes back.
        if (!placesOf(f.machine).ends.has(f.closedAt)) moveTo(f, RESTORE_EVENT, f.closedAt);
        // The app may have moved the machine before this (its `page.restored`): that move is counted now.
        const snapshot = 'getSnapshot' in actorRef ? (actorRef as AnyActorRef).getSnapshot() : undefined;
        const place = snapshot?.value === undefined ? undefined : placeOfSnapshot(f.machine, snapshot as { value: never });
        if (place !== undefined && place !== f.place) moveTo(f, f.missed ?? RESTORE_EVENT, place);
        if (snapshot?.value !== undefined) f.value = JSON.stringify(snapshot.value);
        f.closedAt = null;
        f.missed = null;
      }
    },
  };
}
