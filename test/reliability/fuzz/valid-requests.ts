/** fast-check arbitraries of valid requests of the contract's operations, and their rendering to bytes. */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { Environment } from '../../../src/domain/environments/index.js';
import { authOf, type OperationAuth } from '../../../src/http/auth.js';
import type { Operation } from '../../../src/contract/validator.js';
import { DEV_ENV_ID, DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import type { RawRequest } from './client.js';
import { FIXED_NOW } from './clock.js';
import { FUZZ_CONNECTION, FUZZ_ENDPOINT, type Fixtures } from './fixtures.js';
import { type Schema, valueArb } from './values.js';

/** A request before it is rendered to bytes: what the mutations work on. */
export interface RequestSpec {
  opId: string;
  method: string;
  /** Path template of the operation. */
  template: string;
  params: Record<string, string>;
  query: [string, string][];
  headers: [string, string][];
  /** JSON body (undefined: none). */
  body?: unknown;
  apiKey: string;
  /** What the operation authenticates: an API key (also when absent), or the Inbox session token of `apiKey`'s environment. */
  auth?: OperationAuth;
  /** A `multipart/form-data` body instead (the uploads): fields, and files with their names. */
  form?: { name: string; fileName?: string; text: string }[];
}

/**
 * The Inbox subscriber of the fuzzed sessions: the first fixture subscriber with an in-app message that
 * has a primary action (so that complete/revert can succeed), else the first with in-app messages.
 */
export const inboxSubscriberOf = (fx: Fixtures): string =>
  [...fx.inAppBySubscriber].find(([, ids]) => ids.some((id) => fx.primaryActionIds.has(id)))?.[0] ?? [...fx.inAppBySubscriber.keys()][0] ?? '';

/** The session token of each environment's key (a reset drops tokens: opened anew before each scenario). */
let sessionTokens = new Map<string, string>();

/**
 * Opens the fuzzed Inbox sessions without a request (nothing in the journal or the state): Development's
 * for its subscriber with in-app messages, Production's for the same id (unknown there).
 */
export function openFuzzSessions(fx: Fixtures, environmentOf: (apiKey: string) => Environment | undefined): void {
  const subscriberId = inboxSubscriberOf(fx);
  sessionTokens = new Map([DEV_KEY, PROD_KEY].map((key) => [key, environmentOf(key)?.inboxSessions.open(subscriberId) ?? 'none']));
}

/**
 * Values of a workflow's payload variables: mostly text, sometimes anything JSON can carry — including
 * objects that `String()` cannot convert (`{"toString": 1}`) and keys that are Object.prototype's.
 */
const variableValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ toString: 1 }, { valueOf: 'x', toString: 'y' }, [{ toString: 1 }], { toJSON: 1 }, { constructor: { prototype: 1 } }, '', 0, -1, true, [], {}, '2030-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z', 'not a date', 1e308) },
);

/** A state of the chat OAuth callback: base64url of `<json>.<hex HMAC-SHA256 keyed by the API key>`, made at FIXED_NOW. */
function slackLinkUserState(fx: Fixtures, n: number): string {
  const payload = JSON.stringify({
    subscriberId: fx.subscriberIds[n % fx.subscriberIds.length],
    environmentId: DEV_ENV_ID,
    organizationId: 'fuzz',
    integrationIdentifier: identifierOf(fx, 'slack'),
    providerId: 'slack',
    timestamp: FIXED_NOW.getTime(),
    mode: 'link_user',
  });
  return Buffer.from(`${payload}.${createHmac('sha256', DEV_KEY).update(payload).digest('hex')}`).toString('base64url');
}

/** The identifier of an active chat integration of `providerId` (Development's). */
const identifierOf = (fx: Fixtures, providerId: string): string => fx.chatPush.find((i) => i.providerId === providerId)?.identifier ?? providerId;

