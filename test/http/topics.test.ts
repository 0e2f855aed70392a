import { describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

async function subscribe(t: TestApp, topicKey: string, subscriptions: unknown[]) {
  const res = await t.api().post(`/v2/topics/${encodeURIComponent(topicKey)}/subscriptions`, { subscriptions });
  expect(res.status).toBe(201);
  return res.body as { data: { identifier: string; subscriber: { subscriberId: string } }[]; meta: object; errors?: { subscriberId: string; code: string }[] };
}

/** The subscriberIds of the activity events of one transaction, sorted. */
async function recipientsOf(t: TestApp, transactionId: string): Promise<string[]> {
  const res = await t.api().get(`/v1/notifications?transactionId=${transactionId}&limit=50`);
  expect(res.status).toBe(200);
  return res.body.data.map((n: { subscriber: { subscriberId: string } }) => n.subscriber.subscriberId).sort();
}

async function trigger(t: TestApp, body: object) {
  const res = await t.api().post('/v1/events/trigger', { name: 'comment-mention', payload: {}, ...body });
  return res;
}

describe('topics: keys and upsert', () => {
  it('creates with 201, updates with 200 keeping the name when none is sent, and refuses bad keys', async () => {
    const t = await makeTestApp({ envelope: false });
    expect((await t.api().post('/v2/topics', { key: 'user@example.com', name: 'By email' })).status).toBe(201);
    expect((await t.api().post('/v2/topics', { key: 'task:12_a-b' })).status).toBe(201);
    const again = await t.api().post('/v2/topics', { key: 'task:12_a-b', data: { a: 1 } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ key: 'task:12_a-b', data: { a: 1 } });
    const named = await t.api().post('/v2/topics', { key: 'product-updates' });
    expect(named.body.name).toBe('Product updates');

    for (const key of ['has space', 'slash/key', 'dot.key', 'ünï']) {
      const res = await t.api().post('/v2/topics', { key });
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe(`Invalid topic key: "${key}". Topic keys must contain only alphanumeric characters (a-z, A-Z, 0-9), hyphens (-), underscores (_), colons (:), or be a valid email address.`);
    }
    expect((await t.api().post('/v2/topics', { key: 'k'.repeat(101) })).status).toBe(422);
    const conflict = await t.api().post('/v2/topics?failIfExists=true', { key: 'product-updates' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('Topic with key "product-updates" already exists');
  });

  it('pages topics without overlap or gaps, and filters by key and part of the name', async () => {
    const t = await makeTestApp({ envelope: false });
    for (let i = 0; i < 7; i++) await t.api().post('/v2/topics', { key: `page-${i}`, name: `Paged ${i}` });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res = await t.api().get(`/v2/topics?name=paged&limit=3${after ? `&after=${after}` : ''}`);
      expect(res.body.totalCount).toBe(7);
      seen.push(...res.body.data.map((x: { key: string }) => x.key));
      after = res.body.next;
    } while (after);
    expect(seen).toEqual(['page-6', 'page-5', 'page-4', 'page-3', 'page-2', 'page-1', 'page-0']);
    const exact = await t.api().get('/v2/topics?key=page-3');
    expect(exact.body.data.map((x: { key: string }) => x.key)).toEqual(['page-3']);
    expect((await t.api().get('/v2/topics?after=aaaaaaaaaaaaaaaaaaaaaaaa&before=aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(400);
  });
});

describe('topic subscriptions', () => {
  it('creates the topic when new, subscribes a subscriber named twice once, and refuses more than 100 at once', async () => {
    const t = await makeTestApp({ envelope: false });
    const first = await subscribe(t, 'fresh-topic', ['user_2097', 'user_2097']);
    // The real use case subscribes each subscriber found once (its first entry), and counts every entry.
    expect(first.data.map((s) => s.identifier)).toEqual(['tk_fresh-topic:si_user_2097']);
    expect(first.meta).toEqual({ totalCount: 2, successful: 1, failed: 0 });
    expect((await t.api().get('/v2/topics/fresh-topic')).status).toBe(200);
    const listed = await t.api().get('/v2/topics/fresh-topic/subscriptions');
    expect(listed.body.data).toHaveLength(1);
    const tooMany = await t.api().post('/v2/topics/fresh-topic/subscriptions', { subscriptions: Array.from({ length: 101 }, (_, i) => `s${i}`) });
    expect(tooMany.status).toBe(422);
    expectErrorShape(tooMany.body, 422);
  });

  it('unsubscribes by subscriberId or identifier, reporting what was not there', async () => {
    const t = await makeTestApp({ envelope: false });
    await subscribe(t, 'two-ways', ['user_2097', { identifier: 'ryan-1', subscriberId: 'ryan@gmail.com' }]);
    const res = await t.api().delete('/v2/topics/two-ways/subscriptions').send({ subscriptions: ['user_2097', { identifier: 'ryan-1' }, 'user_2714', 'ghost'] });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ totalCount: 4, successful: 2, failed: 2 });
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND']);
    expect((await t.api().get('/v2/topics/two-ways/subscriptions')).body.data).toEqual([]);
  });

  it('a deleted topic takes its subscriptions with it', async () => {
    const t = await makeTestApp({ envelope: false });
    // A fixture subscriber of product-updates.
    expect((await t.api().get('/v1/topics/product-updates/subscribers/david@outlook.com')).status).toBe(200);
    expect((await t.api().delete('/v2/topics/product-updates')).status).toBe(200);
    const mine = await t.api().get('/v2/subscribers/david@outlook.com/subscriptions?limit=100');
    expect(mine.body.data.map((s: { topic: { key: string } }) => s.topic.key)).not.toContain('product-updates');
    expect((await t.api().get('/v1/topics/product-updates/subscribers/david@outlook.com')).status).toBe(404);
  });
});

describe('trigger to a topic', () => {
  it("fans out to the topic's subscribers, once each, without the actor or the excluded", async () => {
    const t = await makeTestApp({ envelope: false });
    await subscribe(t, 'fan-a', ['user_2097', 'david.smith@gmail.com', 'ryan@gmail.com', 'user_2714']);
    await subscribe(t, 'fan-b', ['ryan@gmail.com', 'user_2714', 'user_1342']);
    const res = await trigger(t, {
      to: [{ type: 'Topic', topicKey: 'fan-a', exclude: ['david.smith@gmail.com'] }, { type: 'Topic', topicKey: 'fan-b' }, 'someone-new'],
      actor: 'user_2714',
      transactionId: 'topic-fan-out',
    });
    expect(res.status).toBe(201);
    expect(await recipientsOf(t, 'topic-fan-out')).toEqual(['ryan@gmail.com', 'someone-new', 'user_1342', 'user_2097']);
  });

  it('a subscriber named directly as the actor still gets it; an empty topic reaches nobody', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.api().post('/v2/topics', { key: 'empty' });
    await trigger(t, { to: ['user_2714', { type: 'Topic', topicKey: 'empty' }], actor: 'user_2714', transactionId: 'direct-actor' });
    expect(await recipientsOf(t, 'direct-actor')).toEqual(['user_2714']);
  });

  it("skips the channel a topic subscriber turned off, and only that subscriber's", async () => {
    const t = await makeTestApp({ envelope: false });
    const token = t.deps.registry.resolve(DEV_KEY)?.inboxSessions.open('ryan@gmail.com');
    const off = await t.request().patch('/v1/inbox/preferences').set('Authorization', `Bearer ${token}`).send({ in_app: false });
    expect(off.status).toBe(200);
    await subscribe(t, 'muted', ['user_2097', 'david.smith@gmail.com', 'ryan@gmail.com', 'user_2714']);
    await trigger(t, { to: { type: 'Topic', topicKey: 'muted' }, transactionId: 'muted-one' });
    expect(await recipientsOf(t, 'muted-one')).toEqual(['david.smith@gmail.com', 'ryan@gmail.com', 'user_2097', 'user_2714']);
    const inApp = await t.api().get('/v1/messages?transactionId=muted-one&channel=in_app&limit=100');
    const owners = inApp.body.data.map((m: { _subscriberId: string }) => t.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId(m._subscriberId)?.subscriberId).sort();
    expect(owners).toEqual(['david.smith@gmail.com', 'user_2097', 'user_2714']);
  });

  it('an unknown topic key is a 404 that writes nothing', async () => {
    const t = await makeTestApp({ envelope: false });
    const before = JSON.stringify(t.deps.control.snapshot());
    const res = await trigger(t, { to: [{ type: 'Topic', topicKey: 'nope' }, 'fresh-subscriber'] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Topic with key nope not found in current environment');
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
  });

  it("broadcast reaches every subscriber of the caller's environment only", async () => {
    const t = await makeTestApp({ envelope: false });
    const prodBefore = JSON.stringify(t.deps.control.snapshot(PROD_KEY));
    const res = await t.api(DEV_KEY).post('/v1/events/trigger/broadcast', { name: 'comment-mention', payload: {}, transactionId: 'everyone' });
    expect(res.status).toBe(201);
    const count = (await t.api().get('/v2/subscribers?limit=1')).body.totalCount;
    const events = await t.api().get('/v1/messages?transactionId=everyone&channel=in_app&limit=1');
    expect(events.body.totalCount).toBe(count);
    expect(JSON.stringify(t.deps.control.snapshot(PROD_KEY))).toBe(prodBefore);
  });
});

describe('topics in the environment state', () => {
  it('a reset brings back the fixture topics, and a snapshot restores the ones created since', async () => {
    const t = await makeTestApp({ envelope: false });
    await subscribe(t, 'kept', ['user_2097']);
    const snapshot = t.deps.control.snapshot(DEV_KEY);
    t.deps.control.reset();
    expect((await t.api().get('/v2/topics/kept')).status).toBe(404);
    expect((await t.api().get('/v2/topics/project-apollo')).status).toBe(200);
    t.deps.control.restore(snapshot, DEV_KEY);
    expect((await t.api().get('/v1/topics/kept/subscribers/user_2097')).status).toBe(200);
  });

  it('the admin API loads topics and subscriptions, and refuses a subscription of an unknown subscriber', async () => {
    const t = await makeTestApp({ envelope: false });
    const topic = { _id: '665f1c2a9b1e4a0071aaaa01', key: 'loaded', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const subscription = (subscriberInternalId: string, externalSubscriberId: string) => ({
      _id: '665f1c2a9b1e4a0072aaaa01',
      _topicId: topic._id,
      topicKey: 'loaded',
      _subscriberId: subscriberInternalId,
      externalSubscriberId,
      identifier: 'loaded-1',
      createdAt: topic.createdAt,
      updatedAt: topic.updatedAt,
    });
    const unknown = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ topics: [topic], topicSubscriptions: [subscription('665f1c2a9b1e4a00210fffff', 'nobody')] });
    expect(unknown.status).toBe(422);
    const subscriber = (await t.api().get('/v2/subscribers/user_2097')).body as { _id: string };
    const res = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ topics: [topic], topicSubscriptions: [subscription(subscriber._id, 'user_2097')] });
    expect(res.status).toBe(201);
    expect(res.body.loaded).toEqual({ topics: 1, topicSubscriptions: 1 });
    expect((await t.api().get('/v1/topics/loaded/subscribers/user_2097')).status).toBe(200);
  });

  it('topic writes count against the stored-bytes budget: a refused one stores nothing', async () => {
    const t = await makeTestApp({ envelope: false, maxStoredBytes: 300 });
    const before = JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    const subscriptions = Array.from({ length: 20 }, (_, i) => ({ identifier: `budget-${i}`, subscriberId: 'user_2097' }));
    const refused = await t.api().post('/v2/topics/over-budget/subscriptions', { subscriptions });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('This topic subscription write would store');
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toBe(before);
    expect((await t.api().post('/v2/topics', { key: 'small' })).status).toBe(201);
  });
});
