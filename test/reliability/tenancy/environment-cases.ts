/** Tenancy cases: the Development key with ids that belong to Production (one or more per operation). */
import { expect } from 'vitest';
import type { ActivityNotification } from '../../../src/domain/activity/index.js';
import type { Integration } from '../../../src/domain/integrations/index.js';
import type { Message } from '../../../src/domain/messages/index.js';
import type { Subscriber } from '../../../src/domain/subscribers/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, enc, payloadFor } from '../helpers/security.js';
import { devSubscriberWithInbox, noneOf, type TenancyCase } from './context.js';

export const environmentCases: TenancyCase[] = [
  {
    op: 'appendSubscriberCredentials',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).patch(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/credentials`, { providerId: 'fcm', credentials: { deviceTokens: ['cross-env-token'] } });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'appendSubscriberCredentials',
    what: "a Production integrationIdentifier on a Development subscriber → 400, never bound to Production's integration",
    keep: 'all',
    run: async ({ t, prod }) => {
      const dev = devSubscriberWithInbox(t);
      const res = await t.api(DEV_KEY).patch(`/v1/subscribers/${enc(dev.subscriberId)}/credentials`, {
        providerId: 'fcm',
        integrationIdentifier: prod.fcmIntegration.identifier,
        credentials: { deviceTokens: ['cross-env-token'] },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Subscribers environment (${DEV_ENV_ID}) do not have active fcm integration.`);
    },
  },
  {
    op: 'updateSubscriberCredentials',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).put(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/credentials`, { providerId: 'fcm', credentials: { deviceTokens: ['cross-env-token'] } });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'updateSubscriberCredentials',
    what: 'a Production integrationIdentifier on a Development subscriber → 400',
    keep: 'all',
    run: async ({ t, prod }) => {
      const dev = devSubscriberWithInbox(t);
      const res = await t.api(DEV_KEY).put(`/v1/subscribers/${enc(dev.subscriberId)}/credentials`, {
        providerId: 'fcm',
        integrationIdentifier: prod.fcmIntegration.identifier,
        credentials: { deviceTokens: ['cross-env-token'] },
      });
      expect(res.status).toBe(400);
    },
  },
  {
    op: 'createSubscriber',
    what: "failIfExists with a Production subscriberId → 201 in Development (a 409 would reveal Production's subscriber), nothing of Production's profile",
    keep: 'production',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).post('/v2/subscribers?failIfExists=true', { subscriberId: prod.subscriber.subscriberId });
      expect(res.status).toBe(201);
      expect(res.body._environmentId).toBe(DEV_ENV_ID);
      expect(res.body._id).not.toBe(prod.subscriber._id);
      expect(JSON.stringify(res.body)).not.toContain(prod.subscriber.email);
      const upsert = await t.api(DEV_KEY).post('/v2/subscribers', { subscriberId: prod.subscriber.subscriberId, firstName: 'Dev-only' });
      expect(upsert.status).toBe(201);
      expect(upsert.body._id).toBe(res.body._id);
    },
  },
  {
    op: 'searchSubscribers',
    what: "filters and cursors with Production's values find nothing; no page holds a Production record",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const query of [`subscriberId=${enc(prod.subscriber.subscriberId)}`, `email=${enc(prod.subscriber.email)}`, `after=${prod.subscriber._id}`, `before=${prod.subscriber._id}`]) {
        const res = await t.api(DEV_KEY).get(`/v2/subscribers?${query}`);
        expect(res.status, query).toBe(200);
        expect(res.body.data, query).toEqual([]);
      }
      let after: string | null = null;
      do {
        const page = await t.api(DEV_KEY).get(`/v2/subscribers?limit=100${after ? `&after=${after}` : ''}`);
        expect(page.status).toBe(200);
        expect(noneOf(page.body.data, prod.allIds)).toEqual([]);
        expect(page.body.data.every((s: Subscriber) => s._environmentId === DEV_ENV_ID)).toBe(true);
        after = page.body.next;
      } while (after);
    },
  },
  {
    op: 'retrieveSubscriber',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`/v2/subscribers/${enc(prod.subscriber.subscriberId)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Subscriber: ${prod.subscriber.subscriberId} was not found`);
    },
  },
  {
    op: 'markMessagesAs',
    what: 'a Production subscriber → 404; Production message ids on a Development subscriber change nothing and return nothing',
    keep: 'all',
    run: async ({ t, prod }) => {
      expect(prod.inAppMessageIds.length).toBeGreaterThan(0);
      const res = await t.api(DEV_KEY).post(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/messages/mark-as`, { messageId: prod.inAppMessageIds, markAs: 'read' });
      expect(res.status).toBe(404);
      const dev = devSubscriberWithInbox(t);
      for (const markAs of ['read', 'seen', 'unread', 'unseen']) {
        for (const messageId of [prod.inAppMessageIds, prod.inAppMessageIds.join(','), prod.inAppMessageIds[0] as string]) {
          const mine = await t.api(DEV_KEY).post(`/v1/subscribers/${enc(dev.subscriberId)}/messages/mark-as`, { messageId, markAs });
          expect(mine.status).toBe(201);
          expect(mine.body).toEqual([]);
        }
      }
    },
  },
  {
    op: 'listMessages',
    what: "Production's subscriberId → 404, its transactionId → none, unfiltered pages hold only Development messages",
    keep: 'all',
    run: async ({ t, prod }) => {
      const bySubscriber = await t.api(DEV_KEY).get(`/v1/messages?subscriberId=${enc(prod.subscriber.subscriberId)}`);
      expect([200, 404]).toContain(bySubscriber.status);
      if (bySubscriber.status === 200) expect(bySubscriber.body.data).toEqual([]);
      const byTransaction = await t.api(DEV_KEY).get(`/v1/messages?transactionId=${enc(prod.notification.transactionId)}`);
      expect(byTransaction.status).toBe(200);
      expect(byTransaction.body.data).toEqual([]);
      let page = 0;
      let hasMore = true;
      while (hasMore) {
        const res = await t.api(DEV_KEY).get(`/v1/messages?limit=1000&page=${page}`);
        expect(res.status).toBe(200);
        expect(noneOf(res.body.data, prod.allIds)).toEqual([]);
        expect(res.body.data.every((m: Message) => m._environmentId === DEV_ENV_ID)).toBe(true);
        hasMore = res.body.hasMore;
        page++;
      }
    },
  },
  {
    op: 'listNotifications',
    what: "every filter with Production's values finds nothing; unfiltered pages hold only Development events",
    keep: 'all',
    run: async ({ t, prod }) => {
      const filters = [
        `transactionId=${enc(prod.notification.transactionId)}`,
        `subscriberIds=${enc(prod.subscriber.subscriberId)}`,
        `emails=${enc(prod.subscriber.email)}`,
        `search=${enc(prod.subscriber.email)}`,
        ...prod.workflowIds.map((id) => `templates=${id}`),
      ];
      for (const filter of filters) {
        const res = await t.api(DEV_KEY).get(`/v1/notifications?${filter}`);
        expect(res.status, filter).toBe(200);
        expect(res.body.data, filter).toEqual([]);
      }
      let page = 0;
      let hasMore = true;
      while (hasMore) {
        const res = await t.api(DEV_KEY).get(`/v1/notifications?limit=50&page=${page}`);
        expect(res.status).toBe(200);
        expect(noneOf(res.body.data, prod.allIds)).toEqual([]);
        expect(res.body.data.every((n: ActivityNotification) => n._environmentId === DEV_ENV_ID)).toBe(true);
        hasMore = res.body.hasMore;
        page++;
      }
    },
  },
  {
    op: 'retrieveNotification',
    what: 'a Production notification id → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`/v1/notifications/${prod.notification._id}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'listWorkflowRuns',
    what: "every filter with Production's values finds nothing; unfiltered pages hold only Development runs",
    keep: 'all',
    run: async ({ t, prod }) => {
      const filters = [
        `transactionIds=${enc(prod.notification.transactionId)}`,
        `subscriberIds=${enc(prod.subscriber.subscriberId)}`,
        ...prod.workflowIds.map((id) => `workflowIds=${id}`),
      ];
      for (const filter of filters) {
        const res = await t.api(DEV_KEY).get(`/v1/activity/workflow-runs?${filter}`);
        expect(res.status, filter).toBe(200);
        expect(res.body.data, filter).toEqual([]);
      }
      let cursor: string | null = null;
      do {
        const res = await t.api(DEV_KEY).get(`/v1/activity/workflow-runs?limit=100${cursor ? `&cursor=${enc(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.data.map((r: { id: string }) => r.id).filter((id: string) => prod.allIds.has(id))).toEqual([]);
        expect(res.body.data.every((r: { environmentId: string }) => r.environmentId === DEV_ENV_ID)).toBe(true);
        cursor = res.body.next;
      } while (cursor);
    },
  },
  {
    op: 'retrieveWorkflowRun',
    what: 'a Production event id → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`/v1/activity/workflow-runs/${prod.notification._id}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    op: 'setIntegrationAsPrimary',
    what: 'Production integration ids → 404 (also the in-app one: a 400 "does not support primary" would reveal it)',
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const integration of [prod.emailIntegration, prod.inAppIntegration, prod.fcmIntegration]) {
        const res = await t.api(DEV_KEY).post(`/v1/integrations/${integration._id}/set-primary`);
        expect(res.status, integration.providerId).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
  {
    op: 'listIntegrations',
    what: "lists the organization's integrations: Development's and Production's, as the real service does",
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v1/integrations');
      expect(res.status).toBe(200);
      const production = res.body.filter((i: Integration) => i._environmentId !== DEV_ENV_ID);
      expect(production.length).toBeGreaterThan(0);
      expect(production.every((i: Integration) => prod.allIds.has(i._id))).toBe(true);
    },
  },
  {
    op: 'listActiveIntegrations',
    what: "lists the organization's active integrations: Development's and Production's",
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v1/integrations/active');
      expect(res.status).toBe(200);
      const production = res.body.filter((i: Integration) => i._environmentId !== DEV_ENV_ID);
      expect(production.length).toBeGreaterThan(0);
      expect(production.every((i: Integration) => prod.allIds.has(i._id) && i.active)).toBe(true);
    },
  },
  {
    op: 'getWebhookSupportStatus',
    what: "a Production integration id → 404; a provider name answers from Development's integrations",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const integration of [prod.emailIntegration, prod.fcmIntegration]) {
        const res = await t.api(DEV_KEY).get(`/v1/integrations/webhook/provider/${integration._id}/status`);
        expect(res.status, integration.providerId).toBe(404);
        expect(res.body.message).toBe(`Integration for ${integration._id} was not found`);
      }
      expect((await t.api(DEV_KEY).get('/v1/integrations/webhook/provider/mailgun/status')).body).toBe(true);
    },
  },
  {
    op: 'triggerEvent',
    what: "a Production transactionId is free in Development (a 409 would reveal it) and the recipient is Development's own",
    keep: 'production',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).post('/v1/events/trigger', {
        name: 'comment-mention',
        to: prod.subscriber.subscriberId,
        transactionId: prod.notification.transactionId,
        payload: payloadFor(t, DEV_KEY, 'comment-mention'),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ acknowledged: true, status: 'processed', transactionId: prod.notification.transactionId });
      const events = dataOf(t.deps.control.snapshot(DEV_KEY)).notifications.filter((n) => n.transactionId === prod.notification.transactionId);
      expect(events).toHaveLength(1);
      expect(events[0]?._environmentId).toBe(DEV_ENV_ID);
      expect(events[0]?._subscriberId).not.toBe(prod.subscriber._id);
    },
  },
  {
    op: 'triggerEventBulk',
    what: "Production's transactionId and subscriber in a bulk trigger touch only Development",
    keep: 'production',
    run: async ({ t, prod }) => {
      const payload = payloadFor(t, DEV_KEY, 'comment-mention');
      const res = await t.api(DEV_KEY).post('/v1/events/trigger/bulk', {
        events: [
          { name: 'comment-mention', to: prod.subscriber.subscriberId, transactionId: prod.notification.transactionId, payload },
          { name: 'comment-mention', to: { subscriberId: prod.subscriber.subscriberId }, payload },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.map((r: { status: string }) => r.status)).toEqual(['processed', 'processed']);
    },
  },
  {
    op: 'cancelTriggerEvent',
    what: "Production's transactionIds (a finished one and one still waiting) → false, as unknown ones; Production's waiting work is not cancelled",
    keep: 'all',
    setup: async ({ t }) => {
      t.deps.clock.freeze(new Date('2031-01-01T00:00:00.000Z'));
      const payload = { invoiceId: 'in_prod_waiting', amount: '49.00' }; // payment-failed checks its payload schema
      const res = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'payment-failed', to: 'prod-waiting', transactionId: 'prod-waiting-tx', payload });
      expect(res.status).toBe(201);
    },
    run: async ({ t, prod }) => {
      for (const transactionId of ['prod-waiting-tx', prod.notification.transactionId]) {
        const res = await t.api(DEV_KEY).delete(`/v1/events/trigger/${enc(transactionId)}`);
        expect(res.status, transactionId).toBe(200);
        expect(res.body, transactionId).toBe(false);
      }
    },
  },
  {
    op: 'listWorkflows',
    what: "lists Development's workflows only, and lastTriggeredAt ignores Production's triggers",
    keep: 'all',
    setup: async ({ t }) => {
      t.deps.clock.freeze(new Date('2031-06-01T00:00:00.000Z'));
      const res = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'comment-mention', to: 'prod-recent', payload: payloadFor(t, PROD_KEY, 'comment-mention') });
      expect(res.status).toBe(201);
    },
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v2/workflows?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.workflows.length).toBeGreaterThan(0);
      expect(noneOf(res.body.workflows, new Set(prod.workflowIds))).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain('2031-06-01T00:00:00');
    },
  },
];
