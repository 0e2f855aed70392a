import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const COMMENT_MENTION = '665f1c2a9b1e4a0022000003';

const subscribe = (t: TestApp, topicKey: string, body: object) => t.api().post(`/v2/topics/${topicKey}/subscriptions`, body);

describe('topics v2: at most 10 subscriptions of one subscriber to one topic', () => {
  it('refuses the 11th with SUBSCRIPTION_LIMIT_EXCEEDED: a 400 carrying the result when every entry failed', async () => {
    const t = await makeTestApp({ envelope: false });
    for (let i = 0; i < 10; i++) {
      const res = await subscribe(t, 'limits', { subscriptions: [{ identifier: `user_2097-subscription-${i}`, subscriberId: 'user_2097' }] });
      expect(res.status, `subscription ${i}`).toBe(201);
      expect(res.body.meta).toEqual({ totalCount: 1, successful: 1, failed: 0 });
    }
    const eleventh = await subscribe(t, 'limits', { subscriptions: [{ identifier: 'user_2097-subscription-10', subscriberId: 'user_2097' }] });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('Api Exception Raised with status 400');
    const limitError = {
      subscriberId: 'user_2097',
      code: 'SUBSCRIPTION_LIMIT_EXCEEDED',
      message: 'Subscriber user_2097 has reached the maximum allowed of 10 subscriptions for topic "limits"',
    };
    expect(eleventh.body.ctx).toEqual({ data: [], meta: { totalCount: 1, successful: 0, failed: 1 }, errors: [limitError] });
    // The real filter copies the context flat for older clients.
    expect(eleventh.body.errors).toEqual([limitError]);
    const listed = await t.api().get('/v2/topics/limits/subscriptions?limit=100&subscriberId=user_2097');
    expect(listed.body.data).toHaveLength(10);

    // Another subscriber, or another topic, is not limited; a mixed call answers 201 with the error.
    const mixed = await subscribe(t, 'limits', { subscriptions: [{ identifier: 'more', subscriberId: 'user_2097' }, 'user_2714'] });
    expect(mixed.status).toBe(201);
    expect(mixed.body.meta).toEqual({ totalCount: 2, successful: 1, failed: 1 });
    expect(mixed.body.errors).toEqual([{ ...limitError }]);
    expect((await subscribe(t, 'other-topic', { subscriptions: ['user_2097'] })).status).toBe(201);
    // One that exists is reported again, not counted as a new one.
    const again = await subscribe(t, 'limits', { subscriptions: [{ identifier: 'user_2097-subscription-3', subscriberId: 'user_2097' }] });
    expect(again.status).toBe(201);
    expect(again.body.data.map((s: { identifier: string }) => s.identifier)).toEqual(['user_2097-subscription-3']);
  });

  it('answers 400 when every subscriber is unknown, with the real words, and 201 when one is known', async () => {
    const t = await makeTestApp({ envelope: false });
    const unknown = await subscribe(t, 'nobody-here', { subscriptions: ['ghost-1', 'ghost-2'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.ctx.meta).toEqual({ totalCount: 2, successful: 0, failed: 2 });
    expect(unknown.body.ctx.errors).toEqual([
      { subscriberId: 'ghost-1', code: 'SUBSCRIBER_NOT_FOUND', message: "Subscriber with ID 'ghost-1' could not be found." },
      { subscriberId: 'ghost-2', code: 'SUBSCRIBER_NOT_FOUND', message: "Subscriber with ID 'ghost-2' could not be found." },
    ]);
    // As the real use case, the topic is made before the subscribers are looked up.
    expect((await t.api().get('/v2/topics/nobody-here')).status).toBe(200);

    const gone = await t.api().delete('/v2/topics/nobody-here/subscriptions').send({ subscriptions: ['ghost-1', { identifier: 'nope' }] });
    expect(gone.status).toBe(400);
    expect(gone.body.ctx.errors).toEqual([
      { subscriberId: 'ghost-1', code: 'SUBSCRIBER_NOT_FOUND', message: "Subscriber with ID 'ghost-1' could not be found." },
      { subscriberId: 'unknown', code: 'SUBSCRIPTION_NOT_FOUND', message: "Subscription with identifier 'nope' not found." },
    ]);
  });
});

describe('topics v2: the size of a subscription call', () => {
  it('refuses an empty or too long list with the real DTOs\' words (422)', async () => {
    const t = await makeTestApp({ envelope: false });
    const many = Array.from({ length: 101 }, (_, i) => `s${i}`);
    const cases: [string, 'post' | 'delete', object, string, string][] = [
      ['POST', 'post', { subscriptions: [] }, 'body.subscriptions', 'At least one subscription is required'],
      ['POST', 'post', { subscriberIds: [] }, 'body.subscriberIds', 'At least one subscriber identifier is required'],
      ['POST', 'post', { subscriberIds: many }, 'body.subscriberIds', 'Cannot subscribe more than 100 subscribers at once'],
      ['POST', 'post', { subscriptions: many }, 'body.subscriptions', 'Cannot subscribe more than 100 subscriptions at once'],
      ['POST', 'post', {}, 'body.subscriptions', 'At least one subscription is required'],
      ['DELETE', 'delete', { subscriptions: many }, 'body.subscriptions', 'Cannot unsubscribe more than 100 subscriptions at once'],
      ['DELETE', 'delete', { subscriberIds: many }, 'body.subscriberIds', 'Cannot unsubscribe more than 100 subscribers at once'],
    ];
    await t.api().post('/v2/topics', { key: 'sized' });
    for (const [name, method, body, field, message] of cases) {
      const res = method === 'post' ? await subscribe(t, 'sized', body) : await t.api().delete('/v2/topics/sized/subscriptions').send(body);
      expect(res.status, `${name} ${JSON.stringify(body).slice(0, 40)}`).toBe(422);
      expect(res.body.errors[field].messages).toEqual([message]);
    }
  });
});

describe('topics v2: the list', () => {
  it('orders by key or name, and filters by a part of the key in any case', async () => {
    const t = await makeTestApp({ envelope: false });
    for (const [key, name] of [['zq-charlie', 'Alpha'], ['zq-alpha', 'Charlie'], ['zq-bravo', 'Bravo']]) await t.api().post('/v2/topics', { key, name });
    const byKey = await t.api().get('/v2/topics?orderBy=key&orderDirection=ASC&key=ZQ-&limit=100');
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.map((topic: { key: string }) => topic.key)).toEqual(['zq-alpha', 'zq-bravo', 'zq-charlie']);
    const byName = await t.api().get('/v2/topics?orderBy=name&orderDirection=DESC&key=zq-&limit=2');
    expect(byName.body.data.map((topic: { name: string }) => topic.name)).toEqual(['Charlie', 'Bravo']);
    const rest = await t.api().get(`/v2/topics?orderBy=name&orderDirection=DESC&key=zq-&limit=2&after=${byName.body.next}`);
    expect(rest.body.data.map((topic: { name: string }) => topic.name)).toEqual(['Alpha']);
    expect((await t.api().get('/v2/topics?key=topic%2Bkey*2%3F')).body.data).toEqual([]);
  });

  it('refuses after and before together with the real 400', async () => {
    const t = await makeTestApp({ envelope: false });
    const cursor = '665f1c2a9b1e4a0022000001';
    for (const path of ['/v2/topics', '/v2/topics/nobody-here/subscriptions', '/v2/subscribers/user_2097/subscriptions']) {
      if (path.includes('nobody-here')) await t.api().post('/v2/topics', { key: 'nobody-here' });
      const res = await t.api().get(`${path}?after=${cursor}&before=${cursor}`);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Cannot specify both "before" and "after" cursors at the same time.');
    }
  });

  it('an unknown subscriber\'s subscriptions are a 404 "Subscriber not found"', async () => {
    const t = await makeTestApp({ envelope: false });
    const res = await t.api().get('/v2/subscribers/ghost/subscriptions');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subscriber not found');
  });
});

describe('topics v2: subscriptions in a context', () => {
  it('keeps the context as contextKeys, one subscription per context, found by identifier alone', async () => {
    const t = await makeTestApp({ envelope: false });
    const first = await subscribe(t, 'ctx-topic', { subscriptions: ['user_2097'], context: { tenant: 'org-123', project: { id: 'proj-456', data: { plan: 'pro' } } } });
    expect(first.status).toBe(201);
    const [created] = first.body.data;
    expect(created.contextKeys).toEqual(['tenant:org-123', 'project:proj-456']);
    expect(created.identifier).toBe('tk_ctx-topic:si_user_2097:ctx_project:proj-456,tenant:org-123');
    const got = await t.api().get(`/v2/topics/ctx-topic/subscriptions/${encodeURIComponent(created.identifier)}`);
    expect(got.body).toMatchObject({ id: created._id, identifier: created.identifier, contextKeys: ['tenant:org-123', 'project:proj-456'] });

    const other = await subscribe(t, 'ctx-topic', { subscriptions: ['user_2097'], context: { tenant: 'org-b' } });
    expect(other.body.data[0].contextKeys).toEqual(['tenant:org-b']);
    const plain = await subscribe(t, 'ctx-topic', { subscriptions: ['user_2097'] });
    expect(plain.body.data[0]).toMatchObject({ identifier: 'tk_ctx-topic:si_user_2097', contextKeys: [] });
    const again = await subscribe(t, 'ctx-topic', { subscriptions: ['user_2097'], context: { tenant: 'org-b' } });
    expect(again.body.data[0]._id).toBe(other.body.data[0]._id);

    const all = await t.api().get('/v2/topics/ctx-topic/subscriptions');
    expect(all.body.data).toHaveLength(3);
    const exact = await t.api().get('/v2/topics/ctx-topic/subscriptions?contextKeys=project:proj-456&contextKeys=tenant:org-123');
    expect(exact.body.data.map((s: { _id: string }) => s._id)).toEqual([created._id]);
    expect((await t.api().get('/v2/topics/ctx-topic/subscriptions?contextKeys=tenant:org-123')).body.data).toEqual([]);
    const mine = await t.api().get('/v2/subscribers/user_2097/subscriptions?contextKeys=tenant:org-b');
    expect(mine.body.data.map((s: { contextKeys: string[] }) => s.contextKeys)).toEqual([['tenant:org-b']]);
    // A list's subscriber has no dates (the real list's mapping leaves them out).
    expect(Object.keys(mine.body.data[0].subscriber)).not.toContain('createdAt');

    // The API's PATCH carries no context: it finds only the default context's subscription.
    const patched = await t.api().patch(`/v2/topics/ctx-topic/subscriptions/${encodeURIComponent(created.identifier)}`, { name: 'x' });
    expect(patched.status).toBe(404);
    expect(patched.body.message).toBe(`Subscription with identifier ${created.identifier} not found for topic ctx-topic`);
    expect((await t.api().patch('/v2/topics/ctx-topic/subscriptions/tk_ctx-topic:si_user_2097', { name: 'Plain' })).body.name).toBe('Plain');
  });

  it('refuses a context of more than 5 entries', async () => {
    const t = await makeTestApp({ envelope: false });
    const context = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`k${i}`, `v${i}`]));
    expect((await subscribe(t, 'ctx-topic', { subscriptions: ['user_2097'], context })).status).toBe(422);
  });
});

