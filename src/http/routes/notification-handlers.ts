import { parseDataFilter, parseCountFilters, type InboxFilter, type BulkFilter, type InboxAction, type SubscriberInbox, type ActionType, tagGroupsOf, tagsOfQuery, type TagsFilter } from '../../domain/inbox/index.js';
import type { ApiInput, Reply } from '../context.js';

// The input of an operation of either side: the Inbox's (session token) or the subscriber's (API key).
type ListInput = ApiInput<'listInboxNotifications' | 'listSubscriberNotifications'>;
type CountInput = ApiInput<'countInboxNotifications' | 'countSubscriberNotifications'>;
type SnoozeInput = ApiInput<'snoozeInboxNotification' | 'snoozeSubscriberNotification'>;
type SeenInput = ApiInput<'seenInboxNotifications' | 'seenSubscriberNotifications'>;
type BulkInput = ApiInput<
  | 'readAllInboxNotifications'
  | 'readAllSubscriberNotifications'
  | 'archiveAllInboxNotifications'
  | 'archiveAllSubscriberNotifications'
  | 'archiveReadInboxNotifications'
  | 'archiveReadSubscriberNotifications'
  | 'deleteAllInboxNotifications'
  | 'deleteAllSubscriberNotifications'
>;
/** An operation on one notification, named in the path. */
type OneNotification = { params: { notificationId: string } };

/** `value` without the keys whose value is undefined. */
const definedOnly = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The filter fields of a list query, as the list echoes them back. */
function filterOf({ query, sentQuery }: ListInput): InboxFilter {
  const { limit: _limit, after: _after, offset: _offset, data, ...fields } = query;
  const filter: InboxFilter = definedOnly(fields);
  // `tags=a&tags=b` (not on the API-key side's list) and the indexed groups `tags[0][]=a`.
  const tagsFilter = tagsOfQuery('tags' in fields ? fields.tags : undefined, sentQuery ?? {});
  if (tagsFilter !== undefined) filter.tags = tagsFilter;
  tagGroupsOf(filter.tags, 'query.tags');
  const parsed = parseDataFilter(data);
  return parsed ? { ...filter, data: parsed } : filter;
}

/** The `{tags, data}` body of the bulk operations. */
function bulkFilterOf(body: { tags?: TagsFilter; data?: string } = {}): BulkFilter {
  tagGroupsOf(body.tags, 'body.tags');
  return { tags: body.tags, data: parseDataFilter(body.data) };
}

/**
 * The rules of the notification operations (list, count, each action, the bulk ones) over one subscriber's
 * in-app messages: the same whether a session token or an API key asks. Each side finds the inbox and
 * registers these under its own operationIds; `present` shapes a single result (the Inbox wraps it in
 * `{data}`, the API-key side answers it bare).
 */
export function notificationRules(present: (result: unknown) => unknown) {
  const act =
    (action: InboxAction) =>
    (inbox: SubscriberInbox, { params }: OneNotification): Reply => ({ status: 200, body: present(inbox.act(params.notificationId, action)) });
  const onAction =
    (status: 'done' | 'pending') =>
    (inbox: SubscriberInbox, { params }: OneNotification, actionType: ActionType): Reply => ({
      status: 200,
      body: present(inbox.action(params.notificationId, actionType, status)),
    });
  const bulk =
    (run: (inbox: SubscriberInbox, filter: BulkFilter) => void) =>
    (inbox: SubscriberInbox, { body }: BulkInput): Reply => {
      run(inbox, bulkFilterOf(body));
      return { status: 204 };
    };

  return {
    list: (inbox: SubscriberInbox, context: ListInput): Reply => {
      const filter = filterOf(context);
      const { limit, after, offset } = context.query;
      return { status: 200, body: { ...inbox.list({ ...filter, limit, after, offset }), filter } };
    },
    count: (inbox: SubscriberInbox, { query }: CountInput): Reply => ({ status: 200, body: present(inbox.count(parseCountFilters(query.filters))) }),
    read: act('read'),
    unread: act('unread'),
    archive: act('archive'),
    unarchive: act('unarchive'),
    snooze: (inbox: SubscriberInbox, { params, body }: SnoozeInput): Reply => ({ status: 200, body: present(inbox.snooze(params.notificationId, body.snoozeUntil)) }),
    unsnooze: (inbox: SubscriberInbox, { params }: OneNotification): Reply => ({ status: 200, body: present(inbox.unsnooze(params.notificationId)) }),
    complete: onAction('done'),
    revert: onAction('pending'),
    delete: (inbox: SubscriberInbox, { params }: OneNotification): Reply => {
      inbox.delete(params.notificationId);
      return { status: 204 };
    },
    seen: (inbox: SubscriberInbox, { body }: SeenInput): Reply => {
      inbox.markSeen(body?.notificationIds, bulkFilterOf(body));
      return { status: 204 };
    },
    readAll: bulk((inbox, filter) => inbox.readAll(filter)),
    archiveAll: bulk((inbox, filter) => inbox.archiveAll(filter)),
    archiveRead: bulk((inbox, filter) => inbox.archiveAll(filter, true)),
    deleteAll: bulk((inbox, filter) => inbox.deleteAll(filter)),
  };
}
