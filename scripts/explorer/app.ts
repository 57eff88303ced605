/**
 * The flow explorer's page (docs/machines/explorer.html, built by ./build.ts): runs the real damage-report and
 * purchase machines with the stand-ins of ./flows.ts, shows the customer's screen (heading, address, buttons),
 * the business overview with the current place marked, the analyst's choices, example journeys and a log.
 */
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { AnalystAnswers, type Choice, type Effects } from './answers';
import { h } from './dom';
import { EXPLORER_FLOWS, type ExplorerFlow } from './flows';
import type { Journey } from './journeys';
import { screenOf, type Screen } from './screen';

export interface ExplorerData {
  flows: { id: ExplorerFlow['id']; svg: string; places: string[] }[];
  journeys: Journey[];
}

const data = JSON.parse(document.getElementById('explorer-data')!.textContent!) as ExplorerData;
const app = document.getElementById('app')!;
const answersOf = new Map(EXPLORER_FLOWS.map((f) => [f.id, new AnalystAnswers(f.choices)]));

interface Run {
  flow: ExplorerFlow;
  answers: AnalystAnswers;
  machine: AnyStateMachine;
  actor: AnyActorRef;
  places: Set<string>;
  /** Set when the customer left the flow (its words). */
  exited: string | null;
  storedForm: unknown;
  lastPlace: string | null | undefined;
}

/** The flow shown now; each flow keeps its own run and log, so switching flows loses neither. */
let run: Run | undefined;
const runs = new Map<ExplorerFlow['id'], Run>();
const logs = new Map<ExplorerFlow['id'], string[]>(EXPLORER_FLOWS.map((f) => [f.id, []]));

function start(flow: ExplorerFlow, input?: unknown) {
  runs.get(flow.id)?.actor.stop();
  const answers = answersOf.get(flow.id)!;
  // The effects belong to this run: a late answer of another flow's stand-in never touches the flow shown.
  const own: { run?: Run } = {};
  const effects: Effects = {
    log: (text) => note(text, flow.id),
    exit: (text) => {
      if (own.run) own.run.exited = text;
      note(text, flow.id);
      queueMicrotask(render);
    },
    signIn: () => note('App: the tab goes to the e-ID login.', flow.id),
    storeForm: (form) => {
      if (own.run) own.run.storedForm = form;
    },
  };
  const machine = flow.machine(answers, effects);
  const actor = createActor(machine, { input: input ?? flow.input(answers) });
  const places = new Set(data.flows.find((f) => f.id === flow.id)!.places);
  const self: Run = { flow, answers, machine, actor, places, exited: null, storedForm: null, lastPlace: undefined };
  own.run = self;
  runs.set(flow.id, self);
  run = self;
  actor.subscribe({
    next: () => {
      if (run === self) render();
    },
    error: (e: unknown) => note(`The machine stopped with an error: ${String(e)}`, flow.id),
  });
  actor.start();
  render();
}

function note(text: string, flowId: ExplorerFlow['id'] = run!.flow.id) {
  logs.get(flowId)!.push(text);
  const list = document.getElementById('log-list');
  if (list && run?.flow.id === flowId) list.append(h('li', {}, text));
}

/** The log panel shows the flow on screen's own log. */
function showLog(flow: ExplorerFlow) {
  document.getElementById('log-title')!.textContent = `What happened in ${flow.title}`;
  document.getElementById('log-list')!.replaceChildren(...logs.get(flow.id)!.map((text) => h('li', {}, text)));
}

function press(event: string, label: string) {
  if (!run) return;
  note(`Customer: ${label}`);
  run.actor.send({ type: event });
}

/** The screen of the running flow. */
function currentScreen(): Screen {
  const { flow, machine, actor, places } = run!;
  return screenOf(flow, machine, actor.getSnapshot() as AnyMachineSnapshot, places);
}

function render() {
  if (!run) return;
  const screen = currentScreen();
  if (screen.step && !run.exited) run.answers.shown(screen.step);
  const place = run.exited ? null : screen.place;
  const moved = place !== run.lastPlace;
  if (moved && run.lastPlace !== undefined && !run.exited) note(`Now: ${screen.heading}${screen.url ? ` (${screen.url})` : ''}`);
  run.lastPlace = place;

  const focused = document.activeElement as HTMLElement | null;
  const focusKey = focused?.closest('#screen') ? focused.dataset.key : undefined;
  document.getElementById('screen')!.replaceWith(screenPanel(screen));
  document.getElementById('choices')!.replaceWith(choicesPanel(screen));
  markPlace(place, screen);
  if (focusKey !== undefined) {
    const again = moved ? null : document.querySelector<HTMLElement>(`#screen [data-key="${focusKey}"]`);
    (again ?? document.getElementById('screen-heading'))!.focus();
  }
}

