/**
 * The explorer's example journeys (scripts/explorer/journeys.ts): shortest paths over the real machines, in button
 * words; and its example customer's answers (scripts/explorer/exampleData.ts), which pass the steps' real rules.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { AnalystAnswers, type Effects } from '../../scripts/explorer/answers';
import { CALL_MS, DraftMemory, EXPLORER_FLOWS } from '../../scripts/explorer/flows';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import { ORDERED_NOTICE_MS } from '../../machines/purchase.machine';
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
    expect(find('damageReport', 'damageReport.loadFailed')).toMatchObject({ to: 'blindveien «Kunne ikke laste skademelding.»', set: { loadFails: true } });
    // An anonymous visitor's button on step 3 reads SIGNER OG BESTILL FORSIKRING.
    expect(find('purchase', 'purchase.startdato.signingIn')).toMatchObject({ words: 'NESTE ×2, SIGNER OG BESTILL FORSIKRING', set: {} });
  });

  it('put repeated presses together', () => {
    const b = (label: string) => ({ event: 'user.x', label });
    expect(inWords([b('NESTE'), b('NESTE'), b('TILBAKE'), b('NESTE')])).toBe('NESTE ×2, TILBAKE, NESTE');
    expect(inWords([])).toBe('ingen knapp: flyten åpner der');
  });
});

const quiet: Effects = { log: () => undefined, toast: () => undefined, navigate: () => undefined, signIn: () => undefined, storeForm: () => undefined };
const pageOf = (actor: AnyActorRef) => flowPageMetaOf<string>(actor.getSnapshot() as never)?.page;

describe("the explorer's example customer", () => {
  afterEach(() => vi.useRealTimers());

  it.each(EXPLORER_FLOWS.map((f) => [f.title, f] as const))('fills every step of %s so that its own rules let NESTE on', async (_, flow) => {
    vi.useFakeTimers();
    const answers = new AnalystAnswers(flow.choices);
    answers.values.loggedIn = true;
    const actor = createActor(flow.machine(answers, quiet, 'typed', new DraftMemory()), { input: flow.input(answers) }).start();
    const answered = () => vi.advanceTimersByTimeAsync(CALL_MS * 3);
    await answered();
    const seen: string[] = [];
    for (const step of flow.steps.names) {
      expect(pageOf(actor)).toBe(step);
      seen.push(step);
      // Unfilled, NESTE is refused (the rules are the machine's own); filled in, it goes on.
      if (step === flow.steps.names[0]) {
        actor.send({ type: 'user.next' });
        await answered();
        expect(pageOf(actor)).toBe(step);
      }
      for (const event of flow.fill(step)) actor.send(event);
      actor.send({ type: step === 'oppsummering' && flow.id === 'damageReport' ? 'user.submit' : 'user.next' });
      await answered();
    }
    // After BESTILL FORSIKRING the wizard says «videresender …» for a moment before the confirmation.
    await vi.advanceTimersByTimeAsync(ORDERED_NOTICE_MS);
    expect(pageOf(actor)).toBe(flow.id === 'damageReport' ? 'takk' : 'bekreftelse');
    expect(seen).toEqual(flow.steps.names);
    actor.stop();
  });
});
