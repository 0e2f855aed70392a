import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, PROD_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { discoverBridgeOf } from './raw-bridge.js';

// A bridge declaring 20,000 small workflows (700 KB). Before each workflow stopped re-indexing all of them,
// such a sync held the process for minutes.
const COUNT = 20_000;
const answer = JSON.stringify({ workflows: Array.from({ length: COUNT }, (_, i) => ({ workflowId: `bulk-${i}`, steps: [{ stepId: 'inbox', type: 'in_app' }] })) });
let answered: () => void = () => {};
const bridge = await discoverBridgeOf(
  () => answer,
  () => answered(),
);

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), bridgeRetries: 0, bridgeTimeoutMs: 60_000 });
});
afterAll(async () => {
  await mock?.close();
  await bridge.close();
});

const call = (key: string, method: string, path: string, body?: unknown) =>
  fetch(`${mock.url}${path}`, { method, headers: { Authorization: `ApiKey ${key}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

type Synced = { data: { _id: string; triggers: { identifier: string }[]; origin: string }[] };

it('syncs 20,000 workflows, answers all of them, and finds each by its identifier', async () => {
  const res = await call(DEV_KEY, 'POST', '/v1/bridge/sync', { bridgeUrl: bridge.url });
  expect(res.status).toBe(201);
  const text = await res.text();
  expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  const { data } = JSON.parse(text) as Synced;
  expect(data.map((w) => w.triggers[0]?.identifier)).toEqual(Array.from({ length: COUNT }, (_, i) => `bulk-${i}`));
  expect(new Set(data.map((w) => w.origin))).toEqual(new Set(['external']));
  const last = await call(DEV_KEY, 'GET', `/v2/workflows/bulk-${COUNT - 1}`);
  expect(((await last.json()) as { data: { _id: string } }).data._id).toBe(data.at(-1)?._id);

  // The journal keeps the start of the answer and its length, as for any large body.
  const journal = (await (await fetch(`${mock.url}/__admin/requests?method=POST&limit=1`)).json()) as { data: { path: string; response: { body: unknown } }[] };
  expect(journal.data[0]?.path).toBe('/v1/bridge/sync');
  expect(journal.data[0]?.response.body).toEqual({ truncated: true, length: text.length, start: text.slice(0, 1024) });

  // Synced again: the same records, updated in place, keep their ids.
  const again = (await (await call(DEV_KEY, 'POST', '/v1/bridge/sync', { bridgeUrl: bridge.url })).json()) as Synced;
  expect(again.data.map((w) => w._id)).toEqual(data.map((w) => w._id));
});

it('answers another environment many times while a sync of 20,000 workflows runs', async () => {
  const bridgeAnswered = new Promise<void>((resolve) => (answered = resolve));
  let syncDone = false;
  const sync = call(DEV_KEY, 'POST', '/v1/bridge/sync', { bridgeUrl: bridge.url }).then(async (res) => {
    await res.arrayBuffer();
    syncDone = true;
    return res.status;
  });
  await bridgeAnswered;
  let served = 0;
  while (!syncDone) {
    const res = await call(PROD_KEY, 'GET', '/v2/subscribers?limit=1');
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    if (!syncDone) served++;
  }
  expect(await sync).toBe(201);
  // Held in one piece, the sync would let through only the requests that came while the answer was read.
  expect(served).toBeGreaterThanOrEqual(10);
});
