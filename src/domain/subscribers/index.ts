/**
 * Subscribers (`/v1/subscribers`, `/v2/subscribers`): the store and its search, profile rules, credentials, writes and the v1 view.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { type ChatOauthCallbackRequest, type ChatOauthEnvironment, type ChatOauthOutcome, type ChatOauthRequest, chatIntegrationNotFound, chatOauthUrl, checkChatOauthRequest, CLOSE_TAB_PAGE, completeChatOauth, standInWebhookUrl } from './chat-oauth.js';
export { type CredentialsInput, type CredentialsMode, SubscriberCredentials } from './credentials.js';
export { compareBy, matchesFilters, pageOf, SEARCH_DEFAULTS, searchText, type SubscriberSearchQuery, TOTAL_COUNT_CEILING } from './search.js';
export { checkProfileFormats, checkSubscriberInput, type CreateSubscriberInput, type ProfileReading, PROFILE_FIELDS, SubscriberStore, subscriberWithIdNotFound } from './subscribers.js';
export type { ChannelSettings, Subscriber } from './types.js';
export { V1Subscribers } from './v1-subscribers.js';
export { type BulkSubscriberResult, bulkUpsertSubscribers, createSubscriber, patchSubscriber, removeSubscriber, setOnlineStatus, type SubscriberPatch } from './writes.js';
