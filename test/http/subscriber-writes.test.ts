import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../src/domain/messages/index.js';
import type { Subscriber } from '../../src/domain/subscribers/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');

const environment = () => {
  const found = t.deps.registry.resolve(DEV_KEY);
  if (!found) throw new Error('no dev environment');
  return found;
};

/** A fixture subscriber with messages of several channels. */
function subscriberWithMessages(): { subscriber: Subscriber; messages: Message[] } {
  const all = environment().messages.all();
  for (const subscriber of environment().subscribers.list()) {
    const messages = all.filter((m) => m._subscriberId === subscriber._id);
    if (new Set(messages.map((m) => m.channel)).size > 1 && messages.some((m) => m.channel === 'in_app')) return { subscriber, messages };
  }
  throw new Error('fixtures lack a subscriber with messages of several channels');
}

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(NOW);
});

describe('POST /v1/subscribers/bulk', () => {
  it('creates and updates in order: 201 with created, updated and failed by subscriberId', async () => {
    const existing = environment().subscribers.list()[0] as Subscriber;
    const res = await t.api().post('/v1/subscribers/bulk', {
      subscribers: [
        { subscriberId: 'bulk-1', firstName: 'One', email: 'one@example.com' },
        { subscriberId: 'bulk-2', firstName: 'Two' },
        { subscriberId: existing.subscriberId, firstName: 'Renamed' },
        { subscriberId: 'bulk-2', lastName: 'Again' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      created: [{ subscriberId: 'bulk-1' }, { subscriberId: 'bulk-2' }],
      updated: [{ subscriberId: existing.subscriberId }, { subscriberId: 'bulk-2' }],
      failed: [],
    });
    expect(environment().subscribers.get('bulk-2')).toMatchObject({ firstName: 'Two', lastName: 'Again' });
    expect(environment().subscribers.get(existing.subscriberId)).toMatchObject({ firstName: 'Renamed', email: existing.email });
  });

  it('takes 500 and refuses 501 or none with the real messages, writing nothing', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ subscriberId: `bulk-many-${i}` }));
    const before = environment().subscribers.size;
    const tooMany = await t.api().post('/v1/subscribers/bulk', { subscribers: many(501) });
    expect(tooMany.status).toBe(422);
    expect(expectErrorShape(tooMany.body, 422).errors).toMatchObject({ 'body.subscribers': { messages: ['subscribers must contain no more than 500 elements'] } });
    const none = await t.api().post('/v1/subscribers/bulk', { subscribers: [] });
    expect(none.body.errors).toMatchObject({ 'body.subscribers': { messages: ['subscribers should not be empty'] } });
    expect(environment().subscribers.size).toBe(before);
    const ok = await t.api().post('/v1/subscribers/bulk', { subscribers: many(500) });
    expect(ok.status).toBe(201);
    expect(ok.body.created).toHaveLength(500);
  });

  it('refuses the whole request when one profile breaks a rule (keyed by its place)', async () => {
    const res = await t.api().post('/v1/subscribers/bulk', { subscribers: [{ subscriberId: 'bulk-ok' }, { subscriberId: 'bulk-bad', timezone: 'Mars/Olympus' }] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['body.subscribers.1.timezone']);
    expect(environment().subscribers.find('bulk-ok')).toBeUndefined();
  });

  it('fails the items the environment has no room for, and only those', async () => {
    t = await makeTestApp({ envelope: false, maxSubscribers: 1 });
    const existing = environment().subscribers.list()[0] as Subscriber;
    const res = await t.api().post('/v1/subscribers/bulk', { subscribers: [{ subscriberId: 'room-1' }, { subscriberId: 'room-2' }, { subscriberId: existing.subscriberId, firstName: 'Still' }] });
    expect(res.status).toBe(201);
    expect(res.body.created).toEqual([{ subscriberId: 'room-1' }]);
    expect(res.body.updated).toEqual([{ subscriberId: existing.subscriberId }]);
    expect(res.body.failed).toEqual([{ subscriberId: 'room-2', message: expect.stringContaining('maxSubscribers') }]);
    expect(environment().subscribers.find('room-2')).toBeUndefined();
  });
});

