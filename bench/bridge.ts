// Code-first workflows, trigger → in-app socket event (`npm run bench:bridge`, builds first):
// the built mock, a real `@novu/framework` bridge (bench/bridge-app.ts) synced to it, one Inbox socket for a
// subscriber; per round a trigger of the bridge's three-step workflow (custom → email → in-app) and the time
// until the in-app message's `notification_received`, less the bridge's own time in its three execute handlers:
// the mock's overhead. Baseline in the same rounds: the fixture workflow `comment-mention` (in-app, no bridge)
// to the same subscriber. Then the mock's startup (spawn → first answer), as `npm run bench` measures it.
// Env: BENCH_BRIDGE_ROUNDS (timed rounds of each kind, default 100), BENCH_QUIET_WAIT (s, default 20),
// BENCH_BRIDGE_PROFILE=1 (the mock under `--cpu-prof`, bench/cpuprofile-top.ts's summary printed at the end),
// BENCH_STARTS (startups, default 5, each after up to 3 s of waiting for a quiet box; 0 skips them).
// Then syncs (bench/bridge-sync.ts): BENCH_SYNC_ROUNDS timed syncs of 4,000 workflows (default 10) with another
// environment probed meanwhile, and one of BENCH_SYNC_LARGE workflows (default 50,000; 0 skips it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { pidTicks, TICKS_PER_SEC, waitForQuiet, waitServerIdle, watchCpu } from './cpu.js';
import { BRIDGE_WORKFLOW, startTimedBridge, type ExecuteCall } from './bridge-app.js';
import { sessionToken } from './inbox-sockets.js';
import { client, spread, type Answer } from './outbox-client.js';
import { installCleanupHandlers, runBench, startServer } from './procs.js';
import { setupPinning } from './pinning.js';
import { machineInfo, publishReport } from './report.js';
import { measureStartup, median } from './startup.js';
import { measureSyncs, SYNC_TARGETS, type SyncRun } from './bridge-sync.js';
import { ROOT, specFor } from './targets.js';

const log = (m: string): void => void process.stderr.write(`bench:bridge: ${m}\n`);
const envInt = (name: string, fallback: number, min = 1) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return n;
};
const ROUNDS = envInt('BENCH_BRIDGE_ROUNDS', 100);
const QUIET_WAIT_MS = envInt('BENCH_QUIET_WAIT', 20, 0) * 1000;
const STARTS = envInt('BENCH_STARTS', 5, 0);
const SYNC_ROUNDS = envInt('BENCH_SYNC_ROUNDS', 10);
const SYNC_LARGE = envInt('BENCH_SYNC_LARGE', 50_000, 0);
const PROFILE_DIR = process.env.BENCH_BRIDGE_PROFILE === '1' ? mkdtempSync(path.join(tmpdir(), 'bench-bridge-prof-')) : undefined;
/** Untimed rounds of each kind first (JIT on both sides, the framework's first compile, keep-alive sockets). */
const WARM_ROUNDS = 10;
const API_KEY = 'test-api-key';
const SUBSCRIBER = { subscriberId: 'bench-bridge-reader', email: 'reader@bench.example', firstName: 'Ada' };
const MENTION = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const TARGETS = { overheadP99Ms: 50, startupMs: 300 };
const EVENT_TIMEOUT_MS = 10_000;

const fmt = (n: number): string => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2));
const verdict = (ok: boolean): string => (ok ? 'PASS' : '**MISS**');

interface Round {
  /** Socket event − trigger sent. */
  latency: number;
  /** Trigger answered − trigger sent. */
  answer: number;
  /** Sum of the bridge's handler times for this round's execute calls (bridge rounds only). */
  bridge: number;
  /** Sum of the three calls' `durationMs` the mock recorded in the jobs' execution details (bridge rounds only). */
  recorded: number;
  calls: number;
  /** The mock's CPU ticks (user + system) from before the trigger to the socket event. */
  ticks: number;
}

/** Resolves with performance.now() when the socket receives the in-app message of `transactionId`. */
function socketEvent(socket: Socket, transactionId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('notification_received', on);
      reject(new Error(`no notification_received for ${transactionId} within ${EVENT_TIMEOUT_MS} ms`));
    }, EVENT_TIMEOUT_MS);
    const on = (data: { message?: { transactionId?: string } }) => {
      if (data.message?.transactionId !== transactionId) return;
      const at = performance.now();
      clearTimeout(timer);
      socket.off('notification_received', on);
      resolve(at);
    };
    socket.on('notification_received', on);
  });
}

