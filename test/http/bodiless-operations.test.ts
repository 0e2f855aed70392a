/**
 * Operations without a requestBody: many clients send `{}` anyway (`axios.post(url, {})`), and the real
 * service ignores it. An empty body or `{}` counts as no body; any other body is a 415.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { workflow } from '@novu/framework';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODILESS_MESSAGE } from '../../src/http/validate-request.js';
import { chatOauthAuthorizeUrl } from '../../src/domain/channel-endpoints/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, sharedContract } from '../helpers/test-app.js';
import { startBridge } from '../bridge/helpers.js';

/** The status route asks a real bridge, the one the environment's code workflows were synced from. */
let bridge: Awaited<ReturnType<typeof startBridge>> | undefined;
beforeAll(async () => {
  bridge = await startBridge(DEV_KEY, [workflow('bodiless-check', async ({ step }) => void (await step.sms('text', async () => ({ body: 'hi' }))))]);
});
afterAll(() => bridge?.close());

const AUTH = `ApiKey ${DEV_KEY}`;
const NOW = new Date('2026-06-01T12:00:00.000Z');

/** One request per bodiless operation of the contract, on records of the default fixtures where it needs one. */
const REQUESTS: Record<string, { method: 'get' | 'post' | 'patch' | 'delete'; path: (t: TestApp) => string; session?: true; redirects?: true; prepare?: (t: TestApp) => void }> = {
  setIntegrationAsPrimary: { method: 'post', path: (t) => `/v1/integrations/${integrationId(t, 'mailgun')}/set-primary` },
  deleteEnvironmentVariable: { method: 'delete', path: () => '/v1/environment-variables/SUPPORT_EMAIL' },
  cancelTriggerEvent: { method: 'delete', path: () => '/v1/events/trigger/txn-that-never-ran' },
  listActiveIntegrations: { method: 'get', path: () => '/v1/integrations/active' },
  listIntegrations: { method: 'get', path: () => '/v1/integrations' },
  getWebhookSupportStatus: { method: 'get', path: () => '/v1/integrations/webhook/provider/sendgrid/status' },
  deleteIntegration: { method: 'delete', path: (t) => `/v1/integrations/${integrationId(t, 'mailgun')}` },
  retrieveEnvironmentVariable: { method: 'get', path: () => '/v1/environment-variables/APP_BASE_URL' },
  listEnvironmentVariables: { method: 'get', path: () => '/v1/environment-variables' },
  listEnvironments: { method: 'get', path: () => '/v1/environments' },
  retrieveCurrentEnvironment: { method: 'get', path: () => '/v1/environments/me' },
  EnvironmentsController_getEnvironmentTags: { method: 'get', path: (t) => `/v2/environments/${t.deps.registry.resolve(DEV_KEY)?.id}/tags` },
  EnvironmentsControllerV1_deleteEnvironment: {
    method: 'delete',
    path: (t) => `/v1/environments/${t.deps.registry.resolve(DEV_KEY)?.info.organization.environments.at(-1)?._id}`,
    prepare: (t) => void t.deps.registry.resolve(DEV_KEY)?.environmentWrites.create({ name: 'Bodiless', color: '#ffffff' }),
  },
  retrieveSubscriber: { method: 'get', path: (t) => `/v2/subscribers/${t.deps.registry.resolve(DEV_KEY)?.subscribers.list()[0]?.subscriberId}` },
  searchSubscribers: { method: 'get', path: () => '/v2/subscribers?limit=2' },
  deleteSubscriber: { method: 'delete', path: (t) => `/v2/subscribers/${t.deps.registry.resolve(DEV_KEY)?.subscribers.list()[0]?.subscriberId}` },
  deleteSubscriberCredentials: { method: 'delete', path: (t) => `/v1/subscribers/${t.deps.registry.resolve(DEV_KEY)?.subscribers.list()[0]?.subscriberId}/credentials/fcm` },
  // The browser's chat OAuth routes: they name their environment in the query (a sent API key changes nothing).
  chatAccessOauth: { method: 'get', path: () => '/v1/subscribers/ada/credentials/slack/oauth?environmentId=665f1c2a9b1e4a0012a0e001', redirects: true },
  // An existing subscriber: a new one would get a new id on every request.
  chatAccessOauthCallback: {
    method: 'get',
    path: (t) => `/v1/subscribers/${t.deps.registry.resolve(DEV_KEY)?.subscribers.list()[0]?.subscriberId}/credentials/slack/oauth/callback?environmentId=665f1c2a9b1e4a0012a0e001&code=granted`,
    redirects: true,
  },
  listMessages: { method: 'get', path: () => '/v1/messages?limit=2' },
  deleteMessage: { method: 'delete', path: (t) => `/v1/messages/${firstMessage(t)._id}` },
  deleteMessagesByTransactionId: { method: 'delete', path: (t) => `/v1/messages/transaction/${encodeURIComponent(firstMessage(t).transactionId)}` },
  listNotifications: { method: 'get', path: () => '/v1/notifications?limit=2' },
  getNotificationStats: { method: 'get', path: () => '/v1/notifications/stats' },
  getNotificationGraphStats: { method: 'get', path: () => '/v1/notifications/graph/stats?days=400' },
  listChanges: { method: 'get', path: () => '/v1/changes?promoted=false', prepare: addPendingChange },
  countChanges: { method: 'get', path: () => '/v1/changes/count', prepare: addPendingChange },
  applyChange: { method: 'post', path: (t) => `/v1/changes/${t.deps.registry.resolve(DEV_KEY)?.changes.all()[0]?._id}/apply`, prepare: addPendingChange },
  listWorkflowOverrides: { method: 'get', path: () => '/v1/workflow-overrides', prepare: addOverride },
  getWorkflowOverrideById: { method: 'get', path: () => `/v1/workflow-overrides/${OVERRIDE._id}`, prepare: addOverride },
  deleteWorkflowOverride: { method: 'delete', path: () => `/v1/workflow-overrides/${OVERRIDE._id}`, prepare: addOverride },
  getWorkflowOverride: { method: 'get', path: () => `/v1/workflow-overrides/workflows/${OVERRIDE._workflowId}/tenants/${OVERRIDE._tenantId}`, prepare: addOverride },
  retrieveNotification: { method: 'get', path: (t) => `/v1/notifications/${t.deps.registry.resolve(DEV_KEY)?.activity.all()[0]?._id}` },
  listWorkflowRuns: { method: 'get', path: () => '/v1/activity/workflow-runs?limit=2' },
  retrieveWorkflowRun: { method: 'get', path: (t) => `/v1/activity/workflow-runs/${t.deps.registry.resolve(DEV_KEY)?.activity.all()[0]?._id}` },
  listWorkflows: { method: 'get', path: () => '/v2/workflows?limit=2' },
  getWorkflow: { method: 'get', path: () => '/v2/workflows/payment-failed' },
  deleteWorkflow: { method: 'delete', path: () => '/v2/workflows/payment-failed' },
  getWorkflowStep: { method: 'get', path: () => `/v2/workflows/payment-failed/steps/${firstStepId}` },
  listInboxNotifications: { method: 'get', path: () => '/v1/inbox/notifications?limit=2', session: true },
  countInboxNotifications: { method: 'get', path: () => `/v1/inbox/notifications/count?filters=${encodeURIComponent('[{"read":false}]')}`, session: true },
  readInboxNotification: { method: 'patch', path: (t) => `/v1/inbox/notifications/${firstInApp(t)._id}/read`, session: true },
  unreadInboxNotification: { method: 'patch', path: (t) => `/v1/inbox/notifications/${firstInApp(t)._id}/unread`, session: true },
  archiveInboxNotification: { method: 'patch', path: (t) => `/v1/inbox/notifications/${firstInApp(t)._id}/archive`, session: true },
  unarchiveInboxNotification: { method: 'patch', path: (t) => `/v1/inbox/notifications/${firstInApp(t)._id}/unarchive`, session: true },
  unsnoozeInboxNotification: { method: 'patch', path: (t) => `/v1/inbox/notifications/${firstInApp(t)._id}/unsnooze`, session: true, prepare: snoozeFirstInApp },
  deleteInboxNotification: { method: 'delete', path: (t) => `/v1/inbox/notifications/${firstInApp(t)._id}/delete`, session: true },
  listInboxPreferences: { method: 'get', path: () => '/v1/inbox/preferences', session: true },
  getBridgeStatus: {
    method: 'get',
    path: () => '/v1/bridge/status',
    prepare: (t) => {
      const environment = t.deps.registry.resolve(DEV_KEY);
      if (!environment) return;
      // A fixed record, so that the state after the request compares equal to the state without it.
      const scope = { _environmentId: environment.id, _organizationId: environment.info._organizationId };
      environment.workflows.put({ _id: '665f1c2a9b1e4a00220000ff', ...scope, name: 'bodiless-check', active: true, tags: [], steps: [], triggers: [{ type: 'event', identifier: 'bodiless-check', variables: [] }], origin: 'external', type: 'BRIDGE', bridgeUrl: bridge?.url ?? '', createdAt: '2026-01-01T00:00:00.000Z' });
    },
  },
  getInboxGlobalPreference: { method: 'get', path: () => '/v1/inbox/preferences/global', session: true },
  listInboxTopicSubscriptions: { method: 'get', path: (t) => `/v1/inbox/topics/${inboxOwnerSubscription(t).topicKey}/subscriptions`, session: true },
  getInboxTopicSubscription: { method: 'get', path: (t) => inboxOwnerSubscriptionPath(t), session: true },
  deleteInboxTopicSubscription: { method: 'delete', path: (t) => inboxOwnerSubscriptionPath(t), session: true },
  getWidgetOrganization: { method: 'get', path: () => '/v1/widgets/organization', session: true },
  getWidgetFeed: { method: 'get', path: () => '/v1/widgets/notifications/feed', session: true },
  getWidgetUnseenCount: { method: 'get', path: () => '/v1/widgets/notifications/unseen', session: true },
  getWidgetUnreadCount: { method: 'get', path: () => '/v1/widgets/notifications/unread', session: true },
  getWidgetCount: { method: 'get', path: () => '/v1/widgets/notifications/count?read=false', session: true },
  removeWidgetMessage: { method: 'delete', path: (t) => `/v1/widgets/messages/${firstInApp(t)._id}`, session: true },
  removeAllWidgetMessages: { method: 'delete', path: () => '/v1/widgets/messages', session: true },
  listWidgetPreferences: { method: 'get', path: () => '/v1/widgets/preferences', session: true },
  getWidgetPreferencesByLevel: { method: 'get', path: () => '/v1/widgets/preferences/global', session: true },
  listTopics: { method: 'get', path: () => '/v2/topics?limit=2' },
  getTopic: { method: 'get', path: () => '/v2/topics/product-updates' },
  deleteTopic: { method: 'delete', path: () => '/v2/topics/product-updates' },
  listTopicSubscriptions: { method: 'get', path: () => '/v2/topics/product-updates/subscriptions' },
  getTopicSubscription: { method: 'get', path: () => '/v2/topics/product-updates/subscriptions/tk_product-updates:si_david@outlook.com' },
  listSubscriberSubscriptions: { method: 'get', path: () => '/v2/subscribers/david@outlook.com/subscriptions' },
  getTopicSubscriber: { method: 'get', path: () => '/v1/topics/product-updates/subscribers/david@outlook.com' },
  listTopicsV1: { method: 'get', path: () => '/v1/topics?pageSize=2' },
  getTopicV1: { method: 'get', path: () => '/v1/topics/product-updates' },
  deleteTopicV1: { method: 'delete', path: () => '/v1/topics/product-updates', prepare: emptyProductUpdates },
  listTenants: { method: 'get', path: () => '/v1/tenants?limit=2' },
  AgentsController_listAgents: { method: 'get', path: () => '/v1/agents', prepare: addAgent },
  AgentsController_getAgent: { method: 'get', path: () => '/v1/agents/bot', prepare: addAgent },
  AgentsController_deleteAgent: { method: 'delete', path: () => '/v1/agents/bot', prepare: addAgent },
  AgentIntegrationsController_listAgentIntegrations: { method: 'get', path: () => '/v1/agents/bot/integrations', prepare: addAgent },
  AgentIntegrationsController_removeAgentIntegration: { method: 'delete', path: () => `/v1/agents/bot/integrations/${AGENT_LINK._id}`, prepare: addAgent },
  EnvironmentVariablesController_getEnvironmentVariableUsage: { method: 'get', path: () => '/v1/environment-variables/APP_BASE_URL/usage' },
  LayoutsController_list: { method: 'get', path: () => '/v2/layouts?limit=2', prepare: addLayouts },
  LayoutsController_get: { method: 'get', path: () => '/v2/layouts/promo', prepare: addLayouts },
  LayoutsController_getUsage: { method: 'get', path: () => '/v2/layouts/promo/usage', prepare: addLayouts },
  LayoutsController__delete: { method: 'delete', path: () => '/v2/layouts/promo', prepare: addLayouts },
  getTenant: { method: 'get', path: () => '/v1/tenants/acme' },
  deleteTenant: { method: 'delete', path: () => '/v1/tenants/acme' },
  ContextsController_listContexts: { method: 'get', path: () => '/v2/contexts?limit=2' },
  ContextsController_getContext: { method: 'get', path: () => '/v2/contexts/tenant/acme', prepare: addContext },
  ContextsController_deleteContext: { method: 'delete', path: () => '/v2/contexts/tenant/acme', prepare: addContext },
  getSubscriberPreferences: { method: 'get', path: (t) => `/v2/subscribers/${firstInAppOwner(t)}/preferences` },
  getSubscriberGlobalPreference: { method: 'get', path: (t) => `/v2/subscribers/${firstInAppOwner(t)}/preferences/global` },
  listSubscriberNotifications: { method: 'get', path: (t) => `/v2/subscribers/${firstInAppOwner(t)}/notifications?limit=2` },
  countSubscriberNotifications: { method: 'get', path: (t) => `/v2/subscribers/${firstInAppOwner(t)}/notifications/count?filters=${encodeURIComponent('[{"read":false}]')}` },
  readSubscriberNotification: { method: 'patch', path: (t) => `${subscriberNotification(t)}/read` },
  unreadSubscriberNotification: { method: 'patch', path: (t) => `${subscriberNotification(t)}/unread` },
  archiveSubscriberNotification: { method: 'patch', path: (t) => `${subscriberNotification(t)}/archive` },
  unarchiveSubscriberNotification: { method: 'patch', path: (t) => `${subscriberNotification(t)}/unarchive` },
  unsnoozeSubscriberNotification: { method: 'patch', path: (t) => `${subscriberNotification(t)}/unsnooze`, prepare: snoozeFirstInApp },
  completeSubscriberNotificationAction: { method: 'patch', path: (t) => `${subscriberNotification(t)}/actions/primary/complete` },
  revertSubscriberNotificationAction: { method: 'patch', path: (t) => `${subscriberNotification(t)}/actions/primary/revert` },
  deleteSubscriberNotification: { method: 'delete', path: (t) => subscriberNotification(t) },
  getSubscriberFeed: { method: 'get', path: (t) => `/v1/subscribers/${firstInAppOwner(t)}/notifications/feed?limit=2` },
  getSubscriberUnseenCount: { method: 'get', path: (t) => `/v1/subscribers/${firstInAppOwner(t)}/notifications/unseen` },
  listSubscribersV1: { method: 'get', path: () => '/v1/subscribers?limit=2' },
  getSubscriberV1: { method: 'get', path: (t) => `/v1/subscribers/${firstInAppOwner(t)}?includeTopics=true` },
  deleteSubscriberV1: { method: 'delete', path: (t) => `/v1/subscribers/${firstInAppOwner(t)}` },
  listSubscriberPreferencesV1: { method: 'get', path: (t) => `/v1/subscribers/${firstInAppOwner(t)}/preferences` },
  getSubscriberPreferencesByLevelV1: { method: 'get', path: (t) => `/v1/subscribers/${firstInAppOwner(t)}/preferences/global` },
  listNotificationTemplates: { method: 'get', path: () => '/v1/notification-templates?limit=2' },
  getNotificationTemplate: { method: 'get', path: () => '/v1/notification-templates/payment-failed' },
  deleteNotificationTemplate: { method: 'delete', path: () => `/v1/notification-templates/${paymentFailedId}` },
  listWorkflowsV1: { method: 'get', path: () => '/v1/workflows?limit=2' },
  getWorkflowV1: { method: 'get', path: () => '/v1/workflows/payment-failed' },
  deleteWorkflowV1: { method: 'delete', path: () => `/v1/workflows/${paymentFailedId}` },
  getWorkflowVariablesV1: { method: 'get', path: () => '/v1/workflows/variables' },
  listNotificationGroups: { method: 'get', path: () => '/v1/notification-groups' },
  getNotificationGroup: { method: 'get', path: () => `/v1/notification-groups/${generalGroupId}` },
  deleteNotificationGroup: { method: 'delete', path: () => `/v1/notification-groups/${generalGroupId}` },
  listFeeds: { method: 'get', path: () => '/v1/feeds', prepare: addFeed },
  deleteFeed: { method: 'delete', path: () => `/v1/feeds/${FEED._id}`, prepare: addFeed },
  DomainsController_listDomains: { method: 'get', path: () => '/v1/domains', prepare: addDomain },
  DomainsController_getDomain: { method: 'get', path: () => '/v1/domains/bodiless.example.com', prepare: addDomain },
  DomainsController_deleteDomain: { method: 'delete', path: () => '/v1/domains/bodiless.example.com', prepare: addDomain },
  DomainsController_verifyDomain: { method: 'post', path: () => '/v1/domains/bodiless.example.com/verify', prepare: addDomain },
  DomainsController_diagnoseDomain: { method: 'post', path: () => '/v1/domains/bodiless.example.com/diagnose', prepare: addDomain },
  DomainsController_getDomainAutoConfigure: { method: 'get', path: () => '/v1/domains/bodiless.example.com/auto-configure', prepare: addDomain },
  DomainsController_listDomainRoutes: { method: 'get', path: () => '/v1/domains/bodiless.example.com/routes', prepare: addDomain },
  DomainsController_getDomainRoute: { method: 'get', path: () => '/v1/domains/bodiless.example.com/routes/support', prepare: addDomain },
  DomainsController_deleteDomainRoute: { method: 'delete', path: () => '/v1/domains/bodiless.example.com/routes/support', prepare: addDomain },
  TranslationController_getSingleTranslation: { method: 'get', path: () => '/v2/translations/workflow/payment-failed/de_DE', prepare: addTranslation },
  TranslationController_deleteTranslationEndpoint: { method: 'delete', path: () => '/v2/translations/workflow/payment-failed/de_DE', prepare: addTranslation },
  TranslationController_getTranslationGroupEndpoint: { method: 'get', path: () => '/v2/translations/group/workflow/payment-failed', prepare: addTranslation },
  TranslationController_deleteTranslationGroupEndpoint: { method: 'delete', path: () => '/v2/translations/workflow/payment-failed', prepare: addTranslation },
  TranslationController_getMasterJsonEndpoint: { method: 'get', path: () => '/v2/translations/master-json?locale=de_DE', prepare: addTranslation },
  listExecutionDetails: { method: 'get', path: (t) => `/v1/execution-details?notificationId=${firstEvent(t)._id}&subscriberId=${encodeURIComponent(firstEventOwner(t))}` },
  ChannelConnectionsController_listChannelConnections: { method: 'get', path: () => '/v1/channel-connections', prepare: addChannelRecords },
  ChannelConnectionsController_getChannelConnectionByIdentifier: { method: 'get', path: () => '/v1/channel-connections/bodiless-conn', prepare: addChannelRecords },
  ChannelConnectionsController_deleteChannelConnection: { method: 'delete', path: () => '/v1/channel-connections/bodiless-conn', prepare: addChannelRecords },
  ChannelEndpointsController_listChannelEndpoints: { method: 'get', path: () => '/v1/channel-endpoints', prepare: addChannelRecords },
  ChannelEndpointsController_getChannelEndpoint: { method: 'get', path: () => '/v1/channel-endpoints/bodiless-endp', prepare: addChannelRecords },
  ChannelEndpointsController_deleteChannelEndpoint: { method: 'delete', path: () => '/v1/channel-endpoints/bodiless-endp', prepare: addChannelRecords },
  IntegrationsController_configureIntegrationWebhook: { method: 'post', path: () => '/v1/integrations/telegram-92n721/webhook/configure' },
  IntegrationsController_autoConfigureIntegration: { method: 'post', path: (t) => `/v1/integrations/${integrationId(t, 'sendgrid')}/auto-configure` },
  // The provider's redirect back: an MS Teams consent for a URL made at NOW (the clock is frozen there), naming its connection.
  chatOauthConnectCallback: {
    method: 'get',
    prepare: giveTeamsCredentials,
    path: (t) => {
      const environment = t.deps.registry.resolve(DEV_KEY);
      const request = { integrationIdentifier: 'msteams-h7emcw', subscriberId: 'user_2097', connectionIdentifier: 'bodiless-teams' };
      const url = new URL(chatOauthAuthorizeUrl(environment?.channels as NonNullable<typeof environment>['channels'], request, DEV_KEY, 'http://127.0.0.1'));
      return `/v1/integrations/chat/oauth/callback?tenant=contoso&admin_consent=True&state=${url.searchParams.get('state')}`;
    },
    redirects: true,
  },
};

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
/** The first step of payment-failed in the default fixtures, by its `_id`. */
const firstStepId = '665f1c2a9b1e4a0023000013';
const firstMessage = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.messages.all()[0] as { _id: string; transactionId: string };
const firstInApp = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.messages.all().find((m) => m.channel === 'in_app') as { _id: string; _subscriberId: string };
/** The external id of the first in-app message's subscriber (the API-key routes name it). */
const firstInAppOwner = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId(firstInApp(t)._subscriberId)?.subscriberId as string;
const subscriberNotification = (t: TestApp) => `/v2/subscribers/${firstInAppOwner(t)}/notifications/${firstInApp(t)._id}`;
/** An Inbox token for the subscriber of the first in-app message, issued without a request (no trace in the journal). */
const inboxAuth = (t: TestApp) => {
  const environment = t.deps.registry.resolve(DEV_KEY);
  const subscriberId = environment?.subscribers.findByInternalId(firstInApp(t)._subscriberId)?.subscriberId as string;
  return `Bearer ${environment?.inboxSessions.open(subscriberId)}`;
};
/** A fixture topic subscription of the Inbox session's subscriber. */
const inboxOwnerSubscription = (t: TestApp) => {
  const owner = firstInAppOwner(t);
  return t.deps.registry.resolve(DEV_KEY)?.topics.subscriptions().find((s) => s.externalSubscriberId === owner) as { topicKey: string; identifier: string };
};
const inboxOwnerSubscriptionPath = (t: TestApp) => `/v1/inbox/topics/${inboxOwnerSubscription(t).topicKey}/subscriptions/${encodeURIComponent(inboxOwnerSubscription(t).identifier)}`;
/** Snoozes the first in-app message in the store (state an unsnooze needs; no request, no journal entry). */
/** The v1 delete refuses a topic that still has subscribers. */
function emptyProductUpdates(t: TestApp): void {
  const topics = t.deps.registry.resolve(DEV_KEY)?.topics;
  for (const subscription of topics?.subscriptionsOf(topics.get('product-updates')) ?? []) topics?.unsubscribe(subscription);
}