describe('topics v2: subscription preferences', () => {
  it('stores one preference per workflow named, answers create, PATCH and GET with them', async () => {
    const t = await makeTestApp({ envelope: false });
    const created = await subscribe(t, 'prefs', {
      subscriptions: [{ identifier: 'ann-prefs', subscriberId: 'user_2097' }],
      preferences: ['password-reset', { filter: { tags: ['collaboration'] }, enabled: false, condition: { '==': [{ var: 'payload.priority' }, 'high'] } }],
    });
    expect(created.status).toBe(201);
    const preferences = created.body.data[0].preferences;
    expect(preferences.map((p: { workflow: { identifier: string } }) => p.workflow.identifier)).toEqual(['password-reset', 'comment-mention']);
    expect(preferences[1]).toEqual({
      workflow: { id: COMMENT_MENTION, identifier: 'comment-mention', name: expect.any(String), critical: false, tags: ['collaboration', 'comments'], severity: 'none' },
      subscriptionId: 'ann-prefs',
      enabled: false,
      condition: { '==': [{ var: 'payload.priority' }, 'high'] },
    });
    expect(preferences[0]).toMatchObject({ subscriptionId: 'ann-prefs', enabled: true });

    // The v2 controller drops `enabled` from a single workflow's rule: the workflow's own (on) stands.
    const patched = await t.api().patch('/v2/topics/prefs/subscriptions/ann-prefs', { preferences: [{ workflowId: COMMENT_MENTION, enabled: false, condition: { '>': [{ var: 'amount' }, 100] } }] });
    expect(patched.status).toBe(200);
    expect(patched.body.preferences).toEqual([expect.objectContaining({ subscriptionId: 'ann-prefs', enabled: true, condition: { '>': [{ var: 'amount' }, 100] } })]);
    expect(patched.body.contextKeys).toEqual([]);

    const renamed = await t.api().patch('/v2/topics/prefs/subscriptions/ann-prefs', { name: 'Mine' });
    expect(renamed.body.name).toBe('Mine');
    expect(renamed.body).not.toHaveProperty('preferences');
    const got = await t.api().get('/v2/topics/prefs/subscriptions/ann-prefs');
    expect(got.body.preferences.map((p: { workflow: { id: string } }) => p.workflow.id)).toEqual([COMMENT_MENTION]);

    const cleared = await t.api().patch('/v2/topics/prefs/subscriptions/ann-prefs', { preferences: [] });
    expect(cleared.body).not.toHaveProperty('preferences');
    expect((await t.api().get('/v2/topics/prefs/subscriptions/ann-prefs')).body).not.toHaveProperty('preferences');
  });

  it('a subscription or topic it does not have: GET 204, PATCH 404 with the real words', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.api().post('/v2/topics', { key: 'empty-topic' });
    const none = await t.api().get('/v2/topics/empty-topic/subscriptions/nope');
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    expect((await t.api().get('/v2/topics/no-topic/subscriptions/nope')).status).toBe(204);
    expect((await t.api().patch('/v2/topics/no-topic/subscriptions/nope', { name: 'x' })).body.message).toBe('Topic with key no-topic not found');
    expect((await t.api().patch('/v2/topics/empty-topic/subscriptions/nope', { name: 'x' })).body.message).toBe('Subscription with identifier nope not found for topic empty-topic');
  });
});

