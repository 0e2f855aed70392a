// Every operation of the contract, side by side: the mock (validation on) vs a bare Express route of the same
// shape vs (writes) a bare Express route running the mock's domain vs the Prism CLI (`-v silent` and default
// log level) on the same document, and optionally vs the mock built from another git ref. Run with
// `npm run bench:ops` (builds first). Env: BENCH_DURATION (measured s per target and op, default 6),
// BENCH_SLICE (s per interleaved slice, default 2), BENCH_WARMUP (default 2), BENCH_RETRIES, BENCH_QUIET_WAIT
// (as in bench/run.ts), BENCH_OPS (regex on the row label: only those rows; quick mode), BENCH_TARGETS
// (comma-separated: mock,before,express,domain,prism-silent,prism-default; default all), BENCH_BASELINE_REF
// (a git ref: adds the "mock before" column, built from it by baseline-ref.ts; BENCH_BASELINE_KEEP=1 keeps
// that build for the next run), BENCH_EXPRESS_APP_PROTOTYPES (the bare Express baseline served like the mock).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkoutBaseline, type BaselineCheckout } from './baseline-ref.js';
import { readCpuTicks, waitServerIdle } from './cpu.js';
import { configFromEnv, measureInterleaved, preflight, type Target } from './interleave.js';
import { catalog, discover, type CatalogOp } from './op-catalog.js';
import { fmtInt, measuredFor, renderOperations, type Cell, type Results } from './operations-report.js';
import { httpRequest, installCleanupHandlers, killAll, startServer, type RunningServer } from './procs.js';
import { setupPinning, type Pinning } from './pinning.js';
import { machineInfo, TARGET_LABEL, type TargetKey } from './report.js';
import { EXPRESS_APP_PROTOTYPES, HEADERS, ROOT, selectedTargets, specFor } from './targets.js';

const log = (m: string): void => void process.stderr.write(`bench:ops: ${m}\n`);
const cfg = configFromEnv({ duration: 6, warmup: 2 }, log);
/** Ops answered by bench/baseline-express.ts's own handlers (the others get a generic bare handler). */
const DEDICATED = new Set(['GET /v2/subscribers/{subscriberId}', 'POST /v2/subscribers', 'GET /v2/subscribers']);
/** Report columns: the selected targets, in OPS_TARGETS order. */
const COLUMNS = selectedTargets();
/** Targets started afresh for ops that add records on every request (the triggers). */
const MOCKS: readonly TargetKey[] = ['mock', 'before'];
let baseline: BaselineCheckout | undefined;
/** Rows a mock runs on a server of its own: those that add records, and those that need their own start. */
const ownMock = (op: CatalogOp): boolean => op.fresh === true || op.mockArgs !== undefined;

async function startTarget(key: TargetKey, pin: Pinning, subscriberId = '', extraArgs: string[] = []): Promise<RunningServer> {
  const spec = specFor(key, subscriberId, baseline?.dir);
  const server = await startServer({ ...spec, args: (p) => [...spec.args(p), ...extraArgs] }, pin, ROOT);
  const idle = await waitServerIdle(server.pid, server.spawnedAt);
  log(`${key} ready in ${server.startupMs.toFixed(0)} ms, idle ${idle < 0 ? 'never' : `${(idle / 1000).toFixed(1)} s`} after spawn`);
  return server;
}