function screenPanel(screen: Screen): HTMLElement {
  const { flow, exited } = run!;
  const buttons: HTMLElement[] = exited
    ? [h('button', { type: 'button', 'data-key': 'restart', onclick: () => restart() }, 'Start again as a new customer')]
    : screen.offSite
      ? [
          h('button', { type: 'button', 'data-key': 'login', onclick: () => returnFromLogin() }, 'Log in with BankID and come back'),
          h('button', { type: 'button', 'data-key': 'browser-back', onclick: () => press('page.restored', 'Back in the browser (not logged in)') }, 'Back in the browser (not logged in)'),
        ]
      : screen.waiting
        ? []
        : screen.buttons.map((b) => h('button', { type: 'button', lang: 'nb', 'data-key': b.event, onclick: () => press(b.event, b.label) }, b.label));
  const heading = exited ? `The customer left ${flow.title}` : screen.heading;
  return h(
    'section',
    { id: 'screen', 'aria-labelledby': 'screen-title', class: `screen ${screen.outcome ?? ''}` },
    h('h2', { id: 'screen-title' }, "The customer's screen"),
    h('p', { class: 'url' }, h('span', { class: 'visually-hidden' }, 'Address: '), h('span', { id: 'url', 'data-testid': 'url' }, exited ? '—' : (screen.url ?? '(loading)'))),
    h('h3', { id: 'screen-heading', 'data-key': 'heading', tabindex: -1, lang: screen.step ? 'nb' : 'en' }, heading),
    h('p', { class: 'state' }, exited ?? screen.description),
    // On the e-ID login the customer is outside the portal: nothing of the portal's is waiting.
    screen.waiting && !exited && !screen.offSite ? h('p', { role: 'status', class: 'waiting' }, 'Waiting for the server…') : null,
    h('div', { class: 'buttons' }, ...buttons),
  );
}

/** A choice's control; `disabled` when it cannot change anything now (the customer is done). */
function choiceControl(choice: Choice, answers: AnalystAnswers, disabled: boolean): HTMLElement {
  const id = `choice-${choice.key}`;
  const suffix = choice.when === 'start' ? ' (applies when you start again)' : '';
  if (!choice.options) {
    return h(
      'div',
      { class: 'choice' },
      h('input', {
        type: 'checkbox',
        id,
        disabled,
        checked: answers.values[choice.key] === true,
        onchange: (e) => (answers.values[choice.key] = (e.target as HTMLInputElement).checked),
      }),
      h('label', { for: id }, choice.label + suffix),
    );
  }
  return h(
    'fieldset',
    { class: 'choice' },
    h('legend', {}, choice.label + suffix),
    ...choice.options.map((o) =>
      h(
        'div',
        {},
        h('input', {
          type: 'radio',
          name: id,
          id: `${id}-${o.value}`,
          disabled,
          checked: answers.values[choice.key] === o.value,
          onchange: () => (answers.values[choice.key] = o.value),
        }),
        h('label', { for: `${id}-${o.value}` }, o.label),
      ),
    ),
  );
}

function choicesPanel(screen: Screen): HTMLElement {
  const { flow, answers, exited } = run!;
  const step = screen.step;
  // Once the customer is done (left, thanked, or at a dead end), only what applies to a new start can change anything.
  const over = exited !== null || screen.outcome !== undefined;
  return h(
    'section',
    { id: 'choices', 'aria-labelledby': 'choices-title' },
    h('h2', { id: 'choices-title' }, 'Your choices'),
    h('p', {}, 'Instead of the customer typing and the server answering, you decide.'),
    step
      ? h(
          'div',
          { class: 'choice step-choice' },
          h('input', {
            type: 'checkbox',
            id: 'choice-filled-in',
            checked: answers.filledIn(step),
            onchange: (e) => answers.setFilledIn(step, (e.target as HTMLInputElement).checked),
          }),
          h('label', { for: 'choice-filled-in' }, `The customer filled in «${flow.steps.info(step).heading}» correctly (else NESTE shows the step's messages)`),
        )
      : null,
    over ? h('p', { class: 'state' }, 'The customer is done here: the choices marked «applies when you start again» are for the next customer.') : null,
    ...flow.choices.map((c) => choiceControl(c, answers, over && c.when !== 'start')),
    h('button', { type: 'button', onclick: () => restart() }, 'Start again as a new customer'),
  );
}

function markPlace(place: string | null | undefined, screen: Screen) {
  for (const node of document.querySelectorAll('#overview g.node')) {
    const title = node.querySelector('title')?.textContent;
    node.classList.toggle('current', title === place);
  }
  const here = run!.exited ? `the customer left ${run!.flow.title}` : place ? screen.heading : 'on the way (nothing of its own on screen)';
  document.getElementById('overview-now')!.textContent = `Now: ${here}`;
}

function restart() {
  const { flow, answers } = run!;
  answers.forgetSteps();
  note(`— A new customer opens ${flow.title} —`);
  start(flow);
}

function returnFromLogin() {
  const { flow, answers, storedForm } = run!;
  answers.values.loggedIn = true;
  note('The customer logs in with BankID and comes back to the portal (/kjop-forsikring?resume=true).');
  start(flow, flow.returnInput!(answers, storedForm));
}

