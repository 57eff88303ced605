import { assertEvent, assign, setup } from 'xstate';

/**
 * Leaving the damage report (SPEC §2 Layout): the shell's navigation asks this machine before it
 * leaves the flow. While the flow blocks leaving, the dialog 'Vil du avslutte å melde skade nå?'
 * (TILBAKE / AVSLUTT) opens; otherwise the navigation happens at once. The flow does not block when
 * loading failed, the case is submitted, or the page is /meld-skade/takk — the app feeds that in with
 * `flow.changed { blocksLeaving }` (the damage-report machine's `blocksLeaving` tag).
 * Escape and the backdrop send `user.stay`.
 */
export interface LeaveFlowGuardInput {
  blocksLeaving?: boolean;
}

export interface LeaveFlowGuardContext {
  blocksLeaving: boolean;
  /** Where the customer wanted to go while the dialog is open. */
  pendingTo: string | null;
}

export type LeaveFlowGuardEvent =
  | { type: 'flow.changed'; blocksLeaving: boolean }
  | { type: 'user.navigate'; to: string }
  | { type: 'user.stay' }
  | { type: 'user.leave' };

export const leaveFlowGuardMachine = setup({
  types: {
    input: {} as LeaveFlowGuardInput,
    context: {} as LeaveFlowGuardContext,
    events: {} as LeaveFlowGuardEvent,
  },
  actions: {
    /** App: router navigation to `to`. */
    navigate: (_, _params: { to: string }) => {},
    rememberDestination: assign(({ event }) => {
      assertEvent(event, 'user.navigate');
      return { pendingTo: event.to };
    }),
    forgetDestination: assign({ pendingTo: null }),
    trackFlow: assign(({ event }) => {
      assertEvent(event, 'flow.changed');
      return { blocksLeaving: event.blocksLeaving };
    }),
  },
  guards: {
    flowBlocksLeaving: ({ context }) => context.blocksLeaving,
  },
}).createMachine({
  id: 'leaveFlowGuard',
  description: 'Asks before the customer leaves an unfinished damage report.',
  context: ({ input }) => ({ blocksLeaving: input?.blocksLeaving ?? false, pendingTo: null }),
  initial: 'idle',
  on: {
    'flow.changed': { actions: 'trackFlow' },
  },
  states: {
    idle: {
      description: 'No dialog.',
      on: {
        'user.navigate': [
          { guard: 'flowBlocksLeaving', target: 'confirming', actions: 'rememberDestination' },
          {
            actions: {
              type: 'navigate',
              params: ({ event }) => ({ to: event.to }),
            },
          },
        ],
      },
    },
    confirming: {
      description: "Dialog 'Vil du avslutte å melde skade nå?' with TILBAKE and AVSLUTT.",
      on: {
        'user.stay': { target: 'idle', actions: 'forgetDestination' },
        'user.leave': {
          target: 'idle',
          actions: [{ type: 'navigate', params: ({ context }) => ({ to: context.pendingTo ?? '/' }) }, 'forgetDestination'],
        },
      },
    },
  },
});

/** What the app feeds the guard from the damage-report snapshot. */
export function blocksLeaving(snapshot: { hasTag: (tag: 'blocksLeaving') => boolean }): boolean {
  return snapshot.hasTag('blocksLeaving');
}

/** Plain-language meaning of every guard, action and actor, for docs/machines/README.md. */
export { leaveFlowGuardGlossary } from './leaveFlowGuard.glossary';
