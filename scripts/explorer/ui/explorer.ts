/**
 * The explorer's state outside React: one run per flow (its real machine's actor with the stand-ins, the
 * stand-in server's memory, its log and its undo list), the analyst's answers, and the customer's router. The
 * views subscribe to it (useExplorer).
 */
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { AnyRouter } from '@tanstack/react-router';
import { formatLongDate } from '../../../domain/insuranceFormat';
import { isInArea, trimSlashes } from '../../../domain/paths';
import { osloToday } from '../../../domain/schemas/dates';
import { resumeAddress, writeStoredForm } from '../../../src/features/purchase/actors';
import { locate } from '../../../src/routing/flowRoutes';
import { damageFlowNotify } from '../../../src/components/toasts/notify';
import { AnalystAnswers, type Effects } from '../answers';
import { HOME_CHOICES } from '../home';
import type { ExplorerFlow, ExplorerScreen } from '../explorerFlow';
import { EVENT_WORDS, routeLine } from '../logLines';
import { buttonLabel, placeName, screenOf, type Screen } from '../screen';
import { pageName, portalPage } from '../pageNames';
import { PortalDialogs } from '../portalDialogs';
import { ServerMemory } from '../serverMemory';
import { setDaysAhead } from './deviceClock';

export type FlowId = ExplorerFlow['id'];

export interface Run {
  /** Tells runs apart (the view of a new run mounts anew). */
  id: number;
  flow: ExplorerFlow;
  machine: AnyStateMachine;
  actor: AnyActorRef;
  /** The tab is at the e-ID login (outside the portal). */
  signingIn: boolean;
  /** Where the customer was, page by page (persisted snapshots), for the undo. */
  pages: { place: string; snapshot: unknown }[];
}

export class Explorer {
  /** The flows it runs (./flows.ts), in the registry's order. */
  readonly flows: readonly ExplorerFlow[];
  /** Each flow's screen (../flows/<id>.screen.ts): the app's own flow, and its routes. */
  readonly screens: Map<FlowId, ExplorerScreen>;
  readonly answers: Map<FlowId, AnalystAnswers>;
  readonly memory: Map<FlowId, ServerMemory>;
  readonly logs: Map<FlowId, string[]>;
  /** The home page's log: its dialogs are no flow's («Dette skjedde på forsiden»). */
  readonly homeLog: string[] = [];
  readonly runs = new Map<FlowId, Run>();
  /** The flow last shown: its choices, log and overview are on screen. */
  shown: FlowId = 'damageReport';
  /** A journey is being replayed: the others wait (their buttons are disabled). */
  replaying = false;
  /** The e-ID login ticked «Kunden er logget inn»: a new customer starts as the analyst had it. */
  private loggedInByLogin = false;
  /**
   * The flows whose route shows their run as it is: one just started, or shown by the flow buttons. A flow the
   * customer left is not kept: coming back to its route (a link, Back) starts it anew, as in the app.
   */
  private readonly kept = new Set<FlowId>();
  private nextId = 1;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  router!: AnyRouter;
  /** The home page's dialogs: what the customer has (../home.ts), and how often the analyst has opened the page. */
  readonly home = { choices: { ...HOME_CHOICES }, shown: 0 };
  /** The portal's dialogs on the customer's screen (the leave dialog, the home page's), as their actors report. */
  readonly dialogs = new PortalDialogs(() => this.changed());
  /** How many days from the real today the customer's device believes it is (./deviceClock.ts). */
  daysAhead = 0;

  /** The customer's device believes today is `days` days from the real today. */
  setDaysAhead(days: number) {
    this.daysAhead = days;
    setDaysAhead(days);
    this.logHere(`— Kundens skjerm tror nå at i dag er ${formatLongDate(osloToday())} —`);
  }

  constructor(flows: readonly ExplorerFlow[], screens: Map<FlowId, ExplorerScreen>) {
    this.flows = flows;
    this.screens = screens;
    this.answers = new Map(flows.map((f) => [f.id, new AnalystAnswers(f.choices)]));
    this.memory = new Map(flows.map((f) => [f.id, new ServerMemory()]));
    this.logs = new Map(flows.map((f) => [f.id, []]));
  }

