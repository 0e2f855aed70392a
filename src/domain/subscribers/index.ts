export { type CredentialsInput, type CredentialsMode, SubscriberCredentials } from './credentials.js';
export { compareBy, fullName, matchesFilters, nameStartsWith, pageOf, SEARCH_DEFAULTS, type SubscriberSearchQuery, TOTAL_COUNT_CEILING } from './search.js';
export { checkSubscriberInput, type CreateSubscriberInput, PROFILE_FIELDS, SubscriberStore, subscriberWithIdNotFound } from './subscribers.js';
export type { ChannelSettings, Subscriber } from './types.js';
export { V1Subscribers } from './v1-subscribers.js';
export { type BulkSubscriberResult, bulkUpsertSubscribers, patchSubscriber, removeSubscriber, setOnlineStatus, type SubscriberPatch } from './writes.js';
