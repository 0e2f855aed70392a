/**
 * Tenancy cases of the v1 topics, the tenants and the integration create: the Development key with keys
 * and identifiers that Production has. `beta-testers`, `product-updates` and the tenant `acme` are in both
 * environments: each key reaches its own; `project-atlas` and `prod-only` are Production's alone.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, type TestApp } from '../helpers/security.js';
import { noneOf, type TenancyCase } from './context.js';

const PROD_ONLY_TOPIC = 'project-atlas';
const PROD_ONLY_TENANT = 'prod-only';

const prodData = (t: TestApp) => dataOf(t.deps.control.snapshot(PROD_KEY));
const prodTopicIds = (t: TestApp) => new Set((prodData(t).topics ?? []).map((topic) => topic._id));
const prodTenantIds = (t: TestApp) => new Set((prodData(t).tenants ?? []).map((tenant) => tenant._id));
/** A subscriber of Production's `product-updates` that Development does not have. */
const prodOnlySubscriber = (t: TestApp): string => {
  const dev = new Set(dataOf(t.deps.control.snapshot(DEV_KEY)).subscribers.map((s) => s.subscriberId));
  const found = (prodData(t).topicSubscriptions ?? []).find((s) => s.topicKey === 'product-updates' && !dev.has(s.externalSubscriberId));
  if (!found) throw new Error('fixtures lack a Production-only topic subscriber');
  return found.externalSubscriberId;
};
const addProdOnlyTenant = async ({ t }: { t: TestApp }) => {
  expect((await t.api(PROD_KEY).post('/v1/tenants', { identifier: PROD_ONLY_TENANT, name: 'Production only' })).status).toBe(201);
};
const expect404 = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(404);
  expectErrorShape(res.body, 404);
};