/** Loads the records a row needs into a mock (its own or a baseline build); an error when it refuses them. */
async function loadFixtures(server: RunningServer, op: CatalogOp): Promise<string | undefined> {
  if (!op.fixtures) return undefined;
  const r = await httpRequest(`${server.baseUrl}/__admin/fixtures?apiKey=test-api-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(op.fixtures) });
  return r.status === 201 ? undefined : `fixtures refused: ${r.status} ${r.body.slice(0, 120)}`;
}

async function messageCount(server: RunningServer): Promise<number | undefined> {
  const r = await httpRequest(`${server.baseUrl}/v1/messages?limit=1`, { headers: HEADERS });
  return r.status === 200 ? (JSON.parse(r.body) as { totalCount?: number }).totalCount : undefined;
}

/** "200, 305 B" or "201, 334–335 B (16 bodies)" or "200, 303 B then 204, 0 B". */
function describe(rs: { status: number; body: string }[]): string {
  const groups = new Map<number, number[]>();
  for (const r of rs) groups.set(r.status, [...(groups.get(r.status) ?? []), Buffer.byteLength(r.body)]);
  return [...groups].map(([st, sizes]) => {
    const [lo, hi] = [Math.min(...sizes), Math.max(...sizes)];
    return `${st}, ${lo === hi ? lo : `${lo}–${hi}`} B${sizes.length > 1 ? ` (${sizes.length} request bodies)` : ''}`;
  }).join(' then ');
}

async function main(): Promise<number> {
  installCleanupHandlers();
  const pin = setupPinning();
  log(pin.note);
  const ticks0 = readCpuTicks();
  const notes: string[] = [];
  if (COLUMNS.includes('before')) baseline = checkoutBaseline(ROOT, process.env.BENCH_BASELINE_REF as string, log);
  const mock = await startTarget('mock', pin);
  const found = await discover(mock.baseUrl);
  const filter = process.env.BENCH_OPS ? new RegExp(process.env.BENCH_OPS) : undefined;
  const ops = catalog(found).filter((o) => !filter || filter.test(o.label));
  const res: Results = new Map(ops.map((o) => [o.label, new Map<TargetKey, Cell>()]));
  const broken = new Map<string, string>(); // `${target} ${label}` → reason

  // Pre-flight on the mock: its bodies become the generic bare Express routes.
  const routes: { method: string; path: string; status: number; body: unknown }[] = [];
  for (const op of ops) {
    await loadFixtures(mock, op);
    // A row whose records are made through the API needs them here too; a prepare that needs a mock of its own fails harmlessly.
    await op.prepare?.(mock.baseUrl).catch(() => undefined);
    const p = await preflight(mock, op);
    if (p.error) broken.set(`mock ${op.label}`, p.error);
    if (p.violations) notes.push(`**mock ${op.label}: \`x-contract-violations: ${p.violations}\`** (the mock breaks its own contract)`);
    op.routes.forEach((r, i) => {
      const body = p.responses[i]?.body;
      if (!DEDICATED.has(`${r.method} ${r.template}`)) routes.push({ method: r.method.toLowerCase(), path: r.template.replace(/\{(\w+)\}/g, ':$1'), status: r.status, body: body ? JSON.parse(body) : null });
    });
    notes.push(`${op.label}: mock answers ${describe(p.responses)}`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ops-'));
  const routesFile = path.join(dir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));

  const targets: Target[] = [{ key: 'mock', server: mock }];
  try {
    for (const key of COLUMNS.filter((t) => t !== 'mock' && t !== 'domain')) {
      const server = await startTarget(key, pin, found.getId, key === 'express' ? ['--routes', routesFile] : []);
      targets.push({ key, server });
      for (const op of ops) {
        // A mock runs the ops that add records (or need a start of their own) on a server of their own, checked there.
        if (ownMock(op) && MOCKS.includes(key)) continue;
        const p = await preflight(server, op);
        if (p.error) broken.set(`${key} ${op.label}`, p.error);
      }
    }
    for (const [i, op] of ops.entries()) {
      log(`[${i + 1}/${ops.length}] ${op.label}`);
      const started = new Map<TargetKey, RunningServer>();
      const row = res.get(op.label) as Map<TargetKey, Cell>;
      try {
        // Started for this op alone: Express + domain (writes), and fresh mocks for the ops that add records.
        for (const key of COLUMNS.filter((t) => (t === 'domain' || (ownMock(op) && MOCKS.includes(t))) && measuredFor(op, t))) {
          const server = await startTarget(key, pin, '', MOCKS.includes(key) ? (op.mockArgs ?? []) : []);
          started.set(key, server);
          const refused = MOCKS.includes(key) ? await loadFixtures(server, op) : undefined;
          if (refused) broken.set(`${key} ${op.label}`, refused);
          // A target that cannot be prepared (a baseline without the feature the row needs) fails its own cell only.
          const unprepared = MOCKS.includes(key) ? await op.prepare?.(server.baseUrl).then(() => undefined, (e: Error) => e.message) : undefined;
          if (unprepared) broken.set(`${key} ${op.label}`, unprepared);
          const p = await preflight(server, op);
          if (p.error) broken.set(`${key} ${op.label}`, p.error);
        }
        const live = [...targets.map((t) => ({ key: t.key, server: started.get(t.key) ?? t.server })), ...(started.has('domain') ? [{ key: 'domain' as const, server: started.get('domain') as RunningServer }] : [])];
        const fresh = op.fresh ? started.get('mock') : undefined;
        for (const t of live) if (broken.has(`${t.key} ${op.label}`)) row.set(t.key, { error: broken.get(`${t.key} ${op.label}`) as string });
        const rss0 = fresh?.rssMb();
        const msgs0 = fresh ? await messageCount(fresh) : undefined;
        const results = await measureInterleaved(live.filter((t) => !row.has(t.key)), op, cfg);
        for (const [k, r] of results) row.set(k, { result: r });
        if (fresh) {
          const msgs1 = await messageCount(fresh);
          const total = row.get('mock')?.result?.total ?? 0;
          notes.push(`${op.label} ran on a fresh mock: RSS ${rss0?.toFixed(0)} MB before the warm-up → ${fresh.rssMb()?.toFixed(0)} MB after ${fmtInt(total)} measured requests (plus warm-up); in-app+other messages ${msgs0 ?? '?'} → ${msgs1 ?? '?'}`);
        }
      } catch (e) {
        for (const t of COLUMNS) if (!row.has(t) && measuredFor(op, t)) row.set(t, { error: (e as Error).message.split('\n')[0] ?? 'error' });
      } finally {
        for (const server of started.values()) await server.stop();
      }
    }
    for (const t of targets) notes.push(`${TARGET_LABEL[t.key]}: RSS at the end ${t.server.rssMb()?.toFixed(0) ?? '?'} MB`);
  } finally {
    for (const t of targets) await t.server.stop();
    rmSync(dir, { recursive: true, force: true });
    baseline?.remove();
  }
  const ticks1 = readCpuTicks();
  if (ticks0 && ticks1 && ticks1.total > ticks0.total) notes.push(`CPU steal during the run: ${((100 * (ticks1.steal - ticks0.steal)) / (ticks1.total - ticks0.total)).toFixed(2)}%`);
  notes.push('Prism answers every operation with the static example of its document (no state, no per-request work beyond validation); the mock runs the real behaviour and validates request and response.');
  const header = [
    ...machineInfo(ROOT, pin.note),
    ...(baseline ? [`- mock before: \`${baseline.ref}\` = ${baseline.sha.slice(0, 7)}, built from its own checkout and started like the mock (a fresh one too for the ops that add records)`] : []),
    `- autocannon ${cfg.connections} connections; per op and target a ${cfg.warmupSec} s warm-up (statuses checked), then ${cfg.duration} s measured as ${cfg.slices} interleaved slices of ${+cfg.sliceSec.toFixed(2)} s (target order rotated per slice); req/s, p50, p99 = median over the slices (min–max of slice req/s in brackets); latency in whole ms`,
    '- every response must have the expected status (any other status, error or timeout makes the cell FAILED); bare Express: the subscriber routes of `bench/baseline-express.ts` for GET/POST subscriber and search, a generic bare handler (auth check + `res.json` of the mock\'s own pre-flight body, same status) for the others',
    ...(EXPRESS_APP_PROTOTYPES ? ['- **bare Express served like the mock** (`--app-prototypes`, BENCH_EXPRESS_APP_PROTOTYPES=1): a comparison run, not the bare baseline'] : []),
    '- Express + domain (writes only): `bench/baseline-domain.ts`, a bare Express route per write that runs the mock\'s own domain (same state work) and answers with `res.json`, without validation, journal, idempotency, fault rules or the envelope; started fresh for each write, like the mock for the triggers. mock ÷ it = the cost of the contract machinery alone',
  ];
  const rep = renderOperations(ops, res, COLUMNS, header, notes);
  process.stdout.write(rep.md);
  writeFileSync(path.join(ROOT, 'bench', 'operations-last-run.md'), rep.md);
  log(`report written to bench/operations-last-run.md (${rep.miss} row(s) missing a target, ${rep.failed} failed cell(s))`);
  return rep.failed ? 1 : 0;
}

main().then(
  (code) => {
    killAll('SIGKILL');
    process.exit(code);
  },
  (e: unknown) => {
    process.stderr.write(`bench:ops failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    killAll('SIGKILL');
    process.exit(1);
  },
);