/** Domain details the schema cannot express, fixed up so that most valid requests succeed. */
function finish(spec: RequestSpec, fx: Fixtures, knobs: { fillVariables: boolean; markOwn: number; variableValues: unknown[] }): RequestSpec {
  const body = spec.body as Record<string, unknown> | undefined;
  const fillEvent = (event: Record<string, unknown>) => {
    const variables = fx.workflowVariables.get(String(event.name)) ?? [];
    if (!knobs.fillVariables || variables.length === 0) return;
    const payload = { ...((event.payload as Record<string, unknown> | undefined) ?? {}) };
    variables.forEach((v, i) => {
      const value = knobs.variableValues[i % knobs.variableValues.length];
      if (payload[v] === undefined || payload[v] === null) payload[v] = value === undefined ? `value of ${v}` : value;
    });
    event.payload = payload;
  };
  const uniqueValues = (values: unknown) =>
    Array.isArray(values) ? values.filter((v, i) => values.findIndex((w) => (w as { _environmentId: string })._environmentId === (v as { _environmentId: string })._environmentId) === i) : values;
  switch (spec.opId) {
    // The uploads take a form: a translation file of a fixture workflow, or a master JSON naming one.
    case 'TranslationController_uploadTranslationFiles':
      spec.body = undefined;
      spec.form = [{ name: 'resourceId', text: fx.workflowTriggers[knobs.markOwn % Math.max(1, fx.workflowTriggers.length)] ?? 'none' }, { name: 'resourceType', text: 'workflow' }, { name: 'files[]', fileName: 'de_DE.json', text: '{"title":"Hallo"}' }];
      break;
    case 'TranslationController_uploadMasterJsonEndpoint':
      spec.body = undefined;
      spec.form = [{ name: 'file', fileName: 'de_DE.json', text: JSON.stringify({ workflows: Object.fromEntries(fx.workflowTriggers.slice(0, knobs.markOwn + 1).map((id) => [id, { title: 'Hallo' }])) }) }];
      break;
    case 'triggerEvent':
      if (body) fillEvent(body);
      // A generated bridgeUrl names no bridge (the trigger would answer 400): test/bridge runs real ones.
      if (body) delete body.bridgeUrl;
      break;
    case 'triggerEventBulk':
      for (const event of (body?.events as Record<string, unknown>[] | undefined) ?? []) fillEvent(event);
      break;
    case 'archiveReadInboxNotifications':
      // As its subscriber twin: a generated `data` is rarely the JSON object the service takes (400).
      if (body && knobs.markOwn > 0) delete body.data;
      break;
    case 'InboundWebhooksController_handleWebhook':
      // Mostly a provider of the caller's environment that reports deliveries (its own events name no message: 200, []).
      if (knobs.markOwn > 0 && fx.webhookIntegrationIds.length > 0) {
        spec.params.environmentId = DEV_ENV_ID;
        spec.params.integrationId = fx.webhookIntegrationIds[knobs.markOwn % fx.webhookIntegrationIds.length] as string;
      }
      break;
    case 'DomainsController_createDomainRoute':
    case 'DomainsController_updateDomainRoute':
      // The mock's environments have no agents: an agentId names none (404). Mostly webhook routes, without one.
      if (body && knobs.markOwn > 0) {
        delete body.agentId;
        body.type = 'webhook';
      }
      break;
    case 'ChannelConnectionsController_getChannelConnectionByIdentifier':
    case 'ChannelConnectionsController_updateChannelConnection':
    case 'ChannelConnectionsController_deleteChannelConnection':
      if (knobs.markOwn > 0) spec.params.identifier = FUZZ_CONNECTION;
      break;
    case 'ChannelEndpointsController_getChannelEndpoint':
    case 'ChannelEndpointsController_updateChannelEndpoint':
    case 'ChannelEndpointsController_deleteChannelEndpoint':
      if (knobs.markOwn > 0) spec.params.identifier = FUZZ_ENDPOINT;
      if (body && knobs.markOwn > 0) body.endpoint = { channelId: 'C-fuzzed' };
      break;
    case 'ChannelConnectionsController_createChannelConnection':
    case 'ChannelEndpointsController_createChannelEndpoint':
    case 'IntegrationsController_getChatOAuthUrl':
    case 'IntegrationsController_generateConnectOAuthUrl':
    case 'IntegrationsController_generateLinkUserOAuthUrl':
    case 'IntegrationsController_linkChannelEndpoint':
      // Mostly an existing subscriber, no context or mode to satisfy, and (endpoints) a type with its shape.
      if (body && knobs.markOwn > 0) {
        body.subscriberId = fx.subscriberIds[knobs.markOwn % fx.subscriberIds.length];
        for (const field of ['context', 'connectionMode', 'connectionIdentifier', 'identifier', 'scope']) delete body[field];
        if (spec.opId === 'ChannelEndpointsController_createChannelEndpoint') Object.assign(body, { type: 'webhook', endpoint: { url: 'https://hooks.example.com/fuzz' } });
        else if (spec.opId.startsWith('IntegrationsController_')) body.integrationIdentifier = identifierOf(fx, 'slack');
      }
      break;
    case 'IntegrationsController_createIntegrationMobileLink':
    case 'IntegrationsController_configureIntegrationWebhook':
      // Telegram is the only provider these serve.
      if (knobs.markOwn > 0) spec.params.integrationIdentifier = identifierOf(fx, 'telegram');
      if (body && knobs.markOwn > 0) delete body.subscriberId;
      break;
    case 'createEnvironmentVariable':
    case 'updateEnvironmentVariable':
      if (body && 'values' in body) body.values = uniqueValues(body.values);
      break;
    case 'searchSubscribers': {
      const hasAfter = spec.query.some(([k]) => k === 'after');
      if (hasAfter) spec.query = spec.query.filter(([k]) => k !== 'before');
      break;
    }
    case 'openInboxSession':
      // Mostly Development's application identifier, so that a session opens, in a context or none, with or
      // without a default schedule (the contract leaves both to the session's own checks).
      if (body && knobs.markOwn > 0) {
        body.applicationIdentifier = 'acmeDevInbox1';
        if (knobs.markOwn % 2 === 1) body.context = { tenant: 'fuzz' };
        else delete body.context;
        if (knobs.markOwn % 3 === 0) body.defaultSchedule = { isEnabled: false };
        else delete body.defaultSchedule;
      }
      break;
    case 'initializeWidgetSession':
      // Mostly Development's application identifier (no HMAC there), so that a session opens.
      if (body && knobs.markOwn > 0) {
        body.applicationIdentifier = 'acmeDevInbox1';
        if (typeof body.subscriberId !== 'string' || body.subscriberId.trim() === '') body.subscriberId = inboxSubscriberOf(fx);
      }
      break;
    case 'updateWidgetMessageAction':
    case 'removeWidgetMessage': {
      // Mostly one of the session subscriber's own messages (one with a primary action for the action).
      const own = (fx.inAppBySubscriber.get(inboxSubscriberOf(fx)) ?? []).filter((id) => spec.opId === 'removeWidgetMessage' || fx.primaryActionIds.has(id));
      if (knobs.markOwn > 0 && own.length > 0) spec.params.messageId = own[knobs.markOwn % own.length] as string;
      break;
    }
    case 'removeAllWidgetMessages':
      // A generated feedId names no feed (404): mostly none, which deletes them all.
      if (knobs.markOwn > 0) spec.query = spec.query.filter(([k]) => k !== 'feedId');
      break;
    case 'getWidgetFeed':
      if (knobs.markOwn > 0) spec.query = spec.query.filter(([k]) => k !== 'payload');
      break;
    case 'getWidgetUnseenCount':
    case 'getWidgetUnreadCount':
    case 'getWidgetCount':
      // The real service refuses a limit outside 1–100 with a 400.
      if (knobs.markOwn > 0) spec.query = spec.query.filter(([k]) => k !== 'limit');
      break;
    case 'updateWidgetPreference':
      // Mostly a workflow of the environment.
      if (knobs.markOwn > 0 && fx.workflowTriggers.length > 0) spec.params.level = fx.workflowTriggers[knobs.markOwn % fx.workflowTriggers.length] as string;
      break;
    case 'countInboxNotifications':
      if (knobs.markOwn > 0) spec.query = [['filters', JSON.stringify([{ read: false }, { archived: true, severity: 'high' }].slice(0, knobs.markOwn))]];
      break;
    case 'readInboxNotification':
    case 'unreadInboxNotification':
    case 'archiveInboxNotification':
    case 'unarchiveInboxNotification':
    case 'unsnoozeInboxNotification':
    case 'deleteInboxNotification':
    case 'snoozeInboxNotification': {
      const own = fx.inAppBySubscriber.get(inboxSubscriberOf(fx)) ?? [];
      if (knobs.markOwn > 0 && own.length > 0) spec.params.notificationId = own[knobs.markOwn % own.length] as string;
      // Within the snooze window of the fuzzer's frozen clock (a minute to a day ahead).
      if (spec.opId === 'snoozeInboxNotification' && body && knobs.markOwn > 0) body.snoozeUntil = new Date(FIXED_NOW.getTime() + knobs.markOwn * 3_600_000).toISOString();
      break;
    }
    case 'completeInboxNotificationAction':
    case 'revertInboxNotificationAction': {
      const own = (fx.inAppBySubscriber.get(inboxSubscriberOf(fx)) ?? []).filter((id) => fx.primaryActionIds.has(id));
      if (knobs.markOwn > 0 && own.length > 0 && body) {
        spec.params.notificationId = own[knobs.markOwn % own.length] as string;
        body.actionType = 'primary';
      }
      break;
    }
    case 'updateInboxGlobalPreference': {
      // A schedule the service takes, or none: the contract leaves the Inbox's schedule to the operation's own
      // checks, so a generated one is any value.
      if (body && 'schedule' in body) {
        if (knobs.markOwn === 0) delete body.schedule;
        else body.schedule = knobs.markOwn % 2 === 1 ? { isEnabled: false } : { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '9:00 AM', end: '05:00 PM' }] } } };
      }
      break;
    }
    case 'bulkUpdateInboxPreferences': {
      // Mostly one or two known workflows, so that the all-or-nothing update happens.
      const preferences = (body?.preferences as Record<string, unknown>[] | undefined) ?? [];
      if (body && knobs.markOwn > 0 && fx.workflowTriggers.length > 0) {
        body.preferences = fx.workflowTriggers.slice(0, knobs.markOwn).map((workflowId, i) => ({ ...preferences[i], workflowId }));
      }
      break;
    }
    case 'getSubscriberPreferences':
    case 'listSubscriberNotifications':
    case 'countSubscriberNotifications':
    case 'seenSubscriberNotifications':
    case 'readAllSubscriberNotifications':
    case 'archiveAllSubscriberNotifications':
    case 'archiveReadSubscriberNotifications':
    case 'deleteAllSubscriberNotifications':
    case 'getSubscriberFeed':
    case 'getSubscriberUnseenCount':
    case 'markAllSubscriberMessages':
      // Mostly the subscriber with in-app messages, unpaged and with filters the service takes.
      if (knobs.markOwn > 0) {
        spec.params.subscriberId = inboxSubscriberOf(fx);
        spec.query = spec.query.filter(([k]) => k !== 'after' && k !== 'payload' && k !== 'data');
        if (spec.opId === 'countSubscriberNotifications') spec.query = [['filters', JSON.stringify([{ read: false }, { archived: true, severity: 'high' }].slice(0, knobs.markOwn))]];
        if (body && 'data' in body) delete body.data;
      }
      break;
    case 'readSubscriberNotification':
    case 'unreadSubscriberNotification':
    case 'archiveSubscriberNotification':
    case 'unarchiveSubscriberNotification':
    case 'unsnoozeSubscriberNotification':
    case 'deleteSubscriberNotification':
    case 'snoozeSubscriberNotification':
    case 'completeSubscriberNotificationAction':
    case 'revertSubscriberNotificationAction':
    case 'markSubscriberMessageAction': {
      // Mostly one of the subscriber's own notifications (one with a primary action where the operation needs it).
      const withAction = /Action$/.test(spec.opId);
      const own = (fx.inAppBySubscriber.get(inboxSubscriberOf(fx)) ?? []).filter((id) => !withAction || fx.primaryActionIds.has(id));
      if (knobs.markOwn > 0 && own.length > 0) {
        spec.params.subscriberId = inboxSubscriberOf(fx);
        spec.params[spec.opId === 'markSubscriberMessageAction' ? 'messageId' : 'notificationId'] = own[knobs.markOwn % own.length] as string;
        if ('actionType' in spec.params) spec.params.actionType = 'primary';
        if ('type' in spec.params) spec.params.type = 'primary';
      }
      if (spec.opId === 'snoozeSubscriberNotification' && body && knobs.markOwn > 0) body.snoozeUntil = new Date(FIXED_NOW.getTime() + knobs.markOwn * 3_600_000).toISOString();
      break;
    }
    case 'updateSubscriberPreferences': {
      // A schedule and a context the service takes, or none (the contract leaves both to the operation's own checks).
      if (body && knobs.markOwn > 0) {
        if ('schedule' in body) body.schedule = knobs.markOwn % 2 === 1 ? { isEnabled: false } : { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '9:00 AM', end: '05:00 PM' }] } } };
        if ('context' in body) body.context = knobs.markOwn % 3 === 0 ? { tenant: 'fuzz' } : undefined;
      }
      if (body && knobs.markOwn > 0 && fx.workflowTriggers.length > 0) body.workflowId = fx.workflowTriggers[knobs.markOwn % fx.workflowTriggers.length];
      break;
    }
    case 'bulkUpdateSubscriberPreferences': {
      const preferences = (body?.preferences as Record<string, unknown>[] | undefined) ?? [];
      if (body && knobs.markOwn > 0 && 'context' in body) body.context = knobs.markOwn % 3 === 0 ? { tenant: 'fuzz' } : undefined;
      if (body && knobs.markOwn > 0 && fx.workflowTriggers.length > 0) {
        body.preferences = fx.workflowTriggers.slice(0, knobs.markOwn).map((workflowId, i) => ({ channels: {}, ...preferences[i], workflowId }));
      }
      break;
    }
    case 'getWorkflowStep':
    case 'generateWorkflowStepPreview': {
      // Mostly a step of the workflow asked for, so that it is found.
      const pair = fx.workflowSteps[knobs.markOwn % Math.max(1, fx.workflowSteps.length)];
      if (pair && knobs.markOwn > 0) [spec.params.workflowId, spec.params.stepId] = pair;
      break;
    }
    case 'getWorkflowOverride':
    case 'updateWorkflowOverride': {
      // The workflow and tenant of an override, so that one is found.
      const override = fx.workflowOverrides[knobs.markOwn % Math.max(1, fx.workflowOverrides.length)];
      if (override && knobs.markOwn > 0) [spec.params.workflowId, spec.params.tenantId] = [override._workflowId, override._tenantId];
      break;
    }
    case 'getTopicSubscriber': {
      // A subscription that exists (`tk_<key>:si_<subscriberId>`), so that one is found.
      const identifier = fx.subscriptionIdentifiers[knobs.markOwn % Math.max(1, fx.subscriptionIdentifiers.length)];
      const pair = identifier === undefined ? undefined : /^tk_(.+):si_(.+)$/.exec(identifier);
      if (pair && knobs.markOwn > 0) [spec.params.topicKey, spec.params.externalSubscriberId] = [pair[1] as string, pair[2] as string];
      break;
    }
    case 'applyChange':
      // A pending change of Development (promoting it again later is no error either).
      if (fx.changeIds.length > 0 && knobs.markOwn > 0) spec.params.changeId = fx.changeIds[knobs.markOwn % fx.changeIds.length] as string;
      break;
    case 'createTopicSubscriptions':
      // Mostly a known subscriber, without the preferences and context whose random shapes the service refuses.
      if (body && knobs.markOwn > 0 && fx.subscriberIds.length > 0) {
        body.subscriptions = [{ subscriberId: fx.subscriberIds[knobs.markOwn % fx.subscriberIds.length] as string }];
        for (const key of ['subscriberIds', 'preferences', 'context']) delete body[key];
      }
      break;
    case 'LayoutsController_update':
      // A body the service takes (HTML placing the content), or none (kept).
      if (body && knobs.markOwn > 0) body.controlValues = knobs.markOwn % 2 === 1 ? { email: { body: '<html><body>{{content}}</body></html>', editorType: 'html' } } : undefined;
      break;
    case 'LayoutsController__delete':
      // Mostly the layout that is not the default (the default cannot be deleted).
      if (knobs.markOwn > 0) spec.params.layoutId = 'promo';
      break;
    case 'deleteTopicSubscriptions': {
      // Mostly a subscription that exists, by its topic's key and its subscriber (`tk_<key>:si_<subscriberId>`).
      const identifier = fx.subscriptionIdentifiers[knobs.markOwn % Math.max(1, fx.subscriptionIdentifiers.length)];
      const [, topicKey, subscriberId] = identifier === undefined ? [] : (/^tk_(.+):si_([^:]+)/.exec(identifier) ?? []);
      if (body && topicKey && subscriberId && knobs.markOwn > 0) {
        spec.params.topicKey = topicKey;
        body.subscriptions = [{ subscriberId }];
        delete body.subscriberIds;
      }
      break;
    }
    case 'getTopicSubscription': {
      // A subscription that exists, by its topic's key and its identifier.
      const identifier = fx.subscriptionIdentifiers[knobs.markOwn % Math.max(1, fx.subscriptionIdentifiers.length)];
      const topicKey = identifier === undefined ? undefined : /^tk_(.+):si_/.exec(identifier)?.[1];
      if (identifier && topicKey && knobs.markOwn > 0) [spec.params.topicKey, spec.params.identifier] = [topicKey, identifier];
      break;
    }
    case 'listInboxTopicSubscriptions':
    case 'createInboxTopicSubscription':
    case 'getInboxTopicSubscription':
    case 'updateInboxTopicSubscription':
    case 'deleteInboxTopicSubscription': {
      // Mostly a topic, and a subscription, of the Inbox session's subscriber, so that one is found.
      const own = fx.subscriptionIdentifiers.filter((id) => id.endsWith(`:si_${inboxSubscriberOf(fx)}`));
      const identifier = own[knobs.markOwn % Math.max(1, own.length)];
      const topicKey = identifier === undefined ? undefined : /^tk_(.+):si_/.exec(identifier)?.[1];
      if (identifier && topicKey && knobs.markOwn > 0) {
        spec.params.topicKey = topicKey;
        if ('identifier' in spec.params) spec.params.identifier = identifier;
      }
      break;
    }
    case 'chatAccessOauth':
    case 'chatAccessOauthCallback':
      // Mostly the Development environment's Slack (it has a clientId), without the HMAC hash it does not ask for.
      if (knobs.markOwn > 0) {
        spec.params.providerId = 'slack';
        spec.query = [['environmentId', DEV_ENV_ID], ...spec.query.filter(([k]) => !['environmentId', 'integrationIdentifier', 'hmacHash', 'code'].includes(k))];
        if (spec.opId === 'chatAccessOauthCallback') spec.query.push(['code', `code-${knobs.markOwn}`]);
      }
      break;
    case 'AgentIntegrationsController_addAgentIntegration':
    case 'AgentIntegrationsController_updateAgentIntegration':
      // Mostly a chat integration of the environment (one the agent is not linked to yet, sometimes).
      if (body && knobs.markOwn > 0) body.integrationIdentifier = fx.agents.chatIdentifiers[knobs.markOwn % Math.max(1, fx.agents.chatIdentifiers.length)] ?? body.integrationIdentifier;
      break;
    case 'AgentReplyController_handleAgentReplyHandler':
      // Mostly a reply in the agent's open conversation, through its linked integration.
      if (body && knobs.markOwn > 0 && fx.agents.conversationIds.length > 0) {
        body.conversationId = fx.agents.conversationIds[0];
        body.integrationIdentifier = fx.agents.linkedIdentifier;
        body.reply = { text: `reply ${knobs.markOwn}` };
        delete body.edit;
      }
      break;
    case 'chatOauthConnectCallback':
      // Mostly a link_user state of Development's Slack, signed as the mock signs it, and a code.
      if (knobs.markOwn > 0) spec.query = [['code', `code-${knobs.markOwn}`], ['state', slackLinkUserState(fx, knobs.markOwn)]];
      break;
    case 'markMessagesAs': {
      // Mostly the subscriber's own in-app messages, so that something changes.
      const own = fx.inAppBySubscriber.get(spec.params.subscriberId ?? '');
      if (body && own && own.length > 0 && knobs.markOwn > 0) body.messageId = own.slice(0, knobs.markOwn);
      break;
    }
  }
  return spec;
}

