/**
 * Tenancy cases of channel connections, channel endpoints and the integrations' chat set-up: Production's
 * connection, endpoint and integrations, aimed at with the Development key, answer 404 (lists: none of them),
 * and Production stays as it was.
 */
import { expect } from 'vitest';
import { DEV_KEY, PROD_ENV_ID, PROD_KEY, DEV_ENV_ID } from '../../helpers/test-app.js';
import type { Ctx, TenancyCase } from './context.js';

const PROD_SLACK = 'slack-s4u2wr';
const PROD_TELEGRAM = 'telegram-yuqysz';
const DEV_SLACK = 'slack-pn7jfg';

/** A connection and an endpoint of Production's, made through its own key before the case runs. */
async function productionChannels({ t, prod }: Ctx): Promise<void> {
  const subscriberId = prod.subscriber.subscriberId;
  await t.api(PROD_KEY).post('/v1/channel-connections', { identifier: 'prod-conn', integrationIdentifier: PROD_SLACK, subscriberId, workspace: { id: 'T1' }, auth: { accessToken: 'xoxb-prod' } }).expect(201);
  await t.api(PROD_KEY).post('/v1/channel-endpoints', { identifier: 'prod-endp', integrationIdentifier: PROD_SLACK, subscriberId, type: 'slack_user', endpoint: { userId: 'U1' } }).expect(201);
}

const notFound = async (res: { status: number; body: { message?: string } }, message: string) => {
  expect(res.status).toBe(404);
  expect(res.body.message).toBe(message);
};

const oauthUrlCase = (op: string, path: string): TenancyCase => ({
  op,
  what: "Production's Slack integration → 404",
  keep: 'all',
  run: async ({ t }) => notFound(await t.api(DEV_KEY).post(path, { integrationIdentifier: PROD_SLACK, subscriberId: 'user_2097' }), `Integration not found: ${PROD_SLACK} in environment ${DEV_ENV_ID}`),
});