/** Waits until the screen offers `event` (the flow is not waiting for the server). */
function offered(event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 5000;
    const check = () => {
      const screen = currentScreen();
      if (!screen.waiting && screen.buttons.some((b) => b.event === event)) resolve();
      else if (Date.now() > deadline) reject(new Error(`${event} is not offered`));
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Waits until the flow no longer waits for the server (the stand-ins have answered what the journey asked). */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    const deadline = Date.now() + 5000;
    const check = () => {
      if (!currentScreen().waiting || Date.now() > deadline) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

async function replay(journey: Journey) {
  const flow = EXPLORER_FLOWS.find((f) => f.id === journey.flow)!;
  const answers = answersOf.get(flow.id)!;
  const analysts = { ...answers.values };
  for (const choice of flow.choices) answers.values[choice.key] = journey.set[choice.key] ?? choice.initial;
  answers.forgetSteps();
  showFlow(flow, { fresh: true });
  note(`— Replaying: to ${journey.to}: ${journey.words} —`);
  try {
    for (const { event, label } of journey.presses) {
      await offered(event);
      press(event, label);
    }
    await settled();
  } finally {
    // The journey's choices were for the replay: the analyst's own come back (they apply from the next start).
    Object.assign(answers.values, analysts);
    if (run?.flow === flow) document.getElementById('choices')!.replaceWith(choicesPanel(currentScreen()));
  }
}

function journeysPanel(flow: ExplorerFlow): HTMLElement {
  const journeys = data.journeys.filter((j) => j.flow === flow.id);
  const flowChoices = new Map(flow.choices.map((c) => [c.key, c]));
  const given = (j: Journey) =>
    Object.entries(j.set)
      .map(([key, value]) => `${flowChoices.get(key)?.label ?? key}${value === true ? '' : `: ${String(value)}`}`)
      .join('; ');
  return h(
    'section',
    { id: 'journeys', 'aria-labelledby': 'journeys-title' },
    h('h2', { id: 'journeys-title' }, 'Example journeys'),
    h('p', {}, "The shortest ways to each page, from the machine's paths (xstate/graph), for a new customer who fills every step in."),
    h(
      'ul',
      {},
      ...journeys.map((j) =>
        h(
          'li',
          {},
          h('span', {}, `To ${j.to}: `, h('strong', { lang: 'nb' }, j.words), given(j) ? ` (${given(j)})` : ''),
          ' ',
          h('button', { type: 'button', class: 'small', 'aria-label': `Replay: to ${j.to}`, onclick: () => void replay(j) }, 'Replay'),
        ),
      ),
    ),
  );
}

/** Shows a flow: where its customer was, or a new customer (the first time, or `fresh`). */
function showFlow(flow: ExplorerFlow, { fresh = false } = {}) {
  const svg = data.flows.find((f) => f.id === flow.id)!.svg;
  document.querySelectorAll<HTMLButtonElement>('#flows button').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.flow === flow.id)));
  const overview = document.getElementById('overview')!;
  overview.querySelector('.svg')!.innerHTML = svg;
  const picture = overview.querySelector('svg');
  picture?.setAttribute('role', 'img');
  picture?.setAttribute('aria-labelledby', 'overview-title overview-now');
  document.getElementById('overview-title')!.textContent = `${flow.title}: the business overview`;
  document.getElementById('journeys')!.replaceWith(journeysPanel(flow));
  showLog(flow);
  const kept = runs.get(flow.id);
  if (kept && !fresh) {
    run = kept;
    render();
  } else start(flow);
}

app.append(
  h(
    'header',
    {},
    h('h1', {}, 'Flow explorer'),
    h(
      'p',
      {},
      'The damage report and the purchase wizard as the real state machines run them, with stand-ins for the server. Press the buttons the customer has; where the portal decides (a step filled in or not, logged in or not, a call that fails), choose the outcome.',
    ),
    h(
      'div',
      { id: 'flows', role: 'group', 'aria-label': 'Flow' },
      ...EXPLORER_FLOWS.map((f) => h('button', { type: 'button', 'data-flow': f.id, 'aria-pressed': 'false', lang: 'nb', onclick: () => showFlow(f) }, f.title)),
    ),
  ),
  h(
    'main',
    {},
    h('section', { id: 'screen' }),
    h('section', { id: 'choices' }),
    h('section', { id: 'log', 'aria-labelledby': 'log-title' }, h('h2', { id: 'log-title' }, 'What happened'), h('div', { role: 'log' }, h('ol', { id: 'log-list' }))),
    h(
      'section',
      { id: 'overview', 'aria-labelledby': 'overview-title' },
      h('h2', { id: 'overview-title' }),
      h('p', { id: 'overview-now' }),
      h('div', { class: 'svg' }),
    ),
    h('section', { id: 'journeys' }),
  ),
);
showFlow(EXPLORER_FLOWS[0]!);
