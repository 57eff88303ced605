/**
 * Comparing periods on the overviews (issue 49, `npm run moves:overview -- … --compare-from C --compare-to D`):
 * each arrow says its change from the earlier period, and nothing under 10 is given away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountedMove } from '../../domain/countedMoves';
import { damageReportBusinessView } from '../../machines/damageReport.businessView';
import { damageReportMachine } from '../../machines/damageReport.machine';
import { businessDiagram } from '../../scripts/diagrams/business';
import { businessToDot } from '../../scripts/diagrams/businessPrint';
import { renderSvg } from '../../scripts/diagrams/svg';
import { changeWords, overviewWithCounts } from '../../scripts/moves/overview';
import { parseOverviewArgs, totalsOf } from '../../scripts/movesOverview';
import { createPgliteDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { addMoveCounts } from '../../server/routes/countMoves';

const move = (from: string, event: string, to: string, n: number, outcome = ''): CountedMove => ({ flow: 'damageReport', from, event, to, outcome, n });

describe('an overview compared with an earlier period', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb();
    await migrate(db);
    // The earlier period (October), in two days; the later (November), in one.
    await addMoveCounts(db, '2026-10-05', { moves: [move('rolle', 'user.next', 'lokasjon', 20), move('skade', 'user.next', 'informasjon', 15)], stepTimes: [] });
    await addMoveCounts(db, '2026-10-20', {
      moves: [move('rolle', 'user.next', 'lokasjon', 20), move('informasjon', 'page.closed', 'left', 12), move('oppsummering', 'user.submit', 'oppsummering', 4, 'submitFailed')],
      stepTimes: [],
    });
    await addMoveCounts(db, '2026-11-10', {
      moves: [
        move('rolle', 'user.next', 'lokasjon', 43),
        move('informasjon', 'page.closed', 'left', 6),
        move('lokasjon', 'user.next', 'forsikring', 30),
        move('oppsummering', 'user.submit', 'oppsummering', 11, 'submitFailed'),
      ],
      stepTimes: [],
    });
    // Outside both periods: not counted.
    await addMoveCounts(db, '2026-12-01', { moves: [move('rolle', 'user.next', 'lokasjon', 500)], stepTimes: [] });
  });
  afterAll(async () => {
    await db.close();
  });

  const drawn = async () => {
    const now = await totalsOf(db, 'damageReport', '2026-11-01', '2026-11-30');
    const before = await totalsOf(db, 'damageReport', '2026-10-01', '2026-10-31');
    return overviewWithCounts(damageReportMachine, businessDiagram(damageReportMachine, damageReportBusinessView), now.moves, now.times, '2026-11-01 – 2026-11-30', {
      moves: before.moves,
      period: '2026-10-01 – 2026-10-31',
    });
  };
  const label = (diagram: Awaited<ReturnType<typeof drawn>>, from: string, to: string) =>
    diagram.edges.filter((e) => e.from.endsWith(from) && e.to.endsWith(to)).map((e) => e.label.join(' ')).join(' | ');

  it('draws the change on each arrow, from the stored totals of both periods', async () => {
    const diagram = await drawn();
    // 43 now against 40 then (two days of 20): +8 %.
    expect(label(diagram, 'rolle', 'lokasjon')).toContain('NESTE 43 kunder (100 %) (+8 % fra forrige periode)');
    // The notice told on a step: 11 now against 4 then.
    expect(label(diagram, 'oppsummering', 'oppsummering')).toMatch(/fikk beskjed: «.+» 11 kunder \(forrige periode: under 10\)/);
  });

  it('hides both sides under 10 and reckons no change then', async () => {
    const diagram = await drawn();
    // 6 now, 12 then.
    expect(label(diagram, 'informasjon', 'left')).toBe('lukket siden under 10 kunder (forrige periode: 12)');
    // 30 now, none then.
    expect(label(diagram, 'lokasjon', 'forsikring')).toContain('30 kunder (100 %) (forrige periode: ingen)');
    // Only in the earlier period: drawn with none now («ingen», not «under 10»: an empty arrow is not a small one).
    expect(label(diagram, 'skade', 'informasjon')).toContain('ingen kunder (forrige periode: 15)');
  });

  it('says in the title and the legend which periods are compared', async () => {
    const diagram = await drawn();
    expect(diagram.title).toContain('kunder 2026-11-01 – 2026-11-30 mot 2026-10-01 – 2026-10-31');
    expect(diagram.legend).toContain('kunder i perioden 2026-11-01 – 2026-11-30 på hver pil (');
    expect(diagram.legend).toContain('og i parentes endringen fra forrige periode 2026-10-01 – 2026-10-31');
    expect(diagram.legend).toContain('da regnes ingen endring');
    const svg = await renderSvg(businessToDot(diagram));
    expect(svg).toContain('+8 % fra forrige periode');
    expect(svg).toContain('forrige periode: under 10');
  });

  it('words a change: up, down, none, and nothing reckoned under 10', () => {
    expect(changeWords(43, 38)).toBe('+13 % fra forrige periode');
    expect(changeWords(30, 40)).toBe('−25 % fra forrige periode');
    expect(changeWords(10, 10)).toBe('±0 % fra forrige periode');
    expect(changeWords(9, 40)).toBe('forrige periode: 40');
    expect(changeWords(40, 9)).toBe('forrige periode: under 10');
    expect(changeWords(0, 0)).toBe('forrige periode: ingen');
    expect(changeWords(0, 20)).toBe('forrige periode: 20');
  });

  it('takes both compare days or neither', () => {
    const period = ['--from', '2026-11-01', '--to', '2026-11-30'];
    expect(parseOverviewArgs([...period, '--compare-from', '2026-10-01', '--compare-to', '2026-10-31'])).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      out: 'reports/moves',
      compare: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(parseOverviewArgs(period).compare).toBeUndefined();
    expect(() => parseOverviewArgs([...period, '--compare-from', '2026-10-01'])).toThrow(/Bruk/);
    expect(() => parseOverviewArgs([...period, '--compare-from', '2026-10-31', '--compare-to', '2026-10-01'])).toThrow(/Bruk/);
    expect(() => parseOverviewArgs([...period, '--compare-from', '1. okt', '--compare-to', '2026-10-31'])).toThrow(/Bruk/);
  });

  it('compares with an earlier period only, with no day in both: the change would tell the days apart, however few', () => {
    const period = ['--from', '2026-11-01', '--to', '2026-11-30'];
    // 103 customers on an arrow in 1–30 November against 100 in 1–29 November: «+3 %» told the 30th's 3.
    expect(changeWords(103, 100)).toBe('+3 % fra forrige periode');
    for (const [from, to] of [
      ['2026-11-01', '2026-11-29'],
      ['2026-10-15', '2026-11-01'],
      ['2026-11-01', '2026-11-30'],
      ['2026-12-01', '2026-12-31'],
    ]) {
      expect(() => parseOverviewArgs([...period, '--compare-from', from!, '--compare-to', to!]), `${from} – ${to}`).toThrow(/--compare-to må være før --from/);
    }
    expect(parseOverviewArgs([...period, '--compare-from', '2026-10-31', '--compare-to', '2026-10-31']).compare).toEqual({ from: '2026-10-31', to: '2026-10-31' });
  });
});
