import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDiagrams } from '../../scripts/diagrams/check';
import { toDot } from '../../scripts/diagrams/dot';
import { generateDiagrams } from '../../scripts/diagrams/generate';
import { descendants, machineToGraph } from '../../scripts/diagrams/graph';
import { wrapLabel } from '../../scripts/diagrams/labels';
import { escapeLabel, toMermaid } from '../../scripts/diagrams/mermaid';
import { diagramsOf } from '../../scripts/diagrams/split';
import { renderSvg } from '../../scripts/diagrams/svg';
import { demoFlowMachine, demoParallelMachine } from './fixtures/demoMachines';
import { demoStepsGlossary, demoStepsMachine } from './fixtures/demoSteps';

const labelsOf = (graph: ReturnType<typeof machineToGraph>, source: string) =>
  graph.edges.filter((e) => e.source === source).map((e) => e.label);

describe('machineToGraph (walker)', () => {
  const graph = machineToGraph(demoFlowMachine);

  it('walks nested states with their type, initial child, route and invoked actors', () => {
    expect(graph.id).toBe('demoFlow');
    expect(graph.description).toBe('A tiny two-step flow used by the tooling tests.');
    expect(graph.root.initial).toBe('demoFlow.form');
    expect(descendants(graph.root).map((s) => [s.id, s.type])).toEqual([
      ['demoFlow.form', 'compound'],
      ['rolle', 'atomic'],
      ['lokasjon', 'atomic'],
      ['demoFlow.saving', 'atomic'],
      ['demoFlow.failed', 'atomic'],
      ['demoFlow.done', 'final'],
    ]);
    const [form, saving] = [graph.root.children[0]!, graph.root.children[1]!];
    expect(form.initial).toBe('rolle');
    expect(form.children[0]).toMatchObject({ key: 'rolle', route: '/demo/rolle', description: 'Step 1' });
    expect(saving.invokes).toEqual(['saveDraft']);
  });

  it('labels every kind of transition', () => {
    expect(graph.edges.map((e) => [e.source, e.target, e.kind, e.label])).toEqual([
      ['demoFlow', 'rolle', 'route', 'URL → rolle'],
      ['demoFlow', 'lokasjon', 'route', 'URL → lokasjon [canEnterLokasjon]'],
      ['demoFlow.form', 'demoFlow.form', 'event', 'user.change / changeField'],
      ['rolle', 'lokasjon', 'event', 'user.next [isStepValid]'],
      ['lokasjon', 'rolle', 'event', 'user.back'],
      ['lokasjon', 'demoFlow.saving', 'event', 'user.next [isStepValid and !isOffline]'],
      ['demoFlow.saving', 'demoFlow.done', 'done', 'done: saveDraft / notifySaved'],
      ['demoFlow.saving', 'demoFlow.failed', 'error', 'error: saveDraft'],
      ['demoFlow.failed', 'lokasjon', 'event', 'user.back'],
      ['demoFlow.failed', 'demoFlow.saving', 'after', 'after 300ms [canRetry]'],
    ]);
  });

  it('handles parallel regions, or-guards, eventless transitions and final states', () => {
    const parallel = machineToGraph(demoParallelMachine);
    expect(parallel.root.children[0]).toMatchObject({ type: 'parallel', initial: undefined });
    expect(parallel.edges.map((e) => e.label)).toEqual(['user.toggle', 'user.finish [isA or isB]', 'always']);
  });

  it('prints guard and action parameters, and only the name when they are computed', () => {
    const steps = machineToGraph(demoStepsMachine);
    expect(labelsOf(steps, 'demoSteps.flow.resuming')).toEqual([
      'always [resumesAt(rolle)]',
      'always [resumesAt(lokasjon)]',
      'always [else]',
    ]);
    expect(labelsOf(steps, 'demoSteps')).toContain('URL → lokasjon [canEnter(lokasjon)]');
    expect(labelsOf(steps, 'demoSteps.flow.rolle.editing')).toContain('user.back [isOrganization]');
    expect(labelsOf(steps, 'demoSteps.flow.rolle.saving')).toContain("error: saveDraft / logError('Save failed')");
    expect(steps.root.children[2]!.children[1]!.entry).toEqual(['enterStep(rolle)']);
  });

  it("labels the last, unguarded candidate `else` when its siblings are guarded, and nothing else", () => {
    const steps = machineToGraph(demoStepsMachine);
    expect(labelsOf(steps, 'demoSteps.flow.lokasjon.editing').filter((l) => l.startsWith('user.next'))).toEqual([
      'user.next [!isStepValid] / showErrors',
      'user.next [hasUnsavedChanges]',
      'user.next [else]',
    ]);
    // A single unguarded candidate is no else-branch.
    expect(labelsOf(steps, 'demoSteps.flow.lokasjon.editing')).toContain('user.back');
    expect(labelsOf(steps, 'demoSteps.loading')).toEqual(['URL change', 'done: loadDraft', 'error: loadDraft']);
  });
});

