/** Tenancy cases of the deleting and bulk subscriber operations: the Development key with Production's ids. */
import { expect } from 'vitest';
import type { Message } from '../../../src/domain/records.js';
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
];
