/**
 * Tenancy cases of topics: the Development key with Production's subscriber ids and subscription
 * identifiers. Both environments have a topic `product-updates`: each key reaches its own.
 */
import { expect } from 'vitest';
import type { TopicSubscription } from '../../../src/domain/topics/index.js';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, enc, type TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

const SHARED_KEY = 'product-updates';

/** A subscription of Production's `product-updates`, whose subscriber Development does not have. */
function prodSubscription(t: TestApp): TopicSubscription {
  const prod = dataOf(t.deps.control.snapshot(PROD_KEY));
  const dev = dataOf(t.deps.control.snapshot(DEV_KEY));
  const found = (prod.topicSubscriptions ?? []).find((s) => s.topicKey === SHARED_KEY && !dev.subscribers.some((d) => d.subscriberId === s.externalSubscriberId));
  if (!found) throw new Error('fixtures lack a Production-only topic subscriber');
  return found;
}

const prodTopicIds = (t: TestApp) => new Set((dataOf(t.deps.control.snapshot(PROD_KEY)).topics ?? []).map((topic) => topic._id));

const expect404 = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(404);
  expectErrorShape(res.body, 404);
};

export const topicCases: TenancyCase[] = [
  {
    op: 'upsertTopic',
    what: "a key Production uses too updates Development's topic only",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v2/topics', { key: SHARED_KEY, name: 'Renamed in Development' });
      expect(res.status).toBe(200);
      expect(prodTopicIds(t).has(res.body._id)).toBe(false);
    },
  },
  {
    op: 'listTopics',
    what: "lists none of Production's topics",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v2/topics?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.data.filter((topic: { _id: string }) => prodTopicIds(t).has(topic._id))).toEqual([]);
    },
  },
  {
    op: 'getTopic',
    what: "a key Production uses too reads Development's topic",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get(`/v2/topics/${SHARED_KEY}`);
      expect(res.status).toBe(200);
      expect(prodTopicIds(t).has(res.body._id)).toBe(false);
    },
  },
  {
    op: 'updateTopic',
    what: "a key Production uses too changes Development's topic only",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).patch(`/v2/topics/${SHARED_KEY}`, { name: 'Changed' });
      expect(res.status).toBe(200);
    },
  },
  {
    op: 'deleteTopic',
    what: "a key Production uses too deletes Development's topic only",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).delete(`/v2/topics/${SHARED_KEY}`);
      expect(res.status).toBe(200);
    },
  },
  {
    op: 'createTopicSubscriptions',
    what: 'a Production subscriberId is not found',
    keep: 'production',
    run: async ({ t }) => {
      const { externalSubscriberId } = prodSubscription(t);
      const res = await t.api(DEV_KEY).post(`/v2/topics/${SHARED_KEY}/subscriptions`, { subscriptions: [externalSubscriberId] });
      // Every entry failed: the real 400 that carries the result.
      expect(res.status).toBe(400);
      expect(res.body.ctx.errors).toEqual([expect.objectContaining({ subscriberId: externalSubscriberId, code: 'SUBSCRIBER_NOT_FOUND' })]);
    },
  },
  {
    op: 'listTopicSubscriptions',
    what: "lists none of Production's subscriptions",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get(`/v2/topics/${SHARED_KEY}/subscriptions?limit=100`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((s: { _id: string }) => s._id)).not.toContain(prodSubscription(t)._id);
    },
  },
  {
    op: 'deleteTopicSubscriptions',
    what: "a Production subscriberId or identifier removes nothing of Production's",
    keep: 'production',
    run: async ({ t }) => {
      const { externalSubscriberId, identifier } = prodSubscription(t);
      const res = await t.api(DEV_KEY).delete(`/v2/topics/${SHARED_KEY}/subscriptions`).send({ subscriptions: [externalSubscriberId, { identifier }] });
      expect(res.status).toBe(400);
      expect(res.body.ctx.meta).toEqual({ totalCount: 2, successful: 0, failed: 2 });
    },
  },
  {
    op: 'getTopicSubscription',
    what: 'a Production subscription identifier → 204 (the real answer for one it does not have)',
    keep: 'production',
    run: async ({ t }) => expect((await t.api(DEV_KEY).get(`/v2/topics/${SHARED_KEY}/subscriptions/${enc(prodSubscription(t).identifier)}`)).status).toBe(204),
  },
  {
    op: 'updateTopicSubscription',
    what: 'a Production subscription identifier → 404',
    keep: 'production',
    run: async ({ t }) => expect404(await t.api(DEV_KEY).patch(`/v2/topics/${SHARED_KEY}/subscriptions/${enc(prodSubscription(t).identifier)}`, { name: 'x' })),
  },
  {
    op: 'listSubscriberSubscriptions',
    what: 'a Production subscriberId → 404',
    keep: 'production',
    run: async ({ t }) => expect404(await t.api(DEV_KEY).get(`/v2/subscribers/${enc(prodSubscription(t).externalSubscriberId)}/subscriptions`)),
  },
  {
    op: 'getTopicSubscriber',
    what: 'a Production subscriber of a key both use → 404',
    keep: 'production',
    run: async ({ t }) => expect404(await t.api(DEV_KEY).get(`/v1/topics/${SHARED_KEY}/subscribers/${enc(prodSubscription(t).externalSubscriberId)}`)),
  },
  {
    op: 'triggerEventBroadcast',
    what: "reaches Development's subscribers only",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/events/trigger/broadcast', { name: 'comment-mention', payload: {} });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('processed');
    },
  },
];
