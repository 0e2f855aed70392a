/**
 * Topics and their subscriptions (`/v1/topics`, `/v2/topics`).
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { presentTopic } from './records.js';
export { MAX_SUBSCRIPTIONS_PER_SUBSCRIBER, TopicSubscriptions, type SubscriptionsResult } from './subscriptions.js';
export { InboxTopicSubscriptions } from './inbox-subscriptions.js';
export { TopicStore } from './topics.js';
export type { SubscriptionPreference, Topic, TopicSubscription } from './types.js';
export { TopicsV1 } from './v1-topics.js';
