/**
 * The business overview of a flow (docs/machines/<id>.business.{mmd,svg}), for analysts: the steps in one row
 * in flow order with their headings and URLs, arrows named by the button the customer presses and, where the
 * machine decides, its plain-language condition (the transition's `description`), the ends, the detours (the
 * e-ID login), the exits and the leave dialog. No event ids or guard names: those are on the technical diagrams.
 * Everything comes from the machine but the words on the buttons, which the flow's `BusinessView`
 * (machines/<id>.businessView.ts) names as the screens show them (tested against the views). The overview is in
 * bokmål, for the business: each state or transition it draws says in its `meta.nb` what its English `description`
 * says for developers (./words.ts).
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { businessOverviewName, stepDiagramFile, type BusinessView } from '../../machines/businessView';
import type { FlowPageMeta } from '../../machines/flowKit/pageMeta';
import { exitDestination, exitLines, exits, leaveDialogLines } from './businessExits';
import { departureNotes, DEPARTURE_LEGEND } from './businessDepartures';
import { destinationsWithWhy, OPENING, openingStates, startsOf } from './businessMoves';
import { actionTypes, LOG_ACTION, notesOf, NOTICE_ACTION } from './businessNotes';
import { wrapWords } from './labels';
import { businessRoute, businessWords, type Described } from './words';
import { nodesOf, transitionsOf } from './walk';

export type { BusinessView };

/** What the colours and arrows of every business drawing mean (./businessPrint.ts prints it under the drawing). */
export const BUSINESS_LEGEND =
  'Blå: stegene, i rekkefølge. Grønn: kunden er ferdig. Gul-brun (rav): noe gikk galt, og hva kunden får vite. Oransje: en dialog. Lilla, stiplet: utenfor portalen (e-ID). Hvit med grå stiplet kant: der kunden kommer fra eller går til. Lys gul: notater. Pilene: knappen kunden trykker på, og der portalen avgjør, vilkåret; stiplede piler går tilbake.';

export type { BusinessDiagram, BusinessEdge, BusinessNode, Detour } from './businessShapes';
import type { BusinessDiagram, BusinessEdge, BusinessNode, Detour } from './businessShapes';

/** How wide an arrow's words are wrapped on an overview (scripts/moves/overview.ts wraps its counts' words so too). */
export const LABEL_WIDTH = 26;
/**
 * A transition that makes, in another case, the same move as the candidates beside it (offline, NESTE goes on at
 * once instead of waiting for the save: machines/flowKit/draftSaving.ts): drawn as theirs, not as its own arrow.
 */
const isVariant = (t: AnyTransitionDefinition) => (t.meta as { variant?: boolean } | undefined)?.variant === true;

