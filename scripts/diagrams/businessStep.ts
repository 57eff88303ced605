/**
 * The business layer of a step diagram (docs/machines/<flow>.<step>.business.{mmd,svg}): what happens on one step,
 * for the business, in bokmål. Its boxes are the step's states in the machine's own words (`meta.nb`), with the
 * steps and ends it leads to; its arrows are named by the button the customer presses or by what happens (the
 * server answers, at once, after a pause), with the rule where the machine decides (the transition's `meta.nb`).
 * The ids are only on hover: each box's SVG `<title>` is its state id, each arrow's tooltip its event, guard and actions.
 * A note lists what the step asks (its questions, `meta.asks`: domain/stepQuestions.ts), as the form words them, each
 * with its rules from the flow's rule tables (`view.rules`: when it is asked, and the customer's messages).
 * Printed by ./businessPrint.ts like the overviews.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { RuleInWords } from '../../domain/schemas/ruleWords';
import type { FlowPageMeta } from '../../machines/flowKit/pageMeta';
import { stepDiagramFile } from '../../machines/businessView';
import type { BusinessDiagram, BusinessEdge, BusinessNode, BusinessView } from './business';
import type { ArrowWord } from './arrowWords';
import { exitAction, exitDestination, exitLines, leaveDialogLines } from './businessExits';
import { arrowLabel, happeningOf } from './happenings';
import { formatActions, formatGuard, formatLabel, wrapWords } from './labels';
import { nodesOf, transitionsOf } from './walk';
import { businessRoute, businessWords, nbOf, type Described } from './words';

export const STEP_LEGEND =
  'Blå: det som skjer på steget. Hvit med grå stiplet kant: stegene før og etter. Grønn: kunden er ferdig. Gul-brun (rav): noe gikk galt. Lilla, stiplet: utenfor portalen (e-ID). Pilene: knappen kunden trykker på, eller det som skjer av seg selv, og der portalen avgjør, regelen. Hold pekeren over en boks eller pil for de tekniske navnene.';

const LABEL_WIDTH = 28;

/** The arrow words this drawing writes (./arrowWords.ts explains them in the legend). */
const ELSE: ArrowWord = 'ellers';
const STAYS: ArrowWord = 'blir';

/** What happens, when the customer does nothing: the machine's own events in an arrow's words (./happenings.ts). */
function happening(event: string): string | undefined {
  const what = happeningOf(event);
  return what && arrowLabel(what);
}

/**
 * A state's box: what comes before a colon («Lagrer...») is its title, in bold; the rest below. Blue, or purple and
 * dashed for a detour outside the portal (the e-ID login), as the legend says.
 */
function boxOf(id: string, text: string, kind: 'step' | 'detour' = 'step'): BusinessNode {
  const colon = text.indexOf(': ');
  const title = wrapWords(colon > 0 ? text.slice(0, colon) : text, 22);
  const rest = colon > 0 ? wrapWords(text.slice(colon + 2), 22) : [];
  return { id, kind, lines: [...title, ...rest], titleLines: title.length };
}

const RULES_WIDTH = 48;

/**
 * What the step asks, question by question, each with its rules as the customer meets them: when the question is
 * shown, where its rules do not say (`shown`), when each rule applies (none: always), and every message it can give,
 * word for word («…»).
 */
function askedLines(asks: Readonly<Partial<Record<string, string>>>, rules: readonly RuleInWords[], shown: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries(asks).flatMap(([field, question]) => [
    ...wrapWords(`• ${question ?? field}`, RULES_WIDTH),
    ...(shown[field] ? wrapWords(`(vises bare ${shown[field]}; reglene under gjelder uansett)`, RULES_WIDTH) : []),
    ...rules
      .filter((rule) => rule.field === field)
      .flatMap((rule) => [
        ...(rule.when ? wrapWords(`(${rule.when})`, RULES_WIDTH) : []),
        ...(rule.why ? wrapWords(`(${rule.why})`, RULES_WIDTH) : []),
        ...rule.messages.flatMap((message) => wrapWords(`«${message}»`, RULES_WIDTH)),
      ]),
  ]);
}

const metaOf = (node: AnyStateNode) => node.meta as (FlowPageMeta<string> & { outcome?: string; detour?: unknown }) | undefined;

