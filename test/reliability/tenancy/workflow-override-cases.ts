/**
 * Tenancy cases of the workflow overrides and the activity statistics: the Development key with the ids of
 * an override, a workflow and a tenant of Production (put in its store: Production's routes answer 401), and
 * statistics that Production's new events must not move.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, type TestApp } from '../helpers/security.js';
import type { Ctx, TenancyCase } from './context.js';

/** Production's payment-failed and its tenant acme. */
const prodPair = (t: TestApp) => {
  const data = dataOf(t.deps.control.snapshot(PROD_KEY));
  const workflow = data.workflows.find((w) => w.triggers[0]?.identifier === 'payment-failed');
  const tenant = (data.tenants ?? []).find((x) => x.identifier === 'acme');
  if (!workflow || !tenant) throw new Error('fixtures lack Production payment-failed or acme');
  return { workflow: workflow._id, tenant: tenant._id, overrides: data.workflowOverrides ?? [] };
};

const prodIdsOf = (t: TestApp) => {
  const { workflow, tenant, overrides } = prodPair(t);
  if (!overrides[0]) throw new Error('the case setup puts an override in Production');
  return { workflow, tenant, override: overrides[0]._id };
};

/** An override of Production's payment-failed for its tenant acme, made in its store. */
const prodOverride = async ({ t }: Ctx) => {
  const { workflow, tenant } = prodPair(t);
  t.deps.registry.resolve(PROD_KEY)?.workflowOverrides.create(workflow, tenant, { active: false });
};

const expect404 = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expectErrorShape(res.body, 404);
};

/** Statistics read before Production gets new events: the run must read the same (on a frozen clock). */
const statsBefore = new WeakMap<TestApp, unknown>();
const prodEventsAfter = (path: string) => async ({ t }: Ctx) => {
  t.deps.clock.freeze(new Date('2026-11-01T00:00:00.000Z'));
  statsBefore.set(t, (await t.api(DEV_KEY).get(path)).body);
  const res = await t.api(PROD_KEY).post('/v1/events/trigger', { name: 'comment-mention', to: ['prod-stats-1', 'prod-stats-2'] });
  expect(res.body.status).toBe('processed');
};

export const workflowOverrideCases: TenancyCase[] = [
  {
    op: 'createWorkflowOverride',
    what: "Production's tenant, then Production's workflow with a Development tenant → 404",
    keep: 'production',
    setup: prodOverride,
    run: async ({ t }) => {
      const prod = prodIdsOf(t);
      expect404(await t.api(DEV_KEY).post('/v1/workflow-overrides', { workflowId: prod.workflow, tenantId: prod.tenant }));
      const devTenant = dataOf(t.deps.control.snapshot(DEV_KEY)).tenants?.[0]?._id;
      expect404(await t.api(DEV_KEY).post('/v1/workflow-overrides', { workflowId: prod.workflow, tenantId: devTenant }));
    },
  },
  {
    op: 'listWorkflowOverrides',
    what: "lists none of Production's overrides",
    keep: 'production',
    setup: prodOverride,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/workflow-overrides?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  },
  ...(['getWorkflowOverrideById', 'updateWorkflowOverrideById', 'deleteWorkflowOverride'] as const).map(
    (op): TenancyCase => ({
      op,
      what: "Production's override id → 404",
      keep: 'production',
      setup: prodOverride,
      run: async ({ t }) => {
        const url = `/v1/workflow-overrides/${prodIdsOf(t).override}`;
        const api = t.api(DEV_KEY);
        expect404(await (op === 'getWorkflowOverrideById' ? api.get(url) : op === 'deleteWorkflowOverride' ? api.delete(url) : api.put(url, { active: true })));
      },
    }),
  ),
  ...(['getWorkflowOverride', 'updateWorkflowOverride'] as const).map(
    (op): TenancyCase => ({
      op,
      what: "Production's workflow and tenant → 404",
      keep: 'production',
      setup: prodOverride,
      run: async ({ t }) => {
        const prod = prodIdsOf(t);
        const url = `/v1/workflow-overrides/workflows/${prod.workflow}/tenants/${prod.tenant}`;
        expect404(await (op === 'getWorkflowOverride' ? t.api(DEV_KEY).get(url) : t.api(DEV_KEY).put(url, { active: true })));
      },
    }),
  ),
  ...(['getNotificationStats', 'getNotificationGraphStats'] as const).map((op): TenancyCase => {
    const path = op === 'getNotificationStats' ? '/v1/notifications/stats' : '/v1/notifications/graph/stats?days=365';
    return {
      op,
      what: "Production's new events do not count",
      keep: 'production',
      setup: prodEventsAfter(path),
      run: async ({ t }) => {
        const res = await t.api(DEV_KEY).get(path);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(statsBefore.get(t));
      },
    };
  }),
];
