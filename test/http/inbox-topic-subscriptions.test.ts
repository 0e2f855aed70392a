/** The Inbox's topic subscription routes (`/v1/inbox/topics/{topicKey}/subscriptions…`) through a session token. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let token: string;

const COMMENT_MENTION = '665f1c2a9b1e4a0022000003';
const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const openSession = async (subscriberId: string, context?: Record<string, string>) => {
  const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: { subscriberId }, subscriberHash: subscriberHashOf(DEV_KEY, subscriberId), context });
  expect(res.status).toBe(201);
  return res.body.data.token as string;
};
const inbox = (bearer = token) => ({
  get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${bearer}`),
  post: (url: string, body: object) => t.request().post(url).set('Authorization', `Bearer ${bearer}`).send(body),
  patch: (url: string, body: object) => t.request().patch(url).set('Authorization', `Bearer ${bearer}`).send(body),
  delete: (url: string) => t.request().delete(url).set('Authorization', `Bearer ${bearer}`),
});

beforeEach(async () => {
  t = await makeTestApp();
  token = await openSession('user_2097');
});

describe('Inbox topic subscriptions', () => {
  it('creates, lists, gets, updates and deletes the session subscriber\'s subscription, in {data}', async () => {
    const created = await inbox().post('/v1/inbox/topics/inbox-news/subscriptions', {
      identifier: 'ann-news',
      name: 'News',
      topic: { name: 'Inbox news' },
      preferences: ['password-reset', { workflowId: COMMENT_MENTION, enabled: false }],
    });
    expect(created.status).toBe(201);
    const { data } = created.body;
    expect(Object.keys(data).sort()).toEqual(['id', 'identifier', 'name', 'preferences']);
    expect(data).toMatchObject({ identifier: 'ann-news', name: 'News' });
    // The Inbox keeps a workflow rule's `enabled` (the v2 API drops it).
    expect(data.preferences.map((p: { workflow: { identifier: string }; enabled: boolean }) => [p.workflow.identifier, p.enabled])).toEqual([
      ['comment-mention', false],
      ['password-reset', true],
    ]);
    const topic = await t.api().get('/v2/topics/inbox-news');
    expect(topic.body.data.name).toBe('Inbox news');
    // The API sees the same subscription.
    const viaApi = await t.api().get('/v2/topics/inbox-news/subscriptions');
    expect(viaApi.body.data.map((s: { identifier: string; subscriber: { subscriberId: string } }) => [s.identifier, s.subscriber.subscriberId])).toEqual([['ann-news', 'user_2097']]);

    const listed = await inbox().get('/v1/inbox/topics/inbox-news/subscriptions');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: data.id, identifier: 'ann-news', name: 'News', contextKeys: [] })]);
    expect(listed.body.data[0].preferences).toHaveLength(2);

    const got = await inbox().get('/v1/inbox/topics/inbox-news/subscriptions/ann-news');
    expect(got.body.data).toMatchObject({ id: data.id, identifier: 'ann-news', contextKeys: [] });

    const updated = await inbox().patch('/v1/inbox/topics/inbox-news/subscriptions/ann-news', { name: 'Renamed', preferences: [{ filter: { tags: ['billing'] }, condition: { '==': [{ var: 'plan' }, 'pro'] } }] });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: data.id, identifier: 'ann-news', name: 'Renamed' });
    expect(updated.body.data.preferences).toEqual([expect.objectContaining({ subscriptionId: 'ann-news', enabled: true, condition: { '==': [{ var: 'plan' }, 'pro'] }, workflow: expect.objectContaining({ identifier: 'payment-failed' }) })]);

    const deleted = await inbox().delete('/v1/inbox/topics/inbox-news/subscriptions/ann-news');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { success: true } });
    expect((await inbox().get('/v1/inbox/topics/inbox-news/subscriptions')).body.data).toEqual([]);
  });

  it('gets the preferences of the workflows asked for, stored first, each once; 204 for none', async () => {
    await inbox().post('/v1/inbox/topics/asked/subscriptions', { identifier: 'asked-1', preferences: ['password-reset'] });
    const stored = await inbox().get('/v1/inbox/topics/asked/subscriptions/asked-1');
    expect(stored.body.data.preferences.map((p: { workflow: { identifier: string } }) => p.workflow.identifier)).toEqual(['password-reset']);
    const asked = await inbox().get('/v1/inbox/topics/asked/subscriptions/asked-1?workflowIds=password-reset&workflowIds=comment-mention&tags=billing');
    const identifiers = asked.body.data.preferences.map((p: { workflow: { identifier: string } }) => p.workflow.identifier);
    expect(identifiers[0]).toBe('password-reset');
    expect([...identifiers].sort()).toEqual(['comment-mention', 'password-reset', 'payment-failed']);
    expect(asked.body.data.preferences.every((p: { enabled: boolean; subscriptionId: string }) => p.enabled && p.subscriptionId === 'asked-1')).toBe(true);

    const none = await inbox().get('/v1/inbox/topics/asked/subscriptions/nope');
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
  });

  it('without an identifier, subscribes as tk_<topic>:si_<subscriber>; subscribing again answers the same one', async () => {
    const first = await inbox().post('/v1/inbox/topics/plain/subscriptions', { identifier: '' });
    expect(first.status).toBe(201);
    expect(first.body.data.identifier).toBe('tk_plain:si_user_2097');
    expect(first.body.data).not.toHaveProperty('preferences');
    const again = await inbox().post('/v1/inbox/topics/plain/subscriptions', {});
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('refuses the 11th subscription of the subscriber to a topic with the real 400 words', async () => {
    for (let i = 0; i < 10; i++) expect((await inbox().post('/v1/inbox/topics/full/subscriptions', { identifier: `full-${i}` })).status).toBe(201);
    const refused = await inbox().post('/v1/inbox/topics/full/subscriptions', { identifier: 'full-10' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Subscriber user_2097 has reached the maximum allowed of 10 subscriptions for topic "full"');
  });

  it('reaches only the session subscriber\'s subscriptions; unknown ones are 404s with the real words', async () => {
    await t.api().post('/v2/topics/shared/subscriptions', { subscriptions: [{ identifier: 'theirs', subscriberId: 'user_2714' }] });
    const other = await openSession('user_2714');
    expect((await inbox(other).get('/v1/inbox/topics/shared/subscriptions')).body.data).toHaveLength(1);
    expect((await inbox().get('/v1/inbox/topics/shared/subscriptions')).body.data).toEqual([]);

    const notMine = await inbox().delete('/v1/inbox/topics/shared/subscriptions/theirs');
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('Subscription with identifier theirs not found');
    const noTopic = await inbox().delete('/v1/inbox/topics/no-topic/subscriptions/theirs');
    expect(noTopic.status).toBe(404);
    expect(noTopic.body.message).toBe('Topic with key no-topic not found');
    const noSubscription = await inbox().patch('/v1/inbox/topics/shared/subscriptions/nope', { name: 'x' });
    expect(noSubscription.status).toBe(404);
    expect(noSubscription.body.message).toBe('Subscription with identifier nope not found for topic shared');
    expect((await inbox(other).get('/v1/inbox/topics/shared/subscriptions')).body.data).toHaveLength(1);
  });

  it('needs a session token: an API key or none → 401', async () => {
    expect((await t.api().get('/v1/inbox/topics/shared/subscriptions')).status).toBe(401);
    expect((await t.request().get('/v1/inbox/topics/shared/subscriptions')).status).toBe(401);
  });
});

describe('Inbox topic subscriptions and contexts', () => {
  it('a session without a context reaches the default context only: a subscription made in a context is not its', async () => {
    await t.api().post('/v2/topics/ctx-news/subscriptions', { subscriptions: ['user_2097'], context: { tenant: 'acme' } });
    const identifier = 'tk_ctx-news:si_user_2097:ctx_tenant:acme';
    expect((await inbox().get('/v1/inbox/topics/ctx-news/subscriptions')).body.data).toEqual([]);
    expect((await inbox().get(`/v1/inbox/topics/ctx-news/subscriptions/${encodeURIComponent(identifier)}`)).status).toBe(204);
    expect((await inbox().delete(`/v1/inbox/topics/ctx-news/subscriptions/${encodeURIComponent(identifier)}`)).status).toBe(404);
    // Its own subscription to the same topic lives beside it, in the default context.
    const own = await inbox().post('/v1/inbox/topics/ctx-news/subscriptions', {});
    expect(own.body.data.identifier).toBe('tk_ctx-news:si_user_2097');
    expect((await t.api().get('/v2/topics/ctx-news/subscriptions')).body.data).toHaveLength(2);
  });

  it("works in the session's contexts: a session opened in a context subscribes in it and lists only its own", async () => {
    const acme = await openSession('user_2097', { tenant: 'acme' });
    const created = await inbox(acme).post('/v1/inbox/topics/ctx-news/subscriptions', { topic: { name: 'Ctx news' } });
    expect(created.status).toBe(201);
    const viaApi = await t.api().get('/v2/topics/ctx-news/subscriptions');
    expect(viaApi.body.data.map((s: { contextKeys: string[] }) => s.contextKeys)).toEqual([['tenant:acme']]);
    expect((await inbox(acme).get('/v1/inbox/topics/ctx-news/subscriptions')).body.data).toHaveLength(1);
    // The same subscriber without a context sees none of it.
    expect((await inbox().get('/v1/inbox/topics/ctx-news/subscriptions')).body.data).toEqual([]);
  });
});