export function businessDiagram(machine: AnyStateMachine, view: BusinessView): BusinessDiagram {
  const missingWords: string[] = [];
  const words = (of: Described, where: string) => businessWords(of, () => missingWords.push(`${machine.id}: ${where} has no meta.nb`));
  const all = nodesOf(machine.root);
  const metaOf = (node: AnyStateNode) => node.meta as (FlowPageMeta<string> & { detour?: Detour }) | undefined;
  const stepNodes = all.filter((n) => metaOf(n)?.stepNumber !== undefined);
  const stepIds = new Set(stepNodes.map((n) => n.id));
  const detours = all.filter((n) => metaOf(n)?.detour);
  const ends = all.filter((n) => {
    const outcome = (n.meta as { outcome?: string } | undefined)?.outcome;
    return outcome === 'success' || outcome === 'failure';
  });

  const steps: BusinessNode[] = stepNodes.map((n) => {
    const meta = metaOf(n)!;
    // The number stays with the heading's first word (never «4.» alone on a line).
    const heading = wrapWords(`${meta.stepNumber}.\uE001${meta.heading ?? n.key}`, 16).map((l) => l.replace(/\uE001/g, ' '));
    return { id: n.id, kind: 'step', lines: [...heading, ...routeLines(businessRoute(meta.route))], titleLines: heading.length, href: stepDiagramFile(machine.id, n.key) };
  });
  const others: BusinessNode[] = [
    ...ends.map((n): BusinessNode => {
      const meta = n.meta as { outcome: 'success' | 'failure'; route?: string };
      return { id: n.id, kind: meta.outcome, lines: [...(meta.route ? [businessRoute(meta.route)] : []), ...wrapWords(words(n, n.id), 22)] };
    }),
    ...detours.map((n): BusinessNode => ({ id: n.id, kind: 'detour', lines: wrapWords(metaOf(n)!.detour!.label, 24) })),
  ];
  /** An arrow's condition: a transition's words, or only those before their colon (`cut`: what it leads to is the box). */
  type Condition = { of: Described; where: string; cut?: boolean };
  const edges: (BusinessEdge & { condition?: Condition })[] = [];
  /** An arrow; its condition's words are looked up once the arrows are merged (a merged arrow shows none). */
  const add = (from: string, to: string, label: string[], back = false, condition?: Condition) => {
    const key = `${from}\n${to}\n${label.join(' ')}\n${condition?.where ?? ''}`;
    if (!edges.some((e) => `${e.from}\n${e.to}\n${e.label.join(' ')}\n${e.condition?.where ?? ''}` === key)) edges.push({ from, to, label, back, condition });
  };
  const order = (id: string) => stepNodes.findIndex((n) => n.id === id);

  // Where a state belongs in this view: its step, end or detour (the nearest such ancestor or itself).
  const placeOf = (node: AnyStateNode): string | undefined => {
    for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
      if (stepIds.has(n.id) || ends.includes(n) || detours.includes(n)) return n.id;
    }
    return undefined;
  };

  const exitNode = (id: string, lines: string[]) => {
    if (!others.some((n) => n.id === id)) others.push({ id, kind: 'exit', lines });
    return id;
  };
  /** The box an exit leads to: its destination's own when the view names it, else the flow's one exit. */
  const exitTo = (t: AnyTransitionDefinition) => {
    const to = exitDestination(t, view);
    const own = to !== undefined && view.exitPlaces?.[to] !== undefined;
    return exitNode(own ? `exit:${to}` : 'exit', exitLines(view, own ? to : undefined));
  };

  const opening = openingStates(machine, placeOf);
  for (const step of [...stepNodes, ...ends]) {
    for (const node of [step, ...nodesOf(step)]) {
      for (const [event, t] of transitionsOf(node)) {
        if (!event.startsWith('user.') || isVariant(t)) continue;
        const button = view.stepButtons?.[step.key]?.[event] ?? view.buttons[event];
        if (!button) continue;
        const condition = t.guard && t.description ? { of: t as Described, where: `${node.id} on ${event}` } : undefined;
        if (exits(t, view)) {
          // Where leaving asks first (the damage report), the button opens the leave dialog.
          add(step.id, view.leaveDialog ? 'leaveDialog' : exitTo(t), [button], false, condition);
          continue;
        }
        const places = destinationsWithWhy(t, step, placeOf, opening).filter(({ place }) => place !== step.id);
        for (const { place, via } of places) {
          // The button's own condition; where it leads to several places, the answer on the way that decides which.
          const decided = places.length > 1 && via ? { of: via.transition as Described, where: `${via.node.id} on ${via.event}`, cut: true } : undefined;
          const why = condition ?? decided;
          // Back to the start (PRØV IGJEN loads again) or to an earlier step: a dashed arrow back.
          add(step.id, place, [button], place === OPENING || (stepIds.has(place) && order(place) < order(step.id)), why);
        }
      }
    }
  }
  // How the flow starts: its first states (loading, creating) are one box; what they lead to, with its condition.
  others.unshift({ id: OPENING, kind: 'exit', lines: [`${view.title}`, 'åpnes: en lenke, en', 'adresse, last på nytt'] });
  const reached = startsOf(machine, placeOf);
  const reachedSteps = reached.filter((r) => stepIds.has(r.place));
  for (const { place, why } of reached) if (!stepIds.has(place)) add(OPENING, place, wrapWords(why ? words(why.of, why.where) : 'åpner', LABEL_WIDTH));
  if (reachedSteps.length > 0) {
    add(OPENING, stepNodes[0]!.id, wrapWords(reachedSteps.length > 1 ? 'åpner på et steg (se notatene)' : 'åpner', 14));
  }
  for (const detour of detours) {
    const { returnsTo, returnLabel } = metaOf(detour)!.detour!;
    const target = stepNodes.find((n) => n.key === returnsTo);
    if (target) add(detour.id, target.id, wrapWords(returnLabel, LABEL_WIDTH));
  }
  if (view.leaveDialog && steps.length) {
    const { stay, leave } = view.leaveDialog;
    others.push({ id: 'leaveDialog', kind: 'dialog', lines: leaveDialogLines(view) });
    others.push({ id: 'anyStep', kind: 'exit', lines: [`Et hvilket som helst steg`, `i ${view.title} (fra steg 1 til oppsummeringen)`] });
    add('anyStep', 'leaveDialog', ['En lenke, toppen eller', 'nettleserens Tilbake']);
    add('leaveDialog', exitNode('exit', exitLines(view)), [leave]);
    others.push({ id: 'stays', kind: 'note', lines: [`${stay}: kunden blir på steget`] });
    add('leaveDialog', 'stays', [stay]);
    edges.find((e) => e.from === 'leaveDialog' && e.to === 'stays')!.beside = true;
  }
  // Without a dialog, a link, the header or Back leaves from any step as the machine's `page.leave` says.
  const leaving = machine.root.transitions.get('page.leave')?.[0];
  if (!view.leaveDialog && leaving && steps.length) {
    others.push({ id: 'anyStep', kind: 'exit', lines: ['Et hvilket som helst steg', `i ${view.title}`] });
    add('anyStep', exitNode('exit', exitLines(view)), [
      'En lenke, toppen eller',
      'nettleserens Tilbake:',
      ...wrapWords(words(leaving, `${machine.id} on page.leave`), LABEL_WIDTH),
    ]);
  }
  // A send that fails on a step (SEND INN, BESTILL FORSIKRING): the customer stays, told what did not happen.
  for (const step of stepNodes) {
    const told = [step, ...nodesOf(step)].flatMap((node) =>
      [...transitionsOf(node)]
        .filter(([, t]) => actionTypes(t).includes(NOTICE_ACTION) && t.description)
        .map(([event, t]) => words(t, `${node.id} on ${event}`)),
    );
    if (told.length === 0) continue;
    const id = `${step.id}:notice`;
    const lines = ['Blir på steget, og får beskjed:', ...[...new Set(told)].flatMap((text) => wrapWords(`• ${text}`, 34))];
    others.push({ id, kind: 'failure', lines });
    add(step.id, id, [finalButtonOf(step, view), ...wrapWords('tjeneren svarer ikke eller sier nei', 20)]);
  }
  others.push({ id: 'notes', kind: 'note', lines: notesOf(machine, stepNodes, all, words) });
  const pages = pagesInSteps(stepNodes.map((n) => metaOf(n)!.stepNumber!));
  const departures = departureNotes(view, (id) => [...steps, ...others].some((n) => n.id === id));
  others.push(...departures.nodes);
  return {
    name: businessOverviewName(view.machineId),
    title: `${view.title} – kundens vei (oversikt for fagfolk)`,
    ...pages,
    ...(departures.edges.length ? { legend: `${pages.legend ?? BUSINESS_LEGEND} ${DEPARTURE_LEGEND}` } : {}),
    steps,
    others,
    edges: [
      ...merged(edges).map(({ condition, ...edge }) =>
        condition ? { ...edge, label: [...edge.label, ...wrapWords(conditionWords(words(condition.of, condition.where), condition.cut), LABEL_WIDTH)] } : edge,
      ),
      ...departures.edges,
    ],
    missingWords,
  };
}

