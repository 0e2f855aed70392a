import { presentTopic, type SubscriptionsResult } from '../../domain/topics/index.js';
import type { ApiHandlers } from '../context.js';
import { ObjectResponseError } from '../errors.js';

/**
 * The real controllers answer a create or delete of subscriptions whose every entry failed with a 400 that
 * carries the whole result (NestJS's message for an exception without one; the result as `ctx`, and flat).
 */
function unlessAllFailed(result: SubscriptionsResult): SubscriptionsResult {
  if (result.meta.failed > 0 && result.meta.successful === 0) {
    throw new ObjectResponseError(400, { ...result });
  }
  return result;
}

export const topicHandlers: ApiHandlers = {
  upsertTopic: ({ environment, query, body }) => {
    const { topic, created } = environment.topics.upsert(body, query.failIfExists === true);
    return { status: created ? 201 : 200, body: presentTopic(topic) };
  },

  listTopics: ({ environment, query }) => {
    const page = environment.topics.list(query);
    return { status: 200, body: { ...page, data: page.data.map(presentTopic) } };
  },

  getTopic: ({ environment, params }) => ({ status: 200, body: presentTopic(environment.topics.get(params.topicKey)) }),

  updateTopic: ({ environment, params, body }) => ({
    status: 200,
    body: presentTopic(environment.topics.update(params.topicKey, body)),
  }),

  deleteTopic: ({ environment, params }) => {
    environment.topics.delete(params.topicKey);
    return { status: 200, body: { acknowledged: true } };
  },

  createTopicSubscriptions: ({ environment, params, body }) => ({
    status: 201,
    body: unlessAllFailed(environment.topicSubscriptions.create(params.topicKey, body)),
  }),

  listTopicSubscriptions: ({ environment, params, query }) => ({
    status: 200,
    body: environment.topicSubscriptions.list(params.topicKey, query),
  }),

  deleteTopicSubscriptions: ({ environment, params, body }) => ({
    status: 200,
    body: unlessAllFailed(environment.topicSubscriptions.delete(params.topicKey, body)),
  }),

  getTopicSubscription: ({ environment, params }) => {
    const subscription = environment.topicSubscriptions.get(params.topicKey, params.identifier);
    return subscription ? { status: 200, body: subscription } : { status: 204 };
  },

  updateTopicSubscription: ({ environment, params, body }) => ({
    status: 200,
    body: environment.topicSubscriptions.update(params.topicKey, params.identifier, body),
  }),

  listSubscriberSubscriptions: ({ environment, params, query }) => ({
    status: 200,
    body: environment.topicSubscriptions.ofSubscriber(params.subscriberId, query),
  }),

  getTopicSubscriber: ({ environment, params }) => ({
    status: 200,
    body: environment.topicSubscriptions.v1Subscriber(params.topicKey, params.externalSubscriberId, environment.id),
  }),

  triggerEventBroadcast: ({ environment, body }) => ({ status: 201, body: environment.triggers.broadcast(body) }),
};