/** The context `tenant:acme` (none is in the fixtures). */
function addContext(t: TestApp): void {
  t.deps.registry.resolve(DEV_KEY)?.contexts.create({ type: 'tenant', id: 'acme' });
}

function snoozeFirstInApp(t: TestApp): void {
  const message = firstInApp(t);
  t.deps.registry.resolve(DEV_KEY)?.messages.changeInApp(message._subscriberId, message._id, { snoozedUntil: '2030-01-01T00:00:00.000Z' });
}
/** payment-failed and the General group of Development in the default fixtures. */
const paymentFailedId = '665f1c2a9b1e4a0022000007';
const generalGroupId = '665f1c2a9b1e4a0025000001';
const firstEvent = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.activity.all()[0] as { _id: string; _subscriberId: string };
const firstEventOwner = (t: TestApp) => t.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId(firstEvent(t)._subscriberId)?.subscriberId as string;
/** A feed put in the store (the fixtures have none): the same record every time, so states compare. */
const FEED = { _id: '665f1c2a9b1e4a00f0000001', _environmentId: '665f1c2a9b1e4a0012a0e001', _organizationId: '665f1c2a9b1e4a0012a00001', name: 'Activities', identifier: 'Activities', createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() };
function addFeed(t: TestApp): void {
  t.deps.registry.resolve(DEV_KEY)?.feeds.load([FEED]);
}
/** A translation of payment-failed put in the store (the fixtures have none), the same record every time. */
const TRANSLATION = { _id: '665f1c2a9b1e4a00f0000003', _environmentId: FEED._environmentId, _organizationId: FEED._organizationId, resourceType: 'workflow' as const, resourceId: 'payment-failed', locale: 'de_DE', content: { title: 'Zahlung fehlgeschlagen' }, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() };
function addTranslation(t: TestApp): void {
  t.deps.registry.resolve(DEV_KEY)?.translations.put(TRANSLATION);
}
/** A feed created in Development: a change to promote. */
function addPendingChange(t: TestApp): void {
  t.deps.registry.resolve(DEV_KEY)?.feeds.create('Promoted');
}
/** A workflow override put in the store (the fixtures have none), the same record every time. */
const OVERRIDE = {
  ...{ _id: '665f1c2a9b1e4a00f0000002', _environmentId: FEED._environmentId, _organizationId: FEED._organizationId },
  ...{ _workflowId: '665f1c2a9b1e4a0022000007', _tenantId: '665f1c2a9b1e4a002e000001', active: false, deleted: false },
  preferenceSettings: { email: true, sms: true, in_app: true, chat: true, push: true },
  ...{ createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() },
};
const AGENT = {
  _id: '665f1c2a9b1e4a0022a00001', _environmentId: '665f1c2a9b1e4a0012a0e001', _organizationId: '665f1c2a9b1e4a0012a00001', name: 'Bot', identifier: 'bot', active: true,
  behavior: { acknowledgeOnReceived: true, reactionOnResolved: 'check', subscriberAccess: 'restricted' as const }, createdAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-01T00:00:00.000Z',
};
const AGENT_LINK = { _id: '665f1c2a9b1e4a0022a00002', _agentId: AGENT._id, _environmentId: AGENT._environmentId, _organizationId: AGENT._organizationId, connectedAt: null, createdAt: AGENT.createdAt, updatedAt: AGENT.createdAt };
function addAgent(t: TestApp): void {
  const environment = t.deps.registry.resolve(DEV_KEY);
  const slack = environment?.integrations.list().find((i) => i.providerId === 'slack');
  environment?.agents.load({ agents: [AGENT], links: [{ ...AGENT_LINK, _integrationId: slack?._id ?? '' }], conversations: [] });
}
/** A channel connection and endpoint put in the store (the fixtures have none), the same records every time. */
function addChannelRecords(t: TestApp): void {
  const common = { _environmentId: FEED._environmentId, _organizationId: FEED._organizationId, integrationIdentifier: 'slack-pn7jfg', providerId: 'slack', channel: 'chat', subscriberId: 'user_2097', contextKeys: [], createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() };
  t.deps.registry.resolve(DEV_KEY)?.channels.load(
    [{ ...common, _id: '665f1c2a9b1e4a00f0000003', identifier: 'bodiless-conn', workspace: { id: 'T1' }, auth: { accessToken: 'xoxb' } }],
    [{ ...common, _id: '665f1c2a9b1e4a00f0000004', identifier: 'bodiless-endp', type: 'slack_channel', endpoint: { channelId: 'C1' } }],
  );
}
/** The MS Teams integration with the credentials its consent needs. */
function giveTeamsCredentials(t: TestApp): void {
  const environment = t.deps.registry.resolve(DEV_KEY);
  const teams = environment?.integrations.list().find((i) => i.identifier === 'msteams-h7emcw');
  if (teams) environment?.integrations.update(teams._id, { credentials: { clientId: 'app', secretKey: 'secret', tenantId: 'home' } });
}
function addOverride(t: TestApp): void {
  t.deps.registry.resolve(DEV_KEY)?.workflowOverrides.load([OVERRIDE]);
}
/** Two layouts put in the store (the fixtures have none), the same records every time: the default, and one that may be deleted. */
const layoutRecord = (_id: string, identifier: string, isDefault: boolean) => ({
  ...{ _id, _environmentId: FEED._environmentId, _organizationId: FEED._organizationId, identifier, name: identifier, isDefault, isTranslationEnabled: false },
  ...{ controlValues: { email: { body: '<html><body>{{content}}</body></html>', editorType: 'html' as const } }, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() },
});
function addLayouts(t: TestApp): void {
  t.deps.registry.resolve(DEV_KEY)?.layouts.load([layoutRecord('665f1c2a9b1e4a00f0000011', 'main', true), layoutRecord('665f1c2a9b1e4a00f0000012', 'promo', false)]);
}
/** An inbound-email domain with one route, put in the store (the fixtures have none), the same records every time. */
const DOMAIN_SCOPE = { _environmentId: FEED._environmentId, _organizationId: FEED._organizationId, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() };
function addDomain(t: TestApp): void {
  const environment = t.deps.registry.resolve(DEV_KEY);
  const dns = { mx: 'none' as const, mxPropagatesAt: null, lowerPriorityMx: false, apexCname: false, blocklisted: false, provider: null };
  environment?.domains.load([{ _id: '665f1c2a9b1e4a00f0000003', name: 'bodiless.example.com', status: 'pending', mxRecordConfigured: false, ...DOMAIN_SCOPE, dns }]);
  environment?.domainRoutes.load([{ _id: '665f1c2a9b1e4a00f0000004', _domainId: '665f1c2a9b1e4a00f0000003', address: 'support', type: 'webhook', ...DOMAIN_SCOPE }]);
}
const integrationId = (t: TestApp, providerId: string) => t.deps.registry.resolve(DEV_KEY)?.integrations.list().find((i) => i.providerId === providerId)?._id;

