import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  await t.api().post('/v2/subscribers', { subscriberId: 'cred-user' });
});

const url = '/v1/subscribers/cred-user/credentials';
type Channel = { providerId: string; credentials: { deviceTokens?: string[] } };
const fcmChannel = (body: { channels: Channel[] }) => body.channels.filter((c) => c.providerId === 'fcm');

describe('PATCH /v1/subscribers/{subscriberId}/credentials', () => {
  it('creates a channel keyed by provider and the active integration, deduplicating tokens', async () => {
    const res = await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['t1', 't2', 't1'] } });
    expect(res.status).toBe(200);
    const integration = t.deps.registry.resolve('test-api-key')?.integrations.findActive('fcm');
    expect(fcmChannel(res.body)).toEqual([
      { providerId: 'fcm', integrationIdentifier: integration?.identifier, _integrationId: integration?._id, credentials: { deviceTokens: ['t1', 't2'] } },
    ]);
    expect(res.body._environmentId).toBe(DEV_ENV_ID);
  });

  it('appends tokens, removes duplicates and keeps their order', async () => {
    await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['a', 'b'] } });
    const res = await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['b', 'c', 'a', 'd'] } });
    expect(fcmChannel(res.body)[0]?.credentials).toEqual({ deviceTokens: ['a', 'b', 'c', 'd'] });
    expect(fcmChannel(res.body)).toHaveLength(1);
  });

  it('keeps stored tokens when an update has no deviceTokens, and merges other fields', async () => {
    await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['a'], title: 'one' } });
    const res = await t.api().patch(url, { providerId: 'fcm', credentials: { imageUrl: 'https://x.test/i.png' } });
    expect(fcmChannel(res.body)[0]?.credentials).toEqual({ deviceTokens: ['a'], title: 'one', imageUrl: 'https://x.test/i.png' });
  });

  it('clears tokens with an empty list (as the real service does)', async () => {
    await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    const res = await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: [] } });
    expect(fcmChannel(res.body)[0]?.credentials.deviceTokens).toEqual([]);
  });

  it('stores chat webhooks, and svc-slack works through its integration', async () => {
    const res = await t.api().patch(url, { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.test/T1' } });
    expect(res.status).toBe(200);
    expect(res.body.channels.find((c: { providerId: string }) => c.providerId === 'slack').credentials).toEqual({ webhookUrl: 'https://hooks.slack.test/T1' });
    const svc = await t.api().patch(url, { providerId: 'svc-slack', credentials: { webhookUrl: 'https://hooks.slack.test/T2' } });
    expect(svc.status).toBe(200);
  });

  it('bumps updatedAt', async () => {
    const before = (await t.api().get('/v2/subscribers/cred-user')).body.updatedAt;
    t.deps.clock.advance(1000);
    const res = await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(before));
  });

  it('answers 400 when no active integration matches, changing nothing', async () => {
    const before = t.stateOf();
    const res = await t.api().patch(url, { providerId: 'fcm', integrationIdentifier: 'no-such-integration', credentials: { deviceTokens: ['a'] } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe(`Subscribers environment (${DEV_ENV_ID}) do not have active fcm integration.`);
    expect(t.stateOf()).toBe(before);
  });

  it('answers 400 when the only integration of the provider is inactive', async () => {
    const environment = t.deps.registry.resolve('test-api-key');
    environment?.integrations.load((environment?.integrations.list() ?? []).map((i) => (i.providerId === 'apns' ? { ...i, active: false } : i)));
    const res = await t.api().patch(url, { providerId: 'apns', credentials: { deviceTokens: ['a'] } });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown subscriber', async () => {
    const res = await t.api().patch('/v1/subscribers/ghost/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subscriber: ghost was not found');
  });

  it('does not reach subscribers of another environment', async () => {
    const res = await t.api(PROD_KEY).patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    expect(res.status).toBe(404);
  });

  it.each([
    ['unknown provider', { providerId: 'carrier-pigeon', credentials: {} }, 'body.providerId'],
    ['email provider', { providerId: 'sendgrid', credentials: {} }, 'body.providerId'],
    ['missing credentials', { providerId: 'fcm' }, 'body.credentials'],
    ['tokens not strings', { providerId: 'fcm', credentials: { deviceTokens: [1] } }, 'body.credentials.deviceTokens.0'],
  ])('rejects %s with 422, changing nothing', async (_name, body, field) => {
    const before = t.stateOf();
    const res = await t.api().patch(url, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(t.stateOf()).toBe(before);
  });
});

describe('PUT /v1/subscribers/{subscriberId}/credentials', () => {
  it('replaces the device tokens instead of appending', async () => {
    await t.api().patch(url, { providerId: 'fcm', credentials: { deviceTokens: ['a', 'b'] } });
    const res = await t.api().put(url, { providerId: 'fcm', credentials: { deviceTokens: ['c', 'c'] } });
    expect(res.status).toBe(200);
    expect(fcmChannel(res.body)[0]?.credentials.deviceTokens).toEqual(['c']);
  });
});
