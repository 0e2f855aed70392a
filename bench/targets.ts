// The benchmark's targets: how to start each server, and the one-request pre-flight check.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_HEADER, postBody, type Operation } from './load.js';
import { httpRequest, type RunningServer, type ServerSpec } from './procs.js';
import { TARGET_LABEL, type TargetKey } from './report.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_EXPRESS_APP_PROTOTYPES=1: the bare Express baseline served like the mock (a comparison run, not the baseline). */
export const EXPRESS_APP_PROTOTYPES = Boolean(process.env.BENCH_EXPRESS_APP_PROTOTYPES);
export const TARGETS: readonly TargetKey[] = ['mock', 'express', 'prism-silent', 'prism-default'];
export const HEADERS = { authorization: AUTH_HEADER, accept: 'application/json' };
export const READY_PATH = '/v2/subscribers?limit=1';

/**
 * The memory limits out of the way: a load run writes far more than a test suite does (hundreds of
 * thousands of triggers), and measures the writes, not the 413s that the limits would answer after a while.
 */
export const UNLIMITED_STATE = { maxSubscribers: 1e8, maxNotifications: 1e8, maxMessages: 1e8, maxStoredBytes: 64 * 1024 ** 3 };
export const UNLIMITED_STATE_FLAGS = [
  ['--max-subscribers', UNLIMITED_STATE.maxSubscribers],
  ['--max-notifications', UNLIMITED_STATE.maxNotifications],
  ['--max-messages', UNLIMITED_STATE.maxMessages],
  ['--max-stored-bytes', UNLIMITED_STATE.maxStoredBytes],
].flatMap(([flag, value]) => [String(flag), String(value)]);
export const PRISM_CLI = path.join(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
export const SPEC = path.join('openapi', 'notification-api.yaml');

/** A Node server of ours that prints "… listening on http://127.0.0.1:PORT" once it listens on port 0. */
export function nodeServer(name: string, args: string[], readyStatuses: number[]): ServerSpec {
  return {
    name,
    headers: HEADERS,
    readyPath: READY_PATH,
    command: process.execPath,
    args: () => args,
    portFromStdout: /listening on http:\/\/127\.0\.0\.1:(\d+)/,
    readyStatuses,
  };
}

/** How to start `target`; `baselineDir` is the checkout of BENCH_BASELINE_REF (`baseline-ref.ts`) for `before`. */
export function specFor(target: TargetKey, subscriberId: string, baselineDir?: string): ServerSpec {
  const common = { headers: HEADERS, readyPath: READY_PATH };
  const mockArgs = (root: string) => [path.join(root, 'dist', 'bin', 'cli.js'), '--port', '0', '--log-level', 'warn', ...UNLIMITED_STATE_FLAGS];
  switch (target) {
    case 'mock':
      return nodeServer(target, mockArgs(ROOT), [200]);
    case 'before':
      if (!baselineDir) throw new Error('the "before" target needs BENCH_BASELINE_REF');
      return nodeServer(target, mockArgs(baselineDir), [200]);
    case 'express':
      return nodeServer(target, ['--import', 'tsx', 'bench/baseline-express.ts', '--port', '0', '--subscriber-id', subscriberId, ...(EXPRESS_APP_PROTOTYPES ? ['--app-prototypes'] : [])], [200]);
    case 'domain':
      return nodeServer(target, ['--import', 'tsx', 'bench/baseline-domain.ts', '--port', '0'], [404]);
    case 'prism-silent':
    case 'prism-default': {
      const silent = target === 'prism-silent' ? ['-v', 'silent'] : [];
      return {
        ...common,
        name: target,
        command: process.execPath,
        args: (port) => [PRISM_CLI, 'mock', '-p', String(port), '-h', '127.0.0.1', SPEC, ...silent],
        // Default-level request logs go to /dev/null: the formatting cost stays, no pipe to drain on core 1.
        discardStdout: true,
        readyStatuses: [200, 201, 202, 203, 204, 401],
        readyTimeoutMs: 60_000,
      };
    }
  }
}

/** One request per operation before loading it: right status, JSON body, no contract-violation header. */
export async function preflight(server: RunningServer, op: Operation, info: string[], notes: string[], target: TargetKey): Promise<string | undefined> {
  const req = op.requests[0];
  if (!req?.path) return 'operation has no request';
  const r = await httpRequest(server.baseUrl + req.path, {
    method: op.method,
    headers: (req.headers ?? {}) as Record<string, string>,
    ...(op.method === 'POST' ? { body: postBody(0) } : {}),
  });
  if (r.status !== op.expectedStatus) return `pre-flight got ${r.status} (expected ${op.expectedStatus}): ${r.body.slice(0, 300)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(r.body);
  } catch {
    return `pre-flight body is not JSON: ${r.body.slice(0, 200)}`;
  }
  // The subscriber, in the real service's {data} envelope or bare (the bare Express baseline).
  const subscriber = typeof parsed === 'object' && parsed !== null && 'data' in parsed && !('subscriberId' in parsed) ? parsed.data : parsed;
  if (typeof subscriber !== 'object' || subscriber === null || !('subscriberId' in subscriber)) return 'pre-flight body has no subscriberId';
  const violations = r.headers['x-contract-violations'];
  if (violations !== undefined) {
    notes.push(`**${TARGET_LABEL[target]} ${op.label}: response carries \`x-contract-violations: ${String(violations)}\`** (the mock breaks its own contract)`);
  }
  info.push(`${op.method} → ${r.status}, ${Buffer.byteLength(r.body)} B`);
  return undefined;
}

export async function discoverSubscriberId(mock: RunningServer): Promise<string> {
  const r = await httpRequest(mock.baseUrl + READY_PATH, { headers: HEADERS });
  const body = JSON.parse(r.body) as { data?: { subscriberId?: string }[] };
  const id = body.data?.[0]?.subscriberId;
  if (r.status !== 200 || !id) throw new Error(`cannot find a subscriber on the mock (status ${r.status}): ${r.body.slice(0, 200)}`);
  return id;
}

/** Every target `bench:ops` knows, in the report's column order. */
export const OPS_TARGETS: readonly TargetKey[] = ['mock', 'before', 'express', 'domain', 'prism-silent', 'prism-default'];

/**
 * The targets of `bench:ops`: BENCH_TARGETS (comma-separated keys of OPS_TARGETS) or all of them, `before`
 * only with BENCH_BASELINE_REF. The mock always runs: the other targets are checked against its answers.
 */
export function selectedTargets(env: NodeJS.ProcessEnv = process.env): TargetKey[] {
  const asked = env.BENCH_TARGETS?.split(',').map((t) => t.trim()).filter(Boolean);
  const unknown = asked?.filter((t) => !OPS_TARGETS.includes(t as TargetKey)) ?? [];
  if (unknown.length) throw new Error(`BENCH_TARGETS: unknown target(s) ${unknown.join(', ')}; known: ${OPS_TARGETS.join(', ')}`);
  const wanted = new Set<string>(asked ?? OPS_TARGETS.filter((t) => t !== 'before' || env.BENCH_BASELINE_REF));
  if (wanted.has('before') && !env.BENCH_BASELINE_REF) throw new Error('BENCH_TARGETS has "before": set BENCH_BASELINE_REF to the git ref to build it from');
  return OPS_TARGETS.filter((t) => t === 'mock' || wanted.has(t));
}
