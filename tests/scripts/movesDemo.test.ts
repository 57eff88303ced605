/**
 * `npm run moves:demo` (issue 49, scripts/movesDemo.ts): the demo's customers, walked with a seed, land in a
 * throw-away PGlite through the server's own insert exactly as walked, and only moves of the machines' catalogue;
 * a machine and the counted machines it invokes (the home page's dialogs) are walked together, so their numbers agree.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { moveBatchSchema, type MoveBatch } from '../../domain/countedMoves';
import { MOVE_CATALOGUE } from '../../domain/moveCatalogue.generated';
import type { Db } from '../../server/db/db';
import { openDatabase } from '../../server/db/open';
import { asBatches, DEMO_DAYS, demoTotals, walkFlow } from '../../scripts/moves/demo';
import { seededRandom } from '../../server/data/seededRandom';
import { parseDemoArgs, runDemo } from '../../scripts/movesDemo';

const TODAY = '2026-11-30';
const moveKey = (m: { flow: string; from: string; event: string; to: string; outcome: string }) => [m.flow, m.from, m.event, m.to, m.outcome].join(' ');

function summed(days: Map<string, MoveBatch>) {
  const moves = new Map<string, number>();
  const times = new Map<string, number>();
  for (const batch of days.values()) {
    for (const m of batch.moves) moves.set(moveKey(m), (moves.get(moveKey(m)) ?? 0) + m.n);
    for (const t of batch.stepTimes) times.set(`${t.flow} ${t.step} ${t.bucket}`, (times.get(`${t.flow} ${t.step} ${t.bucket}`) ?? 0) + t.n);
  }
  return { moves, times };
}

describe('npm run moves:demo', () => {
  const dir = mkdtempSync(join(tmpdir(), 'husvern-moves-demo-'));
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
  let walked: Awaited<ReturnType<typeof runDemo>>;
  let db: Db;
  const printed: string[] = [];
  beforeAll(async () => {
    walked = await runDemo(['--seed', '7'], env, TODAY, (line) => printed.push(line));
    db = await openDatabase({ dataDir: dir, databaseUrl: undefined }, () => undefined);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores exactly the totals the walk produced, per move and per step-time bucket', async () => {
    const expected = summed(walked.days);
    const rows = await db.query<{ flow: string; from: string; event: string; to: string; outcome: string; n: string | number }>(
      'SELECT flow, from_place AS "from", event, to_place AS "to", outcome, sum(n) AS n FROM move_counts GROUP BY 1, 2, 3, 4, 5',
    );
    expect(new Map(rows.map((r) => [moveKey(r), Number(r.n)]))).toEqual(expected.moves);
    const times = await db.query<{ flow: string; step: string; bucket: number; n: string | number }>(
      'SELECT flow, step, bucket, sum(n) AS n FROM step_time_counts GROUP BY 1, 2, 3',
    );
    expect(new Map(times.map((t) => [`${t.flow} ${t.step} ${t.bucket}`, Number(t.n)]))).toEqual(expected.times);
  });

  it('stores per day, over the last 60 days up to today', async () => {
    const days = await db.query<{ day: string; n: string | number }>("SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(n) AS n FROM move_counts GROUP BY 1 ORDER BY 1");
    expect(days.length).toBeGreaterThan(50);
    expect(days.length).toBeLessThanOrEqual(DEMO_DAYS);
    expect(days.at(-1)!.day <= TODAY).toBe(true);
    expect(days[0]!.day >= '2026-10-02').toBe(true);
    for (const { day, n } of days) expect(Number(n)).toBe(walked.days.get(day)!.moves.reduce((s, m) => s + m.n, 0));
  });

  it('stores only moves of the catalogue, for every counted flow and dialog, with a few hundred customers each', async () => {
    const legal = new Set(MOVE_CATALOGUE.flatMap((f) => f.moves.flatMap((m) => m.outcomes.map((o) => moveKey({ flow: f.flow, ...m, outcome: o })))));
    const rows = await db.query<{ flow: string; from: string; event: string; to: string; outcome: string }>(
      'SELECT DISTINCT flow, from_place AS "from", event, to_place AS "to", outcome FROM move_counts',
    );
    for (const r of rows) expect(legal.has(moveKey(r)), moveKey(r)).toBe(true);
    const steps = new Set(MOVE_CATALOGUE.flatMap((f) => f.steps.map((s) => `${f.flow} ${s}`)));
    for (const t of await db.query<{ flow: string; step: string }>('SELECT DISTINCT flow, step FROM step_time_counts')) expect(steps.has(`${t.flow} ${t.step}`)).toBe(true);
    expect(new Set(rows.map((r) => r.flow))).toEqual(new Set(MOVE_CATALOGUE.map((f) => f.flow)));
    for (const n of Object.values(walked.customers)) expect(n).toBeGreaterThanOrEqual(250);
    expect(printed.at(-1)).toMatch(/seed 7.*npm run moves:overview -- --from 2026-10-\d\d --to 2026-11-30/);
  });

  it('looks like customers: most finish, some leave at each step, some are told a failure and retry', () => {
    const { moves } = summed(walked.days);
    const n = (key: string) => moves.get(key) ?? 0;
    const sum = (prefix: string) => [...moves].filter(([k]) => k.startsWith(prefix)).reduce((s, [, v]) => s + v, 0);
    const customers = walked.customers.damageReport!;
    const sent = sum('damageReport oppsummering ') - sum('damageReport oppsummering flow.left') - sum('damageReport oppsummering page.closed');
    expect(n('damageReport oppsummering user.submit takk ')).toBeGreaterThan(customers / 3);
    // Most reach the flow's success end (takk, bekreftelse): it is an end, so each customer at most once.
    for (const [flow, end] of [['damageReport', 'takk'], ['purchase', 'bekreftelse'], ['cancellation', 'bekreftelse'], ['moving', 'bekreftelse']] as const) {
      const finished = [...moves].filter(([k]) => k.startsWith(`${flow} `) && k.split(' ')[3] === end).reduce((s, [, v]) => s + v, 0);
      expect(finished / walked.customers[flow]!, flow).toBeGreaterThan(0.5);
    }
    expect(sent).toBeLessThan(customers);
    for (const step of MOVE_CATALOGUE.find((f) => f.flow === 'damageReport')!.steps) expect(sum(`damageReport ${step} page.closed left`) + sum(`damageReport ${step} flow.left left`), step).toBeGreaterThan(0);
    expect(sum('damageReport oppsummering user.submit oppsummering ') + sum('damageReport oppsummering xstate.error.actor.submitCase oppsummering ')).toBeGreaterThan(0);
    expect(sum('purchase signingIn page.closed left') + sum('purchase signingIn flow.left left')).toBeGreaterThan(0);
    expect(n('purchase signingIn page.restored startdato ')).toBeGreaterThan(sum('purchase signingIn page.closed left'));
  });

  it('is the same for the same seed, and another for another', () => {
    const a = summed(demoTotals({ seed: 3, today: TODAY }).days).moves;
    expect(summed(demoTotals({ seed: 3, today: TODAY }).days).moves).toEqual(a);
    expect(summed(demoTotals({ seed: 4, today: TODAY }).days).moves).not.toEqual(a);
  });

  it('ends every walk at an end of the flow or at a leave, and each invoked flow it walked too', () => {
    const random = seededRandom(1);
    const endsThere = (flow: string, place: string) => !MOVE_CATALOGUE.find((f) => f.flow === flow)!.moves.some((m) => m.from === place && m.to === 'left');
    for (const flow of MOVE_CATALOGUE) {
      for (let i = 0; i < 50; i++) {
        const walk = walkFlow(flow, random);
        for (const [name, n] of Object.entries(walk.customers)) {
          const moves = walk.moves.filter((m) => m.flow === name);
          expect(moves.filter((m) => m.from === 'start'), name).toHaveLength(n);
          for (let k = 0; k < moves.length; k++) {
            const m = moves[k]!;
            if (m.from === 'start') {
              const last = moves[k - 1];
              if (last) expect(last.to === 'left' || endsThere(name, last.to), `${name}: ${moveKey(last)}`).toBe(true);
            } else expect(m.from).toBe(moves[k - 1]!.to);
          }
          const last = moves.at(-1)!;
          expect(last.to === 'left' || endsThere(name, last.to), `${name}: ${moveKey(last)}`).toBe(true);
        }
        expect(walk.customers[flow.flow]).toBe(1);
      }
    }
  });

  it('adds up where a machine invokes a counted one: the home page\'s dialogs as the tracker follows them together', async () => {
    const rows = await db.query<{ flow: string; from: string; event: string; to: string; n: string | number }>(
      'SELECT flow, from_place AS "from", event, to_place AS "to", sum(n) AS n FROM move_counts GROUP BY 1, 2, 3, 4',
    );
    const count = (flow: string, keep: (m: { from: string; event: string; to: string }) => boolean) =>
      rows.filter((r) => r.flow === flow && keep(r)).reduce((s, r) => s + Number(r.n), 0);
    const flows = new Set(MOVE_CATALOGUE.map((f) => f.flow));
    const checked: string[] = [];
    for (const parent of MOVE_CATALOGUE) {
      for (const done of parent.moves.filter((m) => m.event.startsWith('xstate.done.actor.') && flows.has(m.event.slice('xstate.done.actor.'.length)))) {
        const child = MOVE_CATALOGUE.find((f) => f.flow === done.event.slice('xstate.done.actor.'.length))!;
        // The child's ends as the catalogue has them: places (not start, not left) nobody leaves.
        const ends = new Set(child.places.filter((p) => p !== 'start' && p !== 'left' && !child.moves.some((m) => m.from === p && m.to === 'left')));
        const label = `${parent.flow} ${done.from} → ${done.to} = ${child.flow} to an end`;
        const onward = count(parent.flow, (m) => m.from === done.from && m.event === done.event);
        expect(onward, label).toBe(count(child.flow, (m) => ends.has(m.to)));
        expect(onward, label).toBeGreaterThan(0);
        const leaveEvents = new Set(MOVE_CATALOGUE.flatMap((f) => f.moves.filter((m) => m.to === 'left').map((m) => m.event)));
        for (const event of leaveEvents) {
          const leaves = count(parent.flow, (m) => m.from === done.from && m.to === 'left' && m.event === event);
          expect(leaves, `${parent.flow} ${done.from} ${event} left = ${child.flow} ${event} left`).toBe(count(child.flow, (m) => m.to === 'left' && m.event === event));
        }
        expect(count(parent.flow, (m) => m.from === done.from && m.to === 'left'), `${parent.flow} ${done.from} left`).toBeGreaterThan(0);
        // Each customer of the child is one who reached the place in the parent.
        expect(walked.customers[child.flow], child.flow).toBe(count(parent.flow, (m) => m.to === done.from && m.from !== done.from));
        checked.push(`${parent.flow} ${done.from} ${child.flow}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['homeModals consent consentModal', 'homeModals draftReminder draftReminderModal']));
  });

  it('takes --seed N, nothing else', () => {
    expect(parseDemoArgs([])).toEqual({ seed: 49 });
    expect(parseDemoArgs(['--seed', '12'])).toEqual({ seed: 12 });
    expect(() => parseDemoArgs(['--seed', 'x'])).toThrow(/Bruk/);
    expect(() => parseDemoArgs(['--seed'])).toThrow(/Bruk/);
    expect(() => parseDemoArgs(['--fast'])).toThrow(/Bruk/);
  });
});

describe('the demo in batches the route takes', () => {
  it('splits a count over the cap into batches that never hold one move twice', () => {
    const move = { flow: 'damageReport', from: 'rolle', event: 'user.next', to: 'lokasjon', outcome: '' };
    const batches = asBatches({ moves: [{ ...move, n: 2500 }, { ...move, to: 'rolle', event: 'user.back', from: 'lokasjon', n: 3 }], stepTimes: [{ flow: 'damageReport', step: 'rolle', bucket: 2, n: 1200 }] });
    const schema = moveBatchSchema(MOVE_CATALOGUE);
    for (const batch of batches) expect(v.safeParse(schema, batch).success).toBe(true);
    expect(batches.flatMap((b) => b.moves).filter((m) => m.event === 'user.next').map((m) => m.n)).toEqual([1000, 1000, 500]);
    expect(batches.flatMap((b) => b.stepTimes).map((t) => t.n)).toEqual([1000, 200]);
  });
});
