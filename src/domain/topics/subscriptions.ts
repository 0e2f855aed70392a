import { cursorPageOf, type CursorPage, type CursorQuery } from '../../lib/cursor-page.js';
import { BadRequestError, checkedContextPayload, contextKeysOf, inContext, NotFoundError, type JsonObject } from '../shared/index.js';
import type { SubscriberStore, Subscriber } from '../subscribers/index.js';
import type { Topic, TopicSubscription } from './types.js';
import { defaultIdentifier } from './contexts.js';
import { checkTopicKey, entriesOf, pageQuery, type SubscriptionsInput } from './records.js';
import { groupFiltersOf, preferencesFor, storedPreferencesOf, workflowsOf, type PreferenceInput, type PreferenceWorkflows } from './subscription-preferences.js';
import { presentListedSubscription, presentSubscription, presentSubscriptionDetails } from './subscription-views.js';
import { topicNotFound, type TopicStore } from './topics.js';

/** The real service keeps at most this many subscriptions of one subscriber to one topic (one per context or identifier). */
export const MAX_SUBSCRIPTIONS_PER_SUBSCRIBER = 10;

export interface SubscriptionError {
  subscriberId: string;
  code: 'SUBSCRIBER_NOT_FOUND' | 'SUBSCRIPTION_NOT_FOUND' | 'SUBSCRIPTION_LIMIT_EXCEEDED' | 'SUBSCRIPTION_CREATE_FAILED';
  message: string;
}

export interface SubscriptionsResult {
  data: JsonObject[];
  meta: { totalCount: number; successful: number; failed: number };
  errors?: SubscriptionError[];
}

export interface CreateSubscriptionsInput extends SubscriptionsInput {
  /** The topic's name (a new topic's, or the new name of an existing one). */
  name?: string;
  preferences?: PreferenceInput[];
  /** The API's `context` (each entry `type: id`); the Inbox passes its session's keys instead. */
  context?: unknown;
}

/** Who asks: the API (`context` in the body, a workflow rule's `enabled` dropped) or an Inbox session (its context keys). */
export interface SubscriptionCaller {
  contextKeys?: readonly string[] | undefined;
  keepWorkflowEnabled?: boolean;
}

