// Startup times of a server, repeated when other processes were busy meanwhile.
import { watchCpu } from './cpu.js';
import { sleep, startServer, type ServerSpec } from './procs.js';
import type { Pinning } from './pinning.js';

/** Other processes above this (% of one core) during a startup make it contended: it is repeated. */
const STARTUP_CONTENDED_PCT = 20;

/**
 * Starts and stops a server `n` times; returns the startup times in ms. A start during which other
 * processes used the CPU is repeated (up to `n` extra starts in all); `contended` counts those kept anyway.
 */
export async function measureStartup(
  spec: ServerSpec,
  pin: Pinning,
  cwd: string,
  n: number,
  beforeEach?: () => Promise<unknown>,
): Promise<{ times: number[]; contended: number; retried: number }> {
  const times: number[] = [];
  let contended = 0;
  let retried = 0;
  while (times.length < n) {
    await beforeEach?.();
    const w = watchCpu();
    const s = await startServer(spec, pin, cwd);
    const usage = w.stop(s.pid);
    await s.stop();
    const busy = (usage?.foreignPct ?? 0) > STARTUP_CONTENDED_PCT;
    if (busy && retried < n) {
      retried++;
    } else {
      if (busy) contended++;
      times.push(s.startupMs);
    }
    await sleep(200);
  }
  return { times, contended, retried };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
