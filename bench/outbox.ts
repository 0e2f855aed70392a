// The outbox's targets, side by side in one run (`npm run bench:outbox`, builds first):
// 1. speed: `GET /__admin/outbox/wait?to=<address>` opened, then a password-reset trigger to that address;
//    the time from the trigger's answer (and from its sending) to the wait's answer, beside the round trip of
//    `GET /__admin/health` in the same rounds. The built CLI, its outbox (default size) full before the rounds.
// 2. memory: the heap after full collections of a mock that keeps 10,000 email deliveries, beside the same run
//    with `--outbox-size 0` (bench/outbox-memory.ts).
// Env: BENCH_OUTBOX_ROUNDS (timed rounds, default 200), BENCH_OUTBOX_DELIVERIES (default 10000),
// BENCH_OUTBOX_PAIRS (memory runs of each kind, alternated, default 3), BENCH_QUIET_WAIT (s, default 30).
import { waitForQuiet, waitServerIdle } from './cpu.js';
import { client, outboxCount, RESET_PAYLOAD, spread, triggerResets, type Answer } from './outbox-client.js';
import { memoryRun, sampleSizes, type MemoryRun } from './outbox-memory.js';
import { installCleanupHandlers, runBench, sleep, startServer } from './procs.js';
import { setupPinning } from './pinning.js';
import { machineInfo, publishReport } from './report.js';
import { ROOT, specFor } from './targets.js';

const log = (m: string): void => void process.stderr.write(`bench:outbox: ${m}\n`);
const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
};
const ROUNDS = envInt('BENCH_OUTBOX_ROUNDS', 200);
const DELIVERIES = envInt('BENCH_OUTBOX_DELIVERIES', 10_000);
const PAIRS = envInt('BENCH_OUTBOX_PAIRS', 3);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT ?? 30) * 1000;
/** Untimed rounds first (JIT, connections). */
const WARM_ROUNDS = 30;
/** Time the wait is given to reach the mock before the trigger is sent: the delivery then ends a waiting request. */
const SETTLE_MS = 10;
/** The mock's default outbox size, filled before the rounds, so each wait first looks through a full outbox. */
const FILL = 1000;
const TARGETS = { waitP99Ms: 20, outboxMb: 50 };

const fmt = (n: number): string => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2));
const verdict = (ok: boolean): string => (ok ? 'PASS' : '**MISS**');
const mb = (bytes: number) => bytes / 1e6;

interface Round {
  /** Wait answered − trigger answered (negative: the wait's answer arrived first). */
  afterAnswer: number;
  /** Wait answered − trigger sent. */
  afterSend: number;
  /** Wait answered (wall clock) − the delivery's `createdAt` (the mock's clock, read as the trigger's turn began). */
  afterCreated: number;
  trigger: number;
  health: number;
}

