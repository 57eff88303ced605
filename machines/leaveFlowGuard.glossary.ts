/** What the leave-flow guard's guards and actions mean (docs/machines/README.md). */
import type { GlossaryOf } from './glossary';
import type { leaveFlowGuardMachine } from './leaveFlowGuard.machine';

export const leaveFlowGuardGlossary = {
  events: {
    'user.navigate': 'The customer moves out of the flow: a link, the header, Back or Forward.',
    'user.stay': 'TILBAKE in the leave dialog (or Esc): stay in the flow.',
    'user.leave': 'AVSLUTT in the leave dialog: leave the flow.',
  },
  guards: {
    flowBlocksLeaving:
      'The damage report is unfinished, so leaving asks first: it is loading or open, not failed, submitted or on /meld-skade/takk (SPEC §2 Layout).',
  },
  actions: {
    navigate: 'AVSLUTT: completes the held move (back/forward through history, else the link the customer chose).',
    holdMove: 'Holds the move out of the flow while the dialog asks; the customer stays on the step and its URL.',
    forgetMove: 'Forgets the held move: the customer stayed, or has left.',
  },
  actors: {},
} satisfies GlossaryOf<typeof leaveFlowGuardMachine>;
