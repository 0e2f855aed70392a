// The Inbox side by side, in one run on the built mock (`npm run bench:inbox`, builds first):
// 1. the Inbox list and count (session token) vs the mock's own `GET /v1/messages` (API key), same subscriber,
//    interleaved slices with autocannon;
// 2. the server's RSS before and after 1,000 Inbox sockets (1,000 subscribers, one session each);
// 3. trigger → `notification_received` on those sockets: single triggers, and bulk triggers of 100 events.
// Env: BENCH_DURATION (measured s per op, default 6), BENCH_SLICE, BENCH_WARMUP, BENCH_RETRIES, BENCH_QUIET_WAIT
// (as in bench/run.ts), BENCH_SOCKETS (default 1000), BENCH_ROUNDS (bulk triggers timed, default 5),
// BENCH_SINGLES (single triggers timed, default 200).
import { waitServerIdle } from './cpu.js';
import { configFromEnv, measureOperations } from './interleave.js';
import { addSubscribers, openFleet, percentile, sessionToken, timeTrigger, type LatencyRun } from './inbox-sockets.js';
import { AUTH_HEADER, type LoadResult, type Operation } from './load.js';
import { httpRequest, installCleanupHandlers, runBench, sleep, startServer } from './procs.js';
import { setupPinning } from './pinning.js';
import { machineInfo, publishReport } from './report.js';
import { HEADERS, ROOT, specFor } from './targets.js';

const log = (m: string): void => void process.stderr.write(`bench:inbox: ${m}\n`);
const cfg = configFromEnv({ duration: 6, warmup: 2 }, log);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 200);
const EVENTS_PER_BULK = 100;
const TARGETS = { triggerP99Ms: 20, socketsRssMb: 100, listShare: 0.8 };
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };

const fmt = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const verdict = (ok: boolean): string => (ok ? 'PASS' : '**MISS**');

