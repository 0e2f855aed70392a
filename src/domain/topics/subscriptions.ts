import { cursorPageOf, type CursorPage, type CursorQuery } from '../../lib/cursor-page.js';
import { checkedCursorQuery, NotFoundError, type JsonObject } from '../shared/index.js';
import type { SubscriberStore, Subscriber } from '../subscribers/index.js';
import type { Topic, TopicSubscription } from './types.js';
import { checkTopicKey, defaultIdentifier, entriesOf, presentSubscriptionSubscriber, presentTopic, type SubscriptionsInput } from './records.js';
import type { TopicStore } from './topics.js';

export interface SubscriptionError {
  subscriberId: string;
  code: 'SUBSCRIBER_NOT_FOUND' | 'SUBSCRIPTION_NOT_FOUND';
  message: string;
}

export interface SubscriptionsResult {
  data: JsonObject[];
  meta: { totalCount: number; successful: number; failed: number };
  errors?: SubscriptionError[];
}

export interface SubscriptionListQuery extends CursorQuery {
  subscriberId?: string;
}

const subscriberNotFound = (subscriberId: string): SubscriptionError => ({
  subscriberId,
  code: 'SUBSCRIBER_NOT_FOUND',
  message: `Subscriber with ID '${subscriberId}' could not be found.`,
});

/** The topic subscriptions API: subscribers are named by their external ids, per-subscriber results. */
export class TopicSubscriptions {
  constructor(
    private readonly topics: TopicStore,
    private readonly subscribers: SubscriberStore,
  ) {}