describe('topics v2: contexts and preferences are state', () => {
  it('a snapshot keeps them; an admin load of a subscription with a context or preferences it cannot read drops them', async () => {
    const t = await makeTestApp({ envelope: false });
    await subscribe(t, 'kept', { subscriptions: [{ identifier: 'kept-1', subscriberId: 'user_2097' }], context: { tenant: 'acme' }, preferences: ['payment-failed'] });
    const snapshot = t.deps.control.snapshot(DEV_KEY);
    t.deps.control.reset();
    t.deps.control.restore(snapshot, DEV_KEY);
    const restored = await t.api().get('/v2/topics/kept/subscriptions/kept-1');
    expect(restored.body.contextKeys).toEqual(['tenant:acme']);
    expect(restored.body.preferences.map((p: { workflow: { identifier: string } }) => p.workflow.identifier)).toEqual(['payment-failed']);

    const subscriber = (await t.api().get('/v2/subscribers/user_2097')).body as { _id: string };
    const topic = { _id: '665f1c2a9b1e4a0071aaaa01', key: 'loaded', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const subscription = {
      ...{ _id: '665f1c2a9b1e4a0072aaaa01', _topicId: topic._id, topicKey: 'loaded', _subscriberId: subscriber._id, externalSubscriberId: 'user_2097' },
      ...{ identifier: 'loaded-1', contextKeys: 'tenant:acme', preferences: [{ enabled: 'yes' }], createdAt: topic.createdAt, updatedAt: topic.updatedAt },
    };
    const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ topics: [topic], topicSubscriptions: [subscription] });
    expect(loaded.status).toBe(201);
    const got = await t.api().get('/v2/topics/loaded/subscriptions/loaded-1');
    expect(got.body).toEqual({ id: subscription._id, identifier: 'loaded-1', contextKeys: [] });
    expect((await t.api().get('/v2/topics/loaded/subscriptions?contextKeys=tenant:acme')).body.data).toEqual([]);
  });
});

describe('topics v2: a bad context', () => {
  it.each([
    [{ a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' }, 'Too many contexts: 6 provided, maximum allowed is 5'],
    [{ tenant: 'has space' }, 'Invalid context payload structure. Expected object with context types as keys and string IDs or {id, data} objects as values'],
  ])('%o → 422 with the real words under errors.general, and no topic or subscription', async (context, message) => {
    const t = await makeTestApp({ envelope: false });
    const before = t.stateOf();
    const res = await subscribe(t, 'bad-context', { subscriptions: ['user_2097'], context });
    expect(res.status).toBe(422);
    expect(res.body.errors.general.messages).toEqual([message]);
    expect(t.stateOf()).toBe(before);
  });
});
