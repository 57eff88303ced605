import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { descriptionProblems } from '../../scripts/diagrams/descriptions';
import { generateDiagrams, undrawnGuards, type FoundMachine } from '../../scripts/diagrams/generate';

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
          { target: 'asking' },
        ],
      },
    },
    half: {},
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
        glossary: { events: { 'user.next': 'NESTE.' }, guards: { isDone: 'Done.', isHalf: 'Half.', isGone: 'Not used.' }, actions: {}, actors: {} },
      },
    ];
    const files = await generateDiagrams(found);
    const svg = files.get('tiny.svg')!;
    expect(svg).toContain('xlink:title="The customer answers."');
    expect(svg).toContain('xlink:title="Every answer is given."');
    expect(undrawnGuards(found, files)).toEqual(['tiny: the guard isGone is drawn in no diagram (tiny.ts)']);
  });
});
