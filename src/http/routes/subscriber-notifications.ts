import { apiKeyInboxOf } from '../../domain/inbox/api-key-inbox.js';
import type { ActionType } from '../../domain/inbox/state-changes.js';
import type { OperationHandlers } from '../context.js';
import { notificationHandlers } from './notification-handlers.js';

/** `/v2/subscribers/{subscriberId}/notifications/*`: the subscriber's Inbox with an API key, bodies not wrapped. */
export const subscriberNotificationHandlers: OperationHandlers = notificationHandlers({
  name: 'Subscriber',
  inboxOf: ({ environment, params }) => apiKeyInboxOf(environment, params.subscriberId as string),
  present: (result) => result,
  actionTypeOf: ({ params }) => params.actionType as ActionType,
});