const stringify = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Valid requests of one operation. */
export function validSpecArb(op: Operation, fx: Fixtures): fc.Arbitrary<RequestSpec> {
  const opId = op.iid ?? op.id;
  const request = op.request ?? {};
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of request.path ?? []) params[p.name] = valueArb((p.schema ?? {}) as Schema, fx, opId, 'path', [p.name]);
  const queryParts = (request.query ?? []).map((q) => {
    const schema = (q.schema ?? {}) as Schema;
    const value = valueArb(schema, fx, opId, 'query', [q.name]);
    const pairs = value.map((v): [string, string][] => (Array.isArray(v) ? v.map((x) => [q.name, stringify(x)] as [string, string]) : [[q.name, stringify(v)]]));
    // A required parameter is always sent; an optional one, mostly.
    return q.required ? pairs : fc.option(pairs, { nil: [] as [string, string][], freq: 2 });
  });
  const bodySchema = request.body?.contents?.[0]?.schema as Schema | undefined;
  const body = bodySchema ? valueArb(bodySchema, fx, opId, 'body', []) : fc.constant(undefined);
  const idempotencyKey = fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/), { freq: 4, nil: undefined });
  return fc
    .record({
      params: fc.record(params) as fc.Arbitrary<Record<string, unknown>>,
      query: queryParts.length > 0 ? fc.tuple(...queryParts).map((parts) => parts.flat()) : fc.constant([] as [string, string][]),
      body,
      idempotencyKey,
      fillVariables: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      markOwn: fc.nat({ max: 3 }),
      variableValues: fc.array(variableValueArb, { minLength: 1, maxLength: 6 }),
    })
    .map(({ params: p, query, body: b, idempotencyKey: key, fillVariables, markOwn, variableValues }) =>
      finish(
        {
          opId,
          method: op.method.toUpperCase(),
          template: op.path,
          params: Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])),
          query,
          headers: key === undefined ? [] : [['idempotency-key', key]],
          body: structuredClone(b),
          apiKey: DEV_KEY,
          auth: authOf(op),
        },
        fx,
        { fillVariables, markOwn, variableValues },
      ),
    );
}

