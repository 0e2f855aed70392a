/**
 * The gauntlet's attacks on the sync of code workflows (`POST /v1/bridge/sync`) and the bridge calls of the
 * routes: hand-written bridges (in the gauntlet's process) whose discover answer nests thousands of levels
 * deep, declares tens of thousands of workflows or payload schemas no trigger could use, or that trickle
 * their answer or drop the connection after the headers. An answer the mock must not give (a 5xx, a read
 * that fails afterwards) marks the attack `WRONG` and fails the run, as a budget overrun does.
 */
import type { ServerResponse } from 'node:http';
import { discoverBridgeOf, nestedJson, startHandlerBridge } from '../test/bridge/raw-bridge.js';
import { measureSyncs, SYNC_TARGETS } from './bridge-sync.js';
import { type Attack, KEY, type Outcome, type Target } from './gauntlet-client.js';
import { percentile } from './outbox-client.js';

/** How long the sync of 50,000 workflows may take. */
const LARGE_SYNC_BUDGET_MS = 10_000;

async function send(target: Target, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = path.startsWith('/__admin') ? {} : { authorization: `ApiKey ${KEY}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${target.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(120_000) });
  return { status: res.status, text: await res.text() };
}

/** The outcome: each part, and `WRONG` (the attack fails) unless every check held. */
const verdict = (parts: string[], right: boolean): Outcome => ({ outcome: `${parts.join('; ')}${right ? '' : ' WRONG'}`, slow: !right });

/** Syncs the discover answer `text` from a bridge of its own. */
async function syncAnswer(target: Target, text: string): Promise<{ status: number; text: string }> {
  const bridge = await discoverBridgeOf(() => text);
  try {
    return await send(target, 'POST', '/v1/bridge/sync', { bridgeUrl: bridge.url });
  } finally {
    await bridge.close();
  }
}

const workflowText = (workflowId: string, rest = '') => `{"workflowId":"${workflowId}","steps":[{"stepId":"inbox","type":"in_app"}]${rest}}`;
const discoverText = (...workflows: string[]) => `{"workflows":[${workflows.join(',')}]}`;
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

async function deepDiscover(t: Target): Promise<Outcome> {
  const answers = [
    ['3,000 levels of arrays (6 KB)', discoverText(workflowText('g-deep', `,"payload":{"schema":{"default":${nestedArrays(3_000)}}}`))],
    ['6,000 levels of objects (30 KB)', discoverText(`{"workflowId":"g-deep","steps":[{"stepId":"s","type":"in_app","controls":{"schema":${nestedJson(6_000)}}}]}`)],
  ] as const;
  const parts: string[] = [];
  let right = true;
  for (const [label, text] of answers) {
    const sync = await syncAnswer(t, text);
    const [detail, templates, snapshot] = await Promise.all([send(t, 'GET', '/v2/workflows/g-deep'), send(t, 'GET', '/v1/notification-templates'), send(t, 'GET', '/__admin/snapshot')]);
    let whole = true;
    try {
      JSON.parse(snapshot.text);
    } catch {
      whole = false;
    }
    right &&= sync.status === 400 && detail.status === 404 && templates.status === 200 && snapshot.status === 200 && whole;
    parts.push(`${label}: sync ${sync.status}, then workflow ${detail.status}, v1 templates ${templates.status}, snapshot ${snapshot.status} ${whole ? 'whole' : 'BROKEN OFF'}`);
  }
  return verdict(parts, right);
}

/** Syncs of `count` workflows timed, with Production's `GET /v2/subscribers` answered meanwhile. */
async function timedSync(t: Target, count: number, rounds: number, budgetMs: number, probeBudgetMs?: number): Promise<Outcome> {
  const run = await measureSyncs(t.base, count, rounds, rounds > 1 ? 1 : 0);
  const slowest = Math.round(Math.max(...run.syncMs));
  const p99 = Math.round(percentile(run.probeMs, 99));
  const slow = slowest > budgetMs || (probeBudgetMs !== undefined && p99 > probeBudgetMs);
  const answer = `${Math.round(run.answerBytes / 1024)} KB answer, ${(run.replyBytes / 1024 / 1024).toFixed(1)} MB reply`;
  const other = `other environment: ${run.probeMs.length} requests, p50 ${Math.round(percentile(run.probeMs, 50))} p99 ${p99} max ${Math.round(Math.max(...run.probeMs))} ms`;
  return { outcome: `${rounds} × 201, slowest in ${slowest} ms (${answer}); ${other}${slow ? ' SLOW' : ''}`, slow };
}

/** The four routes that call a bridge, against one that trickles its answer and one that drops it after the headers. */
async function brokenAnswers(t: Target): Promise<Outcome> {
  let mode: 'discover' | 'trickle' | 'drop' = 'discover';
  const open = new Set<ServerResponse>();
  const bridge = await startHandlerBridge((_req, res) => {
    if (mode === 'discover') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(discoverText(workflowText('g-broken')));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    if (mode === 'drop') return void res.write('{"workflows":', () => res.socket?.destroy());
    open.add(res);
    const trickle = setInterval(() => res.write(' '), 100);
    res.on('close', () => clearInterval(trickle));
  });
  const parts: string[] = [];
  let right = true;
  try {
    const synced = await send(t, 'POST', '/v1/bridge/sync', { bridgeUrl: bridge.url });
    if (synced.status !== 201) return verdict([`first sync ${synced.status}`], false);
    for (const broken of ['trickle', 'drop'] as const) {
      mode = broken;
      const [sync, status, preview, trigger] = await Promise.all([
        send(t, 'POST', '/v1/bridge/sync', { bridgeUrl: bridge.url }),
        send(t, 'GET', '/v1/bridge/status'),
        send(t, 'POST', '/v2/workflows/g-broken/step/inbox/preview', { previewPayload: { payload: {} } }),
        send(t, 'POST', '/v1/events/trigger', { name: 'g-broken', to: 'g-broken-user', payload: {}, bridgeUrl: bridge.url }),
      ]);
      right &&= sync.status === 400 && status.status === 400 && preview.status === 201 && trigger.status === 400;
      const words = (JSON.parse(sync.text) as { message?: string }).message?.replace(/ `.*$/, '');
      parts.push(`${broken}: sync ${sync.status} (${words}), status ${status.status}, preview ${preview.status}, trigger ${trigger.status}`);
    }
  } finally {
    for (const res of open) res.destroy();
    await bridge.close();
  }
  return verdict(parts, right);
}

