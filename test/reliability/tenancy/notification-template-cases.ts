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

export const notificationTemplateCases: TenancyCase[] = [
  {
    op: 'listNotificationTemplates',
    what: "lists none of Production's workflows",
    keep: 'all',
    run: async ({ t, prod }) => {
      const res = await t.api(DEV_KEY).get('/v1/notification-templates?limit=100');
      expect(res.status).toBe(200);
      expect(ids(res.body.data).filter((id) => prod.workflowIds.includes(id))).toEqual([]);
    },
  },
  {
    op: 'createNotificationTemplate',
    what: "Production's group ids → 404",
    keep: 'all',
    run: async ({ t }) => {
      for (const id of prodGroupIds(t)) {
        const res = await t.api(DEV_KEY).post('/v1/notification-templates', { name: 'Cross', notificationGroupId: id, steps: [] });
        expect(res.status, id).toBe(404);
      }
    },
  },
  ...(['get', 'put', 'delete'] as const).map(
    (method): TenancyCase => ({
      op: { get: 'getNotificationTemplate', put: 'updateNotificationTemplate', delete: 'deleteNotificationTemplate' }[method],
      what: `Production's workflow ids → ${method === 'delete' ? 400 : 404}`,
      keep: 'all',
      run: async ({ t, prod }) => {
        for (const id of prod.workflowIds) {
          const url = `/v1/notification-templates/${id}`;
          const res = method === 'get' ? await t.api(DEV_KEY).get(url) : method === 'put' ? await t.api(DEV_KEY).put(url, { name: 'Taken' }) : await t.api(DEV_KEY).delete(url);
          expect(res.status, id).toBe(method === 'delete' ? 400 : 404);
        }
      },
    }),
  ),
  {
    op: 'updateNotificationTemplateStatus',
    what: "Production's workflow ids → 404",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) expect((await t.api(DEV_KEY).put(`/v1/notification-templates/${id}/status`, { active: false })).status, id).toBe(404);
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