export const channelCases: TenancyCase[] = [
  {
    op: 'ChannelConnectionsController_listChannelConnections',
    what: "lists none of Production's connections",
    keep: 'production',
    setup: productionChannels,
    run: async ({ t }) => expect((await t.api(DEV_KEY).get('/v1/channel-connections')).body.totalCount).toBe(0),
  },
  {
    op: 'ChannelConnectionsController_createChannelConnection',
    what: "Production's Slack integration → 404",
    keep: 'all',
    run: async ({ t }) => notFound(await t.api(DEV_KEY).post('/v1/channel-connections', { integrationIdentifier: PROD_SLACK, subscriberId: 'user_2097', workspace: { id: 'T' }, auth: { accessToken: 'x' } }), `Integration not found: ${PROD_SLACK}`),
  },
  ...(['get', 'patch', 'delete'] as const).map((method): TenancyCase => ({
    op: { get: 'ChannelConnectionsController_getChannelConnectionByIdentifier', patch: 'ChannelConnectionsController_updateChannelConnection', delete: 'ChannelConnectionsController_deleteChannelConnection' }[method],
    what: "Production's connection → 404",
    keep: 'production',
    setup: productionChannels,
    run: async ({ t }) => {
      const res = method === 'patch' ? await t.api(DEV_KEY).patch('/v1/channel-connections/prod-conn', { workspace: { id: 'T' }, auth: { accessToken: 'x' } }) : await t.api(DEV_KEY)[method]('/v1/channel-connections/prod-conn');
      expect(res.status).toBe(404);
    },
  })),
  {
    op: 'ChannelEndpointsController_listChannelEndpoints',
    what: "lists none of Production's endpoints",
    keep: 'production',
    setup: productionChannels,
    run: async ({ t }) => expect((await t.api(DEV_KEY).get('/v1/channel-endpoints')).body.totalCount).toBe(0),
  },
  {
    op: 'ChannelEndpointsController_createChannelEndpoint',
    what: "Production's connection → 404",
    keep: 'production',
    setup: productionChannels,
    run: async ({ t }) =>
      notFound(
        await t.api(DEV_KEY).post('/v1/channel-endpoints', { integrationIdentifier: DEV_SLACK, connectionIdentifier: 'prod-conn', subscriberId: 'user_2097', type: 'slack_user', endpoint: { userId: 'U1' } }),
        'Channel connection not found: prod-conn',
      ),
  },
  ...(['get', 'patch', 'delete'] as const).map((method): TenancyCase => ({
    op: { get: 'ChannelEndpointsController_getChannelEndpoint', patch: 'ChannelEndpointsController_updateChannelEndpoint', delete: 'ChannelEndpointsController_deleteChannelEndpoint' }[method],
    what: "Production's endpoint → 404",
    keep: 'production',
    setup: productionChannels,
    run: async ({ t }) => {
      const res = method === 'patch' ? await t.api(DEV_KEY).patch('/v1/channel-endpoints/prod-endp', { endpoint: { userId: 'U2' } }) : await t.api(DEV_KEY)[method]('/v1/channel-endpoints/prod-endp');
      expect(res.status).toBe(404);
    },
  })),
  oauthUrlCase('IntegrationsController_getChatOAuthUrl', '/v1/integrations/chat/oauth'),
  oauthUrlCase('IntegrationsController_generateConnectOAuthUrl', '/v1/integrations/channel-connections/oauth'),
  oauthUrlCase('IntegrationsController_generateLinkUserOAuthUrl', '/v1/integrations/channel-endpoints/oauth'),
  {
    op: 'IntegrationsController_linkChannelEndpoint',
    what: "Production's Telegram integration → 404",
    keep: 'all',
    run: async ({ t }) => notFound(await t.api(DEV_KEY).post('/v1/integrations/channel-endpoints/link', { integrationIdentifier: PROD_TELEGRAM, subscriberId: 'user_2097' }), `Integration not found: ${PROD_TELEGRAM}`),
  },
  {
    op: 'IntegrationsController_createIntegrationMobileLink',
    what: "Production's Telegram integration → 404",
    keep: 'all',
    run: async ({ t }) => notFound(await t.api(DEV_KEY).post(`/v1/integrations/${PROD_TELEGRAM}/mobile-link`, {}), `Integration not found: ${PROD_TELEGRAM}`),
  },
  {
    op: 'IntegrationsController_configureIntegrationWebhook',
    what: "Production's Telegram integration → 404, its configurations unchanged",
    keep: 'all',
    run: async ({ t }) => notFound(await t.api(DEV_KEY).post(`/v1/integrations/${PROD_TELEGRAM}/webhook/configure`), `Integration not found: ${PROD_TELEGRAM}`),
  },
  {
    op: 'IntegrationsController_autoConfigureIntegration',
    what: "Production's email integration by id → 404, its configurations unchanged",
    keep: 'all',
    run: async ({ t, prod }) => notFound(await t.api(DEV_KEY).post(`/v1/integrations/${prod.emailIntegration._id}/auto-configure`), `Integration not found, id: ${prod.emailIntegration._id}`),
  },
  {
    op: 'chatOauthConnectCallback',
    what: "a Development state rewritten to name Production → 400, nothing created in either",
    keep: 'all',
    run: async ({ t }) => {
      const made = await t.api(DEV_KEY).post('/v1/integrations/chat/oauth', { integrationIdentifier: DEV_SLACK, subscriberId: 'user_2097' });
      t.deps.control.journal.clear();
      const state = new URL(made.body.url ?? made.body.data.url).searchParams.get('state') as string;
      const forged = Buffer.from(Buffer.from(state, 'base64url').toString().replace(DEV_ENV_ID, PROD_ENV_ID)).toString('base64url');
      const res = await t.request().get(`/v1/integrations/chat/oauth/callback?code=c&state=${forged}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid OAuth state parameter');
    },
  },
];
