import { BadRequestError, isInternalId, NotFoundError, type JsonObject } from '../shared/index.js';
import type { SubscriberStore } from '../subscribers/index.js';
import { inContext } from '../shared/index.js';
import type { PreferenceInput, PreferenceWorkflows } from './subscription-preferences.js';
import type { TopicSubscriptions } from './subscriptions.js';
import { presentSubscriptionDetails } from './subscription-views.js';
import { topicNotFound, type TopicStore } from './topics.js';
import type { SubscriptionPreference, TopicSubscription } from './types.js';

/** What the Inbox's topic subscriptions use of their environment. */
export interface InboxTopicEnvironment {
  readonly topics: TopicStore;
  readonly topicSubscriptions: TopicSubscriptions;
  readonly subscribers: SubscriberStore;
  readonly workflows: PreferenceWorkflows;
}

export interface InboxSubscriptionInput {
  identifier?: string;
  name?: string;
  topic?: { name?: string };
  preferences?: PreferenceInput[];
}

/**
 * `/v1/inbox/topics/{topicKey}/subscriptions…`: the session subscriber's subscriptions to a topic, in the
 * session's context (none: the default context). Answers as the real Inbox controller shapes them.
 */
export class InboxTopicSubscriptions {
  constructor(
    private readonly environment: InboxTopicEnvironment,
    /** The session subscriber's external id. */
    private readonly subscriberId: string,
    /** The session's context keys (none: the default context). */
    private readonly contextKeys: readonly string[] = [],
  ) {}

  /** `GET …/subscriptions`: the subscriber's subscriptions to the topic in the session's context (none for an unknown topic). */
  list(topicKey: string): JsonObject[] {
    const topic = this.environment.topics.find(topicKey);
    const subscriber = this.environment.subscribers.find(this.subscriberId);
    if (!topic || !subscriber) return [];
    const sameContext = inContext(this.contextKeys);
    return this.environment.topics
      .subscriptionsOf(topic)
      .filter((s) => s._subscriberId === subscriber._id && sameContext(s.contextKeys))
      .map((s) => presentSubscriptionDetails(s, s.preferences ?? [], this.environment.workflows));
  }

  /**
   * `GET …/subscriptions/{identifier}` (the real route does not check whose it is; the session's context
   * must match): its stored preferences, then, for each workflow named in `workflowIds` (ids or
   * identifiers) or carrying one of `tags` that has none stored, the workflow's own (on). Undefined when
   * there is no such subscription (the real answers 204).
   */
  get(topicKey: string, identifier: string, wanted: { workflowIds?: string[] | undefined; tags?: string[] | undefined } = {}): JsonObject | undefined {
    const topic = this.environment.topics.find(topicKey);
    const subscription = topic && this.environment.topics.subscription(topic, identifier);
    if (!subscription || !inContext(this.contextKeys)(subscription.contextKeys)) return undefined;
    const stored = subscription.preferences ?? [];
    const storedIds = new Set(stored.map((p) => p._templateId));
    const ids = wanted.workflowIds ?? [];
    const tags = wanted.tags ?? [];
    const computed: SubscriptionPreference[] = this.environment.workflows
      .list()
      .filter((w) => !storedIds.has(w._id))
      .filter((w) => ids.some((id) => (isInternalId(id) ? id === w._id : id === w.triggers[0]?.identifier)) || w.tags.some((tag) => tags.includes(tag)))
      .map((w) => ({ _templateId: w._id, enabled: true }));
    return presentSubscriptionDetails(subscription, [...stored, ...computed], this.environment.workflows);
  }

  /** `POST …/subscriptions`: one subscription of the session subscriber; any per-subscriber error is a 400 with its words. */
  create(topicKey: string, input: InboxSubscriptionInput): JsonObject {
    const entry = { subscriberId: this.subscriberId, ...(input.identifier ? { identifier: input.identifier } : {}), ...(input.name !== undefined ? { name: input.name } : {}) };
    const result = this.environment.topicSubscriptions.create(
      topicKey,
      { subscriptions: [entry], ...(input.topic?.name ? { name: input.topic.name } : {}), ...(input.preferences ? { preferences: input.preferences } : {}) },
      { contextKeys: this.contextKeys, keepWorkflowEnabled: true },
    );
    const [error] = result.errors ?? [];
    if (error) throw new BadRequestError(error.message);
    const [created] = result.data;
    if (!created || result.meta.failed > 0) throw new BadRequestError('Failed to create subscription');
    return inboxShape(created);
  }

  /** `PATCH …/subscriptions/{identifier}`: its name and preferences, in the session's context. */
  update(topicKey: string, identifier: string, input: { name?: string; preferences?: PreferenceInput[] }): JsonObject {
    const caller = { contextKeys: this.contextKeys, keepWorkflowEnabled: true };
    return inboxShape(this.environment.topicSubscriptions.update(topicKey, identifier, input, caller));
  }

  /** `DELETE …/subscriptions/{identifier}`: one of the session subscriber's subscriptions, in the session's context. */
  delete(topicKey: string, identifier: string): { success: boolean } {
    const topic = this.environment.topics.find(topicKey);
    if (!topic) throw topicNotFound(topicKey);
    const subscriber = this.environment.subscribers.find(this.subscriberId);
    const subscription: TopicSubscription | undefined = this.environment.topics.subscription(topic, identifier);
    if (!subscription || subscription._subscriberId !== subscriber?._id || !inContext(this.contextKeys)(subscription.contextKeys)) {
      throw new NotFoundError(`Subscription with identifier ${identifier} not found`);
    }
    this.environment.topics.unsubscribe(subscription);
    return { success: true };
  }
}

/** The Inbox controller's answer to a create or an update: the id, identifier, name and preferences. */
function inboxShape(subscription: JsonObject): JsonObject {
  const shown: JsonObject = { id: subscription._id as string, identifier: subscription.identifier as string };
  if (subscription.name !== undefined) shown.name = subscription.name;
  if (subscription.preferences !== undefined) shown.preferences = subscription.preferences;
  return shown;
}