async function main(): Promise<void> {
  installCleanupHandlers();
  const pin = setupPinning();
  const server = await startServer(specFor('mock', ''), pin, ROOT);
  log(`mock ready in ${server.startupMs.toFixed(0)} ms`);
  await waitServerIdle(server.pid, server.spawnedAt);
  const get = async (url: string, headers: Record<string, string> = HEADERS) => JSON.parse((await httpRequest(server.baseUrl + url, { headers })).body) as Record<string, unknown>;

  // The fixture subscriber with the most in-app messages of Development: the Inbox a frontend opens.
  const page = (await get('/v1/messages?channel=in_app&limit=1000')).data as { subscriber?: { subscriberId: string } }[];
  const tally = new Map<string, number>();
  for (const m of page) if (m.subscriber) tally.set(m.subscriber.subscriberId, (tally.get(m.subscriber.subscriberId) ?? 0) + 1);
  const [reader, messages] = [...tally].sort((a, b) => b[1] - a[1])[0] as [string, number];
  // The ready line names it: "API key test-api-key → … application identifier <id>".
  const applicationIdentifier = /API key test-api-key .*application identifier (\S+)/.exec(server.logTail())?.[1];
  if (!applicationIdentifier) throw new Error(`no application identifier in the ready line:\n${server.logTail()}`);
  const token = await sessionToken(server.baseUrl, applicationIdentifier, reader);
  const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const bell = encodeURIComponent(JSON.stringify(['high', 'medium', 'low', 'none'].map((severity) => ({ read: false, archived: false, snoozed: false, severity }))));
  const ops: Operation[] = [
    { label: 'GET /v1/messages?subscriberId&channel=in_app&limit=10 (API key)', method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: `/v1/messages?subscriberId=${encodeURIComponent(reader)}&channel=in_app&limit=10`, headers: { authorization: AUTH_HEADER, accept: 'application/json' } }] },
    { label: 'GET /v1/inbox/notifications?limit=10 (session)', method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: '/v1/inbox/notifications?limit=10&archived=false&snoozed=false', headers: bearer }] },
    { label: 'GET /v1/inbox/notifications/count, the bell\'s 4 filters (session)', method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: `/v1/inbox/notifications/count?filters=${bell}`, headers: bearer }] },
  ];

  const results = await measureOperations({ baseUrl: server.baseUrl, pid: server.pid }, ops, cfg);

  // Sockets: 1,000 subscribers, a session and a socket each.
  const subscriberIds = await addSubscribers(server.baseUrl, 'test-api-key', SOCKETS, 'bench-inbox');
  await sleep(2000);
  const rssBefore = server.rssMb() ?? NaN;
  const opened = performance.now();
  const fleet = await openFleet(server.baseUrl, applicationIdentifier, subscriberIds);
  const openMs = performance.now() - opened;
  const connections = await get('/__admin/connections');
  await sleep(2000);
  const rssAfter = server.rssMb() ?? NaN;
  log(`${fleet.sockets.length} sockets open in ${openMs.toFixed(0)} ms (control plane: ${String(connections.sockets)}); RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`);

  const post = (url: string, body: unknown) => () => httpRequest(server.baseUrl + url, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json' }, body: JSON.stringify(body), timeoutMs: 60_000 });
  const singles: LatencyRun[] = [];
  for (let i = 0; i < SINGLES; i++) {
    const to = subscriberIds[(i * 7919) % subscriberIds.length] as string;
    singles.push(await timeTrigger(fleet, post('/v1/events/trigger', { name: 'comment-mention', to, payload: mention }), 1));
  }
  const bulks: LatencyRun[] = [];
  const perEvent = subscriberIds.length / EVENTS_PER_BULK;
  for (let round = 0; round < ROUNDS; round++) {
    await sleep(500);
    const events = Array.from({ length: EVENTS_PER_BULK }, (_, e) => ({ name: 'comment-mention', to: subscriberIds.slice(e * perEvent, (e + 1) * perEvent), payload: mention }));
    const run = await timeTrigger(fleet, post('/v1/events/trigger/bulk', { events }), subscriberIds.length);
    bulks.push(run);
    log(`bulk ${round + 1}: ${run.received}/${run.expected} socket events, last ${Math.max(...run.latencies).toFixed(1)} ms, response ${run.responseMs.toFixed(1)} ms`);
  }
  fleet.close();
  await server.stop();

  const singleLatencies = singles.flatMap((r) => r.latencies);
  const singleResponses = singles.map((r) => r.responseMs);
  const bulkLatencies = bulks.flatMap((r) => r.latencies);
  const lastPerBulk = bulks.map((r) => Math.max(...r.latencies));
  const missing = [...singles, ...bulks].reduce((n, r) => n + r.expected - r.received, 0);
  const rps = (label: string) => results.get(label)?.reqPerSec ?? NaN;
  const [messagesRps, listRps, countRps] = ops.map((op) => rps(op.label)) as [number, number, number];
  const singleP99 = percentile(singleLatencies, 99);

  const md = [
    '# notification-api-mock: the Inbox, side by side (`npm run bench:inbox`)',
    '',
    ...machineInfo(ROOT, pin.note),
    `- the built mock (\`dist/bin/cli.js\`, default fixtures, validation on); the Inbox subscriber \`${reader}\` holds ${messages} in-app messages`,
    `- HTTP: autocannon ${cfg.connections} connections, ${cfg.warmupSec} s warm-up per op, then ${cfg.duration} s per op in ${cfg.slices} interleaved slices; req/s, p50, p99 = median over slices`,
    `- sockets: socket.io-client (as \`@novu/js\` opens it: websocket transport, \`query: {token}\`) in the load generator's process, one session per subscriber`,
    '',
    '| op | req/s | p50 / p99 ms | vs `GET /v1/messages` |',
    '|---|---:|---:|---:|',
    ...ops.map((op) => {
      const r = results.get(op.label) as LoadResult;
      return `| ${op.label} | ${fmt(r.reqPerSec)}${r.failed ? ' FAILED' : ''} | ${r.p50} / ${r.p99} | ${Math.round((r.reqPerSec / messagesRps) * 100)} % |`;
    }),
    '',
    '| sockets | value |',
    '|---|---:|',
    `| sockets open (\`GET /__admin/connections\`) | ${String(connections.sockets)} (opened in ${fmt(openMs)} ms, sessions included) |`,
    `| server RSS before → after | ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB (+${(rssAfter - rssBefore).toFixed(0)} MB) |`,
    `| single trigger → its socket event, ${SINGLES} triggers: p50 / p99 / max | ${fmt(percentile(singleLatencies, 50))} / ${fmt(singleP99)} / ${fmt(Math.max(...singleLatencies))} ms |`,
    `| single trigger → its HTTP response (the same triggers): p50 / p99 | ${fmt(percentile(singleResponses, 50))} / ${fmt(percentile(singleResponses, 99))} ms |`,
    `| bulk trigger (${EVENTS_PER_BULK} events × ${perEvent} subscribers) → each socket event, ${ROUNDS} rounds: p50 / p99 | ${fmt(percentile(bulkLatencies, 50))} / ${fmt(percentile(bulkLatencies, 99))} ms |`,
    `| bulk trigger → the last socket event (per round) | ${lastPerBulk.map(fmt).join(', ')} ms |`,
    `| bulk trigger → its HTTP response (per round) | ${bulks.map((r) => fmt(r.responseMs)).join(', ')} ms |`,
    `| socket events missing | ${missing} |`,
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| inbox list ≥ 80 % of \`GET /v1/messages\` req/s | ${Math.round((listRps / messagesRps) * 100)} % (count: ${Math.round((countRps / messagesRps) * 100)} %) | ${verdict(listRps >= TARGETS.listShare * messagesRps)} |`,
    `| trigger → socket event p99 ≤ 20 ms with ${SOCKETS} sockets | ${fmt(singleP99)} ms (single triggers) | ${verdict(singleP99 <= TARGETS.triggerP99Ms && missing === 0)} |`,
    `| ${SOCKETS} sockets add ≤ 100 MB RSS | +${(rssAfter - rssBefore).toFixed(0)} MB | ${verdict(rssAfter - rssBefore <= TARGETS.socketsRssMb)} |`,
    '',
  ].join('\n');
  publishReport(ROOT, 'inbox-last-run.md', md, log);
}

runBench('bench:inbox', main);
