// Search latency of one page for bench:scale: slices of keep-alive requests from a raw client, and their summary.
import { watchCpu } from './cpu.js';
import { RawHttpClient } from './raw-client.js';
import { CONTENDED_PCT } from './report.js';
import { HEADERS } from './targets.js';

export interface Lat {
  p50: number;
  p99: number;
  max: number;
  errors: number;
  foreignPct: number;
  samples: number[];
}

const pctl = (s: number[], p: number): number => s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;

/**
 * `total` requests with `c` keep-alive connections (`RawHttpClient`), each one request at a time; latency = send →
 * last byte.
 * The first `warmupMs` (at least 100 requests) are not measured.
 */
export async function latency(base: string, query: string, c: number, total: number, serverPid: number, warmupMs = 0): Promise<Lat> {
  const port = Number(new URL(base).port);
  const clients = Array.from({ length: c }, () => new RawHttpClient(port));
  const samples: number[] = [];
  let errors = 0;
  const one = async (client: RawHttpClient): Promise<void> => {
    const t0 = performance.now();
    try {
      const status = await client.get(`/v2/subscribers?${query}`, HEADERS);
      samples.push(performance.now() - t0);
      if (status !== 200) errors++;
    } catch {
      errors++;
    }
  };
  const run = async (count: number, untilMs = 0): Promise<void> => {
    let issued = 0;
    const worker = async (client: RawHttpClient): Promise<void> => {
      while (issued < count || performance.now() < untilMs) {
        issued++;
        await one(client);
      }
    };
    await Promise.all(clients.map(worker));
  };
  await run(100, performance.now() + warmupMs); // warm-up, discarded
  samples.length = 0;
  errors = 0;
  const cpu = watchCpu(serverPid);
  await run(total);
  const usage = cpu.stop();
  for (const client of clients) client.close();
  const s = samples.sort((a, b) => a - b);
  return { p50: pctl(s, 0.5), p99: pctl(s, 0.99), max: s[s.length - 1] ?? NaN, errors, foreignPct: usage?.foreignPct ?? 0, samples: s };
}

/**
 * A page's result over its slices: p99 = the median of the slices' p99 (as bench:ops takes the median over
 * its slices), so one burst of the shared box (which hits the floor alike) does not decide it; the p99 of all
 * samples pooled and the max are reported next to it.
 */
export function overSlices(slices: Lat[]): Lat & { pooledP99: number; contended: boolean } {
  const all = slices.flatMap((l) => l.samples).sort((a, b) => a - b);
  const p99s = slices.map((l) => l.p99).sort((a, b) => a - b);
  return {
    p50: pctl(all, 0.5),
    p99: p99s[(p99s.length - 1) >> 1] ?? NaN,
    pooledP99: pctl(all, 0.99),
    max: all[all.length - 1] ?? NaN,
    errors: slices.reduce((n, l) => n + l.errors, 0),
    foreignPct: Math.max(...slices.map((l) => l.foreignPct)),
    contended: slices.some((l) => l.foreignPct > CONTENDED_PCT),
    samples: all,
  };
}
