import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * Leaving the damage report (SPEC §2 Layout). Every move out of /meld-skade — header, footer, profile
 * menu, any link, rolle's TILBAKE, browser back/forward — is held by the route bridge and asked here
 * first. While the flow blocks leaving, the dialog 'Vil du avslutte å melde skade nå?' (TILBAKE / AVSLUTT)
 * opens and the move waits; otherwise the move goes through at once. The flow does not block when loading
 * failed, the case is submitted, or on /meld-skade/takk: the bridge sends the flow's `blocksLeaving` with
 * each move. Escape and the backdrop send `user.stay`.
 */
export interface LeaveMove {
  /** Where the customer wanted to go. */
  to: string;
  /** For back/forward: how many history entries to go; null for a navigation to `to`. */
  historyDelta: number | null;
}

export interface LeaveFlowGuardContext {
  /** The held move while the dialog is open. */
  pending: LeaveMove | null;
}

export type LeaveFlowGuardEvent =
  | ({ type: 'user.navigate'; blocksLeaving: boolean } & LeaveMove)
  | { type: 'user.stay' }
  | { type: 'user.leave' };

export const leaveFlowGuardMachine = setup({
  types: {
    context: {} as LeaveFlowGuardContext,
    events: {} as LeaveFlowGuardEvent,
  },
  actions: {
    /** App: completes the held move past the blocker (history.go for back/forward, else navigate). */
    navigate: (_: unknown, _params: LeaveMove): void => notProvided('navigate'),
    holdMove: assign(({ event }) => {
      assertEvent(event, 'user.navigate');
      return { pending: { to: event.to, historyDelta: event.historyDelta } };
    }),
    forgetMove: assign({ pending: null }),
  },
  guards: {
    flowBlocksLeaving: ({ event }) => event.type === 'user.navigate' && event.blocksLeaving,
  },
}).createMachine({
  id: 'leaveFlowGuard',
  description: 'Asks before the customer leaves an unfinished damage report.',
  context: { pending: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog; a move out of a finished or failed report goes through.',
      on: {
        'user.navigate': {
          guard: 'flowBlocksLeaving',
          target: 'confirming',
          actions: 'holdMove',
          description: 'Leaving the flow would lose the customer\'s place: the leave dialog asks first.',
        },
      },
    },
    confirming: {
      description: "Dialog 'Vil du avslutte å melde skade nå?' with TILBAKE and AVSLUTT; the customer stays on the step meanwhile.",
      meta: { nb: 'Dialogen spør om kunden vil gå ut av flyten; kunden er på steget så lenge.' },
      on: {
        'user.stay': {
          target: 'idle',
          actions: 'forgetMove',
          meta: { nb: 'Dialogen lukkes (også med Esc), og kunden blir på steget med svarene sine.' },
        },
        'user.leave': {
          target: 'idle',
          actions: [{ type: 'navigate', params: ({ context }) => context.pending ?? { to: '/', historyDelta: null } }, 'forgetMove'],
          meta: { nb: 'Kunden går ut av flyten, dit lenken eller Tilbake i nettleseren skulle.' },
        },
      },
    },
  },
});

/** The move is held (the dialog opened) after `user.navigate`. */
export function isHolding(snapshot: { matches: (state: 'confirming') => boolean }): boolean {
  return snapshot.matches('confirming');
}