/** encodeURIComponent that also takes lone surrogates (sent as their would-be UTF-8 bytes, which decode to nothing valid). */
export function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const encodeQuery = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');

export function pathOf(spec: Pick<RequestSpec, 'template' | 'params'>, encode = true): string {
  return spec.template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = spec.params[name] ?? '';
    return encode ? encodeLoose(value) : value;
  });
}

/** Renders a spec to bytes: JSON body with `Content-Type: application/json`, `Authorization: ApiKey`. */
export function render(spec: RequestSpec, label: string): RawRequest {
  const query = encodeQuery(spec.query);
  const authorization = spec.auth === 'subscriber-session' ? `Bearer ${sessionTokens.get(spec.apiKey) ?? 'none'}` : `ApiKey ${spec.apiKey}`;
  const headers: [string, string][] = [['Authorization', authorization], ...spec.headers];
  let body: Buffer | undefined;
  if (spec.form && spec.body === undefined) {
    const boundary = 'fuzz-form-boundary';
    headers.push(['Content-Type', `multipart/form-data; boundary=${boundary}`]);
    const parts = spec.form.map((p) => `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName ? `; filename="${p.fileName}"\r\nContent-Type: application/json` : ''}\r\n\r\n${p.text}\r\n`);
    body = Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8');
  } else if (spec.body !== undefined) {
    headers.push(['Content-Type', 'application/json']);
    body = Buffer.from(JSON.stringify(spec.body), 'utf8');
  }
  return { method: spec.method, path: pathOf(spec) + (query ? `?${query}` : ''), headers, body, label };
}
