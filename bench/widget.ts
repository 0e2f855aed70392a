// The legacy in-app widget side by side, in one run on the built mock (`npm run bench:widget`, builds first):
// 1. the widget feed and unseen count (widget session token, the calls `@novu/headless` makes) vs the mock's own
//    `GET /v1/messages` (API key), same subscriber holding BENCH_MESSAGES in-app messages (sent by bulk triggers),
//    interleaved slices with autocannon;
// 2. the server's RSS before and after 1,000 widget sockets (1,000 subscribers, one widget session each), and
//    single triggers → `notification_received` on them, to show the sockets are live.
// Exits non-zero when a target is missed.
// Env: BENCH_DURATION (measured s per op, default 6), BENCH_SLICE, BENCH_WARMUP, BENCH_RETRIES, BENCH_QUIET_WAIT
// (as in bench/run.ts), BENCH_SOCKETS (default 1000), BENCH_MESSAGES (the reader's in-app messages, default 200),
// BENCH_SINGLES (single triggers timed on the sockets, default 50).
import { waitServerIdle } from './cpu.js';
import { configFromEnv, measureOperations } from './interleave.js';
import { addSubscribers, openFleet, percentile, timeTrigger, widgetToken, type LatencyRun } from './inbox-sockets.js';
import { AUTH_HEADER, type LoadResult, type Operation } from './load.js';
import { httpRequest, installCleanupHandlers, runBench, sleep, startServer } from './procs.js';
import { setupPinning } from './pinning.js';
import { machineInfo, publishReport } from './report.js';
import { HEADERS, ROOT, specFor } from './targets.js';

const log = (m: string): void => void process.stderr.write(`bench:widget: ${m}\n`);
const cfg = configFromEnv({ duration: 6, warmup: 2 }, log);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 50);
const EVENTS_PER_BULK = 100;
const TARGETS = { socketsRssMb: 100, feedShare: 0.8 };
const READER = 'bench-widget-reader';
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };

const fmt = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const verdict = (ok: boolean): string => (ok ? 'PASS' : '**MISS**');

