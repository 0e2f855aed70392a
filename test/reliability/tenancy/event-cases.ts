/** Tenancy cases of the trigger and workflow operations: the Development key with Production's ids and transactions. */
import { expect } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, enc, payloadFor } from '../helpers/security.js';
import { noneOf, type TenancyCase } from './context.js';

export const eventCases: TenancyCase[] = [
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
      // payment-failed checks its payload schema: a payload of the right types.
      const payload = { invoiceId: 'in_prod_waiting', amount: '49.00' };
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
  {
    op: 'getWorkflow',
    what: "Production's workflow ids → 404, also with Production's environmentId; a trigger identifier shows Development's own workflow",
    keep: 'all',
    setup: async ({ t }) => {
      t.deps.clock.freeze(new Date('2031-06-01T00:00:00.000Z'));
      const res = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'comment-mention', to: 'prod-recent', payload: payloadFor(t, PROD_KEY, 'comment-mention') });
      expect(res.status).toBe(201);
    },
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) {
        const res = await t.api(DEV_KEY).get(`/v2/workflows/${id}`);
        expect(res.status, id).toBe(404);
      }
      expect((await t.api(DEV_KEY).get(`/v2/workflows/comment-mention?environmentId=${PROD_ENV_ID}`)).status).toBe(404);
      const own = await t.api(DEV_KEY).get('/v2/workflows/comment-mention');
      expect(own.status).toBe(200);
      expect(prod.workflowIds).not.toContain(own.body._id);
      expect(JSON.stringify(own.body)).not.toContain('2031-06-01T00:00:00');
    },
  },
];
