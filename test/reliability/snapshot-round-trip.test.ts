/**
 * The snapshot round-trips, always: after random operations of `round-trip/operations.ts` (bridge syncs and
 * code workflow runs against a real `@novu/framework` bridge, delays and digests waiting on frozen clocks,
 * Inbox and widget actions, the outbox, an isolated key's environment…), `GET /__admin/snapshot` then `PUT`
 * of the same bytes answers 200, and the next `GET` gives the same bytes; the same for one API key's
 * snapshot. No operation answers 5xx, and the mock reads its restored state (200s).
 * Seeded: RT_SEED (default 20261129), RT_RUNS (default 25); a failure prints the path to replay (RT_PATH).
 */
import { workflow } from '@novu/framework';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { startBridge } from '../bridge/helpers.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { type Client, ISOLATED_KEY, operationArb } from './round-trip/operations.js';

const SEED = Number(process.env.RT_SEED ?? 20_261_129);
const RUNS = Number(process.env.RT_RUNS ?? 25);

const code = workflow(
  'rt-code',
  async ({ step, payload }) => {
    const profile = await step.custom('profile', async () => ({ plan: `plan of ${String(payload.name)}` }));
    await step.inApp('inbox', async () => ({ body: `Hi ${profile.plan}`, data: { plan: profile.plan } }));
    await step.delay('wait', async () => ({ amount: 1, unit: 'hours' }));
    await step.email('mail', async () => ({ subject: 'Hello', body: `<p>${profile.plan}</p>` }));
  },
  { payloadSchema: { type: 'object', properties: { name: { type: 'string' } } } as const },
);

let mock: MockServer;
let bridge: Awaited<ReturnType<typeof startBridge>>;
let client: Client;

beforeAll(async () => {
  [mock, bridge] = await Promise.all([
    (async () => startMockServer({ port: 0, strict: true, isolateKeys: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), bridgeRetries: 0, bridgeTimeoutMs: 30_000 }))(),
    // Signed for DEV: a sync from another key's environment is refused by the bridge (a 400, which is a state too).
    startBridge(DEV_KEY, [code]),
  ]);
  const request = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await fetch(`${mock.url}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  };
  const applicationOf = (key: string) => mock.apiKeys.find((k) => k.apiKey === key)?.applicationIdentifier;
  client = {
    bridgeUrl: bridge.url,
    api: (method, path, body, key = DEV_KEY) => request(method, path, path.startsWith('/__admin') ? {} : { Authorization: `ApiKey ${key}` }, body),
    bearer: (method, path, token, body) => request(method, path, { Authorization: `Bearer ${token}` }, body),
    session: async (kind, subscriberId) => {
      const res =
        kind === 'inbox'
          ? await request('POST', '/v1/inbox/session', {}, { applicationIdentifier: applicationOf(DEV_KEY), subscriber: { subscriberId } })
          : await request('POST', '/v1/widgets/session/initialize', {}, { applicationIdentifier: applicationOf(DEV_KEY), subscriberId });
      return (res.json as { data?: { token?: string } } | undefined)?.data?.token;
    },
  };
});
afterAll(async () => {
  await mock?.close();
  await bridge?.close();
});

/** GET of a snapshot, PUT of the same bytes (200), GET again: the same bytes. Returns a problem, or undefined. */
async function roundTrip(query: string): Promise<string | undefined> {
  const before = await (await fetch(`${mock.url}/__admin/snapshot${query}`)).text();
  const put = await fetch(`${mock.url}/__admin/snapshot${query}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: before });
  if (put.status !== 200) return `PUT /__admin/snapshot${query} → ${put.status} ${(await put.text()).slice(0, 1500)}`;
  const after = await (await fetch(`${mock.url}/__admin/snapshot${query}`)).text();
  if (after === before) return undefined;
  let i = 0;
  while (before[i] === after[i]) i++;
  return `GET /__admin/snapshot${query} after the restore differs at char ${i}:\n  before …${before.slice(Math.max(0, i - 200), i + 200)}\n  after  …${after.slice(Math.max(0, i - 200), i + 200)}`;
}

describe('the snapshot round-trips', () => {
  it(
    'after random operations (bridge syncs and runs, waits, actions, the outbox, isolated keys), GET then PUT of the same bytes gives the same state',
    async () => {
      const labels = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(fc.array(operationArb, { minLength: 2, maxLength: 10 }), async (operations) => {
          await fetch(`${mock.url}/__admin/reset`, { method: 'POST' });
          await client.api('GET', '/v2/subscribers?limit=1', undefined, ISOLATED_KEY); // the isolated key's environment exists from here
          const log: string[] = [];
          for (const operation of operations) {
            const statuses = await operation.run(client);
            labels.set(operation.label.split(' ')[0] as string, (labels.get(operation.label.split(' ')[0] as string) ?? 0) + 1);
            log.push(`${operation.label} → ${statuses.join(',')}`);
            if (statuses.some((s) => s >= 500)) throw new Error(`an operation answered 5xx:\n  ${log.join('\n  ')}`);
          }
          const problems = [await roundTrip(''), await roundTrip(`?apiKey=${DEV_KEY}`), await roundTrip(`?apiKey=${ISOLATED_KEY}`)].filter((p) => p !== undefined);
          for (const path of ['/v2/subscribers?limit=100', '/v1/messages?limit=100', '/v1/notifications?limit=50', '/v2/workflows?limit=100', '/v1/notification-templates']) {
            const read = await client.api('GET', path);
            if (read.status !== 200) problems.push(`GET ${path} after the restore → ${read.status} ${read.text.slice(0, 600)}`);
          }
          if (problems.length > 0) throw new Error(`${problems.join('\n')}\n  operations:\n  ${log.join('\n  ')}`);
        }),
        { seed: SEED, numRuns: RUNS, ...(process.env.RT_PATH ? { path: process.env.RT_PATH } : {}) },
      );
      console.log(`snapshot round-trip: ${RUNS} cases (RT_SEED=${SEED}); operations: ${[...labels].map(([l, n]) => `${l} ${n}`).join(', ')}`);
      expect(labels.get('bridge')).toBeGreaterThan(0);
    },
    Math.max(300_000, RUNS * 20_000),
  );
});
