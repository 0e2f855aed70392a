// Benchmark orchestrator: the mock vs a bare Express app vs the Prism CLI mock, in one run.
// Run with `npm run bench` (builds first). Env: BENCH_DURATION (measured seconds per target and op,
// default 10), BENCH_SLICE (seconds per interleaved slice, default 2), BENCH_WARMUP (warm-up seconds,
// default 3), BENCH_QUIET_WAIT (max seconds to wait for a quiet box, default 120), BENCH_RETRIES
// (re-runs of a contended slice per target and op, default 3).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCpuTicks, waitForQuiet, waitServerIdle } from './cpu.js';
import { AUTH_HEADER, combineSlices, getOperation, measureSlice, postBody, postOperation, warmUp, type LoadResult, type Operation } from './load.js';
import { installCleanupHandlers, killAll, startServer, type RunningServer } from './procs.js';
import { setupPinning, type Pinning } from './pinning.js';
import { measureStartup } from './startup.js';
import { CONTENDED_PCT, machineInfo, renderReport, TARGET_LABEL, type Row, type StartupRow, type TargetKey } from './report.js';
import { discoverSubscriberId, preflight, PRISM_CLI, ROOT, SPEC, specFor, TARGETS } from './targets.js';

const CONNECTIONS = 50;
const DURATION = positiveInt('BENCH_DURATION', 10);
const SLICES = Math.max(1, Math.round(DURATION / Math.min(positiveInt('BENCH_SLICE', 2), DURATION)));
/** Seconds per slice, so that the slices add up to DURATION exactly. */
const SLICE = DURATION / SLICES;
const WARMUP = positiveInt('BENCH_WARMUP', 3, true);
const STARTUP_RUNS: Record<TargetKey, number> = { mock: 5, before: 0, express: 5, domain: 0, 'prism-silent': 3, 'prism-default': 0 };
/** Before each op, wait (up to QUIET_WAIT_MS) until other processes use < QUIET_PCT % of a core. */
const QUIET_PCT = 10;
const QUIET_WAIT_MS = positiveInt('BENCH_QUIET_WAIT', 120, true) * 1000;
/** Re-runs of slices during which other processes used > CONTENDED_PCT % of a core (per target and op). */
const RETRIES = positiveInt('BENCH_RETRIES', 3, true);

function positiveInt(name: string, fallback: number, allowZero = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1)) throw new Error(`${name} must be an integer ≥ ${allowZero ? 0 : 1}, got "${raw}"`);
  return n;
}

const fmtSec = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const log = (msg: string): void => void process.stderr.write(`bench: ${msg}\n`);

interface Live {
  target: TargetKey;
  server: RunningServer;
  info: string[];
  /** Pre-flight failure per op label. */
  broken: Map<string, string>;
}

/** Starts every target once (all pinned to the same core; only the one under load is busy). */
async function startAll(pin: Pinning, rows: Row[], notes: string[], ops: { get?: Operation; post: Operation }): Promise<Live[]> {
  const live: Live[] = [];
  let subscriberId = '';
  for (const target of TARGETS) {
    log(`starting ${target}`);
    try {
      const server = await startServer(specFor(target, subscriberId), pin, ROOT);
      const idleAt = await waitServerIdle(server.pid, server.spawnedAt);
      const info = [idleAt < 0 ? 'never idle after start' : `idle ${fmtSec(idleAt)} after spawn (ready ${fmtSec(server.startupMs)})`];
      if (target === 'mock') {
        subscriberId = await discoverSubscriberId(server);
        ops.get = getOperation(subscriberId);
        notes.push(`GET uses subscriberId \`${subscriberId}\` (first of \`GET /v2/subscribers?limit=1\` on the mock); POST sends ${Buffer.byteLength(postBody(0))} B`);
      }
      const broken = new Map<string, string>();
      for (const op of [ops.get ?? getOperation(subscriberId), ops.post]) {
        const pre = await preflight(server, op, info, notes, target);
        if (pre) {
          broken.set(op.label, pre);
          log(`${target} ${op.label}: ${pre}`);
        }
      }
      live.push({ target, server, info, broken });
    } catch (e) {
      log(`${target}: ${(e as Error).message}`);
      for (const op of [ops.get?.label ?? 'GET /v2/subscribers/{id}', ops.post.label]) {
        rows.push({ target, op, error: (e as Error).message.split('\n')[0] ?? 'error' });
      }
      if (target === 'mock') throw e; // nothing is comparable without the mock
    }
  }
  return live;
}

/**
 * One op on every target: a warm-up each, then SLICES rounds of SLICE-second runs, target order rotated
 * each round, so that drift of the box (it is shared) hits every target alike.
 */
