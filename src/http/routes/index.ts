import type { ApiHandlers, OperationHandler } from '../context.js';
import { activityHandlers } from './activity.js';
import { agentHandlers } from './agents.js';
import { bridgeHandlers, previewHandlers } from './bridge.js';
import { changeHandlers } from './changes.js';
import { domainHandlers } from './domains.js';
import { channelEndpointHandlers } from './channel-endpoints.js';
import { channelOauthHandlers } from './channel-oauth.js';
import { chatOauthHandlers } from './chat-oauth.js';
import { contextHandlers } from './contexts.js';
import { deliveryWebhookHandlers } from './delivery-webhooks.js';
import { environmentHandlers } from './environments.js';
import { environmentVariableHandlers } from './environment-variables.js';
import { eventHandlers } from './events.js';
import { inboxHandlers } from './inbox.js';
import { inboxPreferenceHandlers } from './inbox-preferences.js';
import { inboxTopicHandlers } from './inbox-topics.js';
import { integrationHandlers } from './integrations.js';
import { layoutHandlers } from './layouts.js';
import { messageHandlers } from './messages.js';
import { notificationGroupHandlers } from './notification-groups.js';
import { notificationTemplateHandlers, workflowV1Handlers } from './notification-templates.js';
import { subscriberFeedHandlers } from './subscriber-feed.js';
import { subscriberNotificationHandlers } from './subscriber-notifications.js';
import { subscriberPreferenceHandlers } from './subscriber-preferences.js';
import { subscriberHandlers } from './subscribers.js';
import { subscriberV1Handlers } from './subscribers-v1.js';
import { subscriberV1PreferenceHandlers } from './subscribers-v1-preferences.js';
import { subscriberWriteHandlers } from './subscriber-writes.js';
import { tenantHandlers } from './tenants.js';
import { widgetHandlers } from './widgets.js';
import { topicHandlers } from './topics.js';
import { topicV1Handlers } from './topics-v1.js';
import { translationHandlers } from './translations.js';
import { workflowOverrideHandlers } from './workflow-overrides.js';
import { workflowWriteHandlers } from './workflow-writes.js';

/** Every routed operation of the contract, by operationId, each handler reading its operation's input types. */
const apiHandlers: ApiHandlers = {
  ...subscriberHandlers,
  ...subscriberWriteHandlers,
  ...messageHandlers,
  ...activityHandlers,
  ...environmentVariableHandlers,
  ...agentHandlers,
  ...environmentHandlers,
  ...integrationHandlers,
  ...eventHandlers,
  ...workflowWriteHandlers,
  ...inboxHandlers,
  ...inboxPreferenceHandlers,
  ...inboxTopicHandlers,
  ...topicHandlers,
  ...topicV1Handlers,
  ...tenantHandlers,
  ...subscriberPreferenceHandlers,
  ...subscriberNotificationHandlers,
  ...subscriberFeedHandlers,
  ...subscriberV1Handlers,
  ...subscriberV1PreferenceHandlers,
  ...notificationTemplateHandlers,
  ...workflowV1Handlers,
  ...notificationGroupHandlers,
  ...changeHandlers,
  ...bridgeHandlers,
  ...previewHandlers,
  ...widgetHandlers,
  ...workflowOverrideHandlers,
  ...chatOauthHandlers,
  ...layoutHandlers,
  ...domainHandlers,
  ...translationHandlers,
  ...channelEndpointHandlers,
  ...channelOauthHandlers,
  ...contextHandlers,
  ...deliveryWebhookHandlers,
};

/**
 * The same handlers, looked up by the operationIds the contract loads at run time. The pipeline validates a
 * request against its operation before the handler runs (`validate-request.ts`), and hands it the input
 * with its parameters coerced: the input each handler's type describes.
 */
export const operationHandlers = apiHandlers as Readonly<Record<string, OperationHandler>>;
