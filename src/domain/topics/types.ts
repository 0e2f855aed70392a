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
  createdAt: string;
  updatedAt: string;
}