/**
 * Where pages share a step's number (the damage report's seven pages in four steps), the drawing says why: the
 * numbers are the steps the customer sees at the top («Steg 2 av 4»).
 */
function pagesInSteps(numbers: readonly number[]): Pick<BusinessDiagram, 'legend' | 'rowTitle'> {
  const count = new Set(numbers).size;
  if (count === numbers.length) return {};
  const why = `${numbers.length} sider i ${count} steg: tallet er steget kunden ser øverst («Steg 2 av ${count}»), så sider i samme steg har samme tall`;
  return { legend: `${BUSINESS_LEGEND} Blå bokser med samme tall: ${why}.`, rowTitle: `Stegene (${why})` };
}

/** The button that sends a step's work: the step's own NESTE, or SEND INN where the step takes `user.submit`. */
function finalButtonOf(step: AnyStateNode, view: BusinessView): string {
  const submits = [step, ...nodesOf(step)].some((node) => node.transitions.has('user.submit'));
  return view.stepButtons?.[step.key]?.['user.next'] ?? (submits ? view.buttons['user.submit'] : undefined) ?? view.buttons['user.next'] ?? 'NESTE';
}

/**
 * One arrow per button and pair of places: several ways the machine goes from A to B on one button (with a save
 * first, or straight on) are one arrow, without conditions, since the customer ends up in B either way.
 */
