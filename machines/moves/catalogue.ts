/**
 * The catalogue of the moves a flow's machine can make (issue 49), read from its transitions: every legal
 * (from, event, to) between the places its overview draws (./places.ts), with the notices the customer can be shown
 * on the way (`outcomes`, '' for none). The server accepts a counted move only when the catalogue has it
 * (server/routes/countMoves.ts); `npm run diagrams` writes it to domain/moveCatalogue.generated.ts for every
 * flow of domain/flows.ts and every dialog of domain/countedMoves.ts `COUNTED_DIALOGS`, so a new flow is counted
 * without code of its own.
 *
 * A move is named as the tracker in the browser names it (./tracker.ts): by the customer's own event (`user.*`)
 * that started it, even when the machine arrives by itself later (NESTE, then the save's answer, then the next
 * step); by the machine's own event where no customer event started it (the flow opening, an answer after a
 * route change); and by two events of no machine where the customer leaves before an end: `page.closed` (the
 * page or tab was closed) and `flow.left` (the flow's page was left inside the portal). A closed page the browser
 * shows again from its back/forward cache brings the customer back: `left` → the place left, `page.restored`.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { FlowCatalogue } from '../../domain/countedMoves';
import { AUTOMATIC, LEFT, nodesUnder, noticeOf, placesOf, START, transitionsOf } from './places';

export const LEAVE_EVENTS = ['page.closed', 'flow.left'] as const;
/**
 * A page closed into the browser's back/forward cache and shown again (Back from the e-ID login, Forward): the
 * customer who was counted as leaving comes back to the place left (`left` → that place).
 */
export const RESTORE_EVENT = 'page.restored';
/** The event of a flow's first move, where it opens on a place at once. */
export const INIT_EVENT = 'xstate.init';

const ancestorsOf = (node: AnyStateNode) => {
  const out: AnyStateNode[] = [];
  for (let n = node.parent; n; n = n.parent) out.push(n);
  return out;
};

const isCustomerEvent = (event: string) => event.startsWith('user.');

