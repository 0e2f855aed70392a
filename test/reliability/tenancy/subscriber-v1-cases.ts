/**
 * Tenancy cases of the v1 subscriber routes (`@novu/node`'s) and `PATCH /v2/subscribers/{id}`: the
 * Development key with Production's subscriber, workflow and message ids.
 */
import { expect } from 'vitest';
import type { Subscriber } from '../../../src/domain/subscribers/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape } from '../../helpers/test-app.js';
import { enc } from '../helpers/security.js';
import { devSubscriberWithInbox, noneOf, type Ctx, type TenancyCase } from './context.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const send = ({ t }: Ctx, method: Method, url: string, body?: object) => t.api(DEV_KEY)[method](url, body ?? {});

/** Production's subscriber id with the Development key: unknown here, nothing changes. */
const unknownSubscriberCase = (op: string, method: Method, path: (subscriberId: string) => string, status: number, body?: object): TenancyCase => ({
  op,
  what: `a Production subscriberId → ${status}`,
  keep: 'all',
  run: async (ctx) => {
    const res = await send(ctx, method, path(enc(ctx.prod.subscriber.subscriberId)), body);
    expect(res.status).toBe(status);
    expectErrorShape(res.body, status);
  },
});

export const subscriberV1Cases: TenancyCase[] = [
  {
    op: 'listSubscribersV1',
    what: 'no page holds a Production record',
    keep: 'all',
    run: async (ctx) => {
      for (let page = 0; ; page++) {
        const res = await send(ctx, 'get', `/v1/subscribers?limit=100&page=${page}`);
        expect(res.status).toBe(200);
        expect(noneOf(res.body.data, ctx.prod.allIds)).toEqual([]);
        expect(res.body.data.every((s: Subscriber) => s._environmentId === DEV_ENV_ID)).toBe(true);
        if (!res.body.hasMore) break;
      }
    },
  },
  {
    op: 'createSubscriberV1',
    what: "a Production subscriberId makes a Development subscriber, with nothing of Production's profile",
    keep: 'production',
    run: async (ctx) => {
      const res = await send(ctx, 'post', '/v1/subscribers', { subscriberId: ctx.prod.subscriber.subscriberId, firstName: 'Dev-only' });
      expect(res.status).toBe(201);
      expect(res.body._environmentId).toBe(DEV_ENV_ID);
      expect(res.body._id).not.toBe(ctx.prod.subscriber._id);
      expect(JSON.stringify(res.body)).not.toContain(ctx.prod.subscriber.email);
    },
  },
  unknownSubscriberCase('getSubscriberV1', 'get', (id) => `/v1/subscribers/${id}?includeTopics=true`, 404),
  unknownSubscriberCase('updateSubscriberV1', 'put', (id) => `/v1/subscribers/${id}`, 400, { firstName: 'Dev-only' }),
  unknownSubscriberCase('deleteSubscriberV1', 'delete', (id) => `/v1/subscribers/${id}`, 404),
  unknownSubscriberCase('patchSubscriber', 'patch', (id) => `/v2/subscribers/${id}`, 404, { firstName: 'Dev-only' }),
  {
    op: 'listSubscriberPreferencesV1',
    what: "a Development subscriber's list holds none of Production's workflows; a Production subscriberId → 404",
    keep: 'all',
    run: async (ctx) => {
      const res = await send(ctx, 'get', `/v1/subscribers/${enc(devSubscriberWithInbox(ctx.t).subscriberId)}/preferences`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.filter((p: { template: { _id: string } }) => ctx.prod.allIds.has(p.template._id))).toEqual([]);
      expect((await send(ctx, 'get', `/v1/subscribers/${enc(ctx.prod.subscriber.subscriberId)}/preferences`)).status).toBe(404);
    },
  },
  unknownSubscriberCase('getSubscriberPreferencesByLevelV1', 'get', (id) => `/v1/subscribers/${id}/preferences/global`, 404),
  unknownSubscriberCase('updateSubscriberGlobalPreferencesV1', 'patch', (id) => `/v1/subscribers/${id}/preferences`, 404, { preferences: [{ type: 'email', enabled: false }] }),
  {
    op: 'updateSubscriberPreferenceV1',
    what: 'a Production subscriberId → 404; Production workflow ids on a Development subscriber → 404',
    keep: 'all',
    run: async (ctx) => {
      const body = { channel: { type: 'email', enabled: false } };
      expect((await send(ctx, 'patch', `/v1/subscribers/${enc(ctx.prod.subscriber.subscriberId)}/preferences/comment-mention`, body)).status).toBe(404);
      const dev = enc(devSubscriberWithInbox(ctx.t).subscriberId);
      for (const workflowId of ctx.prod.workflowIds) {
        const res = await send(ctx, 'patch', `/v1/subscribers/${dev}/preferences/${workflowId}`, body);
        expect(res.status).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
  {
    op: 'markSubscriberMessagesLegacy',
    what: 'a Production subscriber → 404; Production message ids on a Development subscriber change nothing and return nothing',
    keep: 'all',
    run: async (ctx) => {
      expect(ctx.prod.inAppMessageIds.length).toBeGreaterThan(0);
      const body = { messageId: ctx.prod.inAppMessageIds, mark: { seen: true, read: true } };
      expect((await send(ctx, 'post', `/v1/subscribers/${enc(ctx.prod.subscriber.subscriberId)}/messages/markAs`, body)).status).toBe(404);
      const res = await send(ctx, 'post', `/v1/subscribers/${enc(devSubscriberWithInbox(ctx.t).subscriberId)}/messages/markAs`, body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual([]);
    },
  },
];
