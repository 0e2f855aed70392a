import { workflow } from '@novu/framework';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { startBridge } from './helpers.js';

// The mock does not run a throttle step (its job fails, saying so), but the steps after it must still run:
// the state it sends for the throttle job must pass the framework's throttle result schema (`throttled` required).
const throttled = workflow('code-throttled', async ({ step }) => {
  await step.throttle('limit', async () => ({ type: 'fixed', amount: 1, unit: 'minutes', threshold: 1 }));
  await step.sms('after', async () => ({ body: 'still sent' }));
});

let mock: MockServer;
let bridge: Awaited<ReturnType<typeof startBridge>>;
beforeAll(async () => {
  [mock, bridge] = await Promise.all([
    (async () => startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), bridgeRetries: 0 }))(),
    startBridge(DEV_KEY, [throttled]),
  ]);
});
afterAll(async () => {
  await mock?.close();
  await bridge?.close();
});

it('runs the step after a throttle step', async () => {
  const headers = { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' };
  expect((await fetch(`${mock.url}/v1/bridge/sync`, { method: 'POST', headers, body: JSON.stringify({ bridgeUrl: bridge.url }) })).status).toBe(201);
  const res = await fetch(`${mock.url}/v1/events/trigger`, { method: 'POST', headers, body: JSON.stringify({ name: 'code-throttled', to: { subscriberId: 'code-throttled-user', phone: '+15555550177' }, payload: {} }) });
  expect(res.status).toBe(201);
  const { transactionId } = ((await res.json()) as { data: { transactionId: string } }).data;
  let jobs: { type: string; status: string; executionDetails: { detail: string; raw?: string | null }[] }[] = [];
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) { // polled; 30 s without it is a hang
    const page = (await (await fetch(`${mock.url}/v1/notifications?transactionId=${transactionId}`, { headers })).json()) as { data: { jobs: typeof jobs }[] };
    jobs = page.data[0]?.jobs ?? [];
    if (jobs.length === 2 && !['pending', 'queued'].includes(jobs[1]?.status ?? 'pending')) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(jobs[0]).toMatchObject({ type: 'throttle', status: 'failed' });
  expect(jobs[1]?.status, JSON.stringify(jobs[1]?.executionDetails.at(-1))).toBe('completed');
});