/**
 * The app of `operationId`, back at the default fixtures with the clock at NOW, so that every variant meets
 * the same state. One app per operation, reset before each request: a reset costs a fraction of a new app.
 */
const apps = new Map<string, TestApp>();
async function appAtFixtures(operationId: string): Promise<TestApp> {
  const t = apps.get(operationId) ?? (await makeTestApp({ envelope: false }));
  apps.set(operationId, t);
  t.deps.control.reset();
  t.deps.clock.freeze(NOW);
  return t;
}

/**
 * Names the ids `text` holds that `known` lacks by their order of appearance (`created` carries the names from
 * one text to the next): what a write creates, such as a change it records or promotes, takes the next ids of
 * its environment's sequence, which a reset does not rewind.
 */
function withCreatedIdsNamed(text: string, known: ReadonlySet<string>, created: Map<string, string>): string {
  // 24 hex digits: an ObjectId; 32: the API key of an environment created through the API.
  return text.replace(/"([0-9a-f]{24}|[0-9a-f]{32})"/g, (whole, id: string) => {
    if (known.has(id)) return whole;
    if (!created.has(id)) created.set(id, `created-${created.size}`);
    return `"${created.get(id)}"`;
  });
}
const idsOf = (t: TestApp): Set<string> => new Set(JSON.stringify(t.deps.control.snapshot()).match(/[0-9a-f]{24}/g));

