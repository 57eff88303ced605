/**
 * What the customer's screen shows in a snapshot of a flow's machine, read from the machine alone: the page
 * (its heading and URL, from the states' `meta`), the buttons (the events the active states take, named as on
 * screen by the flow's business view) and the place on the business overview.
 */
import { getStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { fillPath } from '../../domain/paths';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import type { ExplorerFlow } from './explorerFlow';

export interface Button {
  event: string;
  label: string;
}

export interface Screen {
  /** The step shown, or null (loading, an end, the e-ID login). */
  step: string | null;
  /** «Steg N av M: heading» on a step; the page's own words on an end. */
  heading: string;
  /** The address bar (the area's `$name` segments filled in from the context); null while nothing of the flow's own is shown. */
  url: string | null;
  /** What the page says that the machine's words do not (the flow's `says`): a notice, a dead end's reason. */
  says: string | null;
  buttons: Button[];
  /** What is going on, in the machine's words (the innermost active state's description). */
  description: string;
  /** «Laster…» or «Lagrer…»: the flow is waiting for the server. */
  waiting: boolean;
  outcome: 'success' | 'failure' | undefined;
  /** The tab is outside the portal (the e-ID login). */
  offSite: boolean;
  /** The business overview's node of this state (a step, an end, the e-ID login). */
  place: string | undefined;
  /** An end page's name, as its heading gives it (the business view's `endNames`). */
  endName?: string | undefined;
}

/** The order buttons stand in on screen: back and cancel on the left, going on on the right. */
const BUTTON_ORDER = ['user.back', 'user.cancel', 'user.newOrder', 'user.retry', 'user.next', 'user.submit'];

export function activeNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [...new Set(getStateNodes(machine.root, snapshot.value))].sort((a, b) => a.order - b.order);
}

/** Whether the snapshot's visitor is not logged in: a flow that knows its user has `context.user` null. */
const isAnonymous = (snapshot: AnyMachineSnapshot): boolean => (snapshot.context as { user?: unknown } | undefined)?.user === null;

/**
 * The button a step shows for an event in a snapshot: its own word if the view names one (for a visitor not logged
 * in, that word first), without the overview's remarks.
 */
export function buttonLabel(flow: ExplorerFlow, step: string | null, event: string, snapshot: AnyMachineSnapshot): string | undefined {
  const { view } = flow;
  const anonymous = step && isAnonymous(snapshot) ? view.anonymousStepButtons?.[step]?.[event] : undefined;
  const label = anonymous ?? (step ? view.stepButtons?.[step]?.[event] : undefined) ?? view.buttons[event];
  return label?.replace(/ \(.*\)$/, '');
}

export function screenOf(flow: ExplorerFlow, machine: AnyStateMachine, snapshot: AnyMachineSnapshot, places: ReadonlySet<string>): Screen {
  const nodes = activeNodes(machine, snapshot);
  const detour = nodes.map((n) => (n.meta as { detour?: { label: string } } | undefined)?.detour).find(Boolean);
  // On the e-ID login the tab shows another site: the flow's page is left behind.
  const meta = detour ? null : flowPageMetaOf<string>(snapshot);
  const step = meta && flow.steps.names.includes(meta.page) ? meta.page : null;
  const innermost = nodes[nodes.length - 1];
  const events = new Set(nodes.flatMap((n) => n.ownEvents as string[]));
  const buttons = BUTTON_ORDER.filter((e) => events.has(e)).flatMap((event) => {
    const label = buttonLabel(flow, step, event, snapshot);
    return label ? [{ event, label }] : [];
  });
  const end = [...nodes].reverse().find((n) => (n.meta as { outcome?: string } | undefined)?.outcome);
  const outcome = (end?.meta as { outcome?: 'success' | 'failure' } | undefined)?.outcome;
  const says = flow.says?.(snapshot) ?? null;
  const heading = step
    ? `Steg ${flow.steps.info(step).number} av ${flow.steps.count}: ${flow.steps.info(step).heading}`
    : detour
      ? detour.label
      : (end?.description ?? innermost?.description ?? '').replace(/^Dead end: (.)/, (_, c: string) => c.toUpperCase());
  return {
    step,
    heading,
    url: detour || !meta ? null : fillPath(meta.route, snapshot.context as Record<string, string>),
    says,
    buttons,
    description: innermost?.description ?? '',
    waiting: snapshot.hasTag('loading') || snapshot.hasTag('busy'),
    outcome,
    offSite: detour !== undefined,
    place: placeOf(nodes, places, step !== null && says !== null),
    endName: !step && !detour && meta ? flow.view.endNames?.[meta.page] : undefined,
  };
}

/**
 * The nearest active state (innermost first) that the overview draws as a node; on a step that says a notice, the
 * overview's node of the step's notice («Blir på steget, og får beskjed»), where it draws one.
 */
function placeOf(nodes: AnyStateNode[], places: ReadonlySet<string>, notice: boolean): string | undefined {
  const node = [...nodes].reverse().find((n) => places.has(n.id));
  return node && notice && places.has(`${node.id}:notice`) ? `${node.id}:notice` : node?.id;
}

/**
 * Where the customer is, in words: a step's heading (with its notice), an end page by its name (else its address), the e-ID login, a dead end
 * by what it says (also one at the flow's bare address, which names no page of its own).
 */
export function placeName(screen: Screen): string {
  if (screen.offSite) return 'innloggingen med e-ID (BankID), utenfor portalen';
  if (screen.step) return screen.says ? `${screen.heading} – «${screen.says}»` : screen.heading;
  const says = screen.says ?? /'([^']+)'/.exec(screen.heading)?.[1];
  if (screen.url && !(screen.outcome === 'failure' && says)) return screen.endName ? `«${screen.endName}»` : screen.url;
  return says ? `blindveien «${says}»` : screen.heading;
}
