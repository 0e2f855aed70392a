import type { JsonObject } from '../shared/types.js';

/** A topic: a named group of subscribers that a trigger can address as one recipient. */
export interface Topic {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** Unique in the environment; what triggers and the API name the topic by. */
  key: string;
  name?: string;
  data?: JsonObject;
  createdAt: string;
  updatedAt: string;
}

/** One subscriber's subscription to one topic. */
export interface TopicSubscription {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  _topicId: string;
  topicKey: string;
  /** The subscriber's internal `_id`. */
  _subscriberId: string;
  externalSubscriberId: string;
  /** Unique within the topic; names the subscription in `/v2/topics/{topicKey}/subscriptions/{identifier}`. */
  identifier: string;
  name?: string;
  /**
   * The context the subscription was made in (`tenant:acme`, …): one subscriber may hold a subscription to
   * the same topic per context. Empty (or absent, in records from before contexts) for the default context.
   */
  contextKeys?: string[];
  /** Its workflow-level preferences: which workflows reach it through the topic, and on which condition. */
  preferences?: SubscriptionPreference[];
  createdAt: string;
  updatedAt: string;
}

/** One workflow's preference within a topic subscription (the real service's `SUBSCRIPTION_SUBSCRIBER_WORKFLOW` preference). */
export interface SubscriptionPreference {
  /** The workflow's internal `_id`. */
  _templateId: string;
  enabled: boolean;
  /** A JSON Logic rule on the trigger's payload. */
  condition?: JsonObject;
}