/**
 * Sends one request to the app at the fixtures' state; returns status, body and the state after, the ids
 * made since the fixtures named by their order (see `withCreatedIdsNamed`).
 */
/** The mock's own URL in an answer or a record (a registered webhook, a bridge) names a port of this run. */
const port = (text: string) => text.replace(/127\.0\.0\.1(?::|%3A)\d+/g, '127.0.0.1:<port>');

async function send(operationId: string, body?: { type: string; text: string }) {
  const t = await appAtFixtures(operationId);
  const known = idsOf(t);
  const { method, path, session, prepare } = REQUESTS[operationId] as (typeof REQUESTS)[string];
  prepare?.(t);
  let req = t.request()[method](path(t)).set('Authorization', session ? inboxAuth(t) : AUTH);
  if (body) req = req.set('Content-Type', body.type).send(body.text);
  const res = await req;
  const created = new Map<string, string>();
  const state = port(withCreatedIdsNamed(JSON.stringify(t.deps.control.snapshot()), known, created));
  const text = port(withCreatedIdsNamed(res.text, known, created));
  return { status: res.status, body: res.body as Record<string, unknown>, text, state };
}

async function stateWithoutRequests(operationId: string): Promise<string> {
  const t = await appAtFixtures(operationId);
  const known = idsOf(t);
  REQUESTS[operationId]?.prepare?.(t);
  return port(withCreatedIdsNamed(JSON.stringify(t.deps.control.snapshot()), known, new Map()));
}

