/** The overviews with the numbers (issue 49, scripts/moves/overview.ts): the 30 customers, stored and drawn exactly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { purchaseMachine } from '../../machines/purchase.machine';
import { purchaseBusinessView } from '../../machines/purchase.businessView';
import { businessDiagram } from '../../scripts/diagrams/business';
import { businessToDot } from '../../scripts/diagrams/businessPrint';
import { renderSvg } from '../../scripts/diagrams/svg';
import { flowWithCounts, medianTime, overviewWithCounts, shown } from '../../scripts/moves/overview';
import { parseOverviewArgs, totalsOf } from '../../scripts/movesOverview';
import { damageReportJourney, THIRTY_CUSTOMERS } from '../support/damageReportJourneys';
import { createTestApp, SETUP_TIMEOUT, type TestApp } from '../api/support/testApp';

describe('the damage report overview with the numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
    const batches = (await Promise.all(THIRTY_CUSTOMERS.map(damageReportJourney))).flat();
    for (const batch of batches) expect((await t.request('POST', '/api/countMoves', { json: batch })).status).toBe(204);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('draws the stored totals on the arrows: 30, 24 and the small numbers hidden', async () => {
    const [{ day }] = (await t.db.query<{ day: string }>("SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM move_counts")) as [{ day: string }];
    const { moves, times } = await totalsOf(t.db, 'damageReport', day, day);
    const diagram = overviewWithCounts(damageReportMachine, businessDiagram(damageReportMachine, damageReportBusinessView), moves, times, `${day} – ${day}`);
    const label = (from: string, to: string) => diagram.edges.filter((e) => e.from.endsWith(from) && e.to.endsWith(to)).map((e) => e.label.join(' '));
    expect(label('rolle', 'lokasjon').join()).toContain('30 kunder (100 %)');
    expect(label('informasjon', 'kontakt').join()).toContain('24 kunder (80 %)');
    expect(label('informasjon', 'left')).toEqual(['lukket siden under 10 kunder']);
    expect(label('oppsummering', 'takk').join()).toContain('24 kunder');
    expect(label('oppsummering', 'oppsummering').join()).toMatch(/fikk beskjed: «.+» under 10 kunder/);
    const step = (key: string) => diagram.steps.find((s) => s.id.endsWith(key))!.lines.join(' ');
    expect(step('rolle')).toContain('30 kom hit');
    expect(step('rolle')).toContain('30 gikk videre (100 %)');
    // The share that goes on from a step: 6 of 30 closed the page at «Vedlegg og beskrivelse».
    expect(step('informasjon')).toContain('30 kom hit');
    expect(step('informasjon')).toContain('24 gikk videre (80 %)');
    expect(step('rolle')).toContain('median tid: 15 s–30 s');
    // 20 of 24 were 20 s on the summary, 4 were 40 s.
    expect(step('oppsummering')).toContain('median tid: 15 s–30 s');
    const svg = await renderSvg(businessToDot(diagram));
    expect(svg).toContain('24 kunder');
    expect(svg).toContain('under 10 kunder');
  });

  it('a place customers reached that the overview does not draw is a box in its own words, never its id; a long message wraps', () => {
    const moves = [
      { from: 'informasjon', event: 'session.ended', to: 'loggedOut', outcome: '', n: 12 },
      { from: 'oppsummering', event: 'user.submit', to: 'oppsummering', outcome: 'submitNoAnswer', n: 11 },
    ];
    const diagram = overviewWithCounts(damageReportMachine, businessDiagram(damageReportMachine, damageReportBusinessView), moves, [], 'en periode');
    const ended = diagram.others.find((o) => o.lines.join(' ').startsWith('Økten er slutt på enheten'));
    expect(ended, 'the session ended, in words').toBeDefined();
    expect(diagram.edges.some((e) => e.to === ended!.id && e.label.join(' ').includes('12 kunder'))).toBe(true);
    const shownWords = [...diagram.steps, ...diagram.others].flatMap((n) => n.lines).concat(diagram.edges.flatMap((e) => e.label));
    expect(shownWords.filter((line) => /sessionEnded|loggedOut/.test(line))).toEqual([]);
    expect(Math.max(...diagram.edges.flatMap((e) => e.label).map((line) => line.length))).toBeLessThanOrEqual(60);
  });

  it('tells going back (TILBAKE) apart from going on, and draws those who came back with the browser\'s Back', () => {
    const moves = [
      { from: 'start', event: 'xstate.done.actor.loadDraft', to: 'rolle', outcome: '', n: 40 },
      { from: 'rolle', event: 'user.next', to: 'lokasjon', outcome: '', n: 40 },
      { from: 'lokasjon', event: 'user.next', to: 'forsikring', outcome: '', n: 20 },
      { from: 'lokasjon', event: 'user.back', to: 'rolle', outcome: '', n: 10 },
      { from: 'lokasjon', event: 'page.closed', to: 'left', outcome: '', n: 10 },
      { from: 'left', event: 'page.restored', to: 'lokasjon', outcome: '', n: 4 },
    ];
    const { diagram, numbers } = flowWithCounts({ machine: damageReportMachine, moves, times: [] }, businessDiagram(damageReportMachine, damageReportBusinessView), 'en periode');
    expect(numbers.get('lokasjon')).toEqual(['44 kom hit', '20 gikk videre (50 %)', '10 gikk tilbake (25 %)', '10 lukket siden (25 %)']);
    const back = diagram.edges.filter((e) => e.from === 'left' && e.to === 'lokasjon').map((e) => e.label.join(' '));
    expect(back).toEqual(['kom tilbake med Tilbake i nettleseren under 10 kunder']);
    expect(diagram.others.filter((o) => o.id === 'left')).toHaveLength(1);
    // A step nobody came to says so, not «under 10».
    expect(diagram.steps.find((s) => s.id.endsWith('skade'))!.lines).toContain('ingen kom hit');
  });

  it("says that an opening at the step the e-ID login returns to is back from the login, or a reload", () => {
    const moves = [
      { from: 'startdato', event: 'user.next', to: 'signingIn', outcome: '', n: 30 },
      { from: 'signingIn', event: 'page.closed', to: 'left', outcome: '', n: 30 },
      { from: 'start', event: 'xstate.done.actor.loadWizard', to: 'oppsummering', outcome: '', n: 20 },
    ];
    const { diagram } = flowWithCounts({ machine: purchaseMachine, moves, times: [] }, businessDiagram(purchaseMachine, purchaseBusinessView), 'en periode');
    const back = diagram.edges.find((e) => e.from === 'start' && e.to === 'oppsummering')!.label.join(' ');
    expect(back).toBe('åpnet her: tilbake fra innlogging med e-ID (BankID), utenfor portalen, eller lastet på nytt 20 kunder (100 %)');
  });

  it('hides fewer than 10, and a median of fewer than 10', () => {
    expect([shown(0), shown(1), shown(9), shown(10)]).toEqual(['ingen', 'under 10', 'under 10', '10']);
    expect(medianTime([{ step: 'rolle', bucket: 2, n: 9 }])).toBeUndefined();
    expect(medianTime([{ step: 'rolle', bucket: 0, n: 4 }, { step: 'rolle', bucket: 8, n: 7 }])).toBe('over 30 min');
  });

  it('asks for a period', () => {
    expect(parseOverviewArgs(['--from', '2026-11-01', '--to', '2026-11-30'])).toEqual({ from: '2026-11-01', to: '2026-11-30', out: 'reports/moves' });
    expect(() => parseOverviewArgs(['--from', '2026-11-30', '--to', '2026-11-01'])).toThrow(/Bruk/);
    // A day the calendar does not have is refused in the command's words, not the database's.
    expect(() => parseOverviewArgs(['--from', '2026-02-30', '--to', '2026-03-01'])).toThrow(/Bruk/);
    expect(() => parseOverviewArgs(['--from', '0000-01-01', '--to', '2026-03-01'])).toThrow(/Bruk/);
    expect(() => parseOverviewArgs(['--from', '2026-11-01', '--to', '2026-13-01'])).toThrow(/Bruk/);
  });
});
