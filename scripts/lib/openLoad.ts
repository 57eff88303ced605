/**
 * An open-loop load: GET `url` at an even `rate` per second for `seconds`, each request started on its schedule
 * whether or not earlier ones have been answered, and its latency counted from the moment it was due (so a server
 * that falls behind shows it, instead of the load slowing down with it).
 *
 * Why not autocannon's `overallRate` (used by scripts/loadtest.ts): it lets each connection send its whole
 * quota at the start of every second, so 100/s arrives as bursts of up to 40 at once, and its
 * coordinated-omission correction adds made-up samples below 1 ms intervals. Both inflate p99 at modest rates.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  /** Each answered request's latency in ms, from when it was due. */
  latencies: number[];
  /** Non-2xx answers and connection errors. */
  failures: number;
}

/** The p-th percentile (nearest rank) of latencies, in ms. */
export function percentile(latencies: number[], p: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function openLoad(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const gap = 1000 / rate;
  const latencies: number[] = [];
  let failures = 0;
  const answered: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((done) => {
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if ((res.statusCode ?? 0) >= 300) failures++;
          done();
        });
      });
      req.on('error', () => {
        failures++;
        done();
      });
    });

  const start = performance.now() + 5;
  let next = 0;
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * gap <= now) answered.push(send(start + next++ * gap));
      if (next < total) setTimeout(tick, Math.max(0, Math.min(1, start + next * gap - now)));
      else finished();
    };
    tick();
  });
  await Promise.all(answered);
  agent.destroy();
  return { latencies, failures };
}
