import { workflow } from '@novu/framework';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { startBridge } from './helpers.js';

const onboarding = workflow(
  'code-onboarding',
  async ({ step, payload }) => {
    await step.inApp('inbox', async () => ({ body: `Hi ${String(payload.name)}` }));
    await step.email('mail', async () => ({ subject: 'Welcome', body: '<p>Welcome</p>' }));
  },
  { payloadSchema: { type: 'object', properties: { name: { type: 'string' } } } as const, tags: ['onboarding'], name: 'Onboarding' },
);

let mock: MockServer;
let bridge: Awaited<ReturnType<typeof startBridge>>;

beforeAll(async () => {
  [mock, bridge] = await Promise.all([
    (async () => startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), bridgeRetries: 0, bridgeTimeoutMs: 30_000 }))(),
    startBridge(DEV_KEY, [onboarding]),
  ]);
});
afterAll(async () => {
  await mock?.close();
  await bridge?.close();
});

const snapshotText = async (query = '') => (await fetch(`${mock.url}/__admin/snapshot${query}`)).text();
const restore = (text: string, query = '') => fetch(`${mock.url}/__admin/snapshot${query}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: text });

describe('a snapshot taken after a bridge sync', () => {
  it('is taken back whole: the synced workflows have every field of a workflow (whole mock and one key)', async () => {
    const synced = await fetch(`${mock.url}/v1/bridge/sync?source=cli`, {
      method: 'POST',
      headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bridgeUrl: bridge.url }),
    });
    expect(synced.status).toBe(201);
    for (const query of ['', `?apiKey=${DEV_KEY}`]) {
      const before = await snapshotText(query);
      expect(before).toContain('"code-onboarding"');
      const put = await restore(before, query);
      expect(put.status, await put.clone().text()).toBe(200);
      expect(await snapshotText(query)).toBe(before);
    }
    const listed = await fetch(`${mock.url}/v1/notification-templates`, { headers: { Authorization: `ApiKey ${DEV_KEY}` } });
    expect(listed.status).toBe(200);
  });
});