  /**
   * `POST /v2/topics/{topicKey}/subscriptions`: creates the topic when it does not exist (as the real
   * service), then subscribes every known subscriber; an unknown one is a per-subscriber error, not a
   * failure of the call. Subscribing again is a no-op that still reports the subscription.
   */
  create(topicKey: string, input: SubscriptionsInput & { name?: string }): SubscriptionsResult {
    const planned = entriesOf(input).map((entry) => {
      const subscriberId = typeof entry === 'string' ? entry : (entry.subscriberId ?? '');
      const identifier = (typeof entry === 'object' && entry.identifier) || defaultIdentifier(topicKey, subscriberId);
      return { subscriberId, subscriber: this.subscribers.find(subscriberId), identifier, name: typeof entry === 'object' ? entry.name : undefined };
    });
    // A key the topic cannot have is refused before anything is charged.
    if (!this.topics.find(topicKey)) checkTopicKey(topicKey);
    this.topics.chargeSubscriptions(topicKey, planned.filter((p) => p.subscriber));
    const topic = this.topics.upsert({ key: topicKey, ...(input.name ? { name: input.name } : {}) }, false).topic;
    const data: JsonObject[] = [];
    const errors: SubscriptionError[] = [];
    for (const { subscriberId, subscriber, identifier, name } of planned) {
      if (!subscriber) errors.push(subscriberNotFound(subscriberId));
      else data.push(this.#present(this.topics.subscribe(topic, subscriber, identifier, name), topic));
    }
    return resultOf(planned.length, data, errors);
  }

  /**
   * `DELETE /v2/topics/{topicKey}/subscriptions`: an entry names a subscriber (all its subscriptions to
   * the topic) or one subscription by `identifier`. Unknown topic → 404; unknown subscriber or no
   * subscription → a per-subscriber error.
   */
  delete(topicKey: string, input: SubscriptionsInput): SubscriptionsResult {
    const topic = this.topics.get(topicKey);
    const entries = entriesOf(input);
    const data: JsonObject[] = [];
    const errors: SubscriptionError[] = [];
    for (const entry of entries) {
      const subscriberId = typeof entry === 'string' ? entry : (entry.subscriberId ?? '');
      const identifier = typeof entry === 'object' ? entry.identifier : undefined;
      if (identifier === undefined && !this.subscribers.find(subscriberId)) {
        errors.push(subscriberNotFound(subscriberId));
        continue;
      }
      const removed = this.topics
        .subscriptionsOf(topic)
        .filter((s) => (identifier === undefined ? s.externalSubscriberId === subscriberId : s.identifier === identifier && (!subscriberId || s.externalSubscriberId === subscriberId)));
      if (removed.length === 0) {
        errors.push({ subscriberId, code: 'SUBSCRIPTION_NOT_FOUND', message: `Subscription for subscriber '${subscriberId || identifier}' not found.` });
        continue;
      }
      for (const subscription of removed) {
        this.topics.unsubscribe(subscription);
        data.push(this.#present(subscription, topic));
      }
    }
    return resultOf(entries.length, data, errors);
  }

  /** `GET /v2/topics/{topicKey}/subscriptions`. */
  list(topicKey: string, query: SubscriptionListQuery): CursorPage<JsonObject> {
    const topic = this.topics.get(topicKey);
    const matches = this.topics.subscriptionsOf(topic).filter((s) => query.subscriberId === undefined || s.externalSubscriberId === query.subscriberId);
    return this.#listed(cursorPageOf(matches, checkedCursorQuery(query)));
  }

  /** `GET /v2/subscribers/{subscriberId}/subscriptions`: the subscriber's subscriptions, `key` filters the topic. */
  ofSubscriber(subscriberId: string, query: CursorQuery & { key?: string }): CursorPage<JsonObject> {
    const subscriber = this.subscribers.get(subscriberId);
    const matches = this.topics.subscriptionsOfSubscriber(subscriber._id).filter((s) => query.key === undefined || s.topicKey === query.key);
    return this.#listed(cursorPageOf(matches, checkedCursorQuery(query)));
  }

  /** `GET /v2/topics/{topicKey}/subscriptions/{identifier}`. */
  get(topicKey: string, identifier: string): JsonObject {
    const subscription = this.#find(topicKey, identifier);
    const shown: JsonObject = { id: subscription._id, identifier: subscription.identifier, preferences: [], contextKeys: [] };
    if (subscription.name !== undefined) shown.name = subscription.name;
    return shown;
  }

  /** `PATCH /v2/topics/{topicKey}/subscriptions/{identifier}`: its name. */
  update(topicKey: string, identifier: string, input: { name?: string }): JsonObject {
    const topic = this.topics.get(topicKey);
    let subscription = this.#find(topicKey, identifier);
    this.topics.chargeSubscriptions(topicKey, [{ identifier, name: input.name }]);
    if (input.name !== undefined) subscription = this.topics.rename(subscription, input.name);
    return this.#present(subscription, topic);
  }

  /** `GET /v1/topics/{topicKey}/subscribers/{externalSubscriberId}`: the stored link, as the v1 API shows it. */
  v1Subscriber(topicKey: string, externalSubscriberId: string, environmentId: string): JsonObject {
    const topic = this.topics.find(topicKey);
    const subscription = topic && this.topics.subscriptionsOf(topic).find((s) => s.externalSubscriberId === externalSubscriberId);
    if (!subscription) throw new NotFoundError(`Subscriber ${externalSubscriberId} not found for topic ${topicKey} in the environment ${environmentId}`);
    const { _organizationId, _environmentId, _subscriberId, _topicId, topicKey: key, externalSubscriberId: external } = subscription;
    return { _organizationId, _environmentId, _subscriberId, _topicId, topicKey: key, externalSubscriberId: external };
  }

  #find(topicKey: string, identifier: string): TopicSubscription {
    const subscription = this.topics.subscription(this.topics.get(topicKey), identifier);
    if (!subscription) throw new NotFoundError(`Subscription with identifier ${identifier} not found for topic ${topicKey}`);
    return subscription;
  }

  /** A subscription as create, update and delete show it. */
  #present(subscription: TopicSubscription, topic: Topic): JsonObject {
    // A subscriber's subscriptions go when it is deleted, so it is always there.
    const subscriber = this.subscribers.findByInternalId(subscription._subscriberId) as Subscriber;
    const topicShown: JsonObject = { _id: topic._id, key: topic.key };
    if (topic.name !== undefined) topicShown.name = topic.name;
    const shown: JsonObject = {
      _id: subscription._id,
      identifier: subscription.identifier,
      topic: topicShown,
      subscriber: presentSubscriptionSubscriber(subscriber),
      createdAt: subscription.createdAt,
      updatedAt: subscription.updatedAt,
    };
    if (subscription.name !== undefined) shown.name = subscription.name;
    return shown;
  }

  /** A page of subscriptions as the lists show them (the whole topic, the subscriber). */
  #listed(page: CursorPage<TopicSubscription>): CursorPage<JsonObject> {
    const data = page.data.flatMap((s): JsonObject[] => {
      const topic = this.topics.find(s.topicKey);
      const subscriber = this.subscribers.findByInternalId(s._subscriberId);
      if (!topic || !subscriber) return [];
      return [{ _id: s._id, identifier: s.identifier, createdAt: s.createdAt, topic: presentTopic(topic), subscriber: presentSubscriptionSubscriber(subscriber) }];
    });
    return { ...page, data };
  }
}

function resultOf(totalCount: number, data: JsonObject[], errors: SubscriptionError[]): SubscriptionsResult {
  const result: SubscriptionsResult = { data, meta: { totalCount, successful: data.length, failed: errors.length } };
  if (errors.length > 0) result.errors = errors;
  return result;
}
