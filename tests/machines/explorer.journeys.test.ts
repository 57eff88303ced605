/** The explorer's example journeys (scripts/explorer/journeys.ts): shortest paths over the real machines, in button words. */
import { describe, expect, it } from 'vitest';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { purchaseMachine } from '../../machines/purchase.machine';
import { businessDiagram } from '../../scripts/diagrams/business';
import { BUSINESS_VIEWS } from '../../scripts/diagrams/businessViews';
import { exampleJourneys, inWords, overviewPlaces } from '../../scripts/explorer/journeys';

const machines = { damageReport: damageReportMachine, purchase: purchaseMachine };
const journeys = exampleJourneys((id) => overviewPlaces(businessDiagram(machines[id], BUSINESS_VIEWS.find((v) => v.machineId === id)!)));
const find = (flow: string, place: string) => journeys.find((j) => j.flow === flow && j.place === place);

describe('example journeys', () => {
  it('reach the thanks and the confirmation by the buttons the customer presses', () => {
    expect(find('damageReport', 'damageReport.takk')).toMatchObject({ to: '/meld-skade/takk', words: 'NESTE ×6, SEND INN' });
    expect(find('purchase', 'bekreftelse')).toMatchObject({ to: '/kjop-forsikring/bekreftelse', words: 'NESTE ×3, BESTILL FORSIKRING', set: { loggedIn: true } });
  });

  it('reach every step, each one NESTE further than the one before', () => {
    for (const [flow, machine] of Object.entries(machines)) {
      const steps = overviewPlaces(businessDiagram(machine, BUSINESS_VIEWS.find((v) => v.machineId === flow)!)).steps;
      steps.forEach((step, i) => expect(find(flow, step)?.presses.map((p) => p.label)).toEqual(Array(i).fill('NESTE')));
    }
  });

  it('name the dead ends by what the customer sees, and the e-ID login', () => {
    expect(find('damageReport', 'damageReport.loadFailed')).toMatchObject({ to: 'the dead end «Kunne ikke laste skademelding.»', set: { loadFails: true } });
    // An anonymous visitor's button on step 3 reads SIGNER OG BESTILL FORSIKRING.
    expect(find('purchase', 'purchase.startdato.signingIn')).toMatchObject({ words: 'NESTE ×2, SIGNER OG BESTILL FORSIKRING', set: {} });
  });

  it('put repeated presses together', () => {
    const b = (label: string) => ({ event: 'user.x', label });
    expect(inWords([b('NESTE'), b('NESTE'), b('TILBAKE'), b('NESTE')])).toBe('NESTE ×2, TILBAKE, NESTE');
    expect(inWords([])).toBe('no button: the flow opens there');
  });
});
