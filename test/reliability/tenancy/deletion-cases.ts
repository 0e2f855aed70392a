/** Tenancy cases of the deletions, the subscriber writes and the integration writes: the Development key with Production's ids. */
import { expect } from 'vitest';
import type { Message } from '../../../src/domain/messages/index.js';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, enc } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

export const deletionCases: TenancyCase[] = [
  {
    op: 'deleteMessage',
    what: "Production's message ids → 404, Production keeps them",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.inAppMessageIds) {
        const res = await t.api(DEV_KEY).delete(`/v1/messages/${id}`);
        expect(res.status, id).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
  {
    op: 'deleteMessagesByTransactionId',
    what: "Production's transaction ids (with and without channel) → 404, Production keeps their messages",
    keep: 'all',
    run: async ({ t }) => {
      const prodMessages = dataOf(t.deps.control.snapshot(PROD_KEY)).messages as Message[];
      const devTransactions = new Set((dataOf(t.deps.control.snapshot(DEV_KEY)).messages as Message[]).map((m) => m.transactionId));
      const foreign = prodMessages.filter((m) => !devTransactions.has(m.transactionId)).slice(0, 3);
      expect(foreign.length).toBeGreaterThan(0);
      for (const m of foreign) {
        for (const query of ['', `?channel=${m.channel}`]) {
          const res = await t.api(DEV_KEY).delete(`/v1/messages/transaction/${enc(m.transactionId)}${query}`);
          expect(res.status, m.transactionId + query).toBe(404);
        }
      }
    },
  },
  {
    op: 'deleteSubscriber',
    what: 'a Production subscriberId → 404; Production keeps the subscriber, its messages and preferences',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).delete(`/v2/subscribers/${enc(prod.subscriber.subscriberId)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Subscriber was not found');
    },
  },
  {
    op: 'deleteSubscriberCredentials',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).delete(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/credentials/fcm`);
      expect(res.status).toBe(404);
    },
  },
  {
    op: 'updateSubscriberOnlineStatus',
    what: 'a Production subscriberId → 404',
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).patch(`/v1/subscribers/${enc(prod.subscriber.subscriberId)}/online-status`, { isOnline: true });
      expect(res.status).toBe(404);
    },
  },
  {
    op: 'bulkCreateSubscribers',
    what: "Production's subscriberIds are created in Development, never updating Production's",
    keep: 'production',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).post('/v1/subscribers/bulk', { subscribers: [{ subscriberId: prod.subscriber.subscriberId, firstName: 'Dev-only' }] });
      expect(res.status).toBe(201);
      expect(res.body.created).toEqual([{ subscriberId: prod.subscriber.subscriberId }]);
    },
  },
  {
    op: 'updateIntegration',
    what: "Production's integration ids → 404, Production's integrations unchanged",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const integration of [prod.emailIntegration, prod.fcmIntegration]) {
        const res = await t.api(DEV_KEY).put(`/v1/integrations/${integration._id}`, { name: 'taken over', active: false });
        expect(res.status, integration._id).toBe(404);
      }
    },
  },
  {
    op: 'deleteIntegration',
    what: "Production's integration ids → 404, Production keeps them",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const integration of [prod.emailIntegration, prod.inAppIntegration]) {
        expect((await t.api(DEV_KEY).delete(`/v1/integrations/${integration._id}`)).status, integration._id).toBe(404);
      }
    },
  },
];
