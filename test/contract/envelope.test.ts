/**
 * The `{data}` envelope, operation by operation. Every operation of the contract (the Inbox's and the
 * widget's aside: their clients read their own shapes in both modes) is sent the same request, at the same state, on a mock with the
 * default wire and on one started with `envelope: false`. Both answers keep the contract (strict validation);
 * the wire's body is the bare one as the real service's interceptor sends it: a result with a truthy `data`
 * and no `_id`/`id` whole, anything else as `{data: result}`; errors and empty bodies unchanged.
 */
import { workflow } from '@novu/framework';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrapSchema } from '../../src/contract/envelope.js';
import type { Operation } from '../../src/contract/validator.js';
import { realName } from '../../src/domain/integrations/index.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp, PROD_ENV_ID, sharedContract } from '../helpers/test-app.js';
import { startBridge } from '../bridge/helpers.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const AGENT_LINK_ID = '665f1c2a9b1e4a0022a00002';
const AGENT_CONVERSATION_ID = '665f1c2a9b1e4a0022a00003';

const answersItsOwnShapes = (op: Operation) => op.path.startsWith('/v1/inbox/') || op.path.startsWith('/v1/widgets/');
/** A route a browser opens (the chat OAuth routes): it answers a redirect or a page, never JSON. */
const answersABrowser = (op: Operation) => op.responses.some((response) => response.code === '302');
/** A bare answer in the real spelling of the service's own provider names, which the bare mode spells as the API document does. */
const inRealNames = (body: unknown): unknown =>
  body === undefined ? undefined : JSON.parse(JSON.stringify(body), (key, value: unknown) => ((key === 'providerId' || key === 'origin') && typeof value === 'string' ? realName(value) : value));

const environmentOf = (t: TestApp) => {
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no Development environment');
  return environment;
};
const firstInApp = (t: TestApp) => environmentOf(t).messages.all().find((m) => m.channel === 'in_app') as { _id: string; _subscriberId: string };
const firstInAppOwner = (t: TestApp) => environmentOf(t).subscribers.findByInternalId(firstInApp(t)._subscriberId)?.subscriberId as string;
const firstMessage = (t: TestApp) => environmentOf(t).messages.all()[0] as { _id: string; transactionId: string };

/** A value for each path parameter, from the default fixtures (some depend on the path or the operation they are in). */
const PATH_VALUES: Record<string, (t: TestApp, path: string, operationId: string) => string> = {
  subscriberId: (t) => firstInAppOwner(t),
  externalSubscriberId: () => 'david@outlook.com',
  notificationId: (t, path) => (path.startsWith('/v1/notifications/') ? environmentOf(t).activity.all()[0]?._id : firstInApp(t)._id) as string,
  messageId: (t, path) => (path.startsWith('/v1/messages/') ? firstMessage(t)._id : firstInApp(t)._id),
  transactionId: (t) => firstMessage(t).transactionId,
  actionType: () => 'primary',
  type: () => 'primary',
  providerId: () => 'fcm',
  variableKey: () => 'APP_BASE_URL',
  integrationId: (t) => environmentOf(t).integrations.list().find((i) => i.providerId === 'mailgun')?._id as string,
  providerOrIntegrationId: () => 'sendgrid',
  // The v1 workflow writes and the override routes name a workflow by its `_id` (payment-failed's), the
  // others by its identifier; a tenant by its `_id` (acme's).
  workflowId: (_t, path) => (path.startsWith('/v1/workflow-overrides/') || path.startsWith('/v1/workflows/') ? '665f1c2a9b1e4a0022000007' : 'payment-failed'),
  tenantId: () => '665f1c2a9b1e4a002e000001',
  // The delete removes the environment its PREPARE created (Development and Production are protected).
  environmentId: (t, _path, operationId) => (operationId === 'EnvironmentsControllerV1_deleteEnvironment' ? (environmentOf(t).info.organization.environments.at(-1)?._id as string) : DEV_ENV_ID),
  targetEnvironmentId: () => PROD_ENV_ID,
  overrideId: (t) => environmentOf(t).workflowOverrides.records()[0]?._id as string,
  stepId: () => '665f1c2a9b1e4a0023000013',
  topicKey: () => 'product-updates',
  identifier: (_t, path) =>
    path.startsWith('/v1/tenants/') ? 'acme'
    : path.startsWith('/v1/agents/') ? 'bot'
    : path.startsWith('/v1/channel-connections/') ? 'envelope-conn'
    : path.startsWith('/v1/channel-endpoints/') ? 'envelope-endp'
    : 'tk_product-updates:si_david@outlook.com',
  agentId: () => 'bot',
  agentIntegrationId: () => AGENT_LINK_ID,
  integrationIdentifier: () => 'telegram-92n721',
  // The v1 preference path: a level to read, a workflow to change.
  parameter: (_t, _path, operationId) => (operationId === 'updateSubscriberPreferenceV1' ? 'payment-failed' : 'global'),
  templateId: () => '665f1c2a9b1e4a0022000007',
  id: () => '665f1c2a9b1e4a0025000001',
  feedId: (t) => environmentOf(t).feeds.list()[0]?._id as string,
  changeId: (t) => environmentOf(t).changes.all()[0]?._id as string,
  workflowRunId: (t) => environmentOf(t).activity.all()[0]?._id as string,
  // A layout PREPARE makes (the fixtures have none), not the default: it may be deleted.
  layoutId: () => 'promo',
  domain: () => 'envelope.example.com',
  address: () => 'support',
  resourceType: () => 'workflow',
  resourceId: () => 'payment-failed',
  locale: () => 'de_DE',
};