describe('DELETE /v2/subscribers/{subscriberId}', () => {
  it('deletes the subscriber with its messages, preferences and topic subscriptions; its activity stays', async () => {
    const { subscriber, messages } = subscriberWithMessages();
    const workflow = environment().workflows.list()[0];
    environment().preferences.save(subscriber._id, undefined, { email: false });
    environment().preferences.save(subscriber._id, workflow?._id, { in_app: false });
    const activity = environment().activity.all().filter((n) => n._subscriberId === subscriber._id).length;
    const subscribed = await t.api().post('/v2/topics/cascade-check/subscriptions', { subscriptions: [subscriber.subscriberId] });
    expect(subscribed.body.meta).toMatchObject({ successful: 1, failed: 0 });

    const res = await t.api().delete(`/v2/subscribers/${encodeURIComponent(subscriber.subscriberId)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, status: 'deleted' });
    expect(environment().topics.subscriptions().filter((s) => s._subscriberId === subscriber._id)).toEqual([]);
    expect((await t.api().get(`/v2/subscribers/${encodeURIComponent(subscriber.subscriberId)}`)).status).toBe(404);
    const ids = new Set(messages.map((m) => m._id));
    expect(environment().messages.all().filter((m) => ids.has(m._id))).toEqual([]);
    expect(environment().preferences.all().filter((p) => p._subscriberId === subscriber._id)).toEqual([]);
    expect(environment().activity.all().filter((n) => n._subscriberId === subscriber._id)).toHaveLength(activity);
    const search = await t.api().get(`/v2/subscribers?subscriberId=${encodeURIComponent(subscriber.subscriberId)}`);
    expect(search.body.data).toEqual([]);
  });

  it('answers 404 for an unknown subscriber; creating the same id again makes a new subscriber without the old preferences', async () => {
    const unknown = await t.api().delete('/v2/subscribers/nobody-here');
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404)).toMatchObject({ message: 'Subscriber was not found', externalSubscriberId: 'nobody-here' });
    const { subscriber } = subscriberWithMessages();
    environment().preferences.save(subscriber._id, undefined, { email: false });
    await t.api().delete(`/v2/subscribers/${encodeURIComponent(subscriber.subscriberId)}`);
    const again = await t.api().post('/v2/subscribers', { subscriberId: subscriber.subscriberId });
    expect(again.status).toBe(201);
    expect(again.body._id).not.toBe(subscriber._id);
    expect(again.body.firstName).toBeUndefined();
    expect(environment().preferences.all().filter((p) => p._subscriberId === again.body._id)).toEqual([]);
  });

  it('cancels the steps still waiting for the subscriber: a digest that falls due later writes nothing', async () => {
    const waits = (w: unknown) => /"type":"(digest|delay)"/.test(JSON.stringify(w));
    const digest = environment().workflows.list().find(waits);
    expect(digest).toBeDefined();
    const trigger = digest?.triggers[0]?.identifier as string;
    const sent = await t.api().post('/v1/events/trigger', { name: trigger, to: 'waiting-one', payload: {} });
    expect(sent.status).toBe(201);
    expect((await t.api().delete('/v2/subscribers/waiting-one')).status).toBe(200);
    const before = environment().messages.size;
    t.deps.clock.advance(30 * 24 * 3_600_000);
    await t.api().get('/v1/messages?limit=1');
    expect(environment().messages.size).toBe(before);
    const event = environment().activity.all().find((n) => n.transactionId === sent.body.transactionId);
    expect(JSON.stringify(event?.jobs)).toContain('Cancelled: the subscriber was deleted');
  });
});

describe('DELETE /v1/subscribers/{subscriberId}/credentials/{providerId}', () => {
  it("removes that provider's channels only: 204; a provider it has none of is no error", async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'creds-user' });
    await t.api().patch('/v1/subscribers/creds-user/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    await t.api().patch('/v1/subscribers/creds-user/credentials', { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.example.com/x' } });
    const res = await t.api().delete('/v1/subscribers/creds-user/credentials/fcm');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(environment().subscribers.get('creds-user').channels?.map((c) => c.providerId)).toEqual(['slack']);
    expect((await t.api().delete('/v1/subscribers/creds-user/credentials/fcm')).status).toBe(204);
  });

  it('answers 404 for an unknown subscriber', async () => {
    const res = await t.api().delete('/v1/subscribers/nobody-here/credentials/fcm');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subscriber not found for id nobody-here');
  });
});

describe('PATCH /v1/subscribers/{subscriberId}/online-status', () => {
  it('sets isOnline; going offline stamps lastOnlineAt', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'online-user' });
    const online = await t.api().patch('/v1/subscribers/online-user/online-status', { isOnline: true });
    expect(online.status).toBe(200);
    expect(online.body).toMatchObject({ subscriberId: 'online-user', isOnline: true });
    expect(online.body.lastOnlineAt).toBeUndefined();
    const offline = await t.api().patch('/v1/subscribers/online-user/online-status', { isOnline: false });
    expect(offline.body).toMatchObject({ isOnline: false, lastOnlineAt: NOW.toISOString() });
  });

  it('answers 404 for an unknown subscriber and 422 without isOnline', async () => {
    const unknown = await t.api().patch('/v1/subscribers/nobody-here/online-status', { isOnline: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Subscriber not found');
    expect((await t.api().patch('/v1/subscribers/online-user/online-status', {})).status).toBe(422);
  });
});
