/** The flows' registry (domain/flows.ts): one entry per flow, read by the shell, the diagrams and the explorer. */
import { describe, expect, it } from 'vitest';
import { FLOWS, flowAt, stepAt } from '../../domain/flows';
import { BUSINESS_VIEWS } from '../../scripts/diagrams/businessViews';
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
    expect(flowAt('/meld-skadex')).toBeNull();
    expect(flowAt('/')).toBeNull();
  });

  it('is what the diagrams and the explorer read: the same flows, by their registry names', () => {
    expect(BUSINESS_VIEWS.map((v) => [v.machineId, v.title])).toEqual(FLOWS.map((f) => [f.id, f.title]));
    expect(EXPLORER_FLOWS.map((f) => [f.id, f.title, f.area, f.startHref])).toEqual(FLOWS.map((f) => [f.id, f.title, f.area, f.startHref]));
  });
});