/** The business step diagrams of a flow: one per step of its step list. */
export function businessStepDiagrams(machine: AnyStateMachine, view: BusinessView): BusinessDiagram[] {
  return nodesOf(machine.root)
    .filter((n) => metaOf(n)?.stepNumber !== undefined)
    .map((step) => businessStepDiagram(machine, view, step));
}

function businessStepDiagram(machine: AnyStateMachine, view: BusinessView, step: AnyStateNode): BusinessDiagram {
  const meta = metaOf(step)!;
  const { states, others, edges, missingWords } = businessStatesInside(machine, view, step);
  const asks = askedLines(meta.asks ?? {}, view.rules?.[step.key] ?? [], view.shownWhen?.[step.key]);
  if (asks.length > 0) others.push({ id: 'asks', kind: 'note', lines: ['Steget spør om, og reglene for svaret:', ...asks] });
  return {
    name: `${machine.id}.${step.key}.business`,
    title: `${view.title}, steg ${meta.stepNumber}: ${meta.heading ?? step.key} – hva som skjer på steget (for fagfolk)`,
    legend: STEP_LEGEND,
    rowTitle: 'Steget',
    layout: 'flow',
    steps: states,
    others,
    edges,
    missingWords,
  };
}

/**
 * The states directly inside `step` (a step, or a whole small machine such as a dialog's) as boxes in their own
 * words, the boxes outside they lead to, and every arrow: named by the button or by what happens, with the rule.
 * `staying`: the title of the box where the customer stays and is told something.
 */
