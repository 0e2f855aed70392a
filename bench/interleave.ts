// Side-by-side measurement of one operation on several running servers: a warm-up each, then interleaved
// slices with the target order rotated per round, contended slices repeated (the box is shared).
import type autocannon from 'autocannon';
import { waitForQuiet } from './cpu.js';
import { combineSlices, measureSlice, warmUp, type LoadResult, type Operation } from './load.js';
import { httpRequest, type HttpResult, type RunningServer } from './procs.js';
import { CONTENDED_PCT, type TargetKey } from './report.js';

export interface MeasureConfig {
  connections: number;
  warmupSec: number;
  slices: number;
  sliceSec: number;
  /** Re-runs of contended slices allowed per target and op. */
  retries: number;
  quietPct: number;
  quietWaitMs: number;
  log: (m: string) => void;
}

export interface Target {
  key: TargetKey;
  server: RunningServer;
}

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

/** BENCH_DURATION / BENCH_SLICE / BENCH_WARMUP / BENCH_RETRIES / BENCH_QUIET_WAIT, with this script's defaults. */
export function configFromEnv(defaults: { duration: number; warmup: number }, log: (m: string) => void): MeasureConfig & { duration: number } {
  const duration = envInt('BENCH_DURATION', defaults.duration);
  const slices = Math.max(1, Math.round(duration / Math.min(envInt('BENCH_SLICE', 2), duration)));
  return {
    duration,
    connections: 50,
    warmupSec: envInt('BENCH_WARMUP', defaults.warmup, 0),
    slices,
    sliceSec: duration / slices,
    retries: envInt('BENCH_RETRIES', 3, 0),
    quietPct: 10,
    quietWaitMs: envInt('BENCH_QUIET_WAIT', 120, 0) * 1000,
    log,
  };
}

export interface PreflightResult {
  /** Why the op cannot be measured on this target, or undefined. */
  error?: string;
  /** One response per request of the op (in order). */
  responses: HttpResult[];
  /** Value of `x-contract-violations` on any response (the mock breaks its own contract). */
  violations?: string;
}

/**
 * Sends each request of the op once, in order (setupRequest applied with one shared context, as autocannon
 * does per connection); every status must be the route's, every non-empty body JSON.
 */
export async function preflight(server: RunningServer, op: Operation & { routes: { status: number }[] }): Promise<PreflightResult> {
  const ctx: Record<string, unknown> = {};
  const responses: HttpResult[] = [];
  let violations: string | undefined;
  for (const [i, raw] of op.requests.entries()) {
    const req: autocannon.Request = typeof raw.setupRequest === 'function' ? raw.setupRequest({ ...raw }, ctx) : raw;
    const want = op.routes[Math.min(i, op.routes.length - 1)]?.status ?? op.expectedStatus;
    const r = await httpRequest(server.baseUrl + (req.path ?? '/'), {
      method: req.method ?? 'GET',
      headers: (req.headers ?? {}) as Record<string, string>,
      ...(req.body !== undefined ? { body: String(req.body) } : {}),
    });
    if (r.status !== want) return { error: `pre-flight ${req.method} ${req.path} → ${r.status} (expected ${want}): ${r.body.slice(0, 200)}`, responses };
    if (r.body !== '') {
      try {
        JSON.parse(r.body);
      } catch {
        return { error: `pre-flight body is not JSON: ${r.body.slice(0, 200)}`, responses };
      }
    }
    const v = r.headers['x-contract-violations'];
    if (v !== undefined) violations = String(v);
    responses.push(r);
  }
  return { responses, ...(violations !== undefined ? { violations } : {}) };
}

/** One op on every target: warm-ups, then `slices` rounds of one slice each, order rotated per round. */
export async function measureInterleaved(targets: Target[], op: Operation, cfg: MeasureConfig): Promise<Map<TargetKey, LoadResult>> {
  await waitForQuiet(cfg.quietPct, cfg.quietWaitMs, cfg.log);
  const warm = new Map<TargetKey, string>();
  for (const t of targets) warm.set(t.key, await warmUp(t.server.baseUrl, op, op.connections ?? cfg.connections, cfg.warmupSec));
  const slices = new Map<TargetKey, LoadResult[]>(targets.map((t) => [t.key, []]));
  const retries = new Map<TargetKey, number>();
  for (let round = 0; round < cfg.slices; round++) {
    for (let i = 0; i < targets.length; i++) {
      const t = targets[(i + round) % targets.length] as Target;
      for (;;) {
        const r = await measureSlice(t.server.baseUrl, op, op.connections ?? cfg.connections, cfg.sliceSec, t.server.pid);
        const used = retries.get(t.key) ?? 0;
        if (!r.failed && (r.foreignCpuPct ?? 0) > CONTENDED_PCT && used < cfg.retries) {
          retries.set(t.key, used + 1);
          cfg.log(`${t.key} ${op.label}: slice contended (${(r.foreignCpuPct ?? 0).toFixed(0)}% other processes), repeating`);
          await waitForQuiet(cfg.quietPct, cfg.quietWaitMs, cfg.log);
          continue;
        }
        slices.get(t.key)?.push(r);
        break;
      }
    }
  }
  const out = new Map<TargetKey, LoadResult>();
  for (const t of targets) {
    const r = combineSlices(slices.get(t.key) ?? [], warm.get(t.key) ?? '');
    out.set(t.key, r);
    cfg.log(`${t.key} ${op.label}: ${Math.round(r.reqPerSec)} req/s p50 ${r.p50} p99 ${r.p99}${r.failed ? ` FAILED ${r.failReason}` : ''}`);
  }
  return out;
}

/**
 * Several operations on one running server, side by side: a warm-up each, then interleaved slices with the
 * order rotated per round, so that a busy moment of the shared box falls on every operation alike.
 */
export async function measureOperations(server: { baseUrl: string; pid: number }, ops: Operation[], cfg: MeasureConfig): Promise<Map<string, LoadResult>> {
  await waitForQuiet(cfg.quietPct, cfg.quietWaitMs, cfg.log);
  for (const op of ops) {
    const warm = await warmUp(server.baseUrl, op, op.connections ?? cfg.connections, cfg.warmupSec);
    if (warm) throw new Error(`${op.label}: ${warm}`);
  }
  const slices = new Map<string, LoadResult[]>(ops.map((op) => [op.label, []]));
  for (let round = 0; round < cfg.slices; round++) {
    for (let i = 0; i < ops.length; i++) {
      const op = ops[(i + round) % ops.length] as Operation;
      slices.get(op.label)?.push(await measureSlice(server.baseUrl, op, op.connections ?? cfg.connections, cfg.sliceSec, server.pid));
    }
  }
  const results = new Map<string, LoadResult>();
  for (const op of ops) {
    const r = combineSlices(slices.get(op.label) ?? [], '');
    results.set(op.label, r);
    cfg.log(`${op.label}: ${Math.round(r.reqPerSec)} req/s p50 ${r.p50} p99 ${r.p99}${r.failed ? ` FAILED ${r.failReason}` : ''}`);
  }
  return results;
}
