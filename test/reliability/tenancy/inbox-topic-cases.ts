/**
 * Tenancy cases of the Inbox's topic subscriptions: a Development session token with Production's
 * subscription identifiers and workflow ids. Both environments have a topic `product-updates`.
 */
import { expect } from 'vitest';
import { expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, enc, type TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';
import { bearer, openDevelopmentSession } from './inbox-cases.js';

const SHARED_KEY = 'product-updates';

/** The identifiers of Production's `product-updates` subscriptions. */
const prodIdentifiers = (t: TestApp): string[] =>
  (dataOf(t.deps.control.snapshot(PROD_KEY)).topicSubscriptions ?? []).filter((s) => s.topicKey === SHARED_KEY).map((s) => s.identifier);

const path = (identifier?: string) => `/v1/inbox/topics/${SHARED_KEY}/subscriptions${identifier === undefined ? '' : `/${enc(identifier)}`}`;

export const inboxTopicCases: TenancyCase[] = [
  {
    op: 'listInboxTopicSubscriptions',
    what: "a Development token lists none of Production's subscriptions",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      const res = await t.request().get(path()).set('Authorization', bearer(t));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  },
  {
    op: 'getInboxTopicSubscription',
    what: "Production's subscription identifiers with a Development token → 204",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      for (const identifier of prodIdentifiers(t)) {
        const res = await t.request().get(path(identifier)).set('Authorization', bearer(t));
        expect(res.status).toBe(204);
      }
    },
  },
  {
    op: 'createInboxTopicSubscription',
    what: "a Development token subscribes in Development; Production's workflow ids name no workflow",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t, prod }) => {
      const res = await t.request().post(path()).set('Authorization', bearer(t)).send({ identifier: prodIdentifiers(t)[0], preferences: prod.workflowIds });
      expect(res.status).toBe(201);
      expect(res.body.data).not.toHaveProperty('preferences');
    },
  },
  {
    op: 'updateInboxTopicSubscription',
    what: "Production's subscription identifiers with a Development token → 404",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      for (const identifier of prodIdentifiers(t)) {
        const res = await t.request().patch(path(identifier)).set('Authorization', bearer(t)).send({ name: 'x' });
        expect(res.status).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
  {
    op: 'deleteInboxTopicSubscription',
    what: "Production's subscription identifiers with a Development token → 404",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      for (const identifier of prodIdentifiers(t)) {
        const res = await t.request().delete(path(identifier)).set('Authorization', bearer(t));
        expect(res.status).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
];
