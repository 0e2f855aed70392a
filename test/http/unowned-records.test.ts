/**
 * An undefined owner matches nothing. The loaders refuse a subscriber without an internal id
 * (test/seed/fixture-ids.test.ts); should one reach a store anyway, no query reads "no id" as "no filter"
 * and no trigger stores a message or an event that belongs to no subscriber. Two such subscribers are
 * loaded straight into the store here, past every loader's check.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import type { Subscriber } from '../../src/domain/subscribers/index.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const environment = () => t.deps.registry.resolve(DEV_KEY)!;
const NOW = '2026-10-01T00:00:00.000Z';

/** A subscriber record without `_id`, as a fixture mistake used to leave one. */
const ghost = (subscriberId: string) =>
  ({ subscriberId, _environmentId: DEV_ENV_ID, _organizationId: environment().info._organizationId, deleted: false, createdAt: NOW, updatedAt: NOW }) as unknown as Subscriber;

const trigger = (to: string, transactionId: string) =>
  t.api().post('/v1/events/trigger', { name: 'comment-mention', to, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'hi', commentId: 'c1' }, transactionId });

beforeEach(async () => {
  t = await makeTestApp();
  // As a fixture set with two of them used to load (`put` would take the second for the first: same missing id).
  environment().subscribers.load([...environment().subscribers.list(), ghost('ghost-a'), ghost('ghost-b')]);
});

/** Every stored message and event belongs to a subscriber of the environment. */
function expectEveryRecordOwned(): void {
  const owners = new Set(environment().subscribers.list().map((s) => s._id).filter((id) => typeof id === 'string'));
  expect(environment().messages.all().filter((m) => !owners.has(m._subscriberId))).toEqual([]);
  expect(environment().activity.all().filter((e) => !owners.has(e._subscriberId))).toEqual([]);
}

describe('a subscriber without an internal id', () => {
  it('GET /v1/messages?subscriberId=<it> lists none of the environment’s messages', async () => {
    expect(environment().messages.size).toBeGreaterThan(0);
    for (const query of ['subscriberId=ghost-a', 'subscriberId=ghost-a&channel=in_app', 'subscriberId=ghost-a&limit=100']) {
      const res = await t.api().get(`/v1/messages?${query}`);
      expect(res.status).toBe(200);
      expect([query, res.body.data, res.body.totalCount]).toEqual([query, [], 0]);
    }
  });

  it('a trigger to it is refused before anything is stored: no message or event without an owner', async () => {
    const messages = environment().messages.size;
    const events = environment().activity.all().length;
    const res = await trigger('ghost-a', 'to-ghost-a');
    expect(res.status).toBe(500);
    expect(environment().messages.size).toBe(messages);
    expect(environment().activity.all().length).toBe(events);
    expectEveryRecordOwned();
  });

  it('a trigger to it and to a subscriber with an id stores nothing for either (checked before the first write)', async () => {
    const messages = environment().messages.size;
    const res = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: ['user_2097', 'ghost-a'], payload: { commenterName: 'G', postTitle: 'R', commentPreview: 'p', commentId: 'c' }, transactionId: 'mixed' });
    expect(res.status).toBe(500);
    expect(environment().messages.size).toBe(messages);
    expect(environment().activity.hasTransaction('mixed')).toBe(false);
  });

  it("sees no message or event without an owner (another such subscriber's, as a trigger used to store them)", async () => {
    const env = environment();
    const inApp = env.messages.all().find((m) => m.channel === 'in_app')!;
    const { _subscriberId: _m, ...unownedMessage } = { ...inApp, _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', read: false, seen: false };
    env.messages.load([...env.messages.all(), unownedMessage as typeof inApp]);
    const { _subscriberId: _e, ...unownedEvent } = { ...env.activity.all()[0]!, _id: 'aaaaaaaaaaaaaaaaaaaaaaa2' };
    env.activity.load([...env.activity.all(), unownedEvent as ReturnType<typeof env.activity.all>[number]]);

    const applicationIdentifier = t.deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
    const session = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: { subscriberId: 'ghost-b' }, subscriberHash: subscriberHashOf(DEV_KEY, 'ghost-b') });
    expect(session.status).toBe(201);
    expect(session.body.data).toMatchObject({ totalUnreadCount: 0, unreadCount: { total: 0 } });
    const bearer = `Bearer ${session.body.data.token as string}`;
    const inbox = await t.request().get('/v1/inbox/notifications?limit=100').set('Authorization', bearer);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data).toEqual([]);
    const count = await t.request().get(`/v1/inbox/notifications/count?filters=${encodeURIComponent('[{"read":false}]')}`).set('Authorization', bearer);
    expect(count.body.data).toEqual([{ count: 0, filter: { read: false } }]);
    const read = await t.request().patch(`/v1/inbox/notifications/${unownedMessage._id}/read`).set('Authorization', bearer);
    expect(read.status).toBe(404);
    expect((await t.api().get('/v1/messages?subscriberId=ghost-b')).body.data).toEqual([]);
    const activity = await t.api().get('/v1/notifications?subscriberIds=ghost-b&limit=50');
    expect(activity.status).toBe(200);
    expect(activity.body.data).toEqual([]);
  });
});
