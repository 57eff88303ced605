/**
 * The explorer's «Det maskinen tar imot her» (scripts/explorer/moves.ts): every move the machine accepts where the
 * customer stands, from the running snapshot, with what it leads to now or why not.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type InspectionEvent } from 'xstate';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { leaveFlowGuardMachine } from '../../machines/leaveFlowGuard.machine';
import { movingBusinessView } from '../../machines/moving.businessView';
import { movingMachine } from '../../machines/moving.machine';
import { ORDERED_NOTICE_MS, purchaseMachine } from '../../machines/purchase.machine';
import { purchaseBusinessView } from '../../machines/purchase.businessView';
import { arrowLabel, happeningOf, panelWords } from '../../scripts/diagrams/happenings';
import { eidLoginMove } from '../../scripts/explorer/eidLogin';
import { acceptedMoves } from '../../scripts/explorer/moves';
import { PortalDialogs } from '../../scripts/explorer/portalDialogs';
import { agreement } from '../machines/cancellation.fixtures';
import type { ReportMoveResponse } from '../../domain/agreementChanges';

const INNBO = agreement({ productName: 'Skadedyrsforsikring Innbo', productTagName: 'Innbo', renewalDate: '2027-03-01' });

async function atFirstStep() {
  const machine = movingMachine.provide({
    actors: { loadAgreement: fromPromise(async () => INNBO), reportMove: fromPromise(() => new Promise<ReportMoveResponse>(() => {})) },
    actions: { leaveFlow: () => {}, moveDone: () => {}, logError: () => {} },
  });
  const actor = createActor(machine, { input: { agreementId: INNBO.agreementId, requestedPage: null, today: '2026-11-28', requestId: '7d0c7a8e-1f3b-4c55-9d2e-0a4b6c8e0f13' } }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().matches({ steps: 'adresse' } as never)).toBe(true);
  return { machine, actor };
}

describe('acceptedMoves', () => {
  it("on step 1 with nothing answered: NESTE is accepted and keeps the customer there with the step's messages; TILBAKE leaves", async () => {
    const { machine, actor } = await atFirstStep();
    const moves = acceptedMoves(machine, actor.getSnapshot(), movingBusinessView);
    const next = moves.find((m) => m.what === 'NESTE')!;
    expect(next).toMatchObject({ group: 'kunden', event: 'user.next' });
    expect(next.now).toContain('En regel for steget holder ikke');
    expect(moves.find((m) => m.what === 'TILBAKE')!.now).toContain('tilbake til forsikringen');
    // What the customer types or picks is done on the screen.
    expect(moves.filter((m) => m.now === 'på skjermen').map((m) => m.what)).toEqual(expect.arrayContaining([expect.stringContaining('endrer et svar')]));
    // The browser's moves, once each.
    expect(moves.filter((m) => m.what.startsWith('Adressen endres'))).toHaveLength(1);
    // MELD FLYTTING is not accepted on step 1: the summary's button is not offered here.
    expect(moves.some((m) => m.what === 'MELD FLYTTING')).toBe(false);
  });

  it('on the summary while the move is sent, every answer the machine tells apart is listed', async () => {
    const { machine, actor } = await atFirstStep();
    actor.send({ type: 'user.toggleManual' });
    for (const [field, value] of [['streetAddress', 'Storgata 15'], ['postalCode', '0155'], ['city', 'Oslo']] as const) actor.send({ type: 'user.change', field, value });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.change', field: 'movingDate', value: '2026-12-10' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.submit' });
    const moves = acceptedMoves(machine, actor.getSnapshot(), movingBusinessView);
    const server = moves.filter((m) => m.group === 'tjeneren');
    expect(server.length).toBeGreaterThanOrEqual(3);
    expect(server.map((m) => m.now).join(' ')).toMatch(/Tjeneren avviser/);
    expect(server.map((m) => m.now).join(' ')).toMatch(/Ikke noe svar/);
  });
});

describe('every way of a button', () => {
  it("NESTE lists each of its transitions in the machine's order: the one that applies now, the others with why not", async () => {
    const { machine, actor } = await atFirstStep();
    const nextWays = () => acceptedMoves(machine, actor.getSnapshot(), movingBusinessView).filter((m) => m.what === 'NESTE');
    const [refused, onward] = nextWays();
    expect(nextWays()).toHaveLength(2);
    expect(refused).toMatchObject({ event: 'user.next', applies: true });
    expect(refused!.now).toContain('En regel for steget holder ikke');
    expect(onward).toMatchObject({ applies: false, why: 'veien over gjelder først («En regel for steget holder ikke»)' });
    expect(onward!.event).toBeUndefined();
    actor.send({ type: 'user.toggleManual' });
    for (const [field, value] of [['streetAddress', 'Storgata 15'], ['postalCode', '0155'], ['city', 'Oslo']] as const) actor.send({ type: 'user.change', field, value });
    const [refusedNow, onwardNow] = nextWays();
    expect(refusedNow).toMatchObject({ applies: false, why: 'dette holder ikke nå: «En regel for steget holder ikke»' });
    expect(onwardNow).toMatchObject({ applies: true, now: 'Steget «Når flytter du?»' });
  });
});

describe('no repeated words', () => {
  it('back from the e-ID detour names the step it comes back to, «Startdato og kontakt»; the login is offered there, with where it opens', () => {
    const machine = purchaseMachine.provide({ actions: { clearStoredForm: () => {}, orderPlaced: () => {}, storeForm: () => {} } });
    const snapshot = machine.resolveState({ value: { startdato: 'signingIn' }, context: machine.getInitialSnapshot(null as never, { requestedPage: null, resume: false, context: null, storedForm: null }).context });
    const back = acceptedMoves(machine, snapshot, purchaseBusinessView).find((m) => m.what.includes('innloggingen med e-ID'))!;
    expect(back.now).toBe('Steget «Startdato og kontakt»');
    const login = eidLoginMove(() => {});
    expect(login.what).toBe('Logg inn med BankID og kom tilbake');
    expect(login.now).toContain('steg 4, «Oppsummering»');
  });
});

describe('the moves in words', () => {
  it('TILBAKE on step 1 says the leave dialog asks, in its words, and where AVBRYT FLYTTEMELDINGEN goes, without repeating the button', async () => {
    const { machine, actor } = await atFirstStep();
    const back = acceptedMoves(machine, actor.getSnapshot(), movingBusinessView).find((m) => m.what === 'TILBAKE')!;
    expect(back.now).toBe('Kunden blir spurt: «Vil du avbryte flyttemeldingen?»; svarer kunden AVBRYT FLYTTEMELDINGEN: tilbake til forsikringen.');
  });

  it('a step TILBAKE goes to is named by its heading; no move reads «en annen side i flyten»', async () => {
    const { machine, actor } = await atFirstStep();
    actor.send({ type: 'user.toggleManual' });
    for (const [field, value] of [['streetAddress', 'Storgata 15'], ['postalCode', '0155'], ['city', 'Oslo']] as const) actor.send({ type: 'user.change', field, value });
    actor.send({ type: 'user.next' });
    const moves = acceptedMoves(machine, actor.getSnapshot(), movingBusinessView);
    expect(moves.find((m) => m.what === 'TILBAKE')!.now).toBe('Steget «Hvor flytter du?»');
    expect(moves.map((m) => m.now).join(' ')).not.toContain('en annen side');
  });

  it('a timer says how long, in words, and what happens then and why', async () => {
    const machine = purchaseMachine.provide({ actions: { clearStoredForm: () => {}, orderPlaced: () => {}, storeForm: () => {} } });
    const snapshot = machine.resolveState({ value: { oppsummering: 'ordered' }, context: machine.getInitialSnapshot(null as never, { requestedPage: null, resume: false, context: null, storedForm: null }).context });
    const timer = acceptedMoves(machine, snapshot, purchaseBusinessView).find((m) => m.group === 'enheten' && m.what.startsWith('Når det har gått'))!;
    expect(timer.what).toBe(`Når det har gått ${String(ORDERED_NOTICE_MS / 1000).replace('.', ',')} sekunder uten at kunden gjør noe`);
    expect(timer.now).toContain('«Takk for bestillingen»');
  });

  it('one classifier, two sets of words: the arrow\'s short, the panel\'s with whom it comes from', () => {
    const after = happeningOf('xstate.after.15000.connectionOffline')!;
    expect(arrowLabel(after)).toBe('etter 15 sekunder');
    expect(panelWords(after)).toEqual({ group: 'enheten', what: 'Når det har gått 15 sekunder uten at kunden gjør noe' });
    expect(panelWords(happeningOf('page.leave')!)?.group).toBe('kunden');
    expect(panelWords(happeningOf('page.restored')!)?.what).toContain('innloggingen med e-ID');
    expect(arrowLabel(happeningOf('xstate.route')!)).toBeUndefined();
    expect(happeningOf('user.next')).toBeUndefined();
  });
});

describe('the portal\'s dialogs', () => {
  it('the leave dialog, once it shows, lists its own buttons in the flow\'s words, with what each does', () => {
    const dialogs = new PortalDialogs(() => {});
    const guard = createActor(leaveFlowGuardMachine.provide({ actions: { navigate: () => {} } }), { inspect: (e: InspectionEvent) => dialogs.follow(e) }).start();
    expect(dialogs.shown(damageReportBusinessView)).toBeUndefined();
    guard.send({ type: 'user.navigate', to: '/', historyDelta: null, blocksLeaving: true });
    const shown = dialogs.shown(damageReportBusinessView)!;
    expect(shown.actor).toBe(guard as AnyActorRef);
    expect(shown.title).toBe(damageReportBusinessView.leaveDialog.title);
    const moves = acceptedMoves(shown.machine, guard.getSnapshot(), shown.view);
    expect(moves.map((m) => [m.what, m.event])).toEqual([
      [damageReportBusinessView.leaveDialog.stay, 'user.stay'],
      [damageReportBusinessView.leaveDialog.leave, 'user.leave'],
    ]);
    expect(moves[0]!.now).toContain('kunden blir på steget');
    guard.send({ type: 'user.stay' });
    expect(dialogs.shown(damageReportBusinessView)).toBeUndefined();
  });
});