export function catalogueOf(machine: AnyStateMachine): FlowCatalogue {
  const places = placesOf(machine);
  const found = new Map<string, { from: string; event: string; to: string; outcomes: Set<string> }>();
  const add = (from: string, event: string, to: string, outcome = '') => {
    const key = `${from}\n${event}\n${to}`;
    const move = found.get(key) ?? { from, event, to, outcomes: new Set<string>() };
    move.outcomes.add(outcome);
    found.set(key, move);
  };

  /** Where `label` leads from `from`, from the states it enters: through the machine's own moves to the next place. */
  const walk = (from: string, start: readonly AnyStateNode[], label: string, notice: string | undefined) => {
    const seen = new Set<string>();
    const queue = start.map((node) => ({ node, label, notice, arrived: false }));
    while (queue.length > 0) {
      const item = queue.shift()!;
      const { node } = item;
      const key = `${node.id}\n${item.label}\n${item.notice ?? ''}\n${item.arrived}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const place = places.placeOf(node);
      if (place !== undefined && place !== from) {
        add(from, item.label, place, item.notice);
        // A place left at once by an eventless move (a dialog that decides whether it opens) is never seen: the
        // move may end where that leads.
        const entered = node.type === 'compound' ? node.initial.target : node.type === 'parallel' ? Object.values(node.states) : [];
        const onwards = [...entered, ...(node.always ?? []).flatMap((t) => t.target ?? [])];
        queue.push(...onwards.map((next) => ({ node: next, label: item.label, notice: item.notice, arrived: true })));
        continue;
      }
      if (item.arrived) {
        const entered = node.type === 'compound' ? node.initial.target : node.type === 'parallel' ? Object.values(node.states) : [];
        const onwards = [...entered, ...(node.always ?? []).flatMap((t) => t.target ?? [])];
        queue.push(...onwards.map((next) => ({ node: next, label: item.label, notice: item.notice, arrived: true })));
        continue;
      }
      if (place === from && item.notice) {
        // The customer is told on the place: that is the move; what follows is another.
        add(from, item.label, from, item.notice);
        continue;
      }
      const entered = node.type === 'compound' ? node.initial.target : node.type === 'parallel' ? Object.values(node.states) : [];
      queue.push(...entered.map((child) => ({ node: child, label: item.label, notice: item.notice, arrived: false })));
      // Between places (loading) every event moves the flow on; inside the place only the machine's own moves do:
      // the customer's events there start walks of their own.
      const sources = place === undefined ? [node, ...ancestorsOf(node)] : [node];
      for (const source of sources) {
        for (const [event, t] of transitionsOf(source)) {
          const own = event === '' || AUTOMATIC.test(event);
          if ((place !== undefined && !own) || (source !== node && event === '')) continue;
          const next = event === '' || (own && isCustomerEvent(item.label)) ? item.label : event;
          const shown = noticeOf(t) ?? (own ? item.notice : undefined);
          if (!t.target?.length) {
            if (noticeOf(t) && place !== undefined) add(from, next, place === from ? from : place, noticeOf(t));
            continue;
          }
          queue.push(...t.target.map((target) => ({ node: target, label: next, notice: shown, arrived: false })));
        }
      }
    }
  };

  walk(START, [machine.root], INIT_EVENT, undefined);
  for (const [place, node] of places.nodes) {
    const inside = [node, ...nodesUnder(node)];
    for (const source of [...inside, ...ancestorsOf(node)]) {
      for (const [event, t] of transitionsOf(source)) {
        if (event === '') continue;
        const notice = noticeOf(t);
        // A move without a target stays; one of the machine's world (an upload's end) lets the place's eventless
        // moves look again (a wait that ends). The customer's own (typing) only changes what is filled in.
        const again = isCustomerEvent(event) ? [] : inside.flatMap((n) => (n.always ?? []).flatMap((a) => a.target ?? []));
        walk(place, t.target?.length ? t.target : again, event, notice);
        if (!t.target?.length && notice) add(place, event, place, notice);
      }
    }
  }
  for (const from of [START, ...places.nodes.keys()]) {
    if (places.ends.has(from)) continue;
    for (const event of LEAVE_EVENTS) add(from, event, LEFT);
    add(LEFT, RESTORE_EVENT, from);
  }
  const steps = [...places.nodes].filter(([, n]) => (n.meta as { stepNumber?: number } | undefined)?.stepNumber !== undefined).map(([p]) => p);
  const placeOrder = [START, ...places.nodes.keys(), LEFT];
  const rank = (p: string) => placeOrder.indexOf(p);
  const moves = [...found.values()]
    .map((m) => ({ from: m.from, event: m.event, to: m.to, outcomes: [...m.outcomes].sort() }))
    .sort((a, b) => rank(a.from) - rank(b.from) || rank(a.to) - rank(b.to) || a.event.localeCompare(b.event));
  return { flow: machine.id, places: placeOrder, steps, moves };
}

/** domain/moveCatalogue.generated.ts: the catalogue of each counted flow, in the order given. */
export function catalogueModule(machines: readonly AnyStateMachine[]): string {
  const flows = machines.map(catalogueOf);
  const lines = [
    '// Generated by `npm run diagrams` from the machines (machines/moves/catalogue.ts). Do not edit: `npm run diagrams:check` fails when it is stale.',
    "import type { FlowCatalogue } from './countedMoves';",
    '',
    'export const MOVE_CATALOGUE: readonly FlowCatalogue[] = [',
  ];
  for (const f of flows) {
    lines.push('  {');
    lines.push(`    flow: ${JSON.stringify(f.flow)},`);
    lines.push(`    places: ${JSON.stringify(f.places)},`);
    lines.push(`    steps: ${JSON.stringify(f.steps)},`);
    lines.push('    moves: [');
    for (const m of f.moves) lines.push(`      { from: ${JSON.stringify(m.from)}, event: ${JSON.stringify(m.event)}, to: ${JSON.stringify(m.to)}, outcomes: ${JSON.stringify(m.outcomes)} },`);
    lines.push('    ],');
    lines.push('  },');
  }
  lines.push('];', '');
  return lines.join('\n').replace(/"/g, "'");
}