export function businessStatesInside(machine: AnyStateMachine, view: BusinessView, step: AnyStateNode, staying = 'Kunden blir på steget:') {
  const missingWords: string[] = [];
  const words = (of: Described, where: string) => businessWords(of, () => missingWords.push(`${machine.id}: ${where} has no meta.nb`));
  const inside = nodesOf(step).filter((n) => n.parent === step);
  // A whole machine (a dialog's, drawn from its root) holds every node.
  const within = (node: AnyStateNode) => step.path.length === 0 || node === step || node.path.join('.').startsWith(`${step.path.join('.')}.`);
  const box = (node: AnyStateNode): string => inside.find((n) => node === n || node.path.join('.').startsWith(`${n.path.join('.')}.`))?.id ?? node.id;

  const states: BusinessNode[] = inside.map((n) => boxOf(n.id, words(n, n.id), metaOf(n)?.detour ? 'detour' : 'step'));
  const others: BusinessNode[] = [];
  const edges: BusinessEdge[] = [];
  const outside = (target: AnyStateNode): string => {
    // A step or an end outside: its own box; a state that only dispatches (resuming), in its words.
    const targetMeta = metaOf(target);
    const id = target.id;
    if (!others.some((o) => o.id === id)) {
      const kind: BusinessNode['kind'] =
        targetMeta?.outcome === 'success' ? 'success' : targetMeta?.outcome === 'failure' ? 'failure' : targetMeta?.detour ? 'detour' : 'exit';
      const lines =
        targetMeta?.stepNumber !== undefined
          ? [`${targetMeta.stepNumber}. ${targetMeta.heading ?? target.key}`, businessRoute(targetMeta.route)]
          : [...(targetMeta?.route ? [businessRoute(targetMeta.route)] : []), ...wrapWords(words(target, target.id), 24)];
      const href = targetMeta?.stepNumber !== undefined ? { href: stepDiagramFile(machine.id, target.key) } : {};
      others.push({ id, kind, lines: lines.flatMap((l) => wrapWords(l, 24)), ...href });
    }
    return id;
  };

  /** The arrows before printing: one per trigger between two boxes, with every rule it goes by. */
  const arrows: { from: string; to: string; trigger: string; rules: string[]; back: boolean; hovers: string[] }[] = [];
  const add = (from: string, to: string, trigger: string, rule: string | undefined, back: boolean, hover: string) => {
    const same = arrows.find((a) => a.from === from && a.to === to && a.trigger === trigger);
    if (same) {
      if (rule) same.rules.push(rule);
      same.hovers.push(hover);
    } else arrows.push({ from, to, trigger, rules: rule ? [rule] : [], back, hovers: [hover] });
  };
  /** What each amber box says: per trigger, the rules the customer is told by. */
  const stayRules = new Map<string, Map<string, string[]>>();
  /** Where the customer stays and is told something: one amber box per state, a line per way. */
  const stays = (from: string, trigger: string, rule: string, hover: string) => {
    const id = `${from}:stays`;
    let box = others.find((o) => o.id === id);
    if (!box) {
      box = { id, kind: 'failure', lines: [staying] };
      others.push(box);
      edges.push({ from, to: id, label: [STAYS], back: false, hover: '', beside: true });
    }
    // One line per trigger, its rules under it: «Kunden krysser av eller fjerner krysset» once, not before each rule.
    const rules = stayRules.get(id) ?? new Map<string, string[]>();
    stayRules.set(id, rules);
    rules.set(trigger, [...(rules.get(trigger) ?? []), rule].filter(Boolean));
    box.lines = [
      staying,
      ...[...rules].flatMap(([said, told]) =>
        told.length === 1
          ? wrapWords(`• ${said}: ${told[0]}`, 36)
          : [...wrapWords(`• ${said}:`, 36), ...told.flatMap((r) => wrapWords(`– ${r}`, 34).map((l, i) => (i === 0 ? `  ${l}` : `    ${l}`)))],
      ),
    ];
    const edge = edges.find((e) => e.to === id)!;
    edge.hover = [edge.hover, hover].filter(Boolean).join('; ');
  };

  /** A way out by an exit action: the leave dialog where the flow asks first, else where the customer goes. */
  const exitBox = (t: AnyTransitionDefinition): string => {
    const to = exitDestination(t, view);
    const id = view.leaveDialog ? 'leaveDialog' : `exit:${to ?? ''}`;
    if (!others.some((o) => o.id === id)) {
      others.push(view.leaveDialog ? { id, kind: 'dialog', lines: leaveDialogLines(view) } : { id, kind: 'exit', lines: exitLines(view, to) });
    }
    return id;
  };

  for (const node of [step, ...nodesOf(step)]) {
    const sources = new Map<string, AnyTransitionDefinition[]>();
    for (const [event, t] of transitionsOf(node)) sources.set(event, [...(sources.get(event) ?? []), t]);
    for (const [event, t] of transitionsOf(node)) {
      const button = event.startsWith('user.') ? (view.stepButtons?.[step.key]?.[event] ?? view.buttons[event] ?? view.gestures?.[event]) : undefined;
      const trigger = button ?? happening(event);
      if (!trigger) continue;
      const targets = t.target ?? [];
      const exit = exitAction(t, view) !== undefined;
      // Staying put is drawn only where the customer is told something (a refused NESTE, a failed send).
      if (targets.length === 0 && !exit && !t.guard && !t.description) continue;
      const candidates = sources.get(event)!;
      const own = nbOf(t);
      const rule =
        t.guard || typeof own === 'string' ? words(t, `${node.id} on ${event || 'always'}`) : candidates.length > 1 && candidates.some((o) => o.guard) ? ELSE : undefined;
      const hover = formatLabel(event || 'always', t.guard ? formatGuard(t.guard) : undefined, formatActions(t.actions));
      const from = box(node);
      const to = exit
        ? exitBox(t)
        : targets.length === 0
          ? from
          : within(targets[0]!) && targets[0] !== step
            ? box(targets[0]!)
            : outside(targets[0]!);
      // Back to an earlier step: dashed, and it does not pull the row out of order.
      const back = targets.length > 0 && !within(targets[0]!) && metaOf(targets[0]!)?.stepNumber !== undefined && targets[0]!.order < step.order;
      if (to === from) stays(from, trigger, rule ?? '', hover);
      else add(from, to, trigger, rule, back, hover);
    }
  }
  return {
    states,
    others,
    edges: [
      ...edges,
      ...arrows.map(({ from, to, trigger, rules, back, hovers }) => ({
        from,
        to,
        back,
        hover: hovers.join('; '),
        label: [...wrapWords(trigger, LABEL_WIDTH), ...(rules.length === 1 ? wrapWords(rules[0]!, LABEL_WIDTH) : rules.flatMap((r) => wrapWords(`• ${r}`, LABEL_WIDTH)))],
      })),
    ],
    missingWords,
  };
}
