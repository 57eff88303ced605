/**
 * The explorer's example journeys (scripts/explorer/journeys.ts): shortest paths over the real machines, in button
 * words; and its example customer's answers (scripts/explorer/exampleData.ts), which pass the steps' real rules.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { AnalystAnswers, type Effects } from '../../scripts/explorer/answers';
import { CALL_MS } from '../../scripts/explorer/explorerFlow';
import { loadExplorerFlows } from '../../scripts/explorer/flows';
import { ServerMemory } from '../../scripts/explorer/serverMemory';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import { ORDERED_NOTICE_MS } from '../../machines/purchase.machine';
import { findMachines } from '../../scripts/diagrams/generate';
import { businessDiagram } from '../../scripts/diagrams/business';
import { exampleJourneys, inWords, overviewPlaces } from '../../scripts/explorer/journeys';
import type { FlowId } from '../../domain/flows';

const flows = await loadExplorerFlows();
// Each flow of the registry with the machine the diagrams draw for it (by its id), none listed here.
const machineById = new Map((await findMachines(process.cwd())).map(({ machine }) => [machine.id, machine]));
const machines = Object.fromEntries(flows.map(({ id }) => [id, machineById.get(id)!])) as Record<FlowId, AnyStateMachine>;
const placesOf = (id: FlowId) => overviewPlaces(businessDiagram(machines[id], flows.find((f) => f.id === id)!.view));
const journeys = exampleJourneys(flows, placesOf);
const find = (flow: string, place: string) => journeys.find((j) => j.flow === flow && j.place === place);

describe('example journeys', () => {
  it('reach the thanks and the confirmation by the buttons the customer presses', () => {
    expect(find('damageReport', 'damageReport.takk')).toMatchObject({ to: '«Takk for skademeldingen!»', words: 'NESTE ×6, SEND INN' });
    expect(find('purchase', 'bekreftelse')).toMatchObject({ to: '«Takk for bestillingen»', words: 'NESTE ×3, BESTILL FORSIKRING', set: { loggedIn: true } });
    expect(find('cancellation', 'bekreftelse')).toMatchObject({ to: '«Forsikringen er sagt opp»', words: 'NESTE ×2, SI OPP FORSIKRING', set: {} });
    expect(find('moving', 'bekreftelse')).toMatchObject({ to: '«Flyttingen er registrert»', words: 'NESTE ×2, MELD FLYTTING', set: {} });
  });

  it('reach every step, each one NESTE further than the one before', () => {
    for (const flow of Object.keys(machines) as FlowId[]) {
      const steps = placesOf(flow).steps;
      steps.forEach((step, i) => expect(find(flow, step)?.presses.map((p) => p.label)).toEqual(Array(i).fill('NESTE')));
    }
  });

  it('name the dead ends by what the customer sees, and the e-ID login', () => {
    expect(find('damageReport', 'damageReport.loadFailed')).toMatchObject({ to: 'blindveien «Kunne ikke laste skademelding.»', set: { loadFails: true } });
    // An anonymous visitor's button on step 3 reads SIGNER OG BESTILL FORSIKRING.
    expect(find('purchase', 'purchase.startdato.signingIn')).toMatchObject({ words: 'NESTE ×2, SIGNER OG BESTILL FORSIKRING', set: {} });
    // The cancellation's dead ends: by what the page says (the agent's, from the agreement), at the wizard's bare address.
    expect(find('cancellation', 'cancellation.notCancellable')).toMatchObject({
      to: 'blindveien «Forsikringen er kjøpt gjennom Gjensidige. Du sier den opp hos Gjensidige.»',
      words: 'ingen knapp: flyten åpner der',
      set: { agreement: 'agent' },
    });
    expect(find('cancellation', 'cancellation.loadFailed')).toMatchObject({ to: 'blindveien «Vi fant ikke forsikringen.»', set: { agreement: 'notFound' } });
    // A load that fails otherwise (the server's 500) says it could not be loaded, never that it was not found.
    expect(find('cancellation', 'cancellation.loadError')).toMatchObject({ to: 'blindveien «Kunne ikke laste forsikring.»', set: { load: 'serverError' } });
    expect(find('moving', 'moving.loadFailed')).toMatchObject({ to: 'blindveien «Vi fant ikke forsikringen.»', set: { agreement: 'notFound' } });
    expect(find('moving', 'moving.loadError')).toMatchObject({ to: 'blindveien «Kunne ikke laste forsikring.»', set: { load: 'serverError' } });
  });

  it('reach a refusal: the step that says why SI OPP FORSIKRING cancelled nothing', () => {
    expect(find('cancellation', 'oppsummering:notice')).toMatchObject({
      to: 'Steg 3 av 3: Oppsummering – «Datoen du valgte, er ikke lenger tillatt. Gå tilbake og velg en ny dato.»',
      words: 'NESTE ×2, SI OPP FORSIKRING',
      set: { cancel: 'dateRefused' },
    });
  });

  it('put repeated presses together', () => {
    const b = (label: string) => ({ event: 'user.x', label });
    expect(inWords([b('NESTE'), b('NESTE'), b('TILBAKE'), b('NESTE')])).toBe('NESTE ×2, TILBAKE, NESTE');
    expect(inWords([])).toBe('ingen knapp: flyten åpner der');
  });
});

const quiet: Effects = { log: () => undefined, toast: () => undefined, navigate: () => undefined, signIn: () => undefined, storeForm: () => undefined };
const pageOf = (actor: AnyActorRef) => flowPageMetaOf<string>(actor.getSnapshot() as never)?.page;
/** The last step's button (SEND INN, BESTILL FORSIKRING, SI OPP FORSIKRING) and the page it leads to. */
const LAST: Record<FlowId, { event: string; page: string }> = {
  damageReport: { event: 'user.submit', page: 'takk' },
  purchase: { event: 'user.next', page: 'bekreftelse' },
  cancellation: { event: 'user.submit', page: 'bekreftelse' },
  moving: { event: 'user.submit', page: 'bekreftelse' },
};

describe("the explorer's example customer", () => {
  afterEach(() => vi.useRealTimers());

  it.each(flows.map((f) => [f.title, f] as const))('fills every step of %s so that its own rules let NESTE on', async (_, flow) => {
    vi.useFakeTimers();
    const answers = new AnalystAnswers(flow.choices);
    answers.values.loggedIn = true;
    const actor = createActor(flow.machine(answers, quiet, 'typed', new ServerMemory()), { input: flow.input(answers) }).start();
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
      actor.send({ type: step === 'oppsummering' ? LAST[flow.id].event : 'user.next' });
      await answered();
    }
    // After BESTILL FORSIKRING the wizard says «videresender …» for a moment before the confirmation.
    await vi.advanceTimersByTimeAsync(ORDERED_NOTICE_MS);
    expect(pageOf(actor)).toBe(LAST[flow.id].page);
    expect(seen).toEqual(flow.steps.names);
    actor.stop();
  });
});