async function speed(pin: ReturnType<typeof setupPinning>) {
  const server = await startServer(specFor('mock', ''), pin, ROOT);
  log(`mock ready in ${server.startupMs.toFixed(0)} ms`);
  await waitServerIdle(server.pid, server.spawnedAt);
  const c = client(server.baseUrl);
  try {
    await triggerResets(c, 'fill', FILL);
    const filled = await outboxCount(c);
    log(`outbox filled: ${filled.total} kept, ${filled.dropped} dropped`);
    await waitForQuiet(10, QUIET_WAIT_MS, log);
    const rounds: Round[] = [];
    let misses = 0;
    for (let i = 0; i < WARM_ROUNDS + ROUNDS; i++) {
      const to = `wait-${i}@bench.example`;
      const wait = c.send('GET', `/__admin/outbox/wait?to=${encodeURIComponent(to)}&timeout=5000`);
      await sleep(SETTLE_MS);
      const h0 = performance.now();
      const health = await c.send('GET', '/__admin/health');
      const health1 = performance.now();
      const sent = performance.now();
      const trigger: Answer = await c.send('POST', '/v1/events/trigger', { name: 'password-reset', to: { subscriberId: `wait-${i}`, email: to, firstName: 'Ada' }, payload: RESET_PAYLOAD(i) });
      const answer = await wait;
      if (health.status !== 200 || trigger.status !== 201) throw new Error(`health ${health.status}, trigger ${trigger.status}: ${trigger.body.slice(0, 300)}`);
      const delivery = JSON.parse(answer.body) as { to?: string; createdAt?: string };
      if (answer.status !== 200 || delivery.to !== to) {
        misses++;
        log(`round ${i}: wait → ${answer.status} ${answer.body.slice(0, 200)}`);
        continue;
      }
      if (i >= WARM_ROUNDS) rounds.push({ afterAnswer: answer.at - trigger.at, afterSend: answer.at - sent, afterCreated: performance.timeOrigin + answer.at - Date.parse(delivery.createdAt ?? ''), trigger: trigger.at - sent, health: health1 - h0 });
    }
    const kept = await outboxCount(c);
    return { rounds, misses, filled, kept, startupMs: server.startupMs, rss: server.rssMb() ?? NaN };
  } finally {
    c.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  installCleanupHandlers();
  const pin = setupPinning();
  log(pin.note);

  const sp = await speed(pin);
  const pick = (k: keyof Round) => spread(sp.rounds.map((r) => r[k]));
  const [afterAnswer, afterSend, afterCreated, trigger, health] = [pick('afterAnswer'), pick('afterSend'), pick('afterCreated'), pick('trigger'), pick('health')];
  const waitFirst = sp.rounds.filter((r) => r.afterAnswer < 0).length;
  log(`wait after the trigger's answer: p50 ${fmt(afterAnswer.p50)} p99 ${fmt(afterAnswer.p99)} ms; health p50 ${fmt(health.p50)} ms`);

  // Memory: the two kinds alternated, so that a busy box or a drifting heap hits both alike.
  const runs: MemoryRun[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    for (const size of pair % 2 === 0 ? [0, DELIVERIES] : [DELIVERIES, 0]) runs.push(await memoryRun(size, DELIVERIES, pin, log));
  }
  const grown = (r: MemoryRun) => r.after.heapUsed - r.before.heapUsed;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] as number;
  const off = runs.filter((r) => r.outboxSize === 0);
  const on = runs.filter((r) => r.outboxSize > 0);
  const share = median(on.map(grown)) - median(off.map(grown));
  const perDelivery = share / DELIVERIES;
  // The same process's heap before and after its outbox is emptied: what only the deliveries held.
  const freed = median(on.map((r) => r.after.heapUsed - r.cleared.heapUsed));
  const allKept = on.every((r) => r.kept === DELIVERIES) && off.every((r) => r.kept === 0);

  const row = (label: string, s: { p50: number; p95: number; p99: number; max: number }) => `| ${label} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`;
  const memRow = (r: MemoryRun, i: number) =>
    `| ${i + 1} | ${r.outboxSize === 0 ? '`--outbox-size 0` (baseline)' : `\`--outbox-size ${r.outboxSize}\``} | ${r.kept.toLocaleString('en-US')} | ${(r.fillMs / 1000).toFixed(1)} s | ${fmt(mb(r.before.heapUsed))} → ${fmt(mb(r.after.heapUsed))} → ${fmt(mb(r.cleared.heapUsed))} | +${fmt(mb(grown(r)))} | ${fmt(mb(r.after.heapUsed - r.cleared.heapUsed))} | ${fmt(mb(r.before.rss))} → ${fmt(mb(r.after.rss))} |`;
  const md = [
    '# notification-api-mock: the outbox, side by side (`npm run bench:outbox`)',
    '',
    ...machineInfo(ROOT, pin.note),
    '',
    '## Speed: `GET /__admin/outbox/wait` → the delivery',
    '',
    `- the built mock (\`dist/bin/cli.js\`, default fixtures, validation on, \`--outbox-size\` default ${FILL}), its outbox filled first: ${sp.filled.total} kept, ${sp.filled.dropped} dropped; ready in ${sp.startupMs.toFixed(0)} ms`,
    `- each round, over keep-alive connections: \`GET /__admin/outbox/wait?to=<new address>&timeout=5000\` sent; ${SETTLE_MS} ms later \`GET /__admin/health\` (the baseline: a round trip on the same mock with the wait open), then \`POST /v1/events/trigger\` \`password-reset\` to a new subscriber with that address (an email; no phone, so no SMS)`,
    `- ${ROUNDS} timed rounds after ${WARM_ROUNDS} untimed; ${sp.misses} waits that did not answer with their delivery; in ${waitFirst} of ${sp.rounds.length} rounds the wait's answer arrived before the trigger's`,
    '',
    '| ms | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|',
    row("trigger answered → wait answered (negative: the wait's came first)", afterAnswer),
    row('trigger sent → wait answered', afterSend),
    row("the delivery's `createdAt` → wait answered (wall clock, `createdAt` in whole ms)", afterCreated),
    row('trigger sent → trigger answered', trigger),
    row('baseline: `GET /__admin/health` round trip', health),
    '',
    '## Memory: 10,000 kept deliveries',
    '',
    `- \`startMockServer\` from \`dist/\` in a child run with \`--expose-gc\` (bench/outbox-heap-server.ts), default fixtures, \`journalSize 0\`, the limits raised (\`maxMessages\`, \`maxNotifications\`, \`maxSubscribers\` 1e8, \`maxStoredBytes\` 64 GiB) so the budget admits every trigger`,
    `- each run: 500 password-reset triggers (warm-up), \`DELETE /__admin/outbox\`, heap; ${DELIVERIES.toLocaleString('en-US')} password-reset triggers in bulk requests of 100, each to a new subscriber with an email address and no phone: ${DELIVERIES.toLocaleString('en-US')} email deliveries, no SMS; heap again. Heap = \`heapUsed\` after four full collections`,
    `- the outbox's share = median heap growth with the outbox − median growth of the baseline run (\`--outbox-size 0\`: same triggers, messages, subscribers and jobs, no delivery kept and no email HTML rendered); runs alternated. Cross-check in the same process: the heap freed by \`DELETE /__admin/outbox\` after the triggers (what only the deliveries held). MB = 10⁶ bytes`,
    `- one kept email: ${sampleSizes(on[0]?.sample)}`,
    '',
    '| run | mock | deliveries kept | triggers took | heap MB before → after → outbox cleared | heap growth MB | freed by clearing MB | RSS MB before → after |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...runs.map(memRow),
    '',
    `The outbox's share: ${fmt(mb(share))} MB for ${DELIVERIES.toLocaleString('en-US')} deliveries, ${Math.round(perDelivery).toLocaleString('en-US')} bytes per delivery; freed by clearing the outbox (median): ${fmt(mb(freed))} MB, ${Math.round(freed / DELIVERIES).toLocaleString('en-US')} bytes per delivery.`,
    '',
    '## Targets',
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| \`wait\` answers within 20 ms of the delivery: p99 (trigger answered → wait answered) ≤ 20 ms | p99 ${fmt(afterAnswer.p99)} ms (p50 ${fmt(afterAnswer.p50)}; health round trip p99 ${fmt(health.p99)}) | ${verdict(afterAnswer.p99 <= TARGETS.waitP99Ms && sp.misses === 0)} |`,
    `| ${DELIVERIES.toLocaleString('en-US')} kept deliveries take ≤ 50 MB | ${fmt(mb(share))} MB over the baseline (${Math.round(perDelivery).toLocaleString('en-US')} B each); ${fmt(mb(freed))} MB freed by clearing | ${verdict(Math.max(mb(share), mb(freed)) <= TARGETS.outboxMb && allKept)} |`,
    '',
  ].join('\n');
  publishReport(ROOT, 'outbox-last-run.md', md, log);
}

runBench('bench:outbox', main);
