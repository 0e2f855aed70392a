/**
 * Tenancy cases of the agents (`/v1/agents`) and of a variable's usage: the Development key with the
 * identifiers and ids of Production's agent `prod-bot` (its Slack link and its conversation).
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import type { TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

/** Production's agent, its link and its conversation; and a Development agent `bot` with no link. */
async function addAgents({ t }: { t: TestApp }): Promise<void> {
  const prod = t.deps.registry.resolve(PROD_KEY);
  const slack = prod?.integrations.list().find((i) => i.providerId === 'slack');
  if (!prod || !slack) throw new Error('fixtures lack a Production Slack integration');
  expect((await t.api(PROD_KEY).post('/v1/agents', { name: 'Prod bot', identifier: 'prod-bot' })).status).toBe(201);
  expect((await t.api(PROD_KEY).post('/v1/agents/prod-bot/integrations', { integrationIdentifier: slack.identifier })).status).toBe(201);
  const opened = await t.request().post(`/__admin/agents/conversations?apiKey=${PROD_KEY}`).send({ agentIdentifier: 'prod-bot', integrationIdentifier: slack.identifier });
  expect(opened.status).toBe(201);
  expect((await t.api(DEV_KEY).post('/v1/agents', { name: 'Dev bot', identifier: 'bot' })).status).toBe(201);
}

const prodAgents = (t: TestApp) => t.deps.registry.resolve(PROD_KEY)?.agents.records() ?? { agents: [], links: [], conversations: [] };
const prodLinkId = (t: TestApp) => prodAgents(t).links[0]?._id ?? '';
const prodSlack = (t: TestApp) => t.deps.registry.resolve(PROD_KEY)?.integrations.list().find((i) => i.providerId === 'slack')?.identifier ?? '';
const expect404 = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(404);
  expectErrorShape(res.body, 404);
};

export const agentCases: TenancyCase[] = [
  {
    op: 'AgentsController_createAgent',
    what: "an identifier only Production has is free in Development, and Production's agent stays",
    keep: 'production',
    setup: addAgents,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/agents', { name: 'Twin', identifier: 'prod-bot' });
      expect(res.status).toBe(201);
      expect(prodAgents(t).agents.map((a) => a._id)).not.toContain(res.body._id);
    },
  },
  {
    op: 'AgentsController_listAgents',
    what: "lists none of Production's agents",
    keep: 'production',
    setup: addAgents,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/agents');
      expect(res.body.data.map((a: { identifier: string }) => a.identifier)).toEqual(['bot']);
    },
  },
  ...(
    [
      ['AgentsController_getAgent', 'get', '/v1/agents/prod-bot', undefined],
      ['AgentsController_updateAgent', 'patch', '/v1/agents/prod-bot', { name: 'Taken over' }],
      ['AgentsController_updateAgentBridge', 'put', '/v1/agents/prod-bot/bridge', { bridgeUrl: 'https://example.com/novu' }],
      ['AgentsController_deleteAgent', 'delete', '/v1/agents/prod-bot', undefined],
      ['AgentIntegrationsController_listAgentIntegrations', 'get', '/v1/agents/prod-bot/integrations', undefined],
    ] as const
  ).map(
    ([op, method, path, body]): TenancyCase => ({
      op,
      what: "Production's agent → 404",
      keep: 'production',
      setup: addAgents,
      run: async ({ t }) => {
        const api = t.api(DEV_KEY);
        expect404(await (method === 'get' ? api.get(path) : method === 'delete' ? api.delete(path) : api[method](path, body ?? {})));
      },
    }),
  ),
  {
    op: 'AgentIntegrationsController_addAgentIntegration',
    what: "Production's Slack integration cannot be linked to a Development agent (404)",
    keep: 'production',
    setup: addAgents,
    run: async ({ t }) => expect404(await t.api(DEV_KEY).post('/v1/agents/bot/integrations', { integrationIdentifier: prodSlack(t) })),
  },
  {
    op: 'AgentIntegrationsController_updateAgentIntegration',
    what: "Production's link → 404",
    keep: 'production',
    setup: addAgents,
    run: async ({ t }) => expect404(await t.api(DEV_KEY).patch(`/v1/agents/bot/integrations/${prodLinkId(t)}`, { integrationIdentifier: 'slack-pn7jfg' })),
  },
  {
    op: 'AgentIntegrationsController_removeAgentIntegration',
    what: "Production's link → 404",
    keep: 'production',
    setup: addAgents,
    run: async ({ t }) => expect404(await t.api(DEV_KEY).delete(`/v1/agents/bot/integrations/${prodLinkId(t)}`)),
  },
  {
    op: 'AgentReplyController_handleAgentReplyHandler',
    what: "a reply into Production's conversation → 404, and nothing reaches Production's outbox",
    keep: 'production',
    setup: addAgents,
    run: async ({ t }) => {
      const conversationId = prodAgents(t).conversations[0]?._id ?? '';
      const res = await t.api(DEV_KEY).post('/v1/agents/prod-bot/reply', { conversationId, integrationIdentifier: prodSlack(t), reply: { text: 'hi' } });
      expect404(res);
      expect(res.body.message).toBe('Conversation not found');
    },
  },
  {
    op: 'EnvironmentVariablesController_getEnvironmentVariableUsage',
    what: 'reads the organization-wide usage and changes nothing',
    keep: 'all',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/environment-variables/APP_BASE_URL/usage');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.workflows)).toBe(true);
    },
  },
];
