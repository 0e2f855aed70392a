/**
 * Tenancy cases of the Inbox: a Development session token (for a subscriber whose id Production uses
 * too) with ids that belong to Production.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape } from '../../helpers/test-app.js';
import type { Ctx, TenancyCase } from './context.js';

const tokens = new WeakMap<Ctx['t'], string>();
const applicationOf = (t: Ctx['t'], apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier;

/** Opens a Development session for the Production subscriber's id (the subscriber is created in Development). */
export async function openDevelopmentSession({ t, prod }: Ctx): Promise<void> {
  const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: applicationOf(t, DEV_KEY), subscriber: prod.subscriber.subscriberId });
  expect(res.status).toBe(201);
  expect(res.body.data.totalUnreadCount).toBe(0);
  tokens.set(t, res.body.data.token);
}
export const bearer = (t: Ctx['t']) => `Bearer ${tokens.get(t)}`;

const markCase = (op: string, action: string, body?: object, method: 'patch' | 'delete' = 'patch'): TenancyCase => ({
  op,
  what: `a Production notification id with a Development token → 404`,
  keep: 'production',
  setup: openDevelopmentSession,
  run: async ({ t, prod }) => {
    for (const id of prod.inAppMessageIds) {
      const res = await t.request()[method](`/v1/inbox/notifications/${id}/${action}`).set('Authorization', bearer(t)).send(body);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    }
  },
});

/** A bulk operation with a Development token: done (204), Production's notifications untouched. */
const bulkCase = (op: string, action: string, body: object = {}): TenancyCase => ({
  op,
  what: `${action} with a Development token leaves Production's notifications as they are`,
  keep: 'production',
  setup: openDevelopmentSession,
  run: async ({ t }) => {
    const res = await t.request().post(`/v1/inbox/notifications/${action}`).set('Authorization', bearer(t)).send(body);
    expect(res.status).toBe(204);
  },
});

export const inboxCases: TenancyCase[] = [
  {
    op: 'openInboxSession',
    what: "the Production subscriber's id under the Development application identifier counts none of Production's messages",
    keep: 'production',
    run: openDevelopmentSession,
  },
  {
    op: 'listInboxNotifications',
    what: "a Development token for the Production subscriber's id lists none of Production's notifications",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      const res = await t.request().get('/v1/inbox/notifications?limit=100').set('Authorization', bearer(t));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  },
  {
    op: 'countInboxNotifications',
    what: "a Development token for the Production subscriber's id counts none of Production's notifications",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      const res = await t.request().get(`/v1/inbox/notifications/count?filters=${encodeURIComponent('[{}]')}`).set('Authorization', bearer(t));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([{ count: 0, filter: {} }]);
    },
  },
  {
    op: 'readAllInboxNotifications',
    what: "marking all read with a Development token leaves Production's notifications unread",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      const res = await t.request().post('/v1/inbox/notifications/read').set('Authorization', bearer(t)).send({});
      expect(res.status).toBe(204);
    },
  },
  markCase('readInboxNotification', 'read'),
  markCase('unreadInboxNotification', 'unread'),
  markCase('archiveInboxNotification', 'archive'),
  markCase('unarchiveInboxNotification', 'unarchive'),
  markCase('snoozeInboxNotification', 'snooze', { snoozeUntil: new Date(Date.now() + 3_600_000).toISOString() }),
  markCase('unsnoozeInboxNotification', 'unsnooze'),
  markCase('completeInboxNotificationAction', 'complete', { actionType: 'primary' }),
  markCase('revertInboxNotificationAction', 'revert', { actionType: 'primary' }),
  markCase('deleteInboxNotification', 'delete', undefined, 'delete'),
  {
    op: 'seenInboxNotifications',
    what: "marking Production's notification ids seen with a Development token changes none of them",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t, prod }) => {
      const res = await t.request().post('/v1/inbox/notifications/seen').set('Authorization', bearer(t)).send({ notificationIds: prod.inAppMessageIds });
      expect(res.status).toBe(204);
    },
  },
  bulkCase('archiveAllInboxNotifications', 'archive'),
  bulkCase('archiveReadInboxNotifications', 'read-archive'),
  bulkCase('deleteAllInboxNotifications', 'delete'),
];
