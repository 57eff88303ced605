import { describe, expect, it } from 'vitest';
import { foldRepeated } from '../../scripts/diagrams/fold';
import { machineToGraph } from '../../scripts/diagrams/graph';
import { diagramsOf } from '../../scripts/diagrams/split';
import { allBoxes, type Diagram } from '../../scripts/diagrams/view';
import { demoFlowMachine, demoParallelMachine } from './fixtures/demoMachines';
import { demoStepsMachine } from './fixtures/demoSteps';

const box = (diagram: Diagram, id: string) => allBoxes(diagram.root).find((b) => b.id === id);
const edge = (diagram: Diagram, source: string, target: string) =>
  diagram.edges.filter((e) => e.source === source && e.target === target);

describe('foldRepeated', () => {
  const graph = machineToGraph(demoStepsMachine);
  const folding = foldRepeated(graph);

  it('folds the targetless transitions repeated in several states, and the URL refusals', () => {
    expect(folding.notes).toEqual([
      { kind: 'refusal', states: ['demoSteps.loading', 'demoSteps.flow.rolle.saving', 'demoSteps.flow.lokasjon.saving', 'demoSteps.flow.oppsummering.saving'], labels: [] },
      {
        kind: 'repeated',
        states: ['demoSteps.flow.rolle.editing', 'demoSteps.flow.lokasjon.editing', 'demoSteps.flow.oppsummering.editing'],
        labels: [
          'user.change / changeField',
          'user.blur / blurField',
          'page.hidden [hasCaseId and hasUnsavedChanges] / flushDraft',
          'user.next [!isStepValid] / showErrors',
        ],
      },
    ]);
  });

  it('keeps a targetless transition specific to one state, and every transition with a target', () => {
    const kept = graph.edges.filter((e) => !folding.isFolded(e));
    expect(kept.filter((e) => e.internal).map((e) => e.label)).toEqual(['user.search / search']);
    expect(kept.filter((e) => !e.internal)).toHaveLength(graph.edges.filter((e) => !e.internal).length);
  });

  it("folds the machine's own targetless transitions into a note for every state", () => {
    const flow = machineToGraph(demoFlowMachine);
    expect(foldRepeated(flow).notes).toEqual([]);
    const withGlobal = { ...flow, edges: flow.edges.map((e) => (e.source === 'demoFlow.form' ? { ...e, source: 'demoFlow' } : e)) };
    expect(foldRepeated(withGlobal).notes).toEqual([{ kind: 'everywhere', states: ['demoFlow'], labels: ['user.change / changeField'] }]);
  });
});

