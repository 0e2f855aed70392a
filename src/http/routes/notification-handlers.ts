import { parseDataFilter } from '../../domain/inbox/data-filter.js';
import { parseCountFilters, type InboxFilter } from '../../domain/inbox/filters.js';
import type { BulkFilter, InboxAction, InboxListQuery, SubscriberInbox } from '../../domain/inbox/inbox.js';
import type { ActionType } from '../../domain/inbox/state-changes.js';
import { tagGroupsOf, tagsOfQuery, type TagsFilter } from '../../domain/inbox/tags-filter.js';
import type { OperationContext, OperationHandler, OperationHandlers } from '../context.js';

/** The filter fields of a list query, as the list echoes them back. */
function filterOf({ query, sentQuery }: OperationContext): InboxFilter {
  const { limit: _limit, after: _after, offset: _offset, data, tags, ...rest } = query;
  const filter = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as InboxFilter;
  const tagsFilter = tagsOfQuery(tags as string[] | undefined, sentQuery ?? {});
  if (tagsFilter !== undefined) filter.tags = tagsFilter;
  tagGroupsOf(filter.tags, 'query.tags');
  const parsed = parseDataFilter(data as string | undefined);
  return parsed ? { ...filter, data: parsed } : filter;
}

/** The `{tags, data}` body of the bulk operations. */
function bulkFilterOf(body: unknown): BulkFilter {
  const { tags, data } = (body ?? {}) as { tags?: TagsFilter; data?: string };
  tagGroupsOf(tags, 'body.tags');
  return { tags, data: parseDataFilter(data) };
}

/** How one side of the API reaches a subscriber's notifications and shapes its answers. */
export interface NotificationSide {
  /** The word in the operation ids: `Inbox` (session token) or `Subscriber` (API key). */
  name: 'Inbox' | 'Subscriber';
  inboxOf(context: OperationContext): SubscriberInbox;
  /** The Inbox wraps a single result in `{data}`; the API-key side answers it bare. */
  present(result: unknown): unknown;
  /** The Inbox sends the button in the body, the API-key side in the path. */
  actionTypeOf(context: OperationContext): ActionType;
}

/**
 * The notification operations (list, count, each action, the bulk ones) over one subscriber's in-app
 * messages: the same rules whether a session token or an API key asks.
 */
export function notificationHandlers(side: NotificationSide): OperationHandlers {
  const { name, inboxOf, present } = side;
  const idOf = (context: OperationContext) => context.params.notificationId as string;
  const act =
    (action: InboxAction): OperationHandler =>
    (context) => ({ status: 200, body: present(inboxOf(context).act(idOf(context), action)) });
  const onAction =
    (status: 'done' | 'pending'): OperationHandler =>
    (context) => ({ status: 200, body: present(inboxOf(context).action(idOf(context), side.actionTypeOf(context), status)) });
  const bulk =
    (run: (inbox: SubscriberInbox, filter: BulkFilter) => void): OperationHandler =>
    (context) => {
      run(inboxOf(context), bulkFilterOf(context.body));
      return { status: 204 };
    };

  return {
    [`list${name}Notifications`]: (context) => {
      const filter = filterOf(context);
      const { limit, after, offset } = context.query as InboxListQuery;
      return { status: 200, body: { ...inboxOf(context).list({ ...filter, limit, after, offset }), filter } };
    },
    [`count${name}Notifications`]: (context) => ({
      status: 200,
      body: present(inboxOf(context).count(parseCountFilters(context.query.filters as string))),
    }),
    [`read${name}Notification`]: act('read'),
    [`unread${name}Notification`]: act('unread'),
    [`archive${name}Notification`]: act('archive'),
    [`unarchive${name}Notification`]: act('unarchive'),
    [`snooze${name}Notification`]: (context) => {
      const { snoozeUntil } = context.body as { snoozeUntil: string };
      return { status: 200, body: present(inboxOf(context).snooze(idOf(context), snoozeUntil)) };
    },
    [`unsnooze${name}Notification`]: (context) => ({ status: 200, body: present(inboxOf(context).unsnooze(idOf(context))) }),
    [`complete${name}NotificationAction`]: onAction('done'),
    [`revert${name}NotificationAction`]: onAction('pending'),
    [`delete${name}Notification`]: (context) => {
      inboxOf(context).delete(idOf(context));
      return { status: 204 };
    },
    [`seen${name}Notifications`]: (context) => {
      const { notificationIds } = (context.body ?? {}) as { notificationIds?: string[] };
      inboxOf(context).markSeen(notificationIds, bulkFilterOf(context.body));
      return { status: 204 };
    },
    [`readAll${name}Notifications`]: bulk((inbox, filter) => inbox.readAll(filter)),
    [`archiveAll${name}Notifications`]: bulk((inbox, filter) => inbox.archiveAll(filter)),
    [`archiveRead${name}Notifications`]: bulk((inbox, filter) => inbox.archiveAll(filter, true)),
    [`deleteAll${name}Notifications`]: bulk((inbox, filter) => inbox.deleteAll(filter)),
  };
}
