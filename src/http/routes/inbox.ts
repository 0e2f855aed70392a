import { parseDataFilter } from '../../domain/inbox/data-filter.js';
import { parseCountFilters, type InboxFilter } from '../../domain/inbox/filters.js';
import { SubscriberInbox, type BulkFilter, type InboxAction, type InboxListQuery } from '../../domain/inbox/inbox.js';
import { openInboxSession, type SessionInput } from '../../domain/inbox/session.js';
import type { ActionType } from '../../domain/inbox/state-changes.js';
import { tagGroupsOf, tagsOfQuery, type TagsFilter } from '../../domain/inbox/tags-filter.js';
import type { OperationContext, OperationHandler, OperationHandlers } from '../context.js';

const inboxOf = ({ environment, subscriberId }: OperationContext) => new SubscriberInbox(environment, subscriberId as string);

/** The filter fields of a list query, as the list echoes them back (the Inbox's and the API key's lists). */
export function filterOf({ query, sentQuery }: OperationContext): InboxFilter {
  const { limit: _limit, after: _after, offset: _offset, data, tags, ...rest } = query;
  const filter = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as InboxFilter;
  const tagsFilter = tagsOfQuery(tags as string[] | undefined, sentQuery ?? {});
  if (tagsFilter !== undefined) filter.tags = tagsFilter;
  tagGroupsOf(filter.tags, 'query.tags');
  const parsed = parseDataFilter(data as string | undefined);
  return parsed ? { ...filter, data: parsed } : filter;
}

/** The `{tags, data}` body of the bulk operations (the Inbox's and the API key's). */
export function bulkFilterOf(body: unknown): BulkFilter {
  const { tags, data } = (body ?? {}) as { tags?: TagsFilter; data?: string };
  tagGroupsOf(tags, 'body.tags');
  return { tags, data: parseDataFilter(data) };
}

const act =
  (action: InboxAction): OperationHandler =>
  (context) => ({ status: 200, body: { data: inboxOf(context).act(context.params.notificationId as string, action) } });

const onAction =
  (status: 'done' | 'pending'): OperationHandler =>
  (context) => {
    const { actionType } = context.body as { actionType: ActionType };
    return { status: 200, body: { data: inboxOf(context).action(context.params.notificationId as string, actionType, status) } };
  };

const bulk =
  (run: (inbox: SubscriberInbox, filter: BulkFilter) => void): OperationHandler =>
  (context) => {
    run(inboxOf(context), bulkFilterOf(context.body));
    return { status: 204 };
  };

export const inboxHandlers: OperationHandlers = {
  openInboxSession: ({ environment, signingKey, body }) => ({
    status: 201,
    body: { data: openInboxSession(environment, signingKey, body as SessionInput) },
  }),

  listInboxNotifications: (context) => {
    const filter = filterOf(context);
    const { limit, after, offset } = context.query as InboxListQuery;
    return { status: 200, body: { ...inboxOf(context).list({ ...filter, limit, after, offset }), filter } };
  },

  countInboxNotifications: (context) => ({
    status: 200,
    body: { data: inboxOf(context).count(parseCountFilters(context.query.filters as string)) },
  }),

  readInboxNotification: act('read'),
  unreadInboxNotification: act('unread'),
  archiveInboxNotification: act('archive'),
  unarchiveInboxNotification: act('unarchive'),

  snoozeInboxNotification: (context) => {
    const { snoozeUntil } = context.body as { snoozeUntil: string };
    return { status: 200, body: { data: inboxOf(context).snooze(context.params.notificationId as string, snoozeUntil) } };
  },
  unsnoozeInboxNotification: (context) => ({ status: 200, body: { data: inboxOf(context).unsnooze(context.params.notificationId as string) } }),
  completeInboxNotificationAction: onAction('done'),
  revertInboxNotificationAction: onAction('pending'),

  deleteInboxNotification: (context) => {
    inboxOf(context).delete(context.params.notificationId as string);
    return { status: 204 };
  },

  seenInboxNotifications: (context) => {
    const { notificationIds } = (context.body ?? {}) as { notificationIds?: string[] };
    inboxOf(context).markSeen(notificationIds, bulkFilterOf(context.body));
    return { status: 204 };
  },
  readAllInboxNotifications: bulk((inbox, filter) => inbox.readAll(filter)),
  archiveAllInboxNotifications: bulk((inbox, filter) => inbox.archiveAll(filter)),
  archiveReadInboxNotifications: bulk((inbox, filter) => inbox.archiveAll(filter, true)),
  deleteAllInboxNotifications: bulk((inbox, filter) => inbox.deleteAll(filter)),
};