describe('wrapLabel', () => {
  it('keeps short labels whole and puts the actions of a long one on their own lines', () => {
    expect(wrapLabel('user.back', 24)).toEqual(['user.back']);
    expect(wrapLabel('error: deleteAttachment / notifyDeleteFailed, forgetDeleting', 24)).toEqual([
      'error: deleteAttachment',
      '/ notifyDeleteFailed,',
      'forgetDeleting',
    ]);
  });
});

describe('toMermaid', () => {
  const [overview, rolle] = diagramsOf(machineToGraph(demoStepsMachine));

  it('reads left to right, with a title and labelled states, and never a bare `state X` line', () => {
    const mermaid = toMermaid(overview!, 'tests/demo.ts');
    expect(mermaid.startsWith('---\ntitle: demoSteps (overview)\n---\nstateDiagram-v2\n')).toBe(true);
    expect(mermaid).toContain('\n  direction LR\n');
    const stateLines = mermaid.split('\n').filter((l) => /^\s*state\b/.test(l));
    expect(stateLines.length).toBeGreaterThan(5);
    for (const line of stateLines) expect(line).toMatch(/^\s*state "[^"]+" as \w+( \{)?$/);
  });

  it('prints collapsed steps with their route, lifted edges, and one note for the folded transitions', () => {
    const lines = toMermaid(overview!).split('\n').map((l) => l.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'state "rolle" as rolle',
        'rolle : /demo/rolle',
        'class rolle collapsed',
        'rolle --> lokasjon : user.next<br/>via saving',
        'resuming --> lokasjon : always<br/>[resumesAt(lokasjon)]',
        'resuming --> oppsummering : always [else]',
        'loading --> loadFailed : error#58; loadDraft',
        'note right of flow',
        'In every editing state#58;',
        '· user.change / changeField',
        'While loading or saving#58; URL changes are refused (the URL is put back).',
      ]),
    );
    expect(lines.filter((l) => l.includes('changeField'))).toHaveLength(1);
  });

  it('notes what the customer sees in a dead end, coloured by how it ends', () => {
    const mermaid = toMermaid(overview!);
    expect(mermaid).toContain("note right of loadFailed : Customer sees 'Kunne ikke laste'#59; link SJEKK DINE SAKER.");
    expect(mermaid).toContain('class loadFailed failure');
    expect(mermaid).toContain('class takk success');
  });

  it('prints a step detail with its inside, the states it leads to, and its specific transitions', () => {
    const lines = toMermaid(rolle!).split('\n').map((l) => l.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'state "rolle" as rolle {',
        '[*] --> editing',
        'editing : user.search / search',
        'editing --> saving : user.next<br/>[hasUnsavedChanges]',
        'saving --> lokasjon : done#58; saveDraft<br/>/ markSaved',
        'class lokasjon outside',
        'entry / enterStep(rolle)',
      ]),
    );
    // Edges between states inside the step are printed inside its block.
    const mermaid = toMermaid(rolle!);
    expect(mermaid.indexOf('editing --> saving')).toBeLessThan(mermaid.indexOf('\n  }'));
  });

  it('escapes the characters that end a Mermaid label', () => {
    expect(escapeLabel('done: saveDraft; #x {y}')).toBe('done#58; saveDraft#59; #35;x #123;y#125;');
  });

  it('separates parallel regions with -- and renames ids Mermaid reserves', () => {
    const [parallel] = diagramsOf(machineToGraph(demoParallelMachine));
    const mermaid = toMermaid(parallel!);
    expect(mermaid).toMatch(/state "left" as left \{[\s\S]*\n {4}--\n {4}state "right" as right \{/);
    expect(mermaid).toContain('state "end" as s_end');
    expect(mermaid).toContain('idle --> s_end : user.finish [isA or isB]');
  });
});

