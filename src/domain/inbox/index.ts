/**
 * The Inbox and the legacy widget: sessions, a subscriber's in-app messages as they see and change them, the v1 feed.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { apiKeyInboxOf } from './api-key-inbox.js';
export { type BellCounts, bellCountsOf, inSessionContexts, severityOf } from './counts.js';
export { parseDataFilter } from './data-filter.js';
export { type InboxFilter, parseCountFilters } from './filters.js';
export { type BulkFilter, type InboxAction, SubscriberInbox } from './inbox.js';
export { LegacyFeed } from './legacy-feed.js';
export { toInboxNotification } from './notification.js';
export { openInboxSession, subscriberHashOf } from './session.js';
export { contextHashOf, contextKeysOf, MAX_SESSION_CONTEXTS } from './session-context.js';
export { environmentIdOfToken, INBOX_SESSION_LIFETIME_MS, InboxSessions, type OpenSession, MAX_SESSIONS_PER_ENVIRONMENT, MAX_SESSIONS_PER_SUBSCRIBER } from './sessions.js';
export { type ActionType, wakeChanges } from './state-changes.js';
export { tagGroupsOf, type TagsFilter, tagsOfQuery } from './tags-filter.js';
export { openWidgetSession, WidgetMessages, widgetOrganizationOf } from './widget.js';
