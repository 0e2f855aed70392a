/**
 * Tenancy cases of the v1 workflow views (notification templates, groups, feeds, execution details) and
 * of `POST /v2/workflows`: the Development key with Production's ids reaches none of Production's records.
 * The suite runs the bare shapes (no `{data}` envelope).
 */
import { expect } from 'vitest';
import { DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, type TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

const prodGroupIds = (t: TestApp) => (dataOf(t.deps.control.snapshot(PROD_KEY)).notificationGroups ?? []).map((g) => g._id);
const ids = (records: { _id: string }[]) => records.map((r) => r._id);
let prodFeedId = '';
const prodFeed = async ({ t }: { t: TestApp }) => {
  prodFeedId = (await t.api(PROD_KEY).post('/v1/feeds', { name: 'Shared name' })).body._id;
};

/** The operations of one of the two v1 workflow paths (the real service serves the same workflows at both). */
interface V1WorkflowOps {
  list: string;
  create: string;
  get: string;
  put: string;
  delete: string;
  status: string;
}

const v1WorkflowCases = (path: string, op: V1WorkflowOps): TenancyCase[] => [
  {
    op: op.list,
    what: "lists none of Production's workflows",
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`${path}?limit=100`);
      expect(res.status).toBe(200);
      expect(ids(res.body.data).filter((id) => prod.workflowIds.includes(id))).toEqual([]);
    },
  },
  {
    op: op.create,
    what: "Production's group ids → 404",
    keep: 'all',
    run: async ({ t }) => {
      for (const id of prodGroupIds(t)) {
        const res = await t.api(DEV_KEY).post(path, { name: 'Cross', notificationGroupId: id, steps: [] });
        expect(res.status, id).toBe(404);
      }
    },
  },
  ...(['get', 'put', 'delete'] as const).map(
    (method): TenancyCase => ({
      op: op[method],
      what: "Production's workflow ids → 404",
      keep: 'all',
      run: async ({ t, prod }) => {
        for (const id of prod.workflowIds) {
          const url = `${path}/${id}`;
          const res = method === 'get' ? await t.api(DEV_KEY).get(url) : method === 'put' ? await t.api(DEV_KEY).put(url, { name: 'Taken' }) : await t.api(DEV_KEY).delete(url);
          expect(res.status, id).toBe(404);
        }
      },
    }),
  ),
  {
    op: op.status,
    what: "Production's workflow ids → 404",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) expect((await t.api(DEV_KEY).put(`${path}/${id}/status`, { active: false })).status, id).toBe(404);
    },
  },
];

export const notificationTemplateCases: TenancyCase[] = [
  ...v1WorkflowCases('/v1/notification-templates', {
    list: 'listNotificationTemplates',
    create: 'createNotificationTemplate',
    get: 'getNotificationTemplate',
    put: 'updateNotificationTemplate',
    delete: 'deleteNotificationTemplate',
    status: 'updateNotificationTemplateStatus',
  }),
  ...v1WorkflowCases('/v1/workflows', {
    list: 'listWorkflowsV1',
    create: 'createWorkflowV1',
    get: 'getWorkflowV1',
    put: 'updateWorkflowV1',
    delete: 'deleteWorkflowV1',
    status: 'updateWorkflowStatusV1',
  }),
  {
    op: 'getWorkflowVariablesV1',
    what: 'answers the same to every environment (no records of either)',
    keep: 'all',
    run: async ({ t }) => {
      const [dev, prod] = [await t.api(DEV_KEY).get('/v1/workflows/variables'), await t.api(PROD_KEY).get('/v1/workflows/variables')];
      expect(dev.status).toBe(200);
      expect(dev.body).toEqual(prod.body);
    },
  },
  {
    op: 'listNotificationGroups',
    what: "lists none of Production's groups",
    keep: 'all',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/notification-groups');
      expect(ids(res.body).filter((id) => prodGroupIds(t).includes(id))).toEqual([]);
    },
  },
  {
    op: 'createNotificationGroup',
    what: "a group created with the Development key is Development's only",
    keep: 'production',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/notification-groups', { name: 'General' });
      expect(res.status).toBe(201);
      expect(prodGroupIds(t)).not.toContain(res.body._id);
    },
  },
  ...(['get', 'patch', 'delete'] as const).map(
    (method): TenancyCase => ({
      op: { get: 'getNotificationGroup', patch: 'updateNotificationGroup', delete: 'deleteNotificationGroup' }[method],
      what: "Production's group ids → 404",
      keep: 'all',
      run: async ({ t }) => {
        for (const id of prodGroupIds(t)) {
          const url = `/v1/notification-groups/${id}`;
          const res = method === 'get' ? await t.api(DEV_KEY).get(url) : method === 'patch' ? await t.api(DEV_KEY).patch(url, { name: 'Taken' }) : await t.api(DEV_KEY).delete(url);
          expect(res.status, id).toBe(404);
        }
      },
    }),
  ),
  {
    op: 'listFeeds',
    what: "lists none of Production's feeds",
    keep: 'all',
    setup: prodFeed,
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).get('/v1/feeds')).body).toEqual([]);
    },
  },
  {
    op: 'createFeed',
    what: 'a name Production uses is free in Development',
    keep: 'production',
    setup: prodFeed,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/feeds', { name: 'Shared name' });
      expect(res.status).toBe(201);
      expect(res.body._id).not.toBe(prodFeedId);
    },
  },
  {
    op: 'deleteFeed',
    what: "Production's feed id → 400 (the real status), Production keeps it",
    keep: 'all',
    setup: prodFeed,
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).delete(`/v1/feeds/${prodFeedId}`)).status).toBe(400);
    },
  },
  {
    op: 'listExecutionDetails',
    what: "Production's event and subscriber: no details (404 or an empty list)",
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get(`/v1/execution-details?notificationId=${prod.notification._id}&subscriberId=${encodeURIComponent(prod.subscriber.subscriberId)}`);
      if (res.status === 200) expect(res.body).toEqual([]);
      else expect(res.status).toBe(404);
    },
  },
  {
    op: 'createWorkflow',
    what: "a workflowId Production uses makes a Development workflow; Production's stays",
    keep: 'production',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).post('/v2/workflows', { name: 'Cross', workflowId: 'sdk-cross-env', steps: [] });
      expect(res.status).toBe(201);
      expect(prod.workflowIds).not.toContain(res.body._id);
    },
  },
];
