import type { Environment } from '../../domain/environments/index.js';
import { apiKeyInboxOf } from '../../domain/inbox/index.js';
import type { ApiHandlers } from '../context.js';
import { notificationRules } from './notification-handlers.js';

const inboxOf = ({ environment, params }: { environment: Environment; params: { subscriberId: string } }) => apiKeyInboxOf(environment, params.subscriberId);
const rules = notificationRules((result) => result);

/** `/v2/subscribers/{subscriberId}/notifications/*`: the subscriber's Inbox with an API key, bodies not wrapped. */
export const subscriberNotificationHandlers: ApiHandlers = {
  listSubscriberNotifications: (context) => rules.list(inboxOf(context), context),
  countSubscriberNotifications: (context) => rules.count(inboxOf(context), context),
  readSubscriberNotification: (context) => rules.read(inboxOf(context), context),
  unreadSubscriberNotification: (context) => rules.unread(inboxOf(context), context),
  archiveSubscriberNotification: (context) => rules.archive(inboxOf(context), context),
  unarchiveSubscriberNotification: (context) => rules.unarchive(inboxOf(context), context),
  snoozeSubscriberNotification: (context) => rules.snooze(inboxOf(context), context),
  unsnoozeSubscriberNotification: (context) => rules.unsnooze(inboxOf(context), context),
  completeSubscriberNotificationAction: (context) => rules.complete(inboxOf(context), context, context.params.actionType),
  revertSubscriberNotificationAction: (context) => rules.revert(inboxOf(context), context, context.params.actionType),
  deleteSubscriberNotification: (context) => rules.delete(inboxOf(context), context),
  seenSubscriberNotifications: (context) => rules.seen(inboxOf(context), context),
  readAllSubscriberNotifications: (context) => rules.readAll(inboxOf(context), context),
  archiveAllSubscriberNotifications: (context) => rules.archiveAll(inboxOf(context), context),
  archiveReadSubscriberNotifications: (context) => rules.archiveRead(inboxOf(context), context),
  deleteAllSubscriberNotifications: (context) => rules.deleteAll(inboxOf(context), context),
};
