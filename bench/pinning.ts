// Pinning for the benchmark: servers on core 0, the load generator and orchestrator on core 1.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

export interface Pinning {
  pinned: boolean;
  note: string;
  /** Prefix for server commands: ['taskset', '-c', '0'] or []. */
  serverPrefix: string[];
}

/** Pins this process (all its threads) to core 1 and returns the prefix to pin servers to core 0. */
export function setupPinning(): Pinning {
  const cores = cpus().length;
  const probe = spawnSync('taskset', ['-V'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    return { pinned: false, note: 'UNPINNED: `taskset` not found; servers and load generator share all cores', serverPrefix: [] };
  }
  if (cores < 2) {
    return { pinned: false, note: `UNPINNED: only ${cores} core; servers and load generator share it`, serverPrefix: [] };
  }
  const self = spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { encoding: 'utf8' });
  if (self.status !== 0) {
    return { pinned: false, note: `UNPINNED: taskset on self failed (${self.stderr.trim()})`, serverPrefix: [] };
  }
  return {
    pinned: true,
    note: 'pinned: servers `taskset -c 0`, load generator + orchestrator `taskset -c 1` (numbers are per single core)',
    serverPrefix: ['taskset', '-c', '0'],
  };
}
