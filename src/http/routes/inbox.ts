import { SubscriberInbox, openInboxSession } from '../../domain/inbox/index.js';
import { sessionContextKeysOf, sessionSubscriberOf, type ApiHandlers, type OperationContext } from '../context.js';
import { notificationRules } from './notification-handlers.js';

/** The session subscriber's notifications in the session's contexts. */
const inboxOf = (context: Pick<OperationContext, 'environment' | 'subscriberId' | 'sessionContextKeys'>) =>
  new SubscriberInbox(context.environment, sessionSubscriberOf(context), sessionContextKeysOf(context));
const rules = notificationRules((result) => ({ data: result }));

/** `/v1/inbox/*`: the session subscriber's notifications, each single result wrapped in `{data}`. */
export const inboxHandlers: ApiHandlers = {
  openInboxSession: ({ environment, signingKey, body }) => ({
    status: 201,
    body: { data: openInboxSession(environment, signingKey, body) },
  }),
  listInboxNotifications: (context) => rules.list(inboxOf(context), context),
  countInboxNotifications: (context) => rules.count(inboxOf(context), context),
  readInboxNotification: (context) => rules.read(inboxOf(context), context),
  unreadInboxNotification: (context) => rules.unread(inboxOf(context), context),
  archiveInboxNotification: (context) => rules.archive(inboxOf(context), context),
  unarchiveInboxNotification: (context) => rules.unarchive(inboxOf(context), context),
  snoozeInboxNotification: (context) => rules.snooze(inboxOf(context), context),
  unsnoozeInboxNotification: (context) => rules.unsnooze(inboxOf(context), context),
  completeInboxNotificationAction: (context) => rules.complete(inboxOf(context), context, context.body.actionType),
  revertInboxNotificationAction: (context) => rules.revert(inboxOf(context), context, context.body.actionType),
  deleteInboxNotification: (context) => rules.delete(inboxOf(context), context),
  seenInboxNotifications: (context) => rules.seen(inboxOf(context), context),
  readAllInboxNotifications: (context) => rules.readAll(inboxOf(context), context),
  archiveAllInboxNotifications: (context) => rules.archiveAll(inboxOf(context), context),
  archiveReadInboxNotifications: (context) => rules.archiveRead(inboxOf(context), context),
  deleteAllInboxNotifications: (context) => rules.deleteAll(inboxOf(context), context),
};