async function measureOp(live: Live[], op: Operation, rows: Row[]): Promise<void> {
  const ready = live.filter((l) => !l.broken.has(op.label));
  for (const l of live) if (l.broken.has(op.label)) rows.push({ target: l.target, op: op.label, error: l.broken.get(op.label) as string });
  await waitForQuiet(QUIET_PCT, QUIET_WAIT_MS, log);
  const warm = new Map<TargetKey, string>();
  for (const l of ready) {
    log(`${l.target} ${op.label}: warm-up ${WARMUP} s`);
    warm.set(l.target, await warmUp(l.server.baseUrl, op, CONNECTIONS, WARMUP));
  }
  const slices = new Map<TargetKey, LoadResult[]>(ready.map((l) => [l.target, []]));
  const retries = new Map<TargetKey, number>();
  for (let round = 0; round < SLICES; round++) {
    log(`${op.label}: slice ${round + 1}/${SLICES}`);
    for (let i = 0; i < ready.length; i++) {
      const l = ready[(i + round) % ready.length] as Live;
      for (;;) {
        const r = await measureSlice(l.server.baseUrl, op, CONNECTIONS, SLICE, l.server.pid);
        const used = retries.get(l.target) ?? 0;
        if (!r.failed && (r.foreignCpuPct ?? 0) > CONTENDED_PCT && used < RETRIES) {
          retries.set(l.target, used + 1);
          log(`${l.target}: slice contended (${(r.foreignCpuPct ?? 0).toFixed(0)}% other processes), repeating`);
          await waitForQuiet(QUIET_PCT, QUIET_WAIT_MS, log);
          continue;
        }
        slices.get(l.target)?.push(r);
        break;
      }
    }
  }
  for (const l of ready) {
    const r = combineSlices(slices.get(l.target) ?? [], warm.get(l.target) ?? '');
    rows.push({ target: l.target, op: op.label, result: r });
    log(`${l.target} ${op.label}: ${Math.round(r.reqPerSec)} req/s p50 ${r.p50} p99 ${r.p99}${r.failed ? ` FAILED ${r.failReason}` : ''}`);
  }
}

/** Startup runs, interleaved (mock, express, prism, mock, ...) so that drift of the box hits all alike. */
async function startupPhase(pin: Pinning, startup: StartupRow[]): Promise<void> {
  const targets = ['mock', 'express', 'prism-silent'] as const;
  const rows = new Map<TargetKey, StartupRow>(targets.map((t) => [t, { target: t, times: [], retried: 0, contended: 0 }]));
  const most = Math.max(...targets.map((t) => STARTUP_RUNS[t]));
  log(`startup: ${targets.map((t) => `${t} × ${STARTUP_RUNS[t]}`).join(', ')}, interleaved`);
  for (let i = 0; i < most; i++) {
    for (const target of targets) {
      const row = rows.get(target) as StartupRow;
      if (i >= STARTUP_RUNS[target] || row.error) continue;
      try {
        const r = await measureStartup(specFor(target, 'startup'), pin, ROOT, 1, () => waitForQuiet(QUIET_PCT, QUIET_WAIT_MS, log));
        row.times.push(...r.times);
        row.retried = (row.retried ?? 0) + r.retried;
        row.contended = (row.contended ?? 0) + r.contended;
      } catch (e) {
        row.error = (e as Error).message.split('\n')[0] ?? 'error';
      }
    }
  }
  startup.push(...rows.values());
}

async function main(): Promise<number> {
  installCleanupHandlers();
  for (const f of ['dist/bin/cli.js', SPEC, PRISM_CLI, 'bench/baseline-express.ts']) {
    if (!existsSync(path.resolve(ROOT, f))) throw new Error(`missing ${f} (run \`npm run build\` / \`npm install\` first)`);
  }
  const pin = setupPinning();
  log(pin.note);
  const ticks0 = readCpuTicks();
  const rows: Row[] = [];
  const startup: StartupRow[] = [];
  const notes: string[] = [];
  const ops: { get?: Operation; post: Operation } = { post: postOperation() };

  const live = await startAll(pin, rows, notes, ops);
  try {
    for (const op of [ops.get, ops.post]) if (op) await measureOp(live, op, rows);
    for (const l of live) {
      const rss = l.server.rssMb();
      if (rss !== undefined) l.info.push(`RSS after load ${rss.toFixed(0)} MB`);
      notes.push(`${TARGET_LABEL[l.target]}: ${l.info.join('; ')}`);
    }
  } finally {
    for (const l of live) await l.server.stop();
  }
  await startupPhase(pin, startup);

  const ticks1 = readCpuTicks();
  if (ticks0 && ticks1 && ticks1.total > ticks0.total) {
    notes.push(`CPU steal during the run: ${((100 * (ticks1.steal - ticks0.steal)) / (ticks1.total - ticks0.total)).toFixed(2)}%`);
  }
  notes.push('Prism CLI startup is measured with `-v silent`; Prism answers every operation with the static example of its document (no state).');
  notes.push('Bare Express startup includes the `--import tsx` loader (the baseline is run from TypeScript source).');
  notes.push(`POST rotates over ${ops.post.requests.length} subscriberIds (bench-0…bench-${ops.post.requests.length - 1}); every target is an upsert, so the store stays bounded.`);

  const settings = [
    `- autocannon: ${CONNECTIONS} connections, header \`Authorization: ${AUTH_HEADER}\`. Per op: each target gets a ${WARMUP} s warm-up (statuses checked, numbers discarded), then ${DURATION} s measured as ${SLICES} interleaved slices of ${+SLICE.toFixed(2)} s (target order rotated per slice), so drift of the shared box hits all targets alike`,
    '- all servers run side by side on the pinned core (only the one under load is busy); each is left to go idle after start (background work such as validator compilation ends before the warm-up)',
    '- req/s, p50, p99 = median over the slices (min–max of the slices\' req/s in brackets); latency in whole ms (autocannon resolution); any error, timeout or unexpected status in warm-up or slices makes the row FAILED',
  ];
  const rep = renderReport({
    machine: machineInfo(ROOT, pin.note),
    settings,
    rows,
    ops: [ops.get?.label ?? 'GET /v2/subscribers/{id}', ops.post.label],
    startup,
    notes,
  });
  process.stdout.write(rep.markdown);
  writeFileSync(path.join(ROOT, 'bench', 'last-run.md'), rep.markdown);
  log('report written to bench/last-run.md');
  return rep.anyFailed ? 1 : 0;
}

main().then(
  (code) => {
    killAll('SIGKILL');
    process.exit(code);
  },
  (e: unknown) => {
    process.stderr.write(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    killAll('SIGKILL');
    process.exit(1);
  },
);