  /** The logged-in home page opens with its dialogs, as the customer has things now (./HomePanel.tsx). */
  showHome() {
    this.home.shown++;
    this.logHome('— Kunden åpner forsiden, innlogget —');
    // The analyst's move, as «Start på nytt som ny kunde»: a flow on the screen is left without its leave dialog.
    void this.router.navigate({ to: '/', ignoreBlocker: true });
    this.changed();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  flow = (id: FlowId) => this.flows.find((f) => f.id === id)!;

  screen = (id: FlowId) => this.screens.get(id)!;

  log(flowId: FlowId, text: string) {
    this.logs.get(flowId)!.push(text);
    this.changed();
  }

  logHome(text: string) {
    this.homeLog.push(text);
    this.changed();
  }

  /** In the log of the place on the customer's screen: the home page's, or the flow shown. */
  logHere(text: string) {
    if (this.atHome()) this.logHome(text);
    else this.log(this.shown, text);
  }

  /** The home page with its dialogs is on the customer's screen: the panels are the home page's (./HomePanel.tsx). */
  atHome = (): boolean => this.home.shown > 0 && trimSlashes(this.lastPath) === '/';

  screenOf(run: Run): Screen {
    return screenOf(run.flow, run.machine, run.actor.getSnapshot() as AnyMachineSnapshot, this.places.get(run.flow.id) ?? new Set());
  }

  /** Each flow's places on its business overview (where the customer can be marked). */
  readonly places = new Map<FlowId, ReadonlySet<string>>();

  /** The customer's screen is in the flow's area now. */
  inFlow = (flowId: FlowId): boolean => isInArea(this.flow(flowId).area, this.router.state.location.pathname);

  /**
   * The run the flow's route shows. A route entered by the customer (a link, Back, a reload) starts the flow anew
   * from the URL, as the app does; the explorer's flow buttons show the kept one.
   */
  runFor(flowId: FlowId): Run | undefined {
    const run = this.runs.get(flowId);
    return run && this.kept.has(flowId) ? run : undefined;
  }

  /** A new run of the flow, its machine opened with `input` (what the app reads from the URL). */
  start(flowId: FlowId, input: unknown): Run {
    this.runs.get(flowId)?.actor.stop();
    const flow = this.flow(flowId);
    const answers = this.answers.get(flowId)!;
    const self: { run?: Run } = {};
    const effects: Effects = {
      log: (text) => this.log(flowId, text),
      toast: ({ kind, text }) => {
        this.log(flowId, `Skjermen viser meldingen «${text}»`);
        damageFlowNotify[kind](text);
      },
      navigate: (to) => void this.router.navigate({ href: to }),
      signIn: () => {
        this.log(flowId, 'Appen: fanen går til innloggingen med e-ID (BankID).');
        if (self.run) self.run.signingIn = true;
        this.changed();
      },
      storeForm: writeStoredForm,
    };
    const machine = flow.machine(answers, effects, 'typed', this.memory.get(flowId));
    const run = this.attach(flow, machine, (inspect) => createActor(machine, { input, inspect }));
    self.run = run;
    return run;
  }

  private attach(flow: ExplorerFlow, machine: AnyStateMachine, create: (inspect: (e: InspectionEvent) => void) => AnyActorRef, pages: Run['pages'] = []): Run {
    const run: Run = { id: this.nextId++, flow, machine, actor: undefined as never, signingIn: false, pages };
    run.actor = create((e) => this.inspect(run, e));
    this.runs.set(flow.id, run);
    this.kept.add(flow.id);
    run.actor.subscribe({
      next: () => this.follow(run),
      error: (error: unknown) => this.log(flow.id, `Maskinen stoppet med en feil: ${String(error)}`),
    });
    run.actor.start();
    this.follow(run);
    return run;
  }

  /** The customer's events, in their words, in the flow's log. */
  private inspect(run: Run, event: InspectionEvent) {
    if (event.type !== '@xstate.event' || event.actorRef !== run.actor) return;
    const type = event.event.type;
    const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
    const step = this.screenOf(run).step;
    const button = type.startsWith('user.') ? buttonLabel(run.flow, step, type, snapshot) : undefined;
    if (button) this.log(run.flow.id, `Kunden trykker ${button}`);
    else if (EVENT_WORDS[type]) this.log(run.flow.id, `Kunden ${EVENT_WORDS[type]}`);
    else if (type === 'xstate.route') this.log(run.flow.id, routeLine(run.flow, String((event.event as { to?: unknown }).to)));
  }

  /** Notes a new page in the log and keeps it for the undo. */
  private follow(run: Run) {
    if (this.runs.get(run.flow.id) !== run) return;
    const screen = this.screenOf(run);
    const last = run.pages[run.pages.length - 1];
    if (screen.place && !screen.waiting && last?.place !== screen.place) {
      run.pages.push({ place: screen.place, snapshot: run.actor.getPersistedSnapshot() });
      this.log(run.flow.id, `Nå: ${placeName(screen)}`);
    } else if (last && !screen.waiting && last.place === screen.place) {
      // Still on the page: what the customer typed there is what an undo comes back to.
      last.snapshot = run.actor.getPersistedSnapshot();
    }
    this.changed();
  }

  /**
   * Back to the page before, as the customer left it (what was typed there before the move); what the stand-in
   * server kept stays.
   */
  undo(flowId: FlowId) {
    const run = this.runs.get(flowId);
    if (!run || run.pages.length < 2) return;
    run.actor.stop();
    const pages = run.pages.slice(0, -1);
    const { snapshot } = pages[pages.length - 1]!;
    this.log(flowId, '— Angret: ett steg tilbake —');
    // A toast of the step undone goes with it (the step's failure has not happened).
    damageFlowNotify.dismiss();
    this.attach(run.flow, run.machine, (inspect) => createActor(run.machine, { snapshot: snapshot as never, inspect }), pages.slice(0, -1));
  }

  /** The customer left the flow's route: coming back (a link, Back) starts it anew, as in the app. */
  left(flowId: FlowId) {
    this.kept.delete(flowId);
  }

  /** The page on the customer's screen is loaded again: the home page opens anew with its dialogs, a flow from its URL. */
  reloadHere() {
    if (!this.atHome()) return this.reload(this.shown);
    this.logHome('— Kunden laster siden inn på nytt —');
    this.home.shown++;
    this.changed();
  }

  /** The page is loaded again: the flow starts anew from its URL (and what the tab and the server kept). */
  reload(flowId: FlowId) {
    this.log(flowId, '— Kunden laster siden inn på nytt —');
    // As the page goes, what was typed is sent (the app's keepalive flush), before the new page starts.
    this.runs.get(flowId)?.actor.send({ type: 'page.hidden' });
    this.forget(flowId);
    this.changed();
  }

  private forget(flowId: FlowId) {
    this.runs.get(flowId)?.actor.stop();
    this.runs.delete(flowId);
    this.kept.delete(flowId);
  }

  /** Shows the flow: its kept run where it was (its page), or its start. */
  async show(flowId: FlowId) {
    this.shown = flowId;
    const run = this.runs.get(flowId);
    const href = run ? this.pageHref(run) : null;
    if (run && href) this.kept.add(flowId);
    await this.router.navigate({ href: href ?? this.flow(flowId).startHref, ignoreBlocker: true });
    this.changed();
  }

  /** Back from the e-ID login, logged in: the wizard opens anew at its return address with the form kept in the tab. */
  async returnFromLogin() {
    const answers = this.answers.get('purchase')!;
    if (answers.values.loggedIn !== true) this.loggedInByLogin = true;
    answers.values.loggedIn = true;
    this.log('purchase', 'Kunden logger inn med BankID og kommer tilbake til portalen.');
    this.forget('purchase');
    await this.router.navigate({ href: resumeAddress(''), ignoreBlocker: true });
  }

  /** Back in the browser from the e-ID login, not logged in: the wizard's page comes back from the browser's cache. */
  backFromLogin() {
    const run = this.runs.get('purchase');
    if (!run) return;
    run.signingIn = false;
    run.actor.send({ type: 'page.restored' });
    // The page it comes back to was the last one noted before the login: named again, the customer is on it again.
    this.log('purchase', `Nå: ${placeName(this.screenOf(run))}`);
  }

  /** The customer's screen moved: the flow whose area it is in is the one shown. */
  located(pathname: string) {
    const flow = this.flows.find((f) => isInArea(f.area, pathname));
    const to = `«${pageName(pathname)}»`;
    if (this.atHome() && trimSlashes(pathname) !== '/') this.logHome(`Kunden går fra forsiden til ${to}`);
    // Out of the flow shown: the customer left it (a link, the dialog's AVSLUTT, Back).
    else if (!flow && isInArea(this.flow(this.shown).area, this.lastPath)) this.log(this.shown, `Kunden forlater ${this.flow(this.shown).title} og går til ${to}`);
    const wasHome = this.atHome();
    this.lastPath = pathname;
    // A page of a flow's (the case list holds the damage report's drafts) shows that flow's panels.
    const panels = flow?.id ?? portalPage(pathname)?.panelsOf;
    if (panels && wasHome && !flow) this.log(panels, `— Kunden kommer fra forsiden til ${to} —`);
    if (panels) this.shown = panels;
    this.changed();
  }

  private lastPath = '';

  /** A new customer at `href` (the flow's start, or a saved draft). */
  async restart(flowId: FlowId, href = this.flow(flowId).startHref, note = `— En ny kunde åpner ${this.flow(flowId).title} —`) {
    this.log(flowId, note);
    if (flowId === 'purchase' && this.loggedInByLogin) {
      this.answers.get('purchase')!.values.loggedIn = false;
      this.loggedInByLogin = false;
    }
    // The host starts the new run from the address, once it has changed (the history tells the explorer).
    this.forget(flowId);
    this.memory.get(flowId)!.newCustomer();
    writeStoredForm(null);
    await this.router.navigate({ href, ignoreBlocker: true });
  }

  /** The page a run shows now, as its route bridge names it. */
  private pageHref(run: Run): string | null {
    return this.screen(run.flow.id).hosted.routing(run.actor).pageOf(run.actor.getSnapshot() as never)?.href ?? null;
  }

  /** The machine's input at the router's location, as the app's flow host reads it (with what the tab keeps). */
  inputAt(flowId: FlowId): unknown {
    return this.screen(flowId).hosted.inputAt(locate(this.router, this.router.history.location));
  }
}