function openSocket(baseUrl: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The execution details' bridge durations of a transaction's jobs, as the mock recorded them. */
async function recordedDurations(c: ReturnType<typeof client>, transactionId: string): Promise<number[]> {
  const r = await c.send('GET', `/v1/notifications?transactionId=${encodeURIComponent(transactionId)}`);
  const page = JSON.parse(r.body) as { data?: { jobs?: { executionDetails?: { detail: string; raw?: string | null }[] }[] }[] };
  const details = page.data?.[0]?.jobs?.flatMap((j) => j.executionDetails ?? []) ?? [];
  return details.filter((d) => d.detail === 'Successful Bridge response received').map((d) => (JSON.parse(d.raw ?? '{}') as { durationMs: number }).durationMs);
}

async function main(): Promise<void> {
  installCleanupHandlers();
  const pin = setupPinning();
  log(pin.note);
  const base = specFor('mock', '');
  const server = await startServer(PROFILE_DIR ? { ...base, args: (p) => ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, ...base.args(p)] } : base, pin, ROOT);
  log(`mock ready in ${server.startupMs.toFixed(0)} ms`);
  const bridge = await startTimedBridge(API_KEY);
  const c = client(server.baseUrl);
  const bridgeRounds: Round[] = [];
  const baseRounds: Round[] = [];
  let socket: Socket | undefined;
  let failures = 0;
  /** % of a core other processes used during the rounds (a busy box lengthens every wake-up on the path). */
  let foreignPct = NaN;
  let syncs: SyncRun | undefined;
  let largeSync: SyncRun | undefined;
  let syncForeignPct = NaN;
  try {
    await waitServerIdle(server.pid, server.spawnedAt);
    const sync = await c.send('POST', '/v1/bridge/sync?source=cli', { bridgeUrl: bridge.url });
    if (sync.status !== 201) throw new Error(`bridge sync → ${sync.status}: ${sync.body.slice(0, 300)}`);
    const created = await c.send('POST', '/v2/subscribers', SUBSCRIBER);
    if (created.status !== 201) throw new Error(`subscriber → ${created.status}: ${created.body.slice(0, 300)}`);
    const applicationIdentifier = /API key test-api-key .*application identifier (\S+)/.exec(server.logTail())?.[1];
    if (!applicationIdentifier) throw new Error(`no application identifier in the ready line:\n${server.logTail()}`);
    socket = await openSocket(server.baseUrl, await sessionToken(server.baseUrl, applicationIdentifier, SUBSCRIBER.subscriberId));
    await waitForQuiet(10, QUIET_WAIT_MS, log);

    const timed = async (kind: 'bridge' | 'base', i: number): Promise<Round | undefined> => {
      const transactionId = `bench-${kind}-${i}`;
      const body = kind === 'bridge' ? { name: BRIDGE_WORKFLOW, to: SUBSCRIBER.subscriberId, payload: { round: i }, transactionId } : { name: 'comment-mention', to: SUBSCRIBER.subscriberId, payload: MENTION, transactionId };
      const event = socketEvent(socket as Socket, transactionId);
      const ticks0 = pidTicks(server.pid);
      const sent = performance.now();
      const answer: Answer = await c.send('POST', '/v1/events/trigger', body);
      if (answer.status !== 201) throw new Error(`${kind} trigger → ${answer.status}: ${answer.body.slice(0, 300)}`);
      let at: number;
      try {
        at = await event;
      } catch (error) {
        failures++;
        log(`round ${i} (${kind}): ${(error as Error).message}`);
        return undefined;
      }
      const ticks = pidTicks(server.pid) - ticks0;
      if (kind === 'base') return { latency: at - sent, answer: answer.at - sent, bridge: 0, recorded: 0, calls: 0, ticks };
      const calls = bridge.calls.filter((call: ExecuteCall) => call.round === i && call.status === 200);
      const recorded = await recordedDurations(c, transactionId);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      return { latency: at - sent, answer: answer.at - sent, bridge: sum(calls.map((x) => x.ms)), recorded: sum(recorded), calls: calls.length, ticks };
    };
    const watch = watchCpu(server.pid);
    for (let i = 0; i < WARM_ROUNDS + ROUNDS; i++) {
      // Alternated, so that a busy moment of the box falls on both kinds alike.
      const order = i % 2 === 0 ? (['bridge', 'base'] as const) : (['base', 'bridge'] as const);
      for (const kind of order) {
        const r = await timed(kind, i);
        if (r && i >= WARM_ROUNDS) (kind === 'bridge' ? bridgeRounds : baseRounds).push(r);
      }
    }
    foreignPct = watch.stop()?.foreignPct ?? NaN;
    await waitForQuiet(10, QUIET_WAIT_MS, log);
    const syncWatch = watchCpu(server.pid);
    syncs = await measureSyncs(server.baseUrl, SYNC_TARGETS.count, SYNC_ROUNDS, 2);
    syncForeignPct = syncWatch.stop()?.foreignPct ?? NaN;
    if (SYNC_LARGE > 0) largeSync = await measureSyncs(server.baseUrl, SYNC_LARGE, 1, 0);
  } finally {
    socket?.close();
    c.close();
    await bridge.close();
    await server.stop();
  }

  if (PROFILE_DIR) {
    const file = readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'));
    if (file) process.stderr.write(execFileSync(process.execPath, ['--import', 'tsx', 'bench/cpuprofile-top.ts', path.join(PROFILE_DIR, file), '30'], { cwd: ROOT, encoding: 'utf8' }));
    log(`profile in ${PROFILE_DIR}`);
  }
  const starts = STARTS > 0 ? await measureStartup(specFor('mock', 'startup'), pin, ROOT, STARTS, () => waitForQuiet(10, Math.min(QUIET_WAIT_MS, 3000), log)) : undefined;

  const wrongCalls = bridgeRounds.filter((r) => r.calls !== 3).length;
  const overheads = bridgeRounds.map((r) => r.latency - r.bridge);
  const [latency, own, overhead, recorded, answer] = [bridgeRounds.map((r) => r.latency), bridgeRounds.map((r) => r.bridge), overheads, bridgeRounds.map((r) => r.recorded), bridgeRounds.map((r) => r.answer)].map(spread) as ReturnType<typeof spread>[];
  const [baseLatency, baseAnswer] = [baseRounds.map((r) => r.latency), baseRounds.map((r) => r.answer)].map(spread) as ReturnType<typeof spread>[];
  const clientSide = spread(bridgeRounds.map((r) => r.recorded - r.bridge));
  /** The mock's CPU per round in ms, from ticks summed over the rounds (a tick is 10 ms; the mean over 100 rounds is what counts). */
  const cpuMs = (rs: Round[]) => (rs.reduce((n, r) => n + r.ticks, 0) * 1000) / TICKS_PER_SEC / Math.max(1, rs.length);
  const o = overhead as ReturnType<typeof spread>;
  const pass = o.p99 <= TARGETS.overheadP99Ms && failures === 0 && wrongCalls === 0 && bridgeRounds.length === ROUNDS;
  log(`overhead p50 ${fmt(o.p50)} p99 ${fmt(o.p99)} ms (other processes ${foreignPct.toFixed(0)} % of a core); baseline socket p99 ${fmt((baseLatency as ReturnType<typeof spread>).p99)} ms`);

  const syncSpread = syncs && spread(syncs.syncMs);
  const probeSpread = syncs && spread(syncs.probeMs);
  const syncPass = !!syncSpread && !!probeSpread && syncSpread.max <= SYNC_TARGETS.syncMs && probeSpread.p99 <= SYNC_TARGETS.probeP99Ms;
  const largeProbes = largeSync && spread(largeSync.probeMs);
  if (syncSpread && probeSpread) log(`sync of ${SYNC_TARGETS.count}: p50 ${fmt(syncSpread.p50)} max ${fmt(syncSpread.max)} ms; other environment's p99 ${fmt(probeSpread.p99)} ms (${syncs?.probeMs.length} requests)`);
  const row = (label: string, s: ReturnType<typeof spread>) => `| ${label} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`;
  const startupLine = starts ? `${fmt(median(starts.times))} ms median (${starts.times.map(fmt).join(', ')}; ${starts.retried} starts repeated for a busy box, ${starts.contended} kept contended)` : 'not measured (`BENCH_STARTS=0`)';
  const md = [
    '# notification-api-mock: code-first workflows, trigger → in-app socket event (`npm run bench:bridge`)',
    '',
    ...machineInfo(ROOT, pin.note),
    `- the built mock (\`dist/bin/cli.js\`, default fixtures, validation on, \`--bridge-timeout\` and \`--bridge-retries\` default); ready in ${server.startupMs.toFixed(0)} ms`,
    `- the bridge: \`@novu/framework\` on express in the load generator's process (core 1), \`strictAuthentication: true\`, secret key \`${API_KEY}\`, synced with \`POST /v1/bridge/sync\`; workflow \`${BRIDGE_WORKFLOW}\`: custom \`lookup\` → email \`mail\` → in-app \`inbox\`, three execute calls per trigger, the in-app one last`,
    `- one Inbox session and socket (socket.io-client, websocket transport) for \`${SUBSCRIBER.subscriberId}\` (with an email address); a round = \`POST /v1/events/trigger\` over a keep-alive connection, timed from sending until \`notification_received\` with the trigger's \`transactionId\` arrives`,
    `- the bridge's own time = the sum, over the round's three execute calls, of the bridge's handler time (its express middleware: request start → response finished, body parsing and signature check included); the mock's overhead = socket event − trigger sent − the bridge's own time (its trigger handling, three signed calls over loopback and their answers applied, the socket emit)`,
    `- baseline in the same run, rounds alternated: the fixture workflow \`comment-mention\` (one in-app step, no bridge) to the same subscriber`,
    `- ${ROUNDS} timed rounds of each kind after ${WARM_ROUNDS} untimed; socket events missing: ${failures}; bridge rounds without exactly three successful execute calls: ${wrongCalls}; other processes used ${foreignPct.toFixed(0)} % of a core during the rounds`,
    '',
    '| ms | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|',
    row('bridge workflow: trigger sent → in-app socket event', latency as ReturnType<typeof spread>),
    row("the bridge's own time (three execute handlers)", own as ReturnType<typeof spread>),
    row("**the mock's overhead** (per round: the first − the second)", o),
    row("the three calls' `durationMs` the mock recorded (its request → answer read)", recorded as ReturnType<typeof spread>),
    row('recorded − bridge handler (HTTP client, loopback, server parsing; per round)', clientSide),
    row('bridge workflow: trigger sent → trigger answered', answer as ReturnType<typeof spread>),
    row('baseline `comment-mention`: trigger sent → socket event', baseLatency as ReturnType<typeof spread>),
    row('baseline `comment-mention`: trigger sent → trigger answered', baseAnswer as ReturnType<typeof spread>),
    '',
    `The mock's CPU time (user + system, \`/proc/<pid>/stat\`) from each trigger to its socket event, mean per round: bridge workflow ${fmt(cpuMs(bridgeRounds))} ms, baseline ${fmt(cpuMs(baseRounds))} ms; so each of the three bridge calls costs the mock about ${fmt((cpuMs(bridgeRounds) - cpuMs(baseRounds)) / 3)} ms of CPU beyond the baseline's trigger. The rest of the overhead is waiting: loopback, the bridge's process (HTTP parsing outside its handler), and the scheduler on a shared box.`,
    '',
    '## Targets',
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| trigger → in-app socket event of a three-step bridge workflow within 50 ms plus the bridge's own time: p99 of the mock's overhead ≤ 50 ms | p99 ${fmt(o.p99)} ms (p50 ${fmt(o.p50)}); baseline without a bridge: p99 ${fmt((baseLatency as ReturnType<typeof spread>).p99)} ms; other processes: ${foreignPct.toFixed(0)} % of a core | ${verdict(pass)} |`,
    `| a sync of ${SYNC_TARGETS.count.toLocaleString('en-US')} workflows (${fmt((syncs?.answerBytes ?? 0) / 1024)} KB discover answer, ${fmt((syncs?.replyBytes ?? 0) / 1024 / 1024)} MB reply) ≤ ${SYNC_TARGETS.syncMs} ms, with the p99 of another environment's concurrent \`GET /v2/subscribers?limit=10\` ≤ ${SYNC_TARGETS.probeP99Ms} ms | ${syncSpread && probeSpread ? `sync p50 ${fmt(syncSpread.p50)} ms, max ${fmt(syncSpread.max)} ms (${SYNC_ROUNDS} syncs); other environment p50 ${fmt(probeSpread.p50)} p99 ${fmt(probeSpread.p99)} max ${fmt(probeSpread.max)} ms (${syncs?.probeMs.length} requests); other processes: ${syncForeignPct.toFixed(0)} % of a core` : 'not measured'} | ${verdict(syncPass)} |`,
    `| a sync of ${SYNC_LARGE.toLocaleString('en-US')} workflows finishes in seconds, without holding another environment for long | ${largeSync && largeProbes ? `${fmt((largeSync.syncMs[0] ?? NaN) / 1000)} s (${fmt(largeSync.answerBytes / 1024 / 1024)} MB answer, ${fmt(largeSync.replyBytes / 1024 / 1024)} MB reply); other environment p50 ${fmt(largeProbes.p50)} p99 ${fmt(largeProbes.p99)} max ${fmt(largeProbes.max)} ms (${largeSync.probeMs.length} requests)` : 'not measured (`BENCH_SYNC_LARGE=0`)'} | — |`,
    `| unchanged: startup ≤ 300 ms (spawn → first answer of \`GET /v2/subscribers?limit=1\`, package bin, ${STARTS} starts) | ${startupLine} | ${starts ? verdict(median(starts.times) <= TARGETS.startupMs) : '—'} |`,
    '',
  ].join('\n');
  publishReport(ROOT, 'bridge-last-run.md', md, log);
}

runBench('bench:bridge', main);
