import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, expectErrorShape, makeTestApp, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';

const reset = { expiresInMinutes: 30, resetUrl: 'https://app.acme.dev/reset?token=t1', ipAddress: '203.0.113.9', code: '424242' };

describe('GET /__admin/outbox/wait', () => {
  it('answers at once with the oldest match kept, or the first one at or after `since`', async () => {
    const t = await makeTestApp();
    for (const subscriberId of ['w-1', 'w-2']) {
      await t.api().post('/v1/events/trigger', { name: 'password-reset', to: { subscriberId, email: 'same@example.com' }, payload: reset }).expect(201);
    }
    const first = (await t.request().get('/__admin/outbox/wait?to=same@example.com&timeout=0').expect(200)).body;
    expect(first.subscriberId).toBe('w-1');
    const far = await t.request().get('/__admin/outbox/wait?to=same@example.com&since=2999-01-01T00:00:00Z&timeout=0').expect(408);
    expect(expectErrorShape(far.body, 408).message).toBe('No delivery matched {"to":"same@example.com","since":"2999-01-01T00:00:00Z"} within 0 ms');
  });

  it('answers the moment a trigger delivers a match', async () => {
    const t = await makeTestApp();
    const waiting = t.request().get(`/__admin/outbox/wait?apiKey=${DEV_KEY}&channel=sms&subscriberId=late&timeout=30000`);
    const answered = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => waiting.end((error, res) => (error ? reject(error) : resolve(res))));
    await new Promise((r) => setTimeout(r, 50));
    await t.api().post('/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'late', email: 'late@example.com', phone: '+15555550100' }, payload: reset }).expect(201);
    const res = await answered;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ channel: 'sms', subscriberId: 'late', to: '+15555550100', text: expect.stringContaining('424242') });
  });

  it('gives 408 in the error shape at the timeout, and 422 for a timeout past 30 s', async () => {
    const t = await makeTestApp();
    const res = await t.request().get('/__admin/outbox/wait?to=nobody@example.com&timeout=30').expect(408);
    expect(expectErrorShape(res.body, 408).error).toBe('Request Timeout');
    expectErrorShape((await t.request().get('/__admin/outbox/wait?timeout=30001').expect(422)).body, 422);
    expectErrorShape((await t.request().get('/__admin/outbox/wait?limit=1').expect(422)).body, 422);
  });
});

describe('mock.outbox in process', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, strict: true, seed: 7, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() });
  });
  afterAll(() => mock.close());
  const trigger = (body: object) =>
    fetch(`${mock.url}/v1/events/trigger`, { method: 'POST', headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('waitFor resolves with the email a trigger sends, its link one property away', async () => {
    const since = mock.clock.now(DEV_KEY);
    const waiting = mock.outbox.waitFor({ apiKey: DEV_KEY, to: 'grace@example.com', since }, { timeout: 30_000 });
    expect((await trigger({ name: 'password-reset', to: { subscriberId: 'grace', email: 'grace@example.com' }, payload: reset })).status).toBe(201);
    const email = await waiting;
    expect(email.channel === 'email' && email.links.find((l) => l.text === 'Reset password')?.href).toBe('https://app.acme.dev/reset?token=t1');
    expect(mock.outbox.list({ to: 'GRACE@example.com' }).map((d) => d.id)).toEqual([email.id]);
    expect(mock.outbox.get(email.id)).toEqual(email);
  });

  it('waitFor rejects naming the filter at the timeout, and on an abort; wrong filters throw', async () => {
    await expect(mock.outbox.waitFor({ to: 'nobody@example.com' }, { timeout: 20 })).rejects.toThrow('No delivery matched {"to":"nobody@example.com"} within 20 ms');
    const abort = new AbortController();
    const waiting = mock.outbox.waitFor({ to: 'nobody@example.com' }, { signal: abort.signal });
    abort.abort();
    await expect(waiting).rejects.toThrow(/abort/i);
    await expect(mock.outbox.waitFor({ since: 'yesterday' })).rejects.toMatchObject({ fields: { since: { messages: ['must be a valid date'] } } });
    await expect(mock.outbox.waitFor({}, { timeout: -1 })).rejects.toMatchObject({ fields: { timeout: expect.anything() } });
    expect(() => mock.outbox.list({ apiKey: 'nope' })).toThrow('No environment for API key nope');
  });

  it('delivers a delayed email when the frozen clock passes it, to the wait already open', async () => {
    mock.clock.freeze('2031-01-01T00:00:00.000Z', DEV_KEY);
    try {
      const res = await trigger({ name: 'welcome-onboarding', to: { subscriberId: 'delayed', email: 'delayed@example.com' }, payload: { plan: 'pro', firstName: 'D' } });
      expect(res.status).toBe(201);
      expect(mock.outbox.list({ to: 'delayed@example.com' })).toHaveLength(1);
      const tips = mock.outbox.waitFor({ to: 'delayed@example.com', since: '2031-01-02T00:00:00.000Z' }, { timeout: 30_000 });
      mock.clock.advance(24 * 60 * 60 * 1000, DEV_KEY);
      expect(await tips).toMatchObject({ channel: 'email', createdAt: '2031-01-02T00:00:00.000Z' });
    } finally {
      mock.clock.realTime(DEV_KEY);
    }
  });

  it('keeps push (device tokens, title, body, the payload as data, the provider\'s overrides) and chat (webhook, text)', async () => {
    const shipped = { orderId: 'ORD-9', carrier: 'DHL', estimatedDelivery: 'Friday', trackingUrl: 'https://t.test' };
    const pushed = await trigger({
      name: 'order-shipped',
      to: { subscriberId: 'pushy', email: 'p@example.com', channels: [{ providerId: 'fcm', credentials: { deviceTokens: ['tok-1', 'tok-2'] } }] },
      payload: shipped,
      overrides: { fcm: { data: { deepLink: 'app://orders/ORD-9' } } },
    });
    expect(pushed.status).toBe(201);
    const push = await mock.outbox.waitFor({ channel: 'push', to: 'tok-2' }, { timeout: 30_000 });
    // The real push use case calls its provider once per device token.
    expect(push).toMatchObject({ providerId: 'fcm', deviceTokens: ['tok-2'], title: 'Order ORD-9 shipped', data: shipped, overrides: { data: { deepLink: 'app://orders/ORD-9' } } });
    const alert = { riskLevel: 'high', ipAddress: '203.0.113.9', location: 'Lisbon', device: 'Firefox on Linux' };
    await trigger({ name: 'security-alert', to: { subscriberId: 'chatty', email: 'c@example.com', channels: [{ providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.test/T1/B1' } }] }, payload: alert });
    const chat = await mock.outbox.waitFor({ channel: 'chat', to: 'https://hooks.slack.test/T1/B1' }, { timeout: 30_000 });
    expect(chat).toMatchObject({ providerId: 'slack', webhookUrl: 'https://hooks.slack.test/T1/B1', text: ':rotating_light: High-risk sign-in for c@example.com from 203.0.113.9 (Lisbon, Firefox on Linux).' });
    expect(chat.integrationId).toEqual(expect.any(String));
  });
});