async function main(): Promise<void> {
  installCleanupHandlers();
  const pin = setupPinning();
  const server = await startServer(specFor('mock', ''), pin, ROOT);
  log(`mock ready in ${server.startupMs.toFixed(0)} ms`);
  await waitServerIdle(server.pid, server.spawnedAt);
  const request = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const headers = { ...(init.headers ?? HEADERS), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const r = await httpRequest(server.baseUrl + url, { method: init.method ?? 'GET', headers, body, timeoutMs: 60_000 });
    return { status: r.status, body: r.body, json: () => JSON.parse(r.body) as Record<string, unknown> };
  };
  // The ready line names it: "API key test-api-key → … application identifier <id>".
  const applicationIdentifier = /API key test-api-key .*application identifier (\S+)/.exec(server.logTail())?.[1];
  if (!applicationIdentifier) throw new Error(`no application identifier in the ready line:\n${server.logTail()}`);

  // The reader's in-app messages, sent as an application sends them: bulk triggers of the fixture workflow.
  const inAppOfReader = `/v1/messages?subscriberId=${READER}&channel=in_app`;
  for (let sent = 0; sent < MESSAGES; sent += EVENTS_PER_BULK) {
    const events = Array.from({ length: Math.min(EVENTS_PER_BULK, MESSAGES - sent) }, (_, i) => ({ name: 'comment-mention', to: READER, payload: { ...mention, commentId: `cmt_${sent + i}` } }));
    const r = await request('/v1/events/trigger/bulk', { method: 'POST', body: { events } });
    if (r.status !== 201) throw new Error(`bulk trigger → ${r.status}: ${r.body.slice(0, 300)}`);
  }
  // The in-app step may run after the trigger's answer: wait (≤ 10 s) until every message is stored.
  let held = 0;
  for (let tries = 0; tries < 100; tries++) {
    held = Number((await request(`${inAppOfReader}&limit=1`)).json().totalCount);
    if (held >= MESSAGES) break;
    await sleep(100);
  }
  if (held !== MESSAGES) throw new Error(`${READER} holds ${held} in-app messages, ${MESSAGES} expected`);

  const token = await widgetToken(server.baseUrl, applicationIdentifier, READER);
  const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
  // As `@novu/headless` asks: the feed's first page (`?page=0`, the default 10 a page) and the bell's count.
  const ops: Operation[] = [
    { label: 'GET /v1/messages?subscriberId&channel=in_app (API key)', method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: inAppOfReader, headers: { authorization: AUTH_HEADER, accept: 'application/json' } }] },
    { label: 'GET /v1/widgets/notifications/feed?page=0 (widget session)', method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: '/v1/widgets/notifications/feed?page=0', headers: bearer }] },
    { label: 'GET /v1/widgets/notifications/unseen (widget session)', method: 'GET', expectedStatus: 200, requests: [{ method: 'GET', path: '/v1/widgets/notifications/unseen', headers: bearer }] },
  ];
  // Both pages hold the same 10 messages: the comparison is of equal work.
  const baselineIds = ((await request(inAppOfReader)).json().data as { _id: string }[]).map((m) => m._id);
  const feedIds = ((await request('/v1/widgets/notifications/feed?page=0', { headers: bearer })).json().data as { _id: string }[]).map((m) => m._id);
  if (baselineIds.length !== 10 || baselineIds.join() !== feedIds.join()) throw new Error(`the pages differ: ${baselineIds.join()} vs ${feedIds.join()}`);

  const results = await measureOperations({ baseUrl: server.baseUrl, pid: server.pid }, ops, cfg);

  // Sockets: 1,000 subscribers, a widget session and a socket each.
  const subscriberIds = await addSubscribers(server.baseUrl, 'test-api-key', SOCKETS, 'bench-widget');
  await sleep(2000);
  const rssBefore = server.rssMb() ?? NaN;
  const opened = performance.now();
  const fleet = await openFleet(server.baseUrl, applicationIdentifier, subscriberIds, widgetToken);
  const openMs = performance.now() - opened;
  const connections = (await request('/__admin/connections')).json();
  await sleep(2000);
  const rssAfter = server.rssMb() ?? NaN;
  log(`${fleet.sockets.length} sockets open in ${openMs.toFixed(0)} ms (control plane: ${String(connections.sockets)}); RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`);

  const singles: LatencyRun[] = [];
  for (let i = 0; i < SINGLES; i++) {
    const to = subscriberIds[(i * 7919) % subscriberIds.length] as string;
    singles.push(await timeTrigger(fleet, () => request('/v1/events/trigger', { method: 'POST', body: { name: 'comment-mention', to, payload: mention } }), 1));
  }
  fleet.close();
  await server.stop();

  const latencies = singles.flatMap((r) => r.latencies);
  const missing = singles.reduce((n, r) => n + r.expected - r.received, 0);
  const rps = (label: string) => results.get(label)?.reqPerSec ?? NaN;
  const [messagesRps, feedRps, unseenRps] = ops.map((op) => rps(op.label)) as [number, number, number];
  const failed = ops.filter((op) => results.get(op.label)?.failed).map((op) => op.label);
  const feedOk = failed.length === 0 && feedRps >= TARGETS.feedShare * messagesRps;
  const rssAdded = rssAfter - rssBefore;
  const socketsOk = connections.sockets === SOCKETS && missing === 0 && rssAdded <= TARGETS.socketsRssMb;
  const share = (n: number) => `${Math.round((n / messagesRps) * 100)} %`;

  const md = [
    '# notification-api-mock: the legacy in-app widget, side by side (`npm run bench:widget`)',
    '',
    ...machineInfo(ROOT, pin.note),
    `- the built mock (\`dist/bin/cli.js\`, default fixtures, validation on); the widget subscriber \`${READER}\` holds ${MESSAGES} in-app messages, sent by bulk triggers of \`comment-mention\`; both pages measured hold the same 10 messages`,
    `- HTTP: autocannon ${cfg.connections} connections, ${cfg.warmupSec} s warm-up per op, then ${cfg.duration} s per op in ${cfg.slices} interleaved slices; req/s, p50, p99 = median over slices`,
    `- sockets: socket.io-client (as \`@novu/headless\` opens it: websocket transport, \`query: {token}\`) in the load generator's process, one widget session (\`POST /v1/widgets/session/initialize\`) per subscriber`,
    '',
    // A share measured while other processes held the cores says little: the last column shows it.
    '| op | req/s | p50 / p99 ms | vs `GET /v1/messages` | other processes, % of a core (busiest slice) |',
    '|---|---:|---:|---:|---:|',
    ...ops.map((op) => {
      const r = results.get(op.label) as LoadResult;
      return `| ${op.label} | ${fmt(r.reqPerSec)}${r.failed ? ` FAILED: ${r.failReason}` : ''} | ${r.p50} / ${r.p99} | ${share(r.reqPerSec)} | ${Math.round(r.foreignCpuPct ?? NaN)} % |`;
    }),
    '',
    '| sockets | value |',
    '|---|---:|',
    `| sockets open (\`GET /__admin/connections\`) | ${String(connections.sockets)} (opened in ${fmt(openMs)} ms, widget sessions included) |`,
    `| server RSS before → after | ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB (+${rssAdded.toFixed(0)} MB) |`,
    `| single trigger → its socket event, ${SINGLES} triggers: p50 / p99 / max | ${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 99))} / ${fmt(Math.max(...latencies))} ms |`,
    `| socket events missing | ${missing} |`,
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| widget feed ≥ 80 % of \`GET /v1/messages\` req/s | ${share(feedRps)} (unseen count: ${share(unseenRps)}) | ${verdict(feedOk)} |`,
    `| ${SOCKETS} widget sockets add ≤ 100 MB RSS | +${rssAdded.toFixed(0)} MB (${String(connections.sockets)} open, ${missing} events missing) | ${verdict(socketsOk)} |`,
    '',
  ].join('\n');
  const missed = [...(feedOk ? [] : ['widget feed share']), ...(socketsOk ? [] : ['widget sockets'])];
  publishReport(ROOT, 'widget-last-run.md', md, log, missed);
}

runBench('bench:widget', main);
