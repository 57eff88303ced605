/** The flows' registry (domain/flows.ts): one entry per flow, read by the shell, the diagrams and the explorer. */
import { describe, expect, it } from 'vitest';
import { FLOWS, flowAt, stepAt } from '../../domain/flows';
import { BUSINESS_VIEWS } from '../../scripts/diagrams/businessViews';
import { fillPath } from '../../domain/paths';
import { HUS_TOPP } from '../../scripts/explorer/exampleData';
import { EXPLORER_FLOWS } from '../../scripts/explorer/flows';

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

  it('is what the diagrams and the explorer read: the same flows, by their registry names', () => {
    expect(BUSINESS_VIEWS.map((v) => [v.machineId, v.title])).toEqual(FLOWS.map((f) => [f.id, f.title]));
    // The explorer starts a flow whose area names an agreement with its example agreement.
    const explorerStart = (href: string) => fillPath(href, { agreementId: HUS_TOPP.agreementId });
    expect(EXPLORER_FLOWS.map((f) => [f.id, f.title, f.area, f.startHref])).toEqual(FLOWS.map((f) => [f.id, f.title, f.area, explorerStart(f.startHref)]));
  });
});
