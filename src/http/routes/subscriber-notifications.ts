import { apiKeyInboxOf } from '../../domain/inbox/api-key-inbox.js';
import { parseCountFilters } from '../../domain/inbox/filters.js';
import type { BulkFilter, InboxAction, InboxListQuery, SubscriberInbox } from '../../domain/inbox/inbox.js';
import type { ActionType } from '../../domain/inbox/state-changes.js';
import type { OperationContext, OperationHandler, OperationHandlers } from '../context.js';
import { bulkFilterOf, filterOf } from './inbox.js';

const inboxOf = ({ environment, params }: OperationContext) => apiKeyInboxOf(environment, params.subscriberId as string);
const notificationIdOf = ({ params }: OperationContext) => params.notificationId as string;

const act =
  (action: InboxAction): OperationHandler =>
  (context) => ({ status: 200, body: inboxOf(context).act(notificationIdOf(context), action) });

const onAction =
  (status: 'done' | 'pending'): OperationHandler =>
  (context) => ({ status: 200, body: inboxOf(context).action(notificationIdOf(context), context.params.actionType as ActionType, status) });

const bulk =
  (run: (inbox: SubscriberInbox, filter: BulkFilter) => void): OperationHandler =>
  (context) => {
    run(inboxOf(context), bulkFilterOf(context.body));
    return { status: 204 };
  };

/** `/v2/subscribers/{subscriberId}/notifications/*`: the subscriber's Inbox with an API key, bodies not wrapped. */
export const subscriberNotificationHandlers: OperationHandlers = {
  listSubscriberNotifications: (context) => {
    const filter = filterOf(context);
    const { limit, after, offset } = context.query as InboxListQuery;
    return { status: 200, body: { ...inboxOf(context).list({ ...filter, limit, after, offset }), filter } };
  },

  countSubscriberNotifications: (context) => ({ status: 200, body: inboxOf(context).count(parseCountFilters(context.query.filters as string)) }),

  readSubscriberNotification: act('read'),
  unreadSubscriberNotification: act('unread'),
  archiveSubscriberNotification: act('archive'),
  unarchiveSubscriberNotification: act('unarchive'),

  snoozeSubscriberNotification: (context) => {
    const { snoozeUntil } = context.body as { snoozeUntil: string };
    return { status: 200, body: inboxOf(context).snooze(notificationIdOf(context), snoozeUntil) };
  },
  unsnoozeSubscriberNotification: (context) => ({ status: 200, body: inboxOf(context).unsnooze(notificationIdOf(context)) }),
  completeSubscriberNotificationAction: onAction('done'),
  revertSubscriberNotificationAction: onAction('pending'),

  deleteSubscriberNotification: (context) => {
    inboxOf(context).delete(notificationIdOf(context));
    return { status: 204 };
  },

  seenSubscriberNotifications: (context) => {
    const { notificationIds } = (context.body ?? {}) as { notificationIds?: string[] };
    inboxOf(context).markSeen(notificationIds, bulkFilterOf(context.body));
    return { status: 204 };
  },
  readAllSubscriberNotifications: bulk((inbox, filter) => inbox.readAll(filter)),
  archiveAllSubscriberNotifications: bulk((inbox, filter) => inbox.archiveAll(filter)),
  archiveReadSubscriberNotifications: bulk((inbox, filter) => inbox.archiveAll(filter, true)),
  deleteAllSubscriberNotifications: bulk((inbox, filter) => inbox.deleteAll(filter)),
};