export interface SubscriptionListQuery extends CursorQuery {
  subscriberId?: string;
  /** Exactly these context keys, order aside; an empty list keeps the default context's. */
  contextKeys?: string[];
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
    private readonly workflows: PreferenceWorkflows,
    /** The contexts a subscription names are found or created (`/v2/contexts`); their keys, in the order named. */
    private readonly contexts: { findOrCreate(context: unknown): string[] },
  ) {}

  /**
   * `POST /v2/topics/{topicKey}/subscriptions` (and the Inbox's): creates the topic when it does not exist,
   * then subscribes each known subscriber once (its first entry), in the caller's context. An unknown
   * subscriber, one already holding `MAX_SUBSCRIPTIONS_PER_SUBSCRIBER` subscriptions to the topic, or an
   * identifier taken by another subscription is a per-subscriber error. A subscription that exists (same
   * identifier, same context) is reported again, unchanged.
   */
  create(topicKey: string, input: CreateSubscriptionsInput, caller: SubscriptionCaller = {}): SubscriptionsResult {
    const entries = entriesOf(input).map((entry) => (typeof entry === 'string' ? { subscriberId: entry } : { ...entry, subscriberId: entry.subscriberId ?? '' }));
    const contextKeys = caller.contextKeys ? [...caller.contextKeys] : contextKeysOf(checkedContextPayload(input.context));
    const filters = groupFiltersOf(input.preferences ?? [], caller.keepWorkflowEnabled === true);
    const workflows = workflowsOf(filters, this.workflows);
    const before = this.topics.find(topicKey);
    // A key the topic cannot have is refused before anything is charged.
    if (!before) checkTopicKey(topicKey);
    const sameContext = inContext(contextKeys);
    const errors = entries.filter((e) => !this.subscribers.find(e.subscriberId)).map((e) => subscriberNotFound(e.subscriberId));
    const existing: TopicSubscription[] = [];
    const toCreate: { subscriber: Subscriber; identifier: string; name?: string | undefined }[] = [];
    for (const subscriber of this.#distinctSubscribers(entries.map((e) => e.subscriberId))) {
      const entry = entries.find((e) => e.subscriberId === subscriber.subscriberId);
      const identifier = entry?.identifier || defaultIdentifier(topicKey, subscriber.subscriberId, contextKeys);
      const held = before && this.topics.subscription(before, identifier);
      if (held && held._subscriberId === subscriber._id && sameContext(held.contextKeys)) existing.push(held);
      else if (before && this.#countOf(before, subscriber) >= MAX_SUBSCRIPTIONS_PER_SUBSCRIBER) errors.push(limitReached(subscriber.subscriberId, topicKey));
      else if (held) errors.push(identifierTaken(subscriber.subscriberId, identifier));
      else toCreate.push({ subscriber, identifier, name: entry?.name });
    }
    const preferences = filters.length > 0 ? preferencesFor(filters, workflows) : undefined;
    this.topics.chargeSubscriptions(topicKey, toCreate.map(({ identifier, name }) => ({ identifier, name, preferences })));
    // As the real use case: a new topic is made, an existing one only renamed when a name is sent.
    const topic = before && !input.name ? before : this.topics.upsert({ key: topicKey, ...(input.name ? { name: input.name } : {}) }, false).topic;
    if (!caller.contextKeys) this.contexts.findOrCreate(input.context);
    if (existing.length === 0 && toCreate.length === 0 && errors.every((e) => e.code === 'SUBSCRIBER_NOT_FOUND')) {
      return { data: [], meta: { totalCount: entries.length, successful: 0, failed: entries.length }, errors };
    }
    const data = [
      ...existing.map((s) => this.#present(s, topic, storedPreferencesOf(s, workflows))),
      ...toCreate.map(({ subscriber, identifier, name }) => {
        const created = this.topics.subscribe(topic, subscriber, identifier, { name, contextKeys, preferences });
        return this.#present(created, topic, storedPreferencesOf(created, workflows));
      }),
    ];
    return resultOf(entries.length, data, errors);
  }

  /**
   * `DELETE /v2/topics/{topicKey}/subscriptions`: an entry names a subscriber (all its subscriptions to
   * the topic) or one subscription by `identifier`. Unknown topic → 404; unknown subscriber or no
   * subscription → a per-subscriber error.
   */
  delete(topicKey: string, input: SubscriptionsInput): SubscriptionsResult {
    const topic = this.topics.get(topicKey);
    const entries = entriesOf(input, 'unsubscribe');
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
        errors.push(subscriptionNotFound(subscriberId, identifier));
        continue;
      }
      for (const subscription of removed) {
        this.topics.unsubscribe(subscription);
        data.push(this.#present(subscription, topic, undefined));
      }
    }
    return resultOf(entries.length, data, errors);
  }

  /** `GET /v2/topics/{topicKey}/subscriptions`: `subscriberId` and `contextKeys` (exact) filter; ordered by `_id`. */
  list(topicKey: string, query: SubscriptionListQuery): CursorPage<JsonObject> {
    const topic = this.topics.get(topicKey);
    const page = pageQuery(query);
    const context = query.contextKeys === undefined ? undefined : inContext(query.contextKeys);
    const matches = this.topics
      .subscriptionsOf(topic)
      .filter((s) => (query.subscriberId === undefined || s.externalSubscriberId === query.subscriberId) && (context === undefined || context(s.contextKeys)));
    return this.#listed(cursorPageOf(matches, { ...page, orderBy: '_id' }));
  }

  /** `GET /v2/subscribers/{subscriberId}/subscriptions`: the subscriber's subscriptions, `key` filters the topic. */
  ofSubscriber(subscriberId: string, query: CursorQuery & { key?: string; contextKeys?: string[] }): CursorPage<JsonObject> {
    const subscriber = this.subscribers.find(subscriberId);
    if (!subscriber) throw new NotFoundError('Subscriber not found');
    const page = pageQuery(query);
    const context = query.contextKeys === undefined ? undefined : inContext(query.contextKeys);
    const matches = this.topics
      .subscriptionsOfSubscriber(subscriber._id)
      .filter((s) => (query.key === undefined || s.topicKey === query.key) && (context === undefined || context(s.contextKeys)));
    return this.#listed(cursorPageOf(matches, { ...page, orderBy: '_id' }));
  }

  /** `GET /v2/topics/{topicKey}/subscriptions/{identifier}`, whatever its context; undefined when there is none (the real answers 204). */
  get(topicKey: string, identifier: string): JsonObject | undefined {
    const topic = this.topics.find(topicKey);
    const subscription = topic && this.topics.subscription(topic, identifier);
    return subscription && presentSubscriptionDetails(subscription, subscription.preferences ?? [], this.workflows);
  }

  /**
   * `PATCH /v2/topics/{topicKey}/subscriptions/{identifier}` (and the Inbox's): its name, and its preferences
   * when sent (they replace the stored ones). Only a subscription of the caller's context is found: the
   * API's calls have none, so they reach the default context's subscriptions.
   */
  update(topicKey: string, identifier: string, input: { name?: string; preferences?: PreferenceInput[] }, caller: SubscriptionCaller = {}): JsonObject {
    const filters = groupFiltersOf(input.preferences ?? [], caller.keepWorkflowEnabled === true);
    const workflows = workflowsOf(filters, this.workflows);
    const topic = this.topics.find(topicKey);
    if (!topic) throw topicNotFound(topicKey);
    const found = this.topics.subscription(topic, identifier);
    if (!found || !inContext(caller.contextKeys)(found.contextKeys)) {
      throw new NotFoundError(`Subscription with identifier ${identifier} not found for topic ${topicKey}`);
    }
    const preferences = input.preferences === undefined ? undefined : preferencesFor(filters, workflows);
    this.topics.chargeSubscriptions(topicKey, [{ identifier, name: input.name, preferences }]);
    const changed = this.topics.change(found, { name: input.name, preferences });
    return this.#present(changed, topic, storedPreferencesOf(changed, workflows));
  }

  /** `GET /v1/topics/{topicKey}/subscribers/{externalSubscriberId}`: the stored link, as the v1 API shows it. */
  v1Subscriber(topicKey: string, externalSubscriberId: string, environmentId: string): JsonObject {
    const topic = this.topics.find(topicKey);
    const subscription = topic && this.topics.subscriptionsOf(topic).find((s) => s.externalSubscriberId === externalSubscriberId);
    if (!subscription) throw new NotFoundError(`Subscriber ${externalSubscriberId} not found for topic ${topicKey} in the environment ${environmentId}`);
    const { _organizationId, _environmentId, _subscriberId, _topicId, topicKey: key, externalSubscriberId: external } = subscription;
    return { _organizationId, _environmentId, _subscriberId, _topicId, topicKey: key, externalSubscriberId: external };
  }

  /** The known subscribers among `subscriberIds`, each once, in the order first named. */
  #distinctSubscribers(subscriberIds: readonly string[]): Subscriber[] {
    const found = new Map<string, Subscriber>();
    for (const subscriberId of subscriberIds) {
      const subscriber = found.has(subscriberId) ? undefined : this.subscribers.find(subscriberId);
      if (subscriber) found.set(subscriberId, subscriber);
    }
    return [...found.values()];
  }

  #countOf(topic: Topic, subscriber: Subscriber): number {
    return this.topics.subscriptionsOf(topic).filter((s) => s._subscriberId === subscriber._id).length;
  }

  #present(subscription: TopicSubscription, topic: Topic, preferences: TopicSubscription['preferences']): JsonObject {
    // A subscriber's subscriptions go when it is deleted, so it is always there.
    const subscriber = this.subscribers.findByInternalId(subscription._subscriberId) as Subscriber;
    return presentSubscription(subscription, topic, subscriber, { shown: preferences, workflows: this.workflows });
  }

  /** A page of subscriptions as the lists show them (the whole topic, the subscriber). */
  #listed(page: CursorPage<TopicSubscription>): CursorPage<JsonObject> {
    const data = page.data.flatMap((s): JsonObject[] => {
      const topic = this.topics.find(s.topicKey);
      const subscriber = this.subscribers.findByInternalId(s._subscriberId);
      return topic && subscriber ? [presentListedSubscription(s, topic, subscriber)] : [];
    });
    return { ...page, data };
  }
}