describe('toDot and renderSvg', () => {
  const [overview, rolle] = diagramsOf(machineToGraph(demoStepsMachine));

  it('lays out left to right; back edges and fan-out branches do not push the layout', () => {
    const dot = toDot(overview!);
    expect(dot).toContain('rankdir=LR');
    expect(dot).toContain('"lokasjon" -> "rolle" [label=" user.back ", constraint=false];');
    expect(dot).toContain('"rolle" -> "lokasjon" [label=" user.next \\n via saving "];');
    expect(dot).toMatch(/"demoSteps\.flow\.resuming" -> "lokasjon" \[label="[^"]*resumesAt\(lokasjon\)[^"]*", style=dashed, constraint=false\]/);
    // Steps are declared in document order.
    expect(dot.indexOf('"rolle" [')).toBeLessThan(dot.indexOf('"lokasjon" ['));
    expect(dot.indexOf('"lokasjon" [')).toBeLessThan(dot.indexOf('"oppsummering" ['));
  });

  it('links collapsed steps to their detail, notes folded transitions under the title and dead ends in the box', () => {
    const dot = toDot(overview!);
    expect(dot).toMatch(/"rolle" \[label=<.*<b>rolle<\/b>.*\/demo\/rolle.*>, fillcolor="#e0f2fe".*URL="\.\/demoSteps\.rolle\.svg"/);
    expect(dot).toMatch(/label=<<table.*demoSteps \(overview\).*In every editing state:<br align="left"\/> {3}user\.change \/ changeField/);
    expect(dot).toMatch(/"demoSteps\.loadFailed" \[label=<.*Customer sees 'Kunne ikke laste';.*link SJEKK DINE SAKER\..*fillcolor="#fef3c7"/);
    expect(dot.match(/changeField/g)).toHaveLength(1);
    const detail = toDot(rolle!);
    expect(detail).toMatch(/subgraph cluster_0 \{\n\s+label=<.*<b>rolle<\/b>/);
    expect(detail).toMatch(/"lokasjon" \[label=<.*>, style="rounded,dashed".*URL="\.\/demoSteps\.lokasjon\.svg"/);
  });

  it('renders the same SVG every time, without Graphviz comments', async () => {
    const dot = toDot(diagramsOf(machineToGraph(demoParallelMachine))[0]!);
    const [a, b] = [await renderSvg(dot), await renderSvg(dot)];
    expect(a).toBe(b);
    expect(a).toContain('<svg');
    expect(a).not.toContain('<!--');
    expect(a).toContain('user.finish [isA or isB]');
  });
});

describe('generateDiagrams and the --check comparison', () => {
  const machines = [
    { machine: demoFlowMachine, source: 'tests/machines/fixtures/demoMachines.ts', exportName: 'demoFlowMachine' },
    { machine: demoStepsMachine, source: 'tests/machines/fixtures/demoSteps.ts', exportName: 'demoStepsMachine', glossary: demoStepsGlossary },
  ];

  it('writes an overview and one detail per routed step, and a README linking them with the glossary', async () => {
    const files = await generateDiagrams(machines);
    expect([...files.keys()].sort()).toEqual([
      'README.md',
      'demoFlow.mmd',
      'demoFlow.svg',
      'demoSteps.lokasjon.mmd',
      'demoSteps.lokasjon.svg',
      'demoSteps.mmd',
      'demoSteps.oppsummering.mmd',
      'demoSteps.oppsummering.svg',
      'demoSteps.rolle.mmd',
      'demoSteps.rolle.svg',
      'demoSteps.svg',
    ]);
    const readme = files.get('README.md')!;
    expect(readme).toContain('## demoFlow');
    expect(readme).toContain('A tiny two-step flow used by the tooling tests.');
    expect(readme).toContain('![demoFlow](./demoFlow.svg)');
    expect(readme).toContain(`\`\`\`mermaid\n${files.get('demoFlow.mmd')!.trimEnd()}\n\`\`\``);
    expect(readme).toContain('| `#rolle` | `/demo/rolle` | Step 1 |');
    expect(readme).toContain('- [demoSteps › rolle (/demo/rolle)](./demoSteps.rolle.svg)');
    expect(readme).toContain('### demoSteps › lokasjon (/demo/lokasjon)');
    expect(readme).toContain('| guard | `isStepValid` | The step passes its rules. |');
    expect(readme).toContain('| action | `search` | **missing** (add it to the glossary) |');
    await expect(generateDiagrams([machines[0]!, machines[0]!])).rejects.toThrow(/share the id "demoFlow"/);
  });

  it('reports missing, differing and extra files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diagrams-'));
    const expected = new Map([
      ['a.mmd', 'A\n'],
      ['b.mmd', 'B\n'],
    ]);
    writeFileSync(join(dir, 'a.mmd'), 'A\n');
    expect(compareDiagrams(expected, dir)).toEqual(['missing: docs/machines/b.mmd']);
    writeFileSync(join(dir, 'b.mmd'), 'old\n');
    writeFileSync(join(dir, 'c.svg'), '<svg/>');
    expect(compareDiagrams(expected, dir)).toEqual(['differs: docs/machines/b.mmd', 'extra: docs/machines/c.svg']);
    writeFileSync(join(dir, 'b.mmd'), 'B\n');
    expect(compareDiagrams(new Map([...expected, ['c.svg', '<svg/>']]), dir)).toEqual([]);
  });
});