/** A condition's words; cut, those before the colon («Tjeneren svarte at saken alt var sendt inn…»). */
function conditionWords(text: string, cut = false): string {
  const colon = text.indexOf(': ');
  return cut && colon > 0 ? `${text.slice(0, colon)}.` : text;
}

function merged<E extends BusinessEdge & { condition?: unknown }>(edges: E[]): E[] {
  const out: E[] = [];
  for (const edge of edges) {
    const same = out.find((e) => e.from === edge.from && e.to === edge.to && e.label[0] === edge.label[0]);
    if (same) {
      same.label = [same.label[0]!];
      delete same.condition;
    } else out.push({ ...edge, label: [...edge.label] });
  }
  return out;
}

/** A step's address in a narrow box: `/meld-skade/` and `informasjon` on two lines; `?steg=…` on its own. */
function routeLines(route: string): string[] {
  const cut = route.includes('?') ? route.indexOf('?') : route.lastIndexOf('/') + 1;
  return route.length > 18 && cut > 0 ? [route.slice(0, cut), route.slice(cut)] : [route];
}

/**
 * What the overview must draw and does not: every end (success or failure) and every failure the machine logs or
 * tells the customer, by its Norwegian words (a failure without a description cannot be drawn); and every state or
 * transition drawn without its Norwegian words. `npm run diagrams:check` fails on any;
 * tests/machines/diagrams.business.test.ts too.
 */
export function undrawnOutcomes(machine: AnyStateMachine, diagram: BusinessDiagram): string[] {
  const drawn = [...diagram.steps, ...diagram.others]
    .map((n) => n.lines.join(' '))
    .concat(diagram.edges.map((e) => e.label.join(' ')))
    .join(' ')
    .replace(/\s+/g, ' ');
  const isDrawn = (of: Described) => {
    const text = businessWords(of, () => undefined);
    return text !== undefined && drawn.includes(text.replace(/\s+/g, ' '));
  };
  const problems: string[] = [...diagram.missingWords];
  for (const node of nodesOf(machine.root)) {
    const outcome = (node.meta as { outcome?: string } | undefined)?.outcome;
    if ((outcome === 'success' || outcome === 'failure') && !isDrawn(node)) {
      problems.push(`${machine.id}: the end ${node.id} is not drawn on its overview`);
    }
    for (const [event, t] of transitionsOf(node)) {
      const types = actionTypes(t);
      if (!types.includes(LOG_ACTION) && !types.includes(NOTICE_ACTION)) continue;
      if (!t.description) problems.push(`${machine.id}: the failure on ${event} in ${node.id} has no description, so the overview cannot draw it`);
      else if (!isDrawn(t)) problems.push(`${machine.id}: the failure on ${event} in ${node.id} is not drawn on its overview`);
    }
  }
  return [...new Set(problems)];
}
