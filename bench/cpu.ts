// CPU accounting from /proc (Linux): how much CPU other processes used during a measured run.
// The box is shared (tests may run concurrently), so every row says whether it was contended.
import { readFileSync } from 'node:fs';

export const TICKS_PER_SEC = 100; // USER_HZ on Linux

function systemBusyTicks(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    const busy = (v[0] ?? 0) + (v[1] ?? 0) + (v[2] ?? 0) + (v[5] ?? 0) + (v[6] ?? 0) + (v[7] ?? 0);
    return busy;
  } catch {
    return undefined;
  }
}

export function pidTicks(pid: number): number {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the ")" of comm: state is field 3; utime 14, stime 15 (1-based) → indexes 11, 12 here
    const rest = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return Number(rest[11] ?? 0) + Number(rest[12] ?? 0);
  } catch {
    return 0;
  }
}

export interface CpuWatch {
  /**
   * CPU used by other processes and by the server (both in % of one core) since the watch started.
   * `lateServerPid`: a server spawned after the watch started (all its CPU time counts).
   */
  stop(lateServerPid?: number): { foreignPct: number; serverPct: number } | undefined;
}

/** Starts watching; the server and this process are ours, every other process counts as foreign. */
export function watchCpu(serverPid?: number): CpuWatch {
  const at0 = performance.now();
  const busy0 = systemBusyTicks();
  const self0 = pidTicks(process.pid);
  const server0 = serverPid === undefined ? 0 : pidTicks(serverPid);
  return {
    stop: (lateServerPid) => {
      const busy1 = systemBusyTicks();
      const secs = (performance.now() - at0) / 1000;
      if (busy0 === undefined || busy1 === undefined || secs <= 0) return undefined;
      const pid = serverPid ?? lateServerPid;
      const server = pid === undefined ? 0 : pidTicks(pid) - server0;
      const foreign = busy1 - busy0 - (pidTicks(process.pid) - self0) - server;
      return {
        foreignPct: Math.max(0, (100 * foreign) / (TICKS_PER_SEC * secs)),
        serverPct: (100 * server) / (TICKS_PER_SEC * secs),
      };
    },
  };
}

/** Waits until other processes use less than `maxPct` % of a core (checked over 1 s windows), up to `maxWaitMs`. */
export async function waitForQuiet(maxPct: number, maxWaitMs: number, log: (m: string) => void): Promise<number> {
  const t0 = performance.now();
  let last = 0;
  for (;;) {
    const w = watchCpu();
    await new Promise((r) => setTimeout(r, 1000));
    last = w.stop()?.foreignPct ?? 0;
    if (last < maxPct) return last;
    if (performance.now() - t0 > maxWaitMs) {
      log(`box still busy (${last.toFixed(0)}% of a core used by other processes); measuring anyway`);
      return last;
    }
    log(`waiting for a quiet box: other processes use ${last.toFixed(0)}% of a core`);
  }
}

/** Aggregate CPU steal ticks, to report how much the hypervisor took during the run. */
export function readCpuTicks(): { total: number; steal: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, steal: v[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/**
 * Waits until a freshly started server is idle (< `maxPct` % of a core over a 250 ms window), and at least
 * `minMs` after `sinceMs` (performance.now() at spawn), so background work (e.g. validators compiled after boot)
 * lands before the warm-up, not in the measured window. Returns ms since `sinceMs`, or -1 after `maxMs`.
 */
export async function waitServerIdle(pid: number, sinceMs: number, opts = { minMs: 1500, maxMs: 20_000, maxPct: 5 }): Promise<number> {
  for (;;) {
    const before = pidTicks(pid);
    const t = performance.now();
    await new Promise((r) => setTimeout(r, 250));
    const pct = (100 * (pidTicks(pid) - before)) / (TICKS_PER_SEC * ((performance.now() - t) / 1000));
    const elapsed = performance.now() - sinceMs;
    if (pct < opts.maxPct && elapsed >= opts.minMs) return elapsed;
    if (elapsed > opts.maxMs) return -1;
  }
}
