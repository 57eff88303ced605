import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkGlossaries, findMachines } from '../../scripts/diagrams/generate';
import { glossaryExportName, glossaryProblems, glossaryTable, usedNames } from '../../scripts/diagrams/glossary';
import { demoStepsGlossary, demoStepsMachine } from './fixtures/demoSteps';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('usedNames', () => {
  it('finds the events states take (not XState\'s own), guards in not/and, route guards and parameterised guards, actions in transitions and entry, invoked and declared actors', () => {
    expect(usedNames(demoStepsMachine)).toEqual({
      events: ['page.hidden', 'user.back', 'user.blur', 'user.change', 'user.next', 'user.search'],
      guards: ['canEnter', 'hasCaseId', 'hasUnsavedChanges', 'isOrganization', 'isStepValid', 'resumesAt'],
      actions: ['blurField', 'changeField', 'enterStep', 'flushDraft', 'logError', 'markSaved', 'search', 'showErrors'],
      actors: ['loadDraft', 'saveDraft', 'uploadFile'],
    });
  });
});

describe('glossaryProblems', () => {
  it('names every missing entry and every entry the machine does not use', () => {
    expect(glossaryProblems('demoStepsMachine', 'demo.machine.ts', usedNames(demoStepsMachine), demoStepsGlossary)).toEqual([
      'demoStepsGlossary.actions.search is missing (demo.machine.ts)',
      'demoStepsGlossary.actions.retry is not a action of demoStepsMachine (demo.machine.ts)',
    ]);
  });

  it('names an event without an entry', () => {
    const { 'user.search': _search, ...events } = demoStepsGlossary.events;
    expect(glossaryProblems('demoStepsMachine', 'demo.machine.ts', usedNames(demoStepsMachine), { ...demoStepsGlossary, events })).toContain(
      'demoStepsGlossary.events.user.search is missing (demo.machine.ts)',
    );
  });

  it('asks for the glossary export when a machine module has none', () => {
    expect(glossaryExportName('homeModalsMachine')).toBe('homeModalsGlossary');
    expect(glossaryProblems('homeModalsMachine', 'machines/homeModals.machine.ts', usedNames(demoStepsMachine), undefined)).toEqual([
      'machines/homeModals.machine.ts: exports homeModalsMachine but no homeModalsGlossary (write it in machines/homeModals.glossary.ts, see machines/glossary.ts)',
    ]);
  });

  it('prints the table with events, guards, actions and actors, marking what is missing', () => {
    const table = glossaryTable(usedNames(demoStepsMachine), demoStepsGlossary);
    expect(table.slice(0, 3)).toEqual(['| Kind | Name | Meaning |', '| --- | --- | --- |', '| event | `page.hidden` | The page is hidden. |']);
    expect(table).toContain('| guard | `canEnter` | The URL may open this step. |');
    expect(table.indexOf('| event | `user.search` | The customer searches. |')).toBeLessThan(table.indexOf('| guard | `canEnter` | The URL may open this step. |'));
    expect(table).toContain('| action | `search` | **missing** (add it to the glossary) |');
    expect(table.at(-1)).toBe('| actor | `uploadFile` | Declared in setup only (spawned). |');
  });
});

describe('the glossaries of machines/*.machine.ts', () => {
  it('explain every guard, action and actor each machine uses, and nothing else', async () => {
    const machines = await findMachines(rootDir);
    expect(machines.map((m) => m.exportName)).toContain('damageReportMachine');
    expect(machines.every((m) => m.glossary !== undefined)).toBe(true);
    expect(checkGlossaries(machines)).toEqual([]);
  });
});
