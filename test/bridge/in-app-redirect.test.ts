import { workflow } from '@novu/framework';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { startBridge } from './helpers.js';

// The framework fills in a redirect's `target` (`_self` for a path, `_blank` for a full URL), and the
// message keeps it in `cta.data`, as the real service does; the messages' contract must allow it.
const linked = workflow('code-linked', async ({ step }) => {
  await step.inApp('inbox', async () => ({ body: 'A new comment', redirect: { url: '/posts/1' } }));
});

let mock: MockServer;
let bridge: Awaited<ReturnType<typeof startBridge>>;
beforeAll(async () => {
  [mock, bridge] = await Promise.all([
    (async () => startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() }))(),
    startBridge(DEV_KEY, [linked]),
  ]);
});
afterAll(async () => {
  await mock?.close();
  await bridge?.close();
});

it('lists an in-app message whose code set a redirect, with its target', async () => {
  const headers = { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' };
  expect((await fetch(`${mock.url}/v1/bridge/sync`, { method: 'POST', headers, body: JSON.stringify({ bridgeUrl: bridge.url }) })).status).toBe(201);
  const trigger = await fetch(`${mock.url}/v1/events/trigger`, { method: 'POST', headers, body: JSON.stringify({ name: 'code-linked', to: 'code-linked-user', payload: {} }) });
  expect(trigger.status).toBe(201);
  let listed: { status: number; body: { data?: { cta: unknown }[] } } = { status: 0, body: {} };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && !listed.body.data?.length; ) { // polled; 30 s without it is a hang
    const res = await fetch(`${mock.url}/v1/messages?subscriberId=code-linked-user&channel=in_app`, { headers });
    listed = { status: res.status, body: (await res.json()) as typeof listed.body };
    if (listed.status !== 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(listed.status, JSON.stringify(listed.body).slice(0, 600)).toBe(200);
  expect(listed.body.data?.[0]?.cta).toEqual({ type: 'redirect', data: { url: '/posts/1', target: '_self' } });
});
