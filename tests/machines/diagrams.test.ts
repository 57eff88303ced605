import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDiagrams } from '../../scripts/diagrams/check';
import { toDot } from '../../scripts/diagrams/dot';
import { generateDiagrams } from '../../scripts/diagrams/generate';
import { descendants, machineToGraph } from '../../scripts/diagrams/graph';
import { escapeLabel, toMermaid } from '../../scripts/diagrams/mermaid';
import { renderSvg } from '../../scripts/diagrams/svg';
import { demoFlowMachine, demoParallelMachine } from './fixtures/demoMachines';

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
});

describe('toMermaid', () => {
  it('prints a stateDiagram-v2 with composites, initial and final markers, routes, invokes and labels', () => {
    const mermaid = toMermaid(machineToGraph(demoFlowMachine), 'tests/demo.ts');
    expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    const lines = mermaid.split('\n').map((l) => l.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'state form {',
        '[*] --> rolle',
        'rolle : /demo/rolle',
        'rolle --> lokasjon : user.next [isStepValid]',
        '[*] --> form',
        'saving : invoke saveDraft',
        'done --> [*]',
        'any_state --> lokasjon : URL → lokasjon [canEnterLokasjon]',
        'lokasjon --> saving : user.next [isStepValid and !isOffline]',
        'failed --> saving : after 300ms [canRetry]',
        'saving --> failed : error#58; saveDraft',
      ]),
    );
    // Mermaid's lexer ends labels at ':' and ';' and treats '#' as a comment: only entity codes may carry them.
    for (const line of lines.filter((l) => l.includes(' : '))) {
      const label = line.slice(line.indexOf(' : ') + 3).replace(/#\d+;/g, '');
      expect(label).not.toMatch(/[:;#]/);
    }
    // Edges between siblings are printed inside their composite.
    expect(mermaid.indexOf('rolle --> lokasjon')).toBeLessThan(mermaid.indexOf('  }'));
  });

  it('escapes the characters that end a Mermaid label', () => {
    expect(escapeLabel('done: saveDraft; #x')).toBe('done#58; saveDraft#59; #35;x');
  });

  it('separates parallel regions with -- and renames ids Mermaid reserves', () => {
    const mermaid = toMermaid(machineToGraph(demoParallelMachine));
    expect(mermaid).toMatch(/state left \{[\s\S]*\n {4}--\n {4}state right \{/);
    expect(mermaid).toContain('state "end" as s_end');
    expect(mermaid).toContain('idle --> s_end : user.finish [isA or isB]');
  });
});

describe('toDot and renderSvg', () => {
  it('prints clusters for compound states and points edges at them with lhead/ltail', () => {
    const dot = toDot(machineToGraph(demoFlowMachine));
    expect(dot).toContain('rankdir=LR');
    expect(dot).toMatch(/subgraph cluster_0 \{\n\s+label=<.*<b>form<\/b>/);
    expect(dot).toContain('"__initial" -> "demoFlow.form.__initial" [lhead=cluster_0]');
    expect(dot).toContain('"lokasjon" -> "demoFlow.saving" [label=" user.next [isStepValid and !isOffline] "]');
    expect(dot).toContain('"demoFlow.failed" -> "demoFlow.saving" [label=" after 300ms [canRetry] ", style=dashed]');
    expect(dot).toContain('<tr><td><b>saving</b></td></tr><tr><td><font point-size="10" color="#475569">invoke saveDraft</font></td></tr>');
    expect(dot).toMatch(/"demoFlow\.done" \[label=<.*<b>done<\/b>.*>, peripheries=2\]/);
    // Internal (targetless) transitions are listed inside their state instead of drawn as loops.
    expect(dot).toMatch(/label=<.*<b>form<\/b>.*user\.change \/ changeField.*>; style="rounded,dashed"/);
    expect(dot).not.toContain('user.change / changeField "');
  });

  it('renders the same SVG every time, without Graphviz comments', async () => {
    const dot = toDot(machineToGraph(demoParallelMachine));
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
    { machine: demoParallelMachine, source: 'tests/machines/fixtures/demoMachines.ts', exportName: 'demoParallelMachine' },
  ];

  it('produces .mmd and .svg per machine and a README embedding both', async () => {
    const files = await generateDiagrams(machines);
    expect([...files.keys()].sort()).toEqual(['README.md', 'demoFlow.mmd', 'demoFlow.svg', 'demoParallel.mmd', 'demoParallel.svg']);
    const readme = files.get('README.md')!;
    expect(readme).toContain('## demoFlow');
    expect(readme).toContain('A tiny two-step flow used by the tooling tests.');
    expect(readme).toContain('![demoFlow state diagram](./demoFlow.svg)');
    expect(readme).toContain(`\`\`\`mermaid\n${files.get('demoFlow.mmd')!.trimEnd()}\n\`\`\``);
    expect(readme).toContain('| `#rolle` | `/demo/rolle` | Step 1 |');
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
