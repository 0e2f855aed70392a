/**
 * Tenancy cases of the Inbox preferences: a Development session token (for a subscriber whose id
 * Production uses too) with Production's workflow ids.
 */
import { expect } from 'vitest';
import { expectErrorShape } from '../../helpers/test-app.js';
import type { TenancyCase } from './context.js';
import { bearer, openDevelopmentSession } from './inbox-cases.js';

export const inboxPreferenceCases: TenancyCase[] = [
  {
    op: 'listInboxPreferences',
    what: "a Development token lists Development's workflows only",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t, prod }) => {
      const res = await t.request().get('/v1/inbox/preferences?criticality=all').set('Authorization', bearer(t));
      expect(res.status).toBe(200);
      const ids = res.body.data.slice(1).map((p: { workflow: { id: string } }) => p.workflow.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id: string) => prod.workflowIds.includes(id))).toEqual([]);
    },
  },
  {
    op: 'getInboxGlobalPreference',
    what: 'a Development token reads its own global preference',
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      const res = await t.request().get('/v1/inbox/preferences/global').set('Authorization', bearer(t));
      expect(res.status).toBe(200);
      expect(res.body.data.level).toBe('global');
    },
  },
  {
    op: 'updateInboxGlobalPreference',
    what: "a Development token turning channels off leaves the Production subscriber's preferences as they were",
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t }) => {
      const res = await t.request().patch('/v1/inbox/preferences').set('Authorization', bearer(t)).send({ email: false, in_app: false, schedule: { isEnabled: false } });
      expect(res.status).toBe(200);
    },
  },
  {
    op: 'updateInboxWorkflowPreference',
    what: 'a Production workflow id with a Development token → 404',
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) {
        const res = await t.request().patch(`/v1/inbox/preferences/${id}`).set('Authorization', bearer(t)).send({ email: false });
        expect(res.status).toBe(404);
        expectErrorShape(res.body, 404);
      }
    },
  },
  {
    op: 'bulkUpdateInboxPreferences',
    what: 'Production workflow ids in a bulk update with a Development token → 404',
    keep: 'production',
    setup: openDevelopmentSession,
    run: async ({ t, prod }) => {
      const preferences = prod.workflowIds.map((workflowId) => ({ workflowId, email: false }));
      const res = await t.request().patch('/v1/inbox/preferences/bulk').set('Authorization', bearer(t)).send({ preferences });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
];