function limitReached(subscriberId: string, topicKey: string): SubscriptionError {
  const message = `Subscriber ${subscriberId} has reached the maximum allowed of ${MAX_SUBSCRIPTIONS_PER_SUBSCRIBER} subscriptions for topic "${topicKey}"`;
  return { subscriberId, code: 'SUBSCRIPTION_LIMIT_EXCEEDED', message };
}

/** The real service's write fails on its unique index of identifiers; the mock says so in its own words. */
function identifierTaken(subscriberId: string, identifier: string): SubscriptionError {
  return { subscriberId, code: 'SUBSCRIPTION_CREATE_FAILED', message: `A subscription with identifier '${identifier}' already exists.` };
}

/** The real delete's words, by what the entry named. */
function subscriptionNotFound(subscriberId: string, identifier: string | undefined): SubscriptionError {
  if (identifier === undefined) return { subscriberId, code: 'SUBSCRIPTION_NOT_FOUND', message: `Subscription for subscriber '${subscriberId}' not found.` };
  if (!subscriberId) return { subscriberId: 'unknown', code: 'SUBSCRIPTION_NOT_FOUND', message: `Subscription with identifier '${identifier}' not found.` };
  return { subscriberId, code: 'SUBSCRIPTION_NOT_FOUND', message: `Subscription with identifier '${identifier}' for subscriber '${subscriberId}' not found.` };
}

function resultOf(totalCount: number, data: JsonObject[], errors: SubscriptionError[]): SubscriptionsResult {
  const result: SubscriptionsResult = { data, meta: { totalCount, successful: data.length, failed: errors.length } };
  if (errors.length > 0) result.errors = errors;
  return result;
}
