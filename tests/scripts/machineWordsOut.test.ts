/** The app's build leaves the machines' words for readers out (scripts/build/machineWordsOut.ts), with what is then nothing, and nothing else. */
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { machineWordsOut } from '../../scripts/build/machineWordsOut';

const transform = (code: string, id: string) => {
  const hook = machineWordsOut().transform as (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: parseAst }, code, id)?.code ?? null;
};

const MACHINE = `export const m = createMachine({
  id: 'consentModal',
  description: 'Asks for consent.',
  states: {
    open: {
      description: \`The dialog is shown: \${TEXT}\`,
      meta: { page: 'open', nb: 'Dialogen vises.', route: '/' },
      on: { 'user.close': { target: 'hidden', description: 'Closed.', meta: { nb: 'Lukket.' } } },
    },
    hidden: { type: 'final', meta: { outcome: 'success', nb: 'Ferdig.' } },
  },
});
const words = { description: describe() };
`;

describe('machineWordsOut', () => {
  it("removes every description and nb written as a string in a machine's file, and keeps the rest", () => {
    const out = transform(MACHINE, '/work/main/machines/consentModal.machine.ts')!;
    expect(out).not.toMatch(/Asks for consent|The dialog is shown|Dialogen vises|Closed\.|Lukket|Ferdig/);
    expect(out).toContain("id: 'consentModal'");
    expect(out).toContain("page: 'open'");
    expect(out).toContain("route: '/'");
    expect(out).toContain("outcome: 'success'");
    expect(out).toContain("target: 'hidden'");
    // A description that is not a string is code, and stays.
    expect(out).toContain('description: describe()');
    // Still valid JavaScript.
    expect(() => parseAst(out)).not.toThrow();
  });

  it("leaves out a meta that held only words, and setup's types (the TypeScript types' carrier, which xstate does not read)", () => {
    const code = `export const m = setup({
  types: { input: {}, context: {}, events: {} },
  actions: { a: () => {} },
}).createMachine({
  states: {
    open: { meta: { nb: 'Åpen.' }, on: { go: { target: 'done', meta: { nb: 'Gå.', description: 'Go.' } } } },
    done: { type: 'final', meta: { outcome: 'success', nb: 'Ferdig.' } },
    kept: { meta: { page: 'kept' }, types: { input: { a: 1 } } },
  },
});
`;
    const out = transform(code, '/work/main/machines/m.machine.ts')!;
    expect(out).not.toMatch(/types: \{ input: \{\}|meta: \{\s*\}|Åpen|Gå|Ferdig/);
    expect(out).toContain("target: 'done'");
    expect(out).toContain("meta: { outcome: 'success',");
    expect(out).toContain("meta: { page: 'kept' }");
    // A `types` with values is not the types' carrier, and stays.
    expect(out).toContain('types: { input: { a: 1 } }');
    expect(out).toContain('actions: { a: () => {} }');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves every file outside machines/ as it is', () => {
    expect(transform(MACHINE, '/work/main/src/features/home/ConsentModal.tsx')).toBeNull();
    expect(transform(MACHINE, '/work/main/domain/flows.ts')).toBeNull();
  });
});
