/** What the leave-flow guard's guards and actions mean (docs/machines/README.md). */
import type { GlossaryOf } from './glossary';
import type { leaveFlowGuardMachine } from './leaveFlowGuard.machine';

export const leaveFlowGuardGlossary = {
  guards: {
    flowBlocksLeaving:
      'The damage report is unfinished, so leaving asks first: it loaded, is not submitted and is not on /meld-skade/takk (SPEC §2 Layout).',
  },
  actions: {
    navigate: 'Goes to the page the customer asked for.',
    rememberDestination: 'Remembers where the customer wanted to go while the dialog asks.',
    forgetDestination: 'Forgets where the customer wanted to go: they stayed, or have left.',
    trackFlow: 'Follows whether the damage report currently blocks leaving (its blocksLeaving tag).',
  },
  actors: {},
} satisfies GlossaryOf<typeof leaveFlowGuardMachine>;
