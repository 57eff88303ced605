/** The catalogue of legal moves read from the machines (issue 49, machines/moves/catalogue.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getNextSnapshot, setup, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { COUNTED_FLOWS } from '../../domain/countedMoves';
import { FLOWS } from '../../domain/flows';
import { MOVE_CATALOGUE } from '../../domain/moveCatalogue.generated';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { catalogueModule, catalogueOf } from '../../machines/moves/catalogue';
import { findMachines } from '../../scripts/diagrams/generate';
import { createMoveTracker } from '../../machines/moves/tracker';
import { journeyAnswers } from '../../scripts/explorer/answers';
import { loadExplorerFlows } from '../../scripts/explorer/flows';
import { ServerMemory } from '../../scripts/explorer/serverMemory';

const has = (flow: string, from: string, event: string, to: string, outcome = '') =>
  MOVE_CATALOGUE.find((f) => f.flow === flow)?.moves.some((m) => m.from === from && m.event === event && m.to === to && m.outcomes.includes(outcome)) ?? false;

describe('the move catalogue', () => {
  it('is what the machines give now (domain/moveCatalogue.generated.ts is not stale)', async () => {
    const machines = await findMachines(process.cwd());
    const counted = COUNTED_FLOWS.map((id) => machines.find((m) => m.machine.id === id)!.machine);
    expect(readFileSync('domain/moveCatalogue.generated.ts', 'utf8')).toBe(catalogueModule(counted));
  });

  it('counts every declared flow and the home page dialogs', () => {
    expect(MOVE_CATALOGUE.map((f) => f.flow)).toEqual([...FLOWS.map((f) => f.id), 'homeModals', 'consentModal', 'draftReminderModal']);
  });

  it("holds the damage report's journeys: opening, NESTE, SEND INN and its failures, leaving", () => {
    expect(has('damageReport', 'start', 'xstate.done.actor.loadDraft', 'rolle')).toBe(true);
    expect(has('damageReport', 'rolle', 'user.next', 'lokasjon')).toBe(true);
    expect(has('damageReport', 'informasjon', 'user.back', 'skade')).toBe(true);
    expect(has('damageReport', 'oppsummering', 'user.submit', 'takk')).toBe(true);
    expect(has('damageReport', 'oppsummering', 'user.submit', 'oppsummering', 'submitFailed')).toBe(true);
    expect(has('damageReport', 'oppsummering', 'user.submit', 'oppsummering', 'submitNoAnswer')).toBe(true);
    expect(has('damageReport', 'informasjon', 'page.closed', 'left')).toBe(true);
    // Not a move the machine has: NESTE skips no step, and nobody leaves the thanks.
    expect(has('damageReport', 'rolle', 'user.next', 'skade')).toBe(false);
    expect(has('damageReport', 'takk', 'page.closed', 'left')).toBe(false);
    expect(has('damageReport', 'oppsummering', 'user.submit', 'oppsummering', 'Skademeldingen ble ikke sendt')).toBe(false);
  });

  it('names places and events only: never an id or a text', () => {
    for (const flow of MOVE_CATALOGUE) {
      for (const m of flow.moves) {
        expect(flow.places).toContain(m.from);
        expect(flow.places).toContain(m.to);
        expect(m.event).toMatch(/^[a-zA-Z][\w.]*$/);
        for (const o of m.outcomes) expect(o).toMatch(/^(|[a-z][a-zA-Z]*)$/);
      }
    }
  });

  it('counts a new flow with no code of its own: its steps and ends come from its machine', () => {
    const machine = setup({}).createMachine({
      id: 'newFlow',
      initial: 'loading',
      states: {
        loading: { after: { 10: 'first' } },
        first: { meta: { page: 'first', route: '/ny', stepNumber: 1 }, on: { 'user.next': 'second' } },
        second: { meta: { page: 'second', route: '/ny/2', stepNumber: 2 }, on: { 'user.back': 'first', 'user.submit': 'done' } },
        done: { type: 'final', meta: { outcome: 'success' } },
      },
    });
    const catalogue = catalogueOf(machine);
    expect(catalogue.places).toEqual(['start', 'first', 'second', 'done', 'left']);
    expect(catalogue.steps).toEqual(['first', 'second']);
    expect(catalogue.moves.map((m) => `${m.from} ${m.event} ${m.to}`)).toEqual([
      'start xstate.after.10.newFlow.loading first',
      'start flow.left left',
      'start page.closed left',
      'first user.next second',
      'first flow.left left',
      'first page.closed left',
      'second user.back first',
      'second user.submit done',
      'second flow.left left',
      'second page.closed left',
      // A closed page shown again from the back/forward cache: back where it was left.
      'left page.restored start',
      'left page.restored first',
      'left page.restored second',
    ]);
  });

  it('reads the damage report machine itself', () => {
    expect(catalogueOf(damageReportMachine)).toEqual(MOVE_CATALOGUE[0]);
  });
});

describe("the catalogue holds every move the tracker counts on the explorer's walks of each flow", () => {
  it.each(FLOWS.map((f) => f.id))('%s', async (id) => {
    const [flow] = await loadExplorerFlows([{ id }]);
    const places = (await findMachines(process.cwd())).find((m) => m.machine.id === id)!;
    const catalogue = MOVE_CATALOGUE.find((f) => f.flow === id)!;
    const legal = new Set(catalogue.moves.map((m) => `${m.from} ${m.event} ${m.to}`));
    const answers = journeyAnswers(flow!.choices, {});
    const quiet = { log: () => undefined, toast: () => undefined, navigate: () => undefined, signIn: () => undefined, storeForm: () => undefined };
    const machine = flow!.machine(answers, quiet, 'filledIn');
    const results = Object.entries(flow!.standIns(answers, new ServerMemory())).flatMap(([name, s]): AnyEventObject[] => [
      { type: `xstate.error.actor.${name}`, error: s.error ?? new Error('500') },
      ...(s.fails ? [] : [{ type: `xstate.done.actor.${name}`, output: s.output(undefined as never) }]),
    ]);
    const customer = [...new Set(catalogue.moves.map((m) => m.event).filter((e) => e.startsWith('user.')))].map((type) => ({ type }));
    const paths = getShortestPaths(machine, {
      input: flow!.input(answers),
      events: () => [...customer, ...results],
      serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
    } as never) as { steps: { state: AnyMachineSnapshot; event: AnyEventObject }[] }[];
    expect(paths.length).toBeGreaterThan(3);
    const counted = new Set<string>();
    // Each shortest path, and from its end each event once more: every move the machine can make from a state reached.
    const actorRef = { logic: machine };
    const snap = (event: AnyEventObject, snapshot: AnyMachineSnapshot) => ({ type: '@xstate.snapshot', actorRef, event, snapshot, rootId: 'x' }) as never;
    for (const path of paths) {
      for (const extra of [null, ...customer, ...results]) {
        const tracker = createMoveTracker({ move: (m) => counted.add(`${m.from} ${m.event} ${m.to}`), stepTime: () => undefined });
        for (const { state, event } of path.steps) tracker.inspect(snap(event, state));
        const last = path.steps.at(-1)!.state;
        if (extra && last.status === 'active') tracker.inspect(snap(extra, getNextSnapshot(machine, last, extra)));
      }
    }
    expect([...counted].filter((m) => !legal.has(m))).toEqual([]);
    expect(counted.size).toBeGreaterThan(3);
    expect(places.machine.id).toBe(id);
  }, 60_000);
});
