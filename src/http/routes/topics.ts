import { presentTopic } from '../../domain/topics/index.js';
import type { ApiHandlers } from '../context.js';

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
    body: environment.topicSubscriptions.create(params.topicKey, body),
  }),

  listTopicSubscriptions: ({ environment, params, query }) => ({
    status: 200,
    body: environment.topicSubscriptions.list(params.topicKey, query),
  }),

  deleteTopicSubscriptions: ({ environment, params, body }) => ({
    status: 200,
    body: environment.topicSubscriptions.delete(params.topicKey, body),
  }),

  getTopicSubscription: ({ environment, params }) => ({
    status: 200,
    body: environment.topicSubscriptions.get(params.topicKey, params.identifier),
  }),

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
