/**
 * The printers' output in the real Mermaid (the `mermaid` package's browser bundle in headless
 * Chromium). Needs Chromium at CHROMIUM_PATH and fails without it. The committed docs/machines/*.mmd
 * go through the same renderer in `npm run diagrams:check`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineToGraph } from '../../scripts/diagrams/graph';
import { toMermaid } from '../../scripts/diagrams/mermaid';
import { openMermaid, type MermaidPage } from '../../scripts/diagrams/mermaidBrowser';
import { diagramsOf } from '../../scripts/diagrams/split';
import { demoFlowMachine, demoParallelMachine } from './fixtures/demoMachines';
import { demoStepsMachine } from './fixtures/demoSteps';

// Chromium shares two cores with other work: generous limits.
describe('Mermaid in Chromium', { timeout: 90_000 }, () => {
  let mermaid: MermaidPage;
  beforeAll(async () => {
    mermaid = await openMermaid();
  }, 90_000);
  afterAll(async () => {
    await mermaid?.close();
  });

  it('rejects the syntax that broke the old diagrams (a bare `state X` before a composite)', async () => {
    const result = await mermaid.render('stateDiagram-v2\n  state deciding\n  state open {\n    a --> b\n  }\n');
    expect(result.error).toMatch(/State name must be a single word/);
  });

  it('renders every diagram the printers make of the demo machines', async () => {
    const diagrams = [demoStepsMachine, demoFlowMachine, demoParallelMachine].flatMap((m) => diagramsOf(machineToGraph(m)));
    expect(diagrams).toHaveLength(6);
    for (const diagram of diagrams) {
      const result = await mermaid.render(toMermaid(diagram));
      expect(result.error, diagram.name).toBeUndefined();
      expect(result.width, diagram.name).toBeGreaterThan(100);
      expect(result.svg, diagram.name).toContain(diagram.title);
    }
  });

  it('draws the steps left to right in flow order, with notes and dead ends', async () => {
    const [overview] = diagramsOf(machineToGraph(demoStepsMachine));
    const result = await mermaid.render(toMermaid(overview!));
    const x = (state: string) => result.states[state]?.x ?? Number.NaN;
    expect(x('rolle')).toBeLessThan(x('lokasjon'));
    expect(x('lokasjon')).toBeLessThan(x('oppsummering'));
    expect(x('oppsummering')).toBeLessThan(x('takk'));
    expect(result.svg).toContain('In every editing state:');
    expect(result.svg).toContain('SJEKK DINE SAKER');
  });
});
