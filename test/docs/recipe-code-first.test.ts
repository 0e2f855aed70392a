import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/index.js';
import { start } from '../../examples/framework-bridge/server.mjs';
import { welcome } from '../../examples/framework-bridge/workflows.mjs';

let mock: MockServer;
let app: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  app = await start({ secretKey: 'test-api-key', port: 0 });
  const sync = await fetch(`${mock.url}/v1/bridge/sync`, {
    method: 'POST',
    headers: { Authorization: 'ApiKey test-api-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ bridgeUrl: app.bridgeUrl }),
  });
  expect(sync.status).toBe(201);
});
afterAll(async () => {
  await app.close();
  await mock.close();
});

it('emails the welcome that the workflow code writes', async () => {
  await welcome.trigger({
    to: { subscriberId: 'ada', firstName: 'Ada', email: 'ada@example.com' },
    payload: { workspace: 'Acme HQ', plan: 'pro' },
    apiUrl: mock.url,
    secretKey: 'test-api-key',
  });

  const email = await mock.outbox.waitFor({ channel: 'email', to: 'ada@example.com' });
  expect(email.subject).toBe('Welcome to Acme, Ada');
  expect(email.links).toEqual([{ href: 'https://app.acme.test/settings/team', text: 'Invite your team' }]);
});
