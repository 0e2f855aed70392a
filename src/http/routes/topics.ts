import type { CursorQuery } from '../../domain/cursor-page.js';
import { presentTopic, type SubscriptionsInput } from '../../domain/topic-records.js';
import type { SubscriptionListQuery } from '../../domain/topic-subscriptions.js';
import type { TopicInput, TopicListQuery } from '../../domain/topics.js';
import type { TriggerInput } from '../../domain/trigger/trigger.js';
import type { OperationHandlers } from '../context.js';

const topicKeyOf = (params: Record<string, unknown>) => params.topicKey as string;

export const topicHandlers: OperationHandlers = {
  upsertTopic: ({ environment, query, body }) => {
    const { topic, created } = environment.topics.upsert(body as TopicInput, query.failIfExists === true);
    return { status: created ? 201 : 200, body: presentTopic(topic) };
  },

  listTopics: ({ environment, query }) => {
    const page = environment.topics.list(query as TopicListQuery);
    return { status: 200, body: { ...page, data: page.data.map(presentTopic) } };
  },

  getTopic: ({ environment, params }) => ({ status: 200, body: presentTopic(environment.topics.get(topicKeyOf(params))) }),

  updateTopic: ({ environment, params, body }) => ({
    status: 200,
    body: presentTopic(environment.topics.update(topicKeyOf(params), body as Omit<TopicInput, 'key'>)),
  }),

  deleteTopic: ({ environment, params }) => {
    environment.topics.delete(topicKeyOf(params));
    return { status: 200, body: { acknowledged: true } };
  },

  createTopicSubscriptions: ({ environment, params, body }) => ({
    status: 201,
    body: environment.topicSubscriptions.create(topicKeyOf(params), body as SubscriptionsInput & { name?: string }),
  }),

  listTopicSubscriptions: ({ environment, params, query }) => ({
    status: 200,
    body: environment.topicSubscriptions.list(topicKeyOf(params), query as SubscriptionListQuery),
  }),

  deleteTopicSubscriptions: ({ environment, params, body }) => ({
    status: 200,
    body: environment.topicSubscriptions.delete(topicKeyOf(params), body as SubscriptionsInput),
  }),

  getTopicSubscription: ({ environment, params }) => ({
    status: 200,
    body: environment.topicSubscriptions.get(topicKeyOf(params), params.identifier as string),
  }),

  updateTopicSubscription: ({ environment, params, body }) => ({
    status: 200,
    body: environment.topicSubscriptions.update(topicKeyOf(params), params.identifier as string, body as { name?: string }),
  }),

  listSubscriberSubscriptions: ({ environment, params, query }) => ({
    status: 200,
    body: environment.topicSubscriptions.ofSubscriber(params.subscriberId as string, query as CursorQuery & { key?: string }),
  }),

  getTopicSubscriber: ({ environment, params }) => ({
    status: 200,
    body: environment.topicSubscriptions.v1Subscriber(topicKeyOf(params), params.externalSubscriberId as string, environment.id),
  }),

  triggerEventBroadcast: ({ environment, body }) => ({ status: 201, body: environment.triggers.broadcast(body as Omit<TriggerInput, 'to'>) }),
};
