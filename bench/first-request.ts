// The first request of every operation on a fresh server (issue 47's target: ≤ 20 ms), and the second one right
// after it. Run with `npm run bench:first` (builds first). Each run starts a fresh server per target (the package
// bin, `--port 0`, seeded, clock frozen) and, once it answers `GET /__admin/health`, sends one request per operation
// of openapi/notification-api.yaml, one at a time in a fixed order, each twice in a row, timed from the write to
// the last byte of the answer over one keep-alive connection. The requests come from the fuzzer's valid-request
// generators with a fixed seed (bench/first-request-plan.ts). Targets: `mock` (this checkout's dist/bin/cli.js),
// and `before` (the mock built from BENCH_BASELINE_REF, as bench:ops builds it); runs alternate the targets.
// Env: FIRSTREQ_RUNS (runs per target, default 3), FIRSTREQ_SEED (the generators' seed, default 20260601),
// FIRSTREQ_IDLE=1 (wait until the fresh server is idle before its first request, instead of right after the
// health answer as a test suite does), FIRSTREQ_CPU_PROF=<dir> (each server runs under `node --cpu-prof`, its
// profile and its requests' windows in <dir>/<target>-run<n>/, for `bench/first-request-profile.ts`; slower: a
// diagnosis, not a measurement), BENCH_BASELINE_REF, BENCH_BASELINE_KEEP (as in bench:ops).
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { checkoutBaseline, type BaselineCheckout } from './baseline-ref.js';
import { readCpuTicks, waitServerIdle } from './cpu.js';
import { planRequests, renderWithSession, sendTimed, SERVER_FLAGS, SESSION_OPENER, sessionTokenOf, type PlannedRequest } from './first-request-plan.js';
import { renderFirstRequest, type FirstRequestRun, type OpTiming } from './first-request-report.js';
import { installCleanupHandlers, runBench, startServer, type ServerSpec } from './procs.js';
import { setupPinning, type Pinning } from './pinning.js';
import { machineInfo, publishReport } from './report.js';
import { nodeServer, ROOT } from './targets.js';

const log = (m: string): void => void process.stderr.write(`bench:first: ${m}\n`);
const envInt = (name: string, fallback: number): number => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
};
const RUNS = envInt('FIRSTREQ_RUNS', 3);
const SEED = envInt('FIRSTREQ_SEED', 20_260_601);
const WAIT_IDLE = process.env.FIRSTREQ_IDLE === '1';
const CPU_PROF_DIR = process.env.FIRSTREQ_CPU_PROF ? path.resolve(process.env.FIRSTREQ_CPU_PROF) : undefined;
/** Issue 47: the first request of any operation. */
const LIMIT_MS = 20;
/** A path that is no operation of the API's contract: readiness must not warm any of them. */
const HEALTH_PATH = '/__admin/health';

/** The package bin of the checkout at `root`, started like every server of this bench (under `--cpu-prof` into `profileDir`). */
function serverSpec(name: string, root: string, extra: string[] = [], profileDir?: string): ServerSpec {
  const nodeFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=100'] : [];
  return { ...nodeServer(name, [...nodeFlags, path.join(root, 'dist', 'bin', 'cli.js'), '--port', '0', ...SERVER_FLAGS, ...extra], [200]), readyPath: HEALTH_PATH, headers: {} };
}

/** One run on a fresh server: every planned request, then the same request again. */
async function measureRun(name: string, root: string, plan: PlannedRequest[], pin: Pinning, run: number): Promise<FirstRequestRun> {
  const profileDir = CPU_PROF_DIR && path.join(CPU_PROF_DIR, `${name}-run${run}`);
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = await startServer(serverSpec(name, root, [], profileDir), pin, ROOT);
  const windows: { opId: string; admin: boolean; first: [number, number]; second: [number, number] }[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    if (WAIT_IDLE) await waitServerIdle(server.pid, server.spawnedAt);
    // The connection opened by a request that is no operation, so that no timing holds a TCP handshake.
    await sendTimed(server.baseUrl, agent, { method: 'GET', path: HEALTH_PATH, headers: [], label: 'connect' });
    const ops: OpTiming[] = [];
    let token: string | undefined;
    for (const p of plan) {
      const first = await sendTimed(server.baseUrl, agent, renderWithSession(p.spec, token));
      if (p.opId === SESSION_OPENER) token = sessionTokenOf(first) ?? token;
      const second = await sendTimed(server.baseUrl, agent, renderWithSession(p.spec, token));
      ops.push({ opId: p.opId, label: p.label, admin: p.admin, first: { ms: first.ms, status: first.status }, second: { ms: second.ms, status: second.status } });
      windows.push({ opId: p.opId, admin: p.admin, first: first.window, second: second.window });
    }
    return { target: name, run, startupMs: server.startupMs, ops };
  } finally {
    agent.destroy();
    await server.stop(); // the profile is written as the server exits
    if (profileDir) writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(windows));
  }
}