async function unusableSchemas(t: Target): Promise<Outcome> {
  const properties = Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`p${i}`, { type: 'string' }]));
  const schemas = [
    ['lookahead', { type: 'object', properties: { code: { type: 'string', pattern: '^(?=a)a+$' } } }],
    ['self-$ref', { type: 'object', properties: { child: { $ref: '#' } } }],
    ['12,000 properties', { type: 'object', properties }],
  ] as const;
  const parts: string[] = [];
  let right = true;
  for (const [label, schema] of schemas) {
    const sync = await syncAnswer(t, discoverText(workflowText('g-schema', `,"payload":{"schema":${JSON.stringify(schema)}}`)));
    const trigger = await send(t, 'POST', '/v1/events/trigger', { name: 'g-schema', to: 'g-schema-user', payload: { code: 'a' } });
    right &&= sync.status === 400 && trigger.status === 422;
    parts.push(`${label}: sync ${sync.status}, trigger ${trigger.status}`);
  }
  return verdict(parts, right);
}

export const BRIDGE_SYNC_ATTACKS: Attack[] = [
  { name: 'bridge-sync a. discover answers nested 3,000 and 6,000 levels deep, then the reads that would show them', run: deepDiscover },
  {
    name: `bridge-sync b. syncs of ${SYNC_TARGETS.count.toLocaleString('en-US')} workflows (150 KB) while another environment lists subscribers (budgets: ${SYNC_TARGETS.syncMs} ms, its p99 ${SYNC_TARGETS.probeP99Ms} ms)`,
    run: (t) => timedSync(t, SYNC_TARGETS.count, 5, SYNC_TARGETS.syncMs, SYNC_TARGETS.probeP99Ms),
  },
  { name: `bridge-sync c. a sync of 50,000 workflows (1.8 MB) while another environment lists subscribers (budget ${LARGE_SYNC_BUDGET_MS / 1000} s)`, run: (t) => timedSync(t, 50_000, 1, LARGE_SYNC_BUDGET_MS) },
  { name: 'bridge-sync d. bridges that trickle their answer or drop it after the headers: sync, status, preview, trigger with bridgeUrl', run: brokenAnswers },
  { name: 'bridge-sync e. payload schemas through a sync (lookahead, self-$ref, 12,000 properties), each then triggered', run: unusableSchemas },
];