const bodilessOperations = async () => (await sharedContract()).validator.operations.filter((op) => op.request?.body === undefined).map((op) => op.iid ?? op.id);

describe('operations without a requestBody', () => {
  it('are all covered here', async () => {
    expect((await bodilessOperations()).sort()).toEqual(Object.keys(REQUESTS).sort());
  });

  const ignored = [
    { type: 'application/json', text: '{}' },
    { type: 'application/json', text: ' { } \n' },
    { type: 'application/json', text: '' },
    { type: 'application/json; charset=utf-8', text: '{}' },
    { type: 'application/x-www-form-urlencoded', text: '{}' }, // curl -d '{}' without a Content-Type
    { type: 'text/plain', text: '' },
  ];
  const refused = [
    { type: 'application/json', text: '{"a":1}' },
    { type: 'application/json', text: '[]' },
    { type: 'application/json', text: '[{}]' },
    { type: 'text/plain', text: 'hello' },
    { type: 'application/x-www-form-urlencoded', text: 'a=1' },
  ];

  describe.each(Object.keys(REQUESTS))('%s', (operationId) => {
    it('answers an empty body or {} exactly as no body (whatever the Content-Type)', async () => {
      const expected = await send(operationId);
      // A browser's route succeeds with a redirect.
      expect(expected.status).toBeLessThan(REQUESTS[operationId]?.redirects ? 400 : 300);
      for (const body of ignored) {
        const got = await send(operationId, body);
        expect({ sent: body, status: got.status, text: got.text }).toEqual({ sent: body, status: expected.status, text: expected.text });
        expect(got.state).toBe(expected.state);
      }
    });

    it('answers any other body with 415, changing nothing', async () => {
      const untouched = await stateWithoutRequests(operationId);
      for (const body of refused) {
        const got = await send(operationId, body);
        expect({ sent: body, status: got.status }).toEqual({ sent: body, status: 415 });
        expect(expectErrorShape(got.body, 415).message).toBe(BODILESS_MESSAGE);
        expect(got.state).toBe(untouched);
      }
    });
  });

  it('refuses a non-empty chunked body too (no Content-Length) and without a Content-Type', async () => {
    const t = await makeTestApp({ envelope: false });
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (headers: Record<string, string>, text: string) =>
      new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
        const path = `/v1/integrations/${integrationId(t, 'mailgun')}/set-primary`;
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers: { Authorization: AUTH, ...headers } }, (res) => {
          let data = '';
          res.on('data', (chunk) => (data += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
        });
        req.on('error', reject);
        req.end(text);
      });
    try {
      const before = JSON.stringify(t.deps.control.snapshot());
      for (const [headers, text] of [
        [{ 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, '{"a":1}'],
        [{ 'Transfer-Encoding': 'chunked' }, 'hello'],
        [{ 'Content-Length': '5' }, 'hello'],
      ] as const) {
        const res = await post(headers, text);
        expect({ headers, status: res.status, message: res.body.message }).toEqual({ headers, status: 415, message: BODILESS_MESSAGE });
      }
      expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
      const chunkedEmpty = await post({ 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, '{}');
      expect(chunkedEmpty.status).toBe(200);
      expect(chunkedEmpty.body.primary).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fingerprints an ignored body as no body: the same idempotency key replays instead of a 422', async () => {
    const t = await makeTestApp({ envelope: false });
    const path = `/v1/integrations/${integrationId(t, 'mailgun')}/set-primary`;
    const first = await t.request().post(path).set('Authorization', AUTH).set('idempotency-key', 'k-1');
    expect(first.status).toBe(200);
    const again = await t.request().post(path).set('Authorization', AUTH).set('idempotency-key', 'k-1').send({});
    expect(again.status).toBe(200);
    expect(again.headers['idempotency-replay']).toBe('true');
  });
});
