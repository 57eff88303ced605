import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { descriptionProblems, outcomeProblems } from '../../scripts/diagrams/descriptions';
import { generateDiagrams, undrawnGuards, type FoundMachine } from '../../scripts/diagrams/generate';
import { demoStepsGlossary, demoStepsMachine } from './fixtures/demoSteps';

const machine = createMachine({
  id: 'tiny',
  initial: 'asking',
  states: {
    asking: {
      description: 'The customer answers.',
      on: {
        'user.next': [
          { guard: 'isDone', target: 'done', description: 'Every answer is given.' },
          { guard: 'isHalf', target: 'half' },
          { guard: 'isBroken', target: 'failed', description: 'It broke.' },
          { target: 'asking' },
        ],
      },
    },
    half: {},
    failed: { description: 'Something went wrong.', meta: { outcome: 'failure' } },
    done: { description: 'Thanks.', type: 'final' },
  },
});

describe('descriptions for analysts', () => {
  it('names every state and every guarded transition without a description', () => {
    expect(descriptionProblems(machine, 'tiny.ts')).toEqual([
      'tiny.asking: user.next → tiny.half has a guard and no description (tiny.ts)',
      'tiny.half: the state has no description (tiny.ts)',
    ]);
  });

  it('puts descriptions in the SVG as hover text, and names a glossary guard that no diagram draws', async () => {
    const found: FoundMachine[] = [
      {
        machine,
        source: 'tiny.ts',
        exportName: 'tinyMachine',
        glossary: {
          events: { 'user.next': 'NESTE.' },
          guards: { isDone: 'Done.', isHalf: 'Half.', isBroken: 'Broken.', isGone: 'Not used.' },
          actions: {},
          actors: {},
        },
      },
    ];
    const files = await generateDiagrams(found);
    const svg = files.get('tiny.svg')!;
    expect(svg).toContain('xlink:title="The customer answers."');
    expect(svg).toContain('xlink:title="Every answer is given."');
    expect(undrawnGuards(found, files)).toEqual(['tiny: the guard isGone is drawn in no diagram (tiny.ts)']);
  });

  it('colours ends by outcome (a final state is a success), with a legend, and names an end that says neither', async () => {
    const files = await generateDiagrams([{ machine, source: 'tiny.ts', exportName: 'tinyMachine' }]);
    const mermaid = files.get('tiny.mmd')!;
    expect(mermaid).toContain('class done success');
    expect(mermaid).toContain('class failed failure');
    expect(mermaid).toContain('class half failure');
    expect(mermaid).toMatch(/note left of \w+ : Green#58; an end where the customer is done\. Amber#58; an end where something went wrong\./);
    const svg = files.get('tiny.svg')!;
    expect(svg).toContain('#dcfce7');
    expect(svg).toContain('Green: an end where the customer is done.');
    expect(outcomeProblems(machine, 'tiny.ts')).toEqual(["tiny.half: an end without meta.outcome ('success' or 'failure') (tiny.ts)"]);
  });

  it('links each step diagram back to its overview', async () => {
    const files = await generateDiagrams([{ machine: demoStepsMachine, source: 'demo.ts', exportName: 'demoStepsMachine', glossary: demoStepsGlossary }]);
    expect(files.get('demoSteps.rolle.svg')).toContain('<a xlink:href="./demoSteps.svg" xlink:title="Back to the overview of demoSteps">');
    expect(files.get('demoSteps.svg')).not.toContain('Back to the overview');
  });
});
