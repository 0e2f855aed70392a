import { parseCountFilters, parseDataFilter, type InboxFilter } from '../../domain/inbox/filters.js';
import { SubscriberInbox, type InboxAction, type InboxListQuery } from '../../domain/inbox/inbox.js';
import { openInboxSession, type SessionInput } from '../../domain/inbox/session.js';
import type { OperationContext, OperationHandler, OperationHandlers } from '../context.js';

const inboxOf = ({ environment, subscriberId }: OperationContext) => new SubscriberInbox(environment, subscriberId as string);

/** The filter fields of a query, as the list echoes them back. */
function filterOf(query: Record<string, unknown>): InboxFilter {
  const { limit: _limit, after: _after, offset: _offset, data, ...rest } = query;
  const filter = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as InboxFilter;
  const parsed = parseDataFilter(data as string | undefined, 'query.data');
  return parsed ? { ...filter, data: parsed } : filter;
}

const act =
  (action: InboxAction): OperationHandler =>
  (context) => ({ status: 200, body: { data: inboxOf(context).act(context.params.notificationId as string, action) } });

export const inboxHandlers: OperationHandlers = {
  openInboxSession: ({ environment, signingKey, body }) => ({
    status: 201,
    body: { data: openInboxSession(environment, signingKey, body as SessionInput) },
  }),

  listInboxNotifications: (context) => {
    const filter = filterOf(context.query);
    const { limit, after, offset } = context.query as InboxListQuery;
    return { status: 200, body: { ...inboxOf(context).list({ ...filter, limit, after, offset }), filter } };
  },

  countInboxNotifications: (context) => ({
    status: 200,
    body: { data: inboxOf(context).count(parseCountFilters(context.query.filters as string)) },
  }),

  readAllInboxNotifications: (context) => {
    const body = (context.body ?? {}) as { tags?: string[]; data?: string };
    inboxOf(context).readAll({ tags: body.tags, data: parseDataFilter(body.data, 'body.data') });
    return { status: 204 };
  },

  readInboxNotification: act('read'),
  unreadInboxNotification: act('unread'),
  archiveInboxNotification: act('archive'),
  unarchiveInboxNotification: act('unarchive'),
};
