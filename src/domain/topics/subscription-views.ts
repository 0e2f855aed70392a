import type { JsonObject } from '../shared/index.js';
import type { Subscriber } from '../subscribers/index.js';
import { presentSubscriptionSubscriber, presentTopic } from './records.js';
import { presentPreferences, type PreferenceWorkflows } from './subscription-preferences.js';
import type { SubscriptionPreference, Topic, TopicSubscription } from './types.js';

/** Records from before contexts have no `contextKeys`: they belong to the default context. */
export const contextKeysOfSubscription = (subscription: TopicSubscription): string[] => [...(subscription.contextKeys ?? [])];

/**
 * A subscription as create, update and delete show it (the real `SubscriptionResponseDto`): `preferences`
 * only when the call named workflows that it holds a preference for.
 */
export function presentSubscription(
  subscription: TopicSubscription,
  topic: Topic,
  subscriber: Subscriber,
  preferences: { shown: readonly SubscriptionPreference[] | undefined; workflows: PreferenceWorkflows },
): JsonObject {
  const topicShown: JsonObject = { _id: topic._id, key: topic.key };
  if (topic.name !== undefined) topicShown.name = topic.name;
  const shown: JsonObject = { _id: subscription._id, identifier: subscription.identifier };
  if (subscription.name !== undefined) shown.name = subscription.name;
  shown.topic = topicShown;
  shown.subscriber = presentSubscriptionSubscriber(subscriber);
  if (preferences.shown) shown.preferences = presentPreferences(subscription, preferences.shown, preferences.workflows);
  shown.contextKeys = contextKeysOfSubscription(subscription);
  shown.createdAt = subscription.createdAt;
  shown.updatedAt = subscription.updatedAt;
  return shown;
}

/** A subscription as the lists show it: the whole topic, the subscriber without its dates. */
export function presentListedSubscription(subscription: TopicSubscription, topic: Topic, subscriber: Subscriber): JsonObject {
  const { createdAt: _created, updatedAt: _updated, ...subscriberShown } = presentSubscriptionSubscriber(subscriber);
  return {
    _id: subscription._id,
    identifier: subscription.identifier,
    topic: presentTopic(topic),
    createdAt: subscription.createdAt,
    contextKeys: contextKeysOfSubscription(subscription),
    subscriber: subscriberShown,
  };
}

/** A subscription as the retrieve calls show it (the real `SubscriptionDetailsResponseDto`). */
export function presentSubscriptionDetails(subscription: TopicSubscription, preferences: readonly SubscriptionPreference[], workflows: PreferenceWorkflows): JsonObject {
  const shown: JsonObject = { id: subscription._id, identifier: subscription.identifier };
  if (subscription.name !== undefined) shown.name = subscription.name;
  if (preferences.length > 0) shown.preferences = presentPreferences(subscription, preferences, workflows);
  shown.contextKeys = contextKeysOfSubscription(subscription);
  return shown;
}
