/**
 * Tenancy cases of a subscriber's preferences and notifications with an API key: the Development key with
 * Production's subscriber id, and a Development subscriber with Production's notification and workflow ids.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape } from '../../helpers/test-app.js';
import { enc } from '../helpers/security.js';
import { devSubscriberWithInbox, type Ctx, type TenancyCase } from './context.js';

type Method = 'get' | 'post' | 'patch' | 'delete';
interface Call {
  method: Method;
  /** The path under `/v2/subscribers/{subscriberId}` (or `/v1/...` with `v1`). */
  path: string;
  body?: object;
  v1?: true;
}

const send = ({ t }: Ctx, subscriberId: string, { method, path, body, v1 }: Call) => {
  const url = `/${v1 ? 'v1' : 'v2'}/subscribers/${enc(subscriberId)}${path}`;
  return t.api(DEV_KEY)[method](url, body ?? {});
};

/** Production's subscriber id with the Development key: that subscriber is unknown here. */
const unknownSubscriberCase = (op: string, call: Call, status = 404): TenancyCase => ({
  op,
  what: `a Production subscriberId → ${status}`,
  keep: 'all',
  run: async (ctx) => {
    const res = await send(ctx, ctx.prod.subscriber.subscriberId, call);
    expect(res.status).toBe(status);
    expectErrorShape(res.body, status);
  },
});

/** A Development subscriber with each of Production's in-app message ids: 404, nothing changes. */
const foreignNotificationCase = (op: string, path: (id: string) => string, method: Method = 'patch', body?: object, v1?: true): TenancyCase => ({
  op,
  what: 'a Production subscriberId → 404; Production notification ids on a Development subscriber → 404',
  keep: 'all',
  run: async (ctx) => {
    const first = ctx.prod.inAppMessageIds[0] as string;
    const missing = await send(ctx, ctx.prod.subscriber.subscriberId, { method, path: path(first), body, v1 });
    expect([400, 404]).toContain(missing.status);
    const dev = devSubscriberWithInbox(ctx.t);
    for (const id of ctx.prod.inAppMessageIds) {
      const res = await send(ctx, dev.subscriberId, { method, path: path(id), body, v1 });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    }
  },
});

/** A bulk operation on a Development subscriber: done, Production's notifications untouched. */
const bulkCase = (op: string, call: Call, status = 204): TenancyCase => ({
  op,
  what: `on a Development subscriber leaves Production's notifications as they are; a Production subscriberId → 404`,
  keep: 'production',
  run: async (ctx) => {
    expect((await send(ctx, devSubscriberWithInbox(ctx.t).subscriberId, call)).status).toBe(status);
    expect((await send(ctx, ctx.prod.subscriber.subscriberId, call)).status).toBe(404);
  },
});

/** Lists of a Development subscriber show none of Production's records. */
const listCase = (op: string, call: Call, idsOf: (body: unknown) => string[]): TenancyCase => ({
  op,
  what: "a Development subscriber's list shows none of Production's notifications; a Production subscriberId is unknown",
  keep: 'all',
  run: async (ctx) => {
    const res = await send(ctx, devSubscriberWithInbox(ctx.t).subscriberId, call);
    expect(res.status).toBe(200);
    expect(idsOf(res.body).filter((id) => ctx.prod.allIds.has(id))).toEqual([]);
    expect([400, 404]).toContain((await send(ctx, ctx.prod.subscriber.subscriberId, call)).status);
  },
});

/** Production's workflow ids for a Development subscriber's preference: unknown workflows. */
const foreignWorkflowCase = (op: string, body: (workflowId: string) => object): TenancyCase => ({
  op,
  what: 'a Production subscriberId → 404; Production workflow ids on a Development subscriber → 404',
  keep: 'all',
  run: async (ctx) => {
    const path = op === 'bulkUpdateSubscriberPreferences' ? '/preferences/bulk' : '/preferences';
    expect((await send(ctx, ctx.prod.subscriber.subscriberId, { method: 'patch', path, body: body('comment-mention') })).status).toBe(404);
    const dev = devSubscriberWithInbox(ctx.t);
    for (const workflowId of ctx.prod.workflowIds) {
      const res = await send(ctx, dev.subscriberId, { method: 'patch', path, body: body(workflowId) });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    }
  },
});

const notificationIds = (body: unknown) => (body as { data: { id: string }[] }).data.map((n) => n.id);

export const subscriberApiCases: TenancyCase[] = [
  unknownSubscriberCase('getSubscriberPreferences', { method: 'get', path: '/preferences' }),
  unknownSubscriberCase('getSubscriberGlobalPreference', { method: 'get', path: '/preferences/global' }),
  foreignWorkflowCase('updateSubscriberPreferences', (workflowId) => ({ workflowId, channels: { email: false } })),
  foreignWorkflowCase('bulkUpdateSubscriberPreferences', (workflowId) => ({ preferences: [{ workflowId, channels: { email: false } }] })),
  listCase('listSubscriberNotifications', { method: 'get', path: '/notifications?limit=100' }, notificationIds),
  unknownSubscriberCase('countSubscriberNotifications', { method: 'get', path: `/notifications/count?filters=${encodeURIComponent('[{}]')}` }),
  foreignNotificationCase('readSubscriberNotification', (id) => `/notifications/${id}/read`),
  foreignNotificationCase('unreadSubscriberNotification', (id) => `/notifications/${id}/unread`),
  foreignNotificationCase('archiveSubscriberNotification', (id) => `/notifications/${id}/archive`),
  foreignNotificationCase('unarchiveSubscriberNotification', (id) => `/notifications/${id}/unarchive`),
  foreignNotificationCase('snoozeSubscriberNotification', (id) => `/notifications/${id}/snooze`, 'patch', { snoozeUntil: new Date(Date.now() + 3_600_000).toISOString() }),
  foreignNotificationCase('unsnoozeSubscriberNotification', (id) => `/notifications/${id}/unsnooze`),
  foreignNotificationCase('completeSubscriberNotificationAction', (id) => `/notifications/${id}/actions/primary/complete`),
  foreignNotificationCase('revertSubscriberNotificationAction', (id) => `/notifications/${id}/actions/primary/revert`),
  foreignNotificationCase('deleteSubscriberNotification', (id) => `/notifications/${id}`, 'delete'),
  foreignNotificationCase('markSubscriberMessageAction', (id) => `/messages/${id}/actions/primary`, 'post', { status: 'done' }, true),
  bulkCase('seenSubscriberNotifications', { method: 'post', path: '/notifications/seen' }),
  bulkCase('readAllSubscriberNotifications', { method: 'post', path: '/notifications/read' }),
  bulkCase('archiveAllSubscriberNotifications', { method: 'post', path: '/notifications/archive' }),
  bulkCase('archiveReadSubscriberNotifications', { method: 'post', path: '/notifications/read-archive' }),
  bulkCase('deleteAllSubscriberNotifications', { method: 'post', path: '/notifications/delete' }),
  bulkCase('markAllSubscriberMessages', { method: 'post', path: '/messages/mark-all', body: { markAs: 'read' }, v1: true }, 201),
  listCase('getSubscriberFeed', { method: 'get', path: '/notifications/feed?limit=100', v1: true }, (body) => (body as { data: { _id: string }[] }).data.map((m) => m._id)),
  unknownSubscriberCase('getSubscriberUnseenCount', { method: 'get', path: '/notifications/unseen', v1: true }, 400),
];
