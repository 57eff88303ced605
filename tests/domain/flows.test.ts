/** The flows' registry (domain/flows.ts): one entry per flow, read by the shell, the diagrams and the explorer. */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLOWS, flowAt, stepAt } from '../../domain/flows';
import { fillPath } from '../../domain/paths';
import { findBusinessViews } from '../../scripts/diagrams/generate';
import { HUS_TOPP } from '../../scripts/explorer/exampleData';
import { loadExplorerFlows } from '../../scripts/explorer/flows';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the flows registry', () => {
  it('finds the flow of a location, in either URL style', () => {
    const report = flowAt('/meld-skade/skade')!;
    expect(report.id).toBe('damageReport');
    expect(stepAt(report, '/meld-skade/skade/')).toBe('skade');
    expect(stepAt(report, '/meld-skade/takk')).toBeNull();
    const wizard = flowAt('/kjop-forsikring')!;
    expect(wizard.id).toBe('purchase');
    expect(stepAt(wizard, '/kjop-forsikring', { steg: 'startdato' })).toBe('startdato');
    expect(stepAt(wizard, '/kjop-forsikring', { steg: 'ukjent' })).toBeNull();
    expect(stepAt(wizard, '/kjop-forsikring/bekreftelse', { steg: 'adresse' })).toBeNull();
    // An area with a parameter: one agreement's cancellation wizard.
    const cancellation = flowAt('/forsikringer/8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01/si-opp')!;
    expect(cancellation.id).toBe('cancellation');
    expect(stepAt(cancellation, '/forsikringer/8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01/si-opp', { steg: 'dato' })).toBe('dato');
    expect(stepAt(cancellation, '/forsikringer/8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01/si-opp/bekreftelse', { steg: 'dato' })).toBeNull();
    expect(flowAt('/forsikringer/8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01')).toBeNull();
    expect(flowAt('/forsikringer')).toBeNull();
    expect(flowAt('/meld-skadex')).toBeNull();
    expect(flowAt('/')).toBeNull();
  });

  it('is what the diagrams and the explorer read: the same flows, by their registry names', async () => {
    const views = await findBusinessViews(ROOT);
    expect(FLOWS.map((f) => [f.id, views.get(f.id)?.title])).toEqual(FLOWS.map((f) => [f.id, f.title]));
    // The explorer starts a flow whose area names an agreement with its example agreement.
    const explorerStart = (href: string) => fillPath(href, { agreementId: HUS_TOPP.agreementId });
    const explorerFlows = await loadExplorerFlows();
    expect(explorerFlows.map((f) => [f.id, f.title, f.area, f.startHref])).toEqual(FLOWS.map((f) => [f.id, f.title, f.area, explorerStart(f.startHref)]));
    expect(explorerFlows.map((f) => f.view)).toEqual(FLOWS.map((f) => views.get(f.id)));
  });

  it("finds each flow's explorer entry by its files (scripts/explorer/flows/<id>.ts, <id>.screen.ts), and fails loudly, naming the file, without one", async () => {
    // Every file there is a flow's of the registry: one that is not would never be loaded.
    const files = readdirSync(`${ROOT}/scripts/explorer/flows`).sort();
    expect(files).toEqual(FLOWS.flatMap((f) => [`${f.id}.screen.ts`, `${f.id}.ts`]).sort());
    await expect(loadExplorerFlows([{ id: 'newFlow' }])).rejects.toThrow('The flow "newFlow" of domain/flows.ts has no explorer entry: scripts/explorer/flows/newFlow.ts is missing');
  });
});