/** Picks the requests on a server of this checkout of its own (never measured), without the envelope the fuzzer's discovery reads bare. */
async function makePlan(pin: Pinning): Promise<PlannedRequest[]> {
  const server = await startServer(serverSpec('plan', ROOT, ['--no-envelope']), pin, ROOT);
  try {
    return await planRequests(server.baseUrl, SEED, log);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  installCleanupHandlers();
  const pin = setupPinning();
  log(pin.note);
  const ref = process.env.BENCH_BASELINE_REF;
  const baseline: BaselineCheckout | undefined = ref ? checkoutBaseline(ROOT, ref, log) : undefined;
  const targets: { name: string; root: string }[] = [{ name: 'mock', root: ROOT }, ...(baseline ? [{ name: 'before', root: baseline.dir }] : [])];
  const ticks0 = readCpuTicks();
  const runs: FirstRequestRun[] = [];
  let planned = 0;
  try {
    const plan = await makePlan(pin);
    planned = plan.filter((p) => p.pickedStatus < 400).length;
    for (let run = 1; run <= RUNS; run++) {
      // Alternated, so that a busy spell of the box does not always land on the same target.
      for (const t of run % 2 === 1 ? targets : [...targets].reverse()) {
        const result = await measureRun(t.name, t.root, plan, pin, run);
        const slowest = result.ops.filter((o) => !o.admin).reduce((a, b) => (b.first.ms > a.first.ms ? b : a));
        log(`run ${run}/${RUNS} ${t.name}: ready in ${result.startupMs.toFixed(0)} ms; slowest first request ${slowest.opId} ${slowest.first.ms.toFixed(1)} ms (${slowest.first.status})`);
        runs.push(result);
      }
    }
  } finally {
    baseline?.remove();
  }
  const ticks1 = readCpuTicks();
  const steal = ticks0 && ticks1 && ticks1.total > ticks0.total ? (100 * (ticks1.steal - ticks0.steal)) / (ticks1.total - ticks0.total) : undefined;
  const operations = runs[0]?.ops.length ?? 0;
  const header = [
    ...machineInfo(ROOT, pin.note),
    ...(baseline ? [`- before: \`${baseline.ref}\` = ${baseline.sha.slice(0, 7)}, built from its own checkout and started like the mock`] : []),
    `- ${RUNS} run(s) per target, alternated; each a fresh \`node dist/bin/cli.js --port 0 ${SERVER_FLAGS.join(' ')}\`, ${WAIT_IDLE ? 'left until idle (FIRSTREQ_IDLE=1)' : 'its first request right after its first `GET /__admin/health` answer (as a test suite does)'}`,
    `- ${operations} operations, one at a time in a fixed order (the Inbox session first, then reads, writes, deletes), each twice in a row over one keep-alive connection; timed from the write to the last byte of the answer`,
    `- the requests: the fuzzer's valid-request generators (seed ${SEED}), for each operation the first that answered 2xx on a server of this checkout that is not measured (${planned} of ${operations}), else the first generated (a refusal, after validation)`,
    ...(CPU_PROF_DIR ? [`- **profiled** (\`--cpu-prof\` into ${CPU_PROF_DIR}): slower than a plain run, a diagnosis, not a measurement`] : []),
    ...(steal === undefined ? [] : [`- CPU steal during the run: ${steal.toFixed(2)}%`]),
  ];
  const { md, summaries } = renderFirstRequest(runs, targets.map((t) => t.name), header, LIMIT_MS);
  publishReport(ROOT, 'first-request-last-run.md', md, log, summaries.filter((s) => !s.pass).map((s) => `${s.target}: slowest first request of an API operation ${s.api.first.max.toFixed(1)} ms > ${LIMIT_MS} ms`));
}

runBench('bench:first', main);