export const v1TopicTenantCases: TenancyCase[] = [
  {
    op: 'createTopicV1',
    what: "a key only Production has is free in Development, and Production's topic stays",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/topics', { key: PROD_ONLY_TOPIC, name: 'Development twin' });
      expect(res.status).toBe(201);
      expect(prodTopicIds(t).has(res.body._id)).toBe(false);
    },
  },
  {
    op: 'listTopicsV1',
    what: "lists none of Production's topics",
    keep: 'production',
    run: async ({ t }) => {
      for (let page = 0; page < 3; page++) {
        const res = await t.api(DEV_KEY).get(`/v1/topics?page=${page}`);
        expect(res.status).toBe(200);
        expect(noneOf(res.body.data, prodTopicIds(t))).toEqual([]);
      }
      expect((await t.api(DEV_KEY).get(`/v1/topics?key=${PROD_ONLY_TOPIC}`)).body.totalCount).toBe(0);
    },
  },
  {
    op: 'getTopicV1',
    what: "Production's key → 404; a shared key reads Development's topic",
    keep: 'production',
    run: async ({ t }) => {
      expect404(await t.api(DEV_KEY).get(`/v1/topics/${PROD_ONLY_TOPIC}`));
      const shared = await t.api(DEV_KEY).get('/v1/topics/product-updates');
      expect(prodTopicIds(t).has(shared.body._id)).toBe(false);
      expect(shared.body.subscribers).not.toContain(prodOnlySubscriber(t));
    },
  },
  {
    op: 'renameTopicV1',
    what: "Production's key → 404; a shared key renames Development's topic only",
    keep: 'production',
    run: async ({ t }) => {
      expect404(await t.api(DEV_KEY).patch(`/v1/topics/${PROD_ONLY_TOPIC}`, { name: 'taken over' }));
      expect((await t.api(DEV_KEY).patch('/v1/topics/product-updates', { name: 'renamed in Development' })).status).toBe(200);
    },
  },
  {
    op: 'deleteTopicV1',
    what: "Production's key → 404; a shared key deletes Development's topic only",
    keep: 'production',
    run: async ({ t }) => {
      expect404(await t.api(DEV_KEY).delete(`/v1/topics/${PROD_ONLY_TOPIC}`));
      expect((await t.api(DEV_KEY).delete('/v1/topics/beta-testers')).status).toBe(204);
    },
  },
  {
    op: 'addTopicSubscribersV1',
    what: "Production's subscribers are not found; Production's topics unchanged",
    keep: 'production',
    run: async ({ t }) => {
      const id = prodOnlySubscriber(t);
      for (const key of ['product-updates', PROD_ONLY_TOPIC]) {
        const res = await t.api(DEV_KEY).post(`/v1/topics/${key}/subscribers`, { subscribers: [id] });
        expect(res.body).toEqual({ succeeded: [], failed: { notFound: [id] } });
      }
    },
  },
  {
    op: 'removeTopicSubscribersV1',
    what: "removing Production's subscribers from a shared or Production's key leaves Production's subscriptions",
    keep: 'production',
    run: async ({ t }) => {
      const id = prodOnlySubscriber(t);
      for (const key of ['product-updates', PROD_ONLY_TOPIC]) {
        expect((await t.api(DEV_KEY).post(`/v1/topics/${key}/subscribers/removal`, { subscribers: [id] })).status).toBe(204);
      }
    },
  },
  {
    op: 'createTenant',
    what: "an identifier only Production has is free in Development, and Production's tenant stays",
    keep: 'production',
    setup: addProdOnlyTenant,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/tenants', { identifier: PROD_ONLY_TENANT, name: 'Development twin' });
      expect(res.status).toBe(201);
      expect(prodTenantIds(t).has(res.body._id)).toBe(false);
    },
  },
  {
    op: 'listTenants',
    what: "lists none of Production's tenants",
    keep: 'production',
    setup: addProdOnlyTenant,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/tenants?limit=100');
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(noneOf(res.body.data, prodTenantIds(t))).toEqual([]);
    },
  },
  {
    op: 'getTenant',
    what: "Production's identifier → 404; a shared one reads Development's tenant",
    keep: 'production',
    setup: addProdOnlyTenant,
    run: async ({ t }) => {
      expect404(await t.api(DEV_KEY).get(`/v1/tenants/${PROD_ONLY_TENANT}`));
      expect(prodTenantIds(t).has((await t.api(DEV_KEY).get('/v1/tenants/acme')).body._id)).toBe(false);
    },
  },
  {
    op: 'updateTenant',
    what: "Production's identifier → 404; a shared one (or renaming to Production's) changes Development's only",
    keep: 'production',
    setup: addProdOnlyTenant,
    run: async ({ t }) => {
      expect404(await t.api(DEV_KEY).patch(`/v1/tenants/${PROD_ONLY_TENANT}`, { name: 'taken over' }));
      const res = await t.api(DEV_KEY).patch('/v1/tenants/acme', { name: 'Acme (Development)', identifier: PROD_ONLY_TENANT });
      expect(res.status).toBe(200);
      expect(prodTenantIds(t).has(res.body._id)).toBe(false);
    },
  },
  {
    op: 'deleteTenant',
    what: "Production's identifier → 404; a shared one deletes Development's only",
    keep: 'production',
    setup: addProdOnlyTenant,
    run: async ({ t }) => {
      expect404(await t.api(DEV_KEY).delete(`/v1/tenants/${PROD_ONLY_TENANT}`));
      expect((await t.api(DEV_KEY).delete('/v1/tenants/acme')).status).toBe(204);
    },
  },
  {
    op: 'createIntegration',
    what: 'an identifier Production has is free in Development (creating in Production by `_environmentId` is the real rule: see the integration tests)',
    keep: 'production',
    run: async ({ t }) => {
      const identifier = prodData(t).integrations[1]?.identifier;
      expect((await t.api(DEV_KEY).post('/v1/integrations', { providerId: 'postmark', channel: 'email', identifier, active: true })).status).toBe(201);
    },
  },
];
