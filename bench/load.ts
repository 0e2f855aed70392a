// autocannon wrapper: warm-up + measured run, with strict status/error accounting.
import autocannon from 'autocannon';
import { watchCpu } from './cpu.js';

export interface Operation {
  /** Short label used in the table, e.g. "GET /v2/subscribers/{id}". */
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  expectedStatus: number;
  /** When set, every status in this list is expected (e.g. a create+delete pair: 200 and 204). */
  expectedStatuses?: number[];
  /** autocannon request list (cycled per connection). */
  requests: autocannon.Request[];
  /** Connections for this op instead of the run's (1: its latency is the time one request takes, without queueing). */
  connections?: number;
}

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses whose status differs from the expected one (includes other 2xx). */
  unexpected: number;
  statusCounts: Record<string, number>;
  failed: boolean;
  failReason: string;
  /** Measured seconds (sum over slices). */
  seconds: number;
  /** CPU during the measured part, in % of one core: the server process, and every process not ours. */
  serverCpuPct?: number;
  foreignCpuPct?: number;
  /** After combining slices: how many, and the lowest and highest slice req/s. */
  slices?: number;
  range?: [number, number];
}

export const AUTH_HEADER = 'ApiKey test-api-key';

export function getOperation(subscriberId: string): Operation {
  return {
    label: 'GET /v2/subscribers/{id}',
    method: 'GET',
    expectedStatus: 200,
    requests: [
      {
        method: 'GET',
        path: `/v2/subscribers/${encodeURIComponent(subscriberId)}`,
        headers: { authorization: AUTH_HEADER, accept: 'application/json' },
      },
    ],
  };
}

/** POST body for the n-th rotating subscriber (upsert, so the store stays bounded). */
export function postBody(n: number): string {
  return JSON.stringify({
    subscriberId: `bench-${n}`,
    firstName: 'Bench',
    email: 'bench@example.com',
    data: { plan: 'pro' },
  });
}

export const POST_ROTATION = 16;

export function postOperation(): Operation {
  const requests: autocannon.Request[] = [];
  for (let n = 0; n < POST_ROTATION; n++) {
    requests.push({
      method: 'POST',
      path: '/v2/subscribers',
      headers: { authorization: AUTH_HEADER, accept: 'application/json', 'content-type': 'application/json' },
      body: postBody(n),
    });
  }
  return { label: 'POST /v2/subscribers', method: 'POST', expectedStatus: 201, requests };
}

interface RawResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  duration: number;
  statusCodeStats?: Record<string, { count?: number }>;
}

function runOnce(baseUrl: string, op: Operation, connections: number, seconds: number): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    // No autocannon.track(): no progress bar, stdout stays clean for the table.
    autocannon({ url: baseUrl, connections, duration: seconds, requests: op.requests, timeout: 10 }, (err, result) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(result as unknown as RawResult);
    });
  });
}

const isExpected = (op: Operation, code: number): boolean => (op.expectedStatuses ?? [op.expectedStatus]).includes(code);

function summarise(raw: RawResult, op: Operation, phase: string): LoadResult {
  const statusCounts: Record<string, number> = {};
  let total = 0;
  let unexpected = 0;
  for (const [code, v] of Object.entries(raw.statusCodeStats ?? {})) {
    const c = v.count ?? 0;
    statusCounts[code] = c;
    total += c;
    if (!isExpected(op, Number(code))) unexpected += c;
  }
  const reasons: string[] = [];
  if (total === 0) reasons.push(`${phase}: no responses`);
  const codes = Object.entries(statusCounts)
    .filter(([c]) => !isExpected(op, Number(c)))
    .map(([c, n]) => `${c}×${n}`)
    .join(', ');
  if (raw.non2xx > 0) reasons.push(`${phase}: ${raw.non2xx} non-2xx (${codes})`);
  if (unexpected > 0 && unexpected !== raw.non2xx) reasons.push(`${phase}: ${unexpected} status ∉ {${(op.expectedStatuses ?? [op.expectedStatus]).join(', ')}} (${codes})`);
  if (raw.errors > 0) reasons.push(`${phase}: ${raw.errors} errors (${raw.timeouts} timeouts)`);
  if (raw.mismatches > 0) reasons.push(`${phase}: ${raw.mismatches} mismatches`);
  return {
    reqPerSec: raw.duration > 0 ? total / raw.duration : raw.requests.average,
    seconds: raw.duration,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    total,
    non2xx: raw.non2xx,
    errors: raw.errors,
    timeouts: raw.timeouts,
    unexpected,
    statusCounts,
    failed: reasons.length > 0,
    failReason: reasons.join('; '),
  };
}

/** A warm-up run: numbers discarded, statuses still checked. Returns the failure reason or ''. */
export async function warmUp(baseUrl: string, op: Operation, connections: number, seconds: number): Promise<string> {
  if (seconds <= 0) return '';
  const w = summarise(await runOnce(baseUrl, op, connections, seconds), op, 'warm-up');
  return w.failed ? w.failReason : '';
}

/** One measured slice, with the CPU used meanwhile by the server and by other processes. */
export async function measureSlice(baseUrl: string, op: Operation, connections: number, seconds: number, serverPid: number): Promise<LoadResult> {
  const cpu = watchCpu(serverPid);
  const raw = await runOnce(baseUrl, op, connections, seconds);
  const usage = cpu.stop();
  const m = summarise(raw, op, 'measured');
  if (usage) {
    m.serverCpuPct = usage.serverPct;
    m.foreignCpuPct = usage.foreignPct;
  }
  return m;
}

const medianOf = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * Combines interleaved slices: req/s, p50 and p99 = median over slices (robust to one disturbed slice);
 * counts summed; FAILED if the warm-up or any slice failed.
 */
export function combineSlices(slices: LoadResult[], warmFail: string): LoadResult {
  const sum = (f: (x: LoadResult) => number): number => slices.reduce((a, x) => a + f(x), 0);
  const statusCounts: Record<string, number> = {};
  for (const x of slices) for (const [c, n] of Object.entries(x.statusCounts)) statusCounts[c] = (statusCounts[c] ?? 0) + n;
  const seconds = sum((x) => x.seconds);
  const failReason = [warmFail, ...slices.filter((x) => x.failed).map((x) => x.failReason)].filter(Boolean).join('; ');
  const rates = slices.map((x) => x.reqPerSec);
  return {
    reqPerSec: medianOf(rates),
    p50: medianOf(slices.map((x) => x.p50)),
    p99: medianOf(slices.map((x) => x.p99)),
    total: sum((x) => x.total),
    non2xx: sum((x) => x.non2xx),
    errors: sum((x) => x.errors),
    timeouts: sum((x) => x.timeouts),
    unexpected: sum((x) => x.unexpected),
    statusCounts,
    failed: failReason !== '',
    failReason,
    seconds,
    serverCpuPct: medianOf(slices.map((x) => x.serverCpuPct ?? 0)),
    foreignCpuPct: Math.max(0, ...slices.map((x) => x.foreignCpuPct ?? 0)),
    slices: slices.length,
    range: [Math.min(...rates), Math.max(...rates)],
  };
}
