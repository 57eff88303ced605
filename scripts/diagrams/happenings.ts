/**
 * What happens that is no button: the machines' own events (the server's answer, a timer, the address, the network,
 * the page), told apart once here and worded twice: short on a step drawing's arrow (./businessStep.ts), and in full
 * in the explorer's «Det maskinen tar imot her» (scripts/explorer/moves.ts), with whom it comes from.
 */
import type { ArrowWord } from './arrowWords';

/** Who a move comes from, in the explorer's moves panel. */
export type MoveGroup = 'kunden' | 'tjeneren' | 'enheten';

export type Happening =
  | { kind: 'straks' | 'answer' | 'failure' | 'route' | 'online' | 'offline' | 'pageHidden' | 'pageRestored' | 'pageLeft' }
  | { kind: 'timer'; seconds: number };

const KINDS: Record<string, Exclude<Happening['kind'], 'timer'>> = {
  '': 'straks',
  'xstate.route': 'route',
  'network.online': 'online',
  'network.offline': 'offline',
  'page.hidden': 'pageHidden',
  'page.restored': 'pageRestored',
  'page.leave': 'pageLeft',
};

/** The kind of a machine's own event; undefined for the customer's (`user.*`) and those nobody reads of (uploads' progress). */
export function happeningOf(event: string): Happening | undefined {
  if (event.startsWith('xstate.done.actor.')) return { kind: 'answer' };
  if (event.startsWith('xstate.error.actor.')) return { kind: 'failure' };
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) return { kind: 'timer', seconds: Number(after[1]) / 1000 };
  const kind = KINDS[event];
  return kind === undefined ? undefined : { kind };
}

/** «1,5 sekunder», «1 sekund». */
const seconds = (n: number) => `${String(n).replace('.', ',')} ${n === 1 ? 'sekund' : 'sekunder'}`;

/** «straks» on an arrow: one of the short words the legend explains (./arrowWords.ts). */
const AT_ONCE: ArrowWord = 'straks';

/** On a drawing's arrow: a few words; undefined for what the step drawings leave out (the address, the network, the page hidden). */
export function arrowLabel(happening: Happening): string | undefined {
  switch (happening.kind) {
    case 'straks':
      return AT_ONCE;
    case 'answer':
      return 'tjeneren svarer';
    case 'failure':
      return 'tjeneren svarer ikke eller sier nei';
    case 'timer':
      return `etter ${seconds(happening.seconds)}`;
    case 'pageRestored':
      return 'nettleserens Tilbake fra innloggingen';
    default:
      return undefined;
  }
}

/**
 * In the moves panel: who it comes from and what it is, in full (what it leads to is the machine's own words);
 * undefined for the moves the machine makes at once (nobody does them).
 */
export function panelWords(happening: Happening): { group: MoveGroup; what: string } | undefined {
  switch (happening.kind) {
    case 'straks':
      return undefined;
    case 'answer':
      return { group: 'tjeneren', what: 'Tjeneren svarer' };
    case 'failure':
      return { group: 'tjeneren', what: 'Tjeneren sier nei eller feiler, eller svaret når ikke fram' };
    case 'route':
      return { group: 'enheten', what: 'Adressen endres (Tilbake, Frem, en lenke, last på nytt)' };
    case 'timer':
      return { group: 'enheten', what: `Når det har gått ${seconds(happening.seconds)} uten at kunden gjør noe` };
    case 'online':
      return { group: 'enheten', what: 'Nettet kommer tilbake' };
    case 'offline':
      return { group: 'enheten', what: 'Nettet forsvinner' };
    case 'pageHidden':
      return { group: 'enheten', what: 'Kunden går fra siden (fanen lukkes, telefonen låses)' };
    case 'pageRestored':
      return { group: 'enheten', what: 'Kunden trykker Tilbake i nettleseren på innloggingen med e-ID' };
    case 'pageLeft':
      return { group: 'kunden', what: 'En lenke, logoen eller Tilbake i nettleseren ut av veiviseren' };
  }
}
