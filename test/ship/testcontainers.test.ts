import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationApiMockContainer, DEFAULT_IMAGE, type StartedNotificationApiMockContainer } from '../../src/testcontainers/index.js';
import { findContainerEngine, hasImage } from './container-engine.js';

// The Testcontainers module against a real engine: Docker, or podman's Docker-compatible socket. Without an
// engine or without the image, the file skips and says why. NOTIFICATION_API_MOCK_IMAGE names another image.
// The first test is docs/testing.md's example, line for line (test/testcontainers/entry.test.ts checks it).
const IMAGE = process.env.NOTIFICATION_API_MOCK_IMAGE ?? DEFAULT_IMAGE;
const MY_FIXTURES = fileURLToPath(new URL('../../examples/my-fixtures', import.meta.url));
/** A container starts in seconds; only a hang takes this long. */
const START_MS = 120_000;

const engine = await findContainerEngine();
const skipped = !engine
  ? 'no container engine (neither Docker nor podman)'
  : !(await hasImage(engine, IMAGE))
    ? `no image ${IMAGE}: build it with npm run docker:check`
    : undefined;
if (skipped) {
  engine?.stop();
  console.log(`test/ship/testcontainers.test.ts skipped: ${skipped}`);
}
/** The variables Testcontainers reads, as this file sets them; put back after it (test files share a worker). */
const ENGINE_VARIABLES = {
  DOCKER_HOST: engine && `unix://${engine.socketPath}`,
  // Ryuk, the reaper, is an image pulled from Docker Hub: not reachable everywhere. This file stops its containers itself.
  TESTCONTAINERS_RYUK_DISABLED: 'true',
};
const before = Object.fromEntries(Object.keys(ENGINE_VARIABLES).map((name) => [name, process.env[name]]));
const setVariables = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
};

describe.skipIf(skipped !== undefined)('NotificationApiMockContainer', () => {
  let mock: StartedNotificationApiMockContainer;
  beforeAll(async () => {
    setVariables(ENGINE_VARIABLES);
    mock = await new NotificationApiMockContainer(IMAGE).start();
  }, START_MS);
  afterAll(async () => {
    await mock?.stop();
    engine?.stop();
    setVariables(before);
  });
  beforeEach(() => mock.reset());

  it('sends the password-reset email', async () => {
    const apiKey = mock.apiKeys[0]?.apiKey;
    await fetch(`${mock.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { Authorization: `ApiKey ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'password-reset', to: { subscriberId: 'ada', email: 'ada@example.com' }, payload: { resetUrl: 'https://app.test/r', code: '123456', expiresInMinutes: 30, ipAddress: '203.0.113.9' } }),
    });
    const email = await mock.outbox.waitFor({ to: 'ada@example.com', channel: 'email' });
    expect(email.html).toContain('https://app.test/r');
  });

  it('moves the clock, round-trips a snapshot, and reset drops the trigger', async () => {
    const [key] = mock.apiKeys;
    expect(mock.apiKeys.map((k) => k.apiKey)).toEqual(['test-api-key', 'test-api-key-prod']);
    await mock.clock.freeze('2030-01-01T00:00:00.000Z', key?.apiKey);
    const res = await fetch(`${mock.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${key?.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'password-reset', to: { subscriberId: 'grace', email: 'grace@example.com' }, payload: { resetUrl: 'https://app.test/g', code: '1', expiresInMinutes: 5, ipAddress: '203.0.113.1' } }),
    });
    expect(res.status).toBe(201);
    const email = await mock.outbox.waitFor({ to: 'grace@example.com', channel: 'email' }, { timeout: 10_000 });
    expect(email.createdAt).toBe('2030-01-01T00:00:00.000Z');
    expect((await mock.clock.advance(60_000, key?.apiKey)).now).toBe('2030-01-01T00:01:00.000Z');
    expect((await mock.clock.now(key?.apiKey)).toISOString()).toBe('2030-01-01T00:01:00.000Z');

    const taken = await mock.snapshot();
    await mock.outbox.clear();
    expect(await mock.outbox.list({ to: 'grace@example.com' })).toEqual([]);
    await mock.restore(taken);
    expect((await mock.outbox.list({ to: 'grace@example.com', channel: 'email' })).map((d) => d.id)).toEqual([email.id]);

    await mock.reset();
    expect(await mock.outbox.list({ to: 'grace@example.com' })).toEqual([]);
  });

  it(
    'takes its options: mounted fixtures, an admin token, a seed, isolated keys',
    async () => {
      const token = 'container-admin-token';
      const custom = await new NotificationApiMockContainer(IMAGE).withFixtures(MY_FIXTURES).withAdminToken(token).withSeed(7).withIsolatedKeys().start();
      try {
        expect(custom.apiKeys.map((k) => k.apiKey)).toEqual(['my-api-key']); // the mounted fixtures' key
        // Probes need no token; the rest of the control plane does, and the helpers send it.
        expect((await fetch(`${custom.url}/__admin/ready`)).status).toBe(200);
        expect((await fetch(`${custom.url}/__admin/health`)).status).toBe(401);
        const res = await fetch(`${custom.url}/v1/events/trigger`, {
          method: 'POST',
          headers: { authorization: 'ApiKey my-api-key', 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'welcome', to: 'ann', payload: { plan: 'Pro' } }),
        });
        expect(res.status).toBe(201);
        expect((await custom.outbox.waitFor({ to: 'ann@example.com', channel: 'email' })).subject).toBeTruthy();
        // An unknown key opens an environment of its own.
        expect((await fetch(`${custom.url}/v2/subscribers`, { headers: { authorization: 'ApiKey someone-else' } })).status).toBe(200);
        expect((await custom.environments()).map((e) => [e.apiKey, e.isolated])).toEqual([['my-api-key', false], ['someone-else', true]]);
        await expect(custom.clock.advance(-1)).rejects.toThrow(/^Validation Error \(body\.ms/);
      } finally {
        await custom.stop();
      }
    },
    START_MS,
  );
});