/** Bodies for the operations whose contract has no request example (or whose example does not fit these fixtures). */
const BODIES: Record<string, unknown> = {
  updateSubscriberPreferences: { channels: { email: false } },
  bulkUpdateSubscriberPreferences: { preferences: [{ workflowId: 'payment-failed', channels: { email: false } }] },
  snoozeSubscriberNotification: { snoozeUntil: '2026-06-02T12:00:00.000Z' },
  appendSubscriberCredentials: { providerId: 'fcm', credentials: { deviceTokens: ['token-1'] } },
  updateSubscriberCredentials: { providerId: 'fcm', credentials: { deviceTokens: ['token-2'] } },
  markAllSubscriberMessages: { markAs: 'read' },
  markSubscriberMessageAction: { status: 'done' },
  createEnvironmentVariable: { key: 'SUPPORT_PHONE', values: [{ _environmentId: DEV_ENV_ID, value: '+49 30 1234' }] },
  updateEnvironmentVariable: { values: [{ _environmentId: DEV_ENV_ID, value: 'https://app.example.test' }] },
  triggerEventBulk: { events: [{ name: 'payment-failed', to: 'david@outlook.com', payload: {} }] },
  ChannelConnectionsController_createChannelConnection: { integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com', workspace: { id: 'T1' }, auth: { accessToken: 'xoxb' } },
  ChannelConnectionsController_updateChannelConnection: { workspace: { id: 'T2' }, auth: { accessToken: 'xoxb-2' } },
  ChannelEndpointsController_createChannelEndpoint: { integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com', type: 'slack_user', endpoint: { userId: 'U1' } },
  ChannelEndpointsController_updateChannelEndpoint: { endpoint: { channelId: 'C2' } },
  IntegrationsController_getChatOAuthUrl: { integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com' },
  IntegrationsController_generateConnectOAuthUrl: { integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com' },
  IntegrationsController_generateLinkUserOAuthUrl: { integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com' },
  IntegrationsController_linkChannelEndpoint: { integrationIdentifier: 'telegram-92n721', subscriberId: 'david@outlook.com' },
  TranslationController_createTranslationEndpoint: { resourceId: 'payment-failed', resourceType: 'workflow', locale: 'de_DE', content: { title: 'Hallo' } },
  TranslationController_importMasterJsonEndpoint: { locale: 'de_DE', masterJson: { workflows: { 'payment-failed': { title: 'Hallo' } } } },
  DomainsController_createDomain: { name: 'created.example.com' },
  DomainsController_updateDomain: { data: { tier: 'pro' } },
  DomainsController_createDomainRoute: { address: 'sales', type: 'webhook' },
  DomainsController_updateDomainRoute: { data: { queue: 'l1' } },
  DomainsController_startDomainAutoConfigure: {},
  DomainsController_testDomainRoute: { from: { address: 'sender@example.com' }, subject: 'Hello', dryRun: true },
  WorkflowController_sync: { targetEnvironmentId: PROD_ENV_ID },
  AgentsController_createAgent: { name: 'Second bot', identifier: 'bot-2' },
  AgentsController_updateAgent: { name: 'Renamed bot' },
  AgentsController_updateAgentBridge: { bridgeUrl: 'https://example.com/api/novu' },
  AgentIntegrationsController_addAgentIntegration: { integrationIdentifier: 'msteams-h7emcw' },
  AgentIntegrationsController_updateAgentIntegration: { integrationIdentifier: 'msteams-h7emcw' },
  AgentReplyController_handleAgentReplyHandler: { conversationId: AGENT_CONVERSATION_ID, integrationIdentifier: 'slack-pn7jfg', reply: { text: 'On it' } },
};

/** An agent `bot` linked to Development's Slack, with a conversation open (the agent operations' state). */
const addAgent = (t: TestApp) => {
  const environment = environmentOf(t);
  const slack = environment.integrations.list().find((i) => i.providerId === 'slack')?._id as string;
  const at = NOW.toISOString();
  const scope = { _environmentId: DEV_ENV_ID, _organizationId: environment.info._organizationId };
  const agent = { _id: '665f1c2a9b1e4a0022a00001', ...scope, name: 'Bot', identifier: 'bot', active: true, behavior: {}, createdAt: at, updatedAt: at };
  environment.agents.load({
    agents: [agent],
    links: [{ _id: AGENT_LINK_ID, _agentId: agent._id, _integrationId: slack, ...scope, connectedAt: at, createdAt: at, updatedAt: at }],
    conversations: [{ _id: AGENT_CONVERSATION_ID, _agentId: agent._id, _integrationId: slack, ...scope, platform: 'slack', platformThreadId: 'C042/1', status: 'active', metadata: {}, activities: [], createdAt: at, updatedAt: at }],
  });
};

/** The operations that take a `multipart/form-data` upload, and the form each is sent. */
const UPLOADS: Record<string, (req: Test) => Test> = {
  TranslationController_uploadTranslationFiles: (req) => req.field('resourceId', 'payment-failed').field('resourceType', 'workflow').attach('files[]', Buffer.from('{"title":"Hallo"}'), 'de_DE.json'),
  TranslationController_uploadMasterJsonEndpoint: (req) => req.attach('file', Buffer.from('{"workflows":{"payment-failed":{"title":"Hallo"}}}'), 'de_DE.json'),
};

/** State an operation needs before its request, made in the store (no request). */
const PREPARE: Record<string, (t: TestApp) => void> = {
  ...Object.fromEntries(
    ['AgentsController_getAgent', 'AgentsController_listAgents', 'AgentsController_updateAgent', 'AgentsController_updateAgentBridge', 'AgentsController_deleteAgent',
      'AgentIntegrationsController_addAgentIntegration', 'AgentIntegrationsController_listAgentIntegrations', 'AgentIntegrationsController_updateAgentIntegration',
      'AgentIntegrationsController_removeAgentIntegration', 'AgentReplyController_handleAgentReplyHandler'].map((id) => [id, addAgent]),
  ),
  // The v1 delete refuses a topic that still has subscribers.
  deleteTopicV1: (t) => {
    const topics = environmentOf(t).topics;
    for (const subscription of topics.subscriptionsOf(topics.get('product-updates'))) topics.unsubscribe(subscription);
  },
  deleteFeed: (t) => void environmentOf(t).feeds.create('Activities'),
  EnvironmentsControllerV1_deleteEnvironment: (t) => void environmentOf(t).environmentWrites.create({ name: 'To delete', color: '#ffffff' }),
  // Only a dashboard workflow syncs.
  WorkflowController_sync: (t) => {
    const workflows = environmentOf(t).workflows;
    const paymentFailed = workflows.findByTrigger('payment-failed');
    if (paymentFailed) workflows.put({ ...paymentFailed, type: 'BRIDGE', origin: 'novu-cloud' });
  },
  // A feed's creation is a change to apply.
  applyChange: (t) => void environmentOf(t).feeds.create('Promoted'),
  ...Object.fromEntries(
    ['getWorkflowOverrideById', 'updateWorkflowOverrideById', 'deleteWorkflowOverride', 'getWorkflowOverride', 'updateWorkflowOverride', 'listWorkflowOverrides'].map((id) => [
      id,
      (t: TestApp) => void environmentOf(t).workflowOverrides.create('665f1c2a9b1e4a0022000007', '665f1c2a9b1e4a002e000001', {}),
    ]),
  ),
  ...Object.fromEntries(
    ['LayoutsController_list', 'LayoutsController_get', 'LayoutsController_update', 'LayoutsController__delete', 'LayoutsController_duplicate', 'LayoutsController_generatePreview', 'LayoutsController_getUsage'].map((id) => [
      id,
      (t: TestApp) => {
        environmentOf(t).layouts.create({ layoutId: 'main', name: 'Main' });
        environmentOf(t).layouts.create({ layoutId: 'promo', name: 'Promo' });
      },
    ]),
  ),
  // A domain with a route, at a provider that auto-configures (the domain operations but its creation name it).
  ...Object.fromEntries(
    ['listDomains', 'getDomain', 'updateDomain', 'deleteDomain', 'verifyDomain', 'diagnoseDomain', 'getDomainAutoConfigure', 'startDomainAutoConfigure', 'createDomainRoute', 'listDomainRoutes', 'getDomainRoute', 'updateDomainRoute', 'deleteDomainRoute', 'testDomainRoute'].map((id) => [
      `DomainsController_${id}`,
      (t: TestApp) => {
        environmentOf(t).domains.create({ name: 'envelope.example.com' });
        environmentOf(t).domains.setDns('envelope.example.com', { provider: 'Cloudflare' });
        environmentOf(t).domainRoutes.create('envelope.example.com', { address: 'support', type: 'webhook' });
      },
    ]),
  ),
  ...Object.fromEntries(
    ['TranslationController_getSingleTranslation', 'TranslationController_deleteTranslationEndpoint', 'TranslationController_getTranslationGroupEndpoint', 'TranslationController_deleteTranslationGroupEndpoint'].map((id) => [
      id,
      (t: TestApp) => void environmentOf(t).translations.upsert('workflow', 'payment-failed', 'de_DE', { title: 'Hallo' }),
    ]),
  ),
  ...Object.fromEntries(
    [
      'ChannelConnectionsController_getChannelConnectionByIdentifier',
      'ChannelConnectionsController_updateChannelConnection',
      'ChannelConnectionsController_deleteChannelConnection',
      'ChannelEndpointsController_getChannelEndpoint',
      'ChannelEndpointsController_updateChannelEndpoint',
      'ChannelEndpointsController_deleteChannelEndpoint',
    ].map((id) => [
      id,
      (t: TestApp) => {
        const channels = environmentOf(t).channels;
        channels.connections.create({ identifier: 'envelope-conn', integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com', workspace: { id: 'T1' }, auth: { accessToken: 'xoxb' } });
        channels.endpoints.create({ identifier: 'envelope-endp', integrationIdentifier: 'slack-pn7jfg', subscriberId: 'david@outlook.com', type: 'slack_channel', endpoint: { channelId: 'C1' } });
      },
    ]),
  ),
  // A context named as the path values name it (`type` primary, `id` the group id).
  ...Object.fromEntries(
    ['ContextsController_getContext', 'ContextsController_updateContext', 'ContextsController_deleteContext'].map((id) => [
      id,
      (t: TestApp) => void environmentOf(t).contexts.create({ type: 'primary', id: '665f1c2a9b1e4a0025000001' }),
    ]),
  ),
  unsnoozeSubscriberNotification: (t) => {
    const message = firstInApp(t);
    environmentOf(t).messages.changeInApp(message._subscriberId, message._id, { snoozedUntil: '2030-01-01T00:00:00.000Z' });
  },
};

/** Queries an operation needs to answer 2xx. */
const QUERIES: Record<string, string> = {
  // An event of the default fixtures (Development) and its subscriber.
  listExecutionDetails: 'notificationId=665f1c2a9b1e4a0026000001&subscriberId=6cebe7f9-904c-4cd2-8e52-66f121eee2a5',
  countSubscriberNotifications: `filters=${encodeURIComponent('[{"read":false}]')}`,
  listChanges: 'promoted=false',
};

function requestFor(t: TestApp, op: Operation): { method: Method; url: string; body: unknown } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = PATH_VALUES[name];
    if (!value) throw new Error(`no value for path parameter ${name} of ${op.iid}`);
    return encodeURIComponent(value(t, op.path, op.iid as string));
  });
  const id = op.iid as string;
  const example = (op.request?.body?.contents?.[0]?.examples?.[0] as { value?: unknown } | undefined)?.value;
  const body = BODIES[id] ?? example ?? (op.request?.body ? {} : undefined);
  return { method: op.method as Method, url: QUERIES[id] ? `${path}?${QUERIES[id]}` : path, body };
}

async function send(t: TestApp, op: Operation) {
  t.deps.control.reset();
  t.deps.clock.freeze(NOW);
  PREPARE[op.iid as string]?.(t);
  const { method, url, body } = requestFor(t, op);
  const req = t.request()[method](url).set('Authorization', `ApiKey ${DEV_KEY}`);
  const upload = UPLOADS[op.iid as string];
  const res = upload ? await upload(req) : body === undefined ? await req : await req.send(body as object);
  // The mock's own URL in an answer (an OAuth redirect_uri, a registered webhook) names the port each request was served on.
  const text = res.text.replace(/127\.0\.0\.1(?::|%3A)\d+/g, '127.0.0.1:<port>');
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** The real service's rule, written out here independently of the server's own. */
const isPage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Boolean((body as Record<string, unknown>).data) && !('_id' in body) && !('id' in body);

describe('the {data} envelope', () => {
  let wire: TestApp;
  let bare: TestApp;
  let operations: Operation[];
  let bridge: Awaited<ReturnType<typeof startBridge>>;
  beforeAll(async () => {
    // The bridge operations call a real framework bridge.
    bridge = await startBridge(DEV_KEY, [workflow('envelope-check', async ({ step }) => void (await step.sms('text', async () => ({ body: 'hi' }))))]);
    BODIES.syncBridge = { bridgeUrl: bridge.url };
    PREPARE.getBridgeStatus = (t) => void environmentOf(t).syncCodeWorkflows({ workflows: [{ workflowId: 'envelope-check', steps: [] }] }, bridge.url);
    [wire, bare] = await Promise.all([makeTestApp(), makeTestApp({ envelope: false })]);
    operations = (await sharedContract()).validator.operations.filter((op) => !answersItsOwnShapes(op) && !answersABrowser(op));
  });
  afterAll(() => bridge?.close());

  it('wraps every operation’s 2xx JSON answer exactly as the real service does, and only those', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const [onWire, asBare] = [await send(wire, op), await send(bare, op)];
      if (onWire.status !== asBare.status) problems.push(`${op.iid}: ${onWire.status} on the wire, ${asBare.status} bare`);
      else if (asBare.status >= 300) problems.push(`${op.iid} does not answer 2xx here: ${JSON.stringify(asBare.body)}`);
      else {
        const bareBody = inRealNames(asBare.body);
        const expected = bareBody === undefined ? undefined : isPage(bareBody) ? bareBody : { data: bareBody };
        try {
          expect(onWire.body).toEqual(expected);
        } catch {
          problems.push(`${op.iid}: ${JSON.stringify(onWire.body).slice(0, 200)} on the wire for ${JSON.stringify(asBare.body).slice(0, 200)} bare`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the wire in the contract: every enveloped 2xx schema is {data: <the bare schema>}, and only non-pages are', async () => {
    const contract = await sharedContract();
    for (const op of contract.validator.operations) {
      const bareOp = contract.bare.operation(op.iid as string) as Operation;
      op.responses.forEach((response, r) => {
        response.contents?.forEach((content, c) => {
          const schema = content.schema as Record<string, unknown>;
          const bareSchema = bareOp.responses[r]?.contents?.[c]?.schema;
          if (schema['x-envelope'] !== true) {
            expect(bareSchema, `${op.iid} ${response.code}`).toBe(schema);
            return;
          }
          expect(response.code, `${op.iid}: only success answers are wrapped`).toMatch(/^2/);
          expect(answersItsOwnShapes(op), `${op.iid}: the Inbox and the widget answer their own shapes`).toBe(false);
          expect(schema).toMatchObject({ type: 'object', required: ['data'], additionalProperties: false });
          expect(Object.keys(schema.properties as object)).toEqual(['data']);
          expect(bareSchema).toEqual(unwrapSchema(schema));
          const inner = bareSchema as { properties?: Record<string, unknown> };
          expect(Boolean(inner.properties?.data) && !inner.properties?._id && !inner.properties?.id, `${op.iid}: a page goes whole`).toBe(false);
        });
      });
    }
  });

  it('leaves errors and the control plane unwrapped', async () => {
    const missing = await wire.api().get('/v2/subscribers/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Subscriber: nobody-here was not found' });
    const health = await wire.request().get('/__admin/health');
    expect(health.body).toMatchObject({ status: 'ok' });
  });
});
