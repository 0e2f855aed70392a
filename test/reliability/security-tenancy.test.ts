/**
 * Tenancy: every operation of the contract, called with the Development key and ids that belong to
 * Production (or, for organization-wide environment variables, to another organization), answers 404
 * or lists none of the other side's records, and changes nothing. The cases are in `tenancy/`.
 */
import { describe, expect, it } from 'vitest';
import { makeTestApp, PROD_KEY } from '../helpers/test-app.js';
import { agentCases } from './tenancy/agent-cases.js';
import { channelCases } from './tenancy/channel-cases.js';
import { chatOauthCases } from './tenancy/chat-oauth-cases.js';
import { type Ctx, OTHER_ORG_KEY, prodIds, type TenancyCase } from './tenancy/context.js';
import { changeCases } from './tenancy/change-cases.js';
import { contextCases } from './tenancy/context-cases.js';
import { deletionCases } from './tenancy/deletion-cases.js';
import { domainCases } from './tenancy/domain-cases.js';
import { environmentCases } from './tenancy/environment-cases.js';
import { environmentWriteCases } from './tenancy/environment-write-cases.js';
import { inboxCases } from './tenancy/inbox-cases.js';
import { inboxPreferenceCases } from './tenancy/inbox-preference-cases.js';
import { inboxTopicCases } from './tenancy/inbox-topic-cases.js';
import { layoutCases } from './tenancy/layout-cases.js';
import { notificationTemplateCases } from './tenancy/notification-template-cases.js';
import { organizationCases } from './tenancy/organization-cases.js';
import { subscriberApiCases } from './tenancy/subscriber-api-cases.js';
import { subscriberV1Cases } from './tenancy/subscriber-v1-cases.js';
import { topicCases } from './tenancy/topic-cases.js';
import { translationCases } from './tenancy/translation-cases.js';
import { v1TopicTenantCases } from './tenancy/v1-topic-tenant-cases.js';
import { widgetCases } from './tenancy/widget-cases.js';
import { workflowCases, workflowWriteCases } from './tenancy/workflow-cases.js';
import { workflowOverrideCases } from './tenancy/workflow-override-cases.js';

const tenancyCases: TenancyCase[] = [
  ...environmentCases, ...workflowCases, ...organizationCases, ...inboxCases, ...inboxPreferenceCases, ...inboxTopicCases,
  ...topicCases, ...layoutCases, ...subscriberApiCases, ...deletionCases, ...workflowWriteCases, ...v1TopicTenantCases, ...subscriberV1Cases,
  ...notificationTemplateCases, ...widgetCases, ...workflowOverrideCases, ...chatOauthCases, ...changeCases, ...agentCases, ...environmentWriteCases, ...domainCases, ...translationCases, ...channelCases, ...contextCases,
];

describe('tenancy: ids of the other environment (or organization) never reach its data', () => {
  it('covers every operation of the contract', async () => {
    const t = await makeTestApp({ envelope: false });
    const all = t.deps.contract.validator.operations.map((op) => op.iid ?? op.id).sort();
    expect([...new Set(tenancyCases.map((c) => c.op))].sort()).toEqual(all);
  });

  for (const c of tenancyCases) {
    it(`${c.op}: ${c.what}`, async () => {
      const t = await makeTestApp({ envelope: false, isolateKeys: c.isolateKeys ?? false, journalSize: 10_000 });
      if (c.isolateKeys) expect(t.deps.registry.resolve(OTHER_ORG_KEY)).toBeDefined();
      const ctx: Ctx = { t, prod: prodIds(t) };
      await c.setup?.(ctx);
      const kept = () =>
        c.keep === 'all' ? t.deps.control.snapshot() : c.keep === 'production' ? t.deps.control.snapshot(PROD_KEY) : t.deps.control.snapshot(OTHER_ORG_KEY);
      const before = structuredClone(kept());
      t.deps.control.journal.clear();
      await c.run(ctx);
      expect(kept()).toEqual(before);
      // Every request of the case really reached the operation it is about (no typo in a path).
      const entries = t.deps.control.journal.list();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.map((e) => e.operationId ?? `${e.method} ${e.path} (no operation)`).filter((id) => id !== c.op)).toEqual([]);
      if (c.op === 'cancelTriggerEvent') {
        // Production's waiting work survived the Development calls.
        const own = await t.api(PROD_KEY).delete('/v1/events/trigger/prod-waiting-tx');
        expect(own.status).toBe(200);
        expect(own.body).toBe(true);
      }
    });
  }
});