describe('diagramsOf: overview and step details', () => {
  const [overview, rolle, lokasjon, oppsummering, ...rest] = diagramsOf(machineToGraph(demoStepsMachine));

  it('gives a machine with routed compound steps an overview and one detail per step', () => {
    expect([overview, rolle, lokasjon, oppsummering].map((d) => [d!.name, d!.title])).toEqual([
      ['demoSteps', 'demoSteps (overview)'],
      ['demoSteps.rolle', 'demoSteps › rolle (/demo/rolle)'],
      ['demoSteps.lokasjon', 'demoSteps › lokasjon (/demo/lokasjon)'],
      ['demoSteps.oppsummering', 'demoSteps › oppsummering (/demo/oppsummering)'],
    ]);
    expect(rest).toEqual([]);
  });

  it('keeps small machines (no routed compound state) to one diagram', () => {
    expect(diagramsOf(machineToGraph(demoFlowMachine)).map((d) => d.name)).toEqual(['demoFlow']);
    expect(diagramsOf(machineToGraph(demoParallelMachine)).map((d) => d.name)).toEqual(['demoParallel']);
  });

  it('draws each step in the overview as one box with its route and how the URL enters it', () => {
    expect(box(overview!, 'rolle')).toMatchObject({
      kind: 'collapsed',
      lines: ['/demo/rolle', 'entered by URL', '[canEnter(rolle)]'],
      children: [],
      link: 'demoSteps.rolle',
    });
    expect(allBoxes(overview!.root).map((b) => b.id)).not.toContain('demoSteps.flow.rolle.editing');
    expect(overview!.root.children.map((b) => b.key)).toEqual(['loading', 'loadFailed', 'flow', 'takk']);
    expect(box(overview!, 'demoSteps.flow')!.children.map((b) => b.key)).toEqual(['resuming', 'rolle', 'lokasjon', 'oppsummering']);
  });

  it('lifts edges to the step boxes, merged into what the customer does and which states it passes', () => {
    expect(edge(overview!, 'rolle', 'lokasjon')).toEqual([
      { source: 'rolle', target: 'lokasjon', label: ['user.next', 'via saving'], automatic: false, back: false, fanOut: false, fromAnyState: false },
    ]);
    expect(edge(overview!, 'lokasjon', 'rolle').map((e) => [e.label, e.back])).toEqual([[['user.back'], true]]);
    // An unlifted edge keeps its full label, and the dispatching state's branches are fan-out.
    expect(edge(overview!, 'demoSteps.flow.resuming', 'oppsummering').map((e) => [e.label, e.fanOut])).toEqual([[['always [else]'], true]]);
    expect(overview!.edges.every((e) => e.source !== e.target)).toBe(true);
  });

  it('marks dead ends with their description', () => {
    expect(box(overview!, 'demoSteps.loadFailed')!.deadEnd).toBe("Customer sees 'Kunne ikke laste'; link SJEKK DINE SAKER.");
    expect(box(overview!, 'demoSteps.takk')!.deadEnd).toBe("Customer sees 'Takk'; link SJEKK DINE SAKER.");
    expect(allBoxes(overview!.root).filter((b) => b.deadEnd).map((b) => b.key)).toEqual(['loadFailed', 'takk']);
  });

  it('notes folded transitions once per diagram, on the innermost box that holds all their states', () => {
    expect(overview!.notes).toEqual([
      { anchor: 'demoSteps.loading', title: 'While loading or saving: URL changes are refused (the URL is put back).', items: [] },
      {
        anchor: 'demoSteps.flow',
        title: 'In every editing state:',
        items: ['user.change / changeField', 'user.blur / blurField', 'page.hidden [hasCaseId and hasUnsavedChanges] / flushDraft', 'user.next [!isStepValid] / showErrors'],
      },
    ]);
    expect(rolle!.notes.map((n) => [n.anchor, n.title])).toEqual([
      ['demoSteps.flow.rolle.saving', 'While saving: URL changes are refused (the URL is put back).'],
      ['demoSteps.flow.rolle.editing', 'In editing:'],
    ]);
  });

  it('shows a step inside, the states its edges lead to as outside boxes, in document order', () => {
    expect(rolle!.root.children.map((b) => [b.key, b.kind])).toEqual([
      ['loadFailed', 'outside'],
      ['rolle', 'compound'],
      ['lokasjon', 'outside'],
    ]);
    expect(box(rolle!, 'rolle')).toMatchObject({ initial: 'demoSteps.flow.rolle.editing', lines: ['/demo/rolle', 'entered by URL [canEnter(rolle)]', 'entry / enterStep(rolle)'] });
    expect(box(rolle!, 'lokasjon')).toMatchObject({ lines: ['/demo/lokasjon'], link: 'demoSteps.lokasjon', deadEnd: undefined });
    expect(box(rolle!, 'demoSteps.flow.rolle.editing')!.internal).toEqual(['user.search / search']);
    expect(rolle!.edges.map((e) => [e.source.split('.').at(-1), e.target, e.label.join(' ')])).toEqual([
      ['editing', 'demoSteps.flow.rolle.saving', 'user.next [hasUnsavedChanges]'],
      ['editing', 'lokasjon', 'user.next [else]'],
      ['editing', 'demoSteps.loadFailed', 'user.back [isOrganization]'],
      ['saving', 'lokasjon', 'done: saveDraft / markSaved'],
      ['saving', 'lokasjon', "error: saveDraft / logError('Save failed')"],
    ]);
    expect(edge(lokasjon!, 'demoSteps.flow.lokasjon.editing', 'rolle').map((e) => e.back)).toEqual([true]);
  });
});
