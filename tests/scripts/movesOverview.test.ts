/** The overviews with the numbers (issue 49, scripts/moves/overview.ts): the 30 customers, stored and drawn exactly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { businessDiagram } from '../../scripts/diagrams/business';
import { businessToDot } from '../../scripts/diagrams/businessPrint';
import { renderSvg } from '../../scripts/diagrams/svg';
import { medianTime, overviewWithCounts, shown } from '../../scripts/moves/overview';
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

  it('hides fewer than 10, and a median of fewer than 10', () => {
    expect([shown(9), shown(10)]).toEqual(['under 10', '10']);
    expect(medianTime([{ step: 'rolle', bucket: 2, n: 9 }])).toBeUndefined();
    expect(medianTime([{ step: 'rolle', bucket: 0, n: 4 }, { step: 'rolle', bucket: 8, n: 7 }])).toBe('over 30 min');
  });

  it('asks for a period', () => {
    expect(parseOverviewArgs(['--from', '2026-11-01', '--to', '2026-11-30'])).toEqual({ from: '2026-11-01', to: '2026-11-30', out: 'reports/moves' });
    expect(() => parseOverviewArgs(['--from', '2026-11-30', '--to', '2026-11-01'])).toThrow(/Bruk/);
  });
});
