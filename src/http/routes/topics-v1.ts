import type { Environment } from '../../domain/environment.js';
import { TopicsV1, type V1TopicListQuery } from '../../domain/topics-v1.js';
import type { OperationHandlers } from '../context.js';

/** The v1 view of the environment's topics (it holds no state of its own). */
const topicsV1Of = (environment: Environment) =>
  new TopicsV1(environment, { environmentId: environment.id, organizationId: environment.info._organizationId });

const topicKeyOf = (params: Record<string, unknown>) => params.topicKey as string;
const subscribersOf = (body: unknown) => (body as { subscribers: string[] }).subscribers;

export const topicV1Handlers: OperationHandlers = {
  createTopicV1: ({ environment, body }) => {
    const { _id, key } = topicsV1Of(environment).create(body as { key: string; name: string });
    return { status: 201, body: { _id, key } };
  },

  listTopicsV1: ({ environment, query }) => ({ status: 200, body: topicsV1Of(environment).list(query as V1TopicListQuery) }),

  getTopicV1: ({ environment, params }) => ({ status: 200, body: topicsV1Of(environment).get(topicKeyOf(params)) }),

  renameTopicV1: ({ environment, params, body }) => ({
    status: 200,
    body: topicsV1Of(environment).rename(topicKeyOf(params), (body as { name: string }).name),
  }),

  deleteTopicV1: ({ environment, params }) => {
    topicsV1Of(environment).delete(topicKeyOf(params));
    return { status: 204 };
  },

  addTopicSubscribersV1: ({ environment, params, body }) => ({
    status: 200,
    body: topicsV1Of(environment).addSubscribers(topicKeyOf(params), subscribersOf(body)),
  }),

  removeTopicSubscribersV1: ({ environment, params, body }) => {
    topicsV1Of(environment).removeSubscribers(topicKeyOf(params), subscribersOf(body));
    return { status: 204 };
  },
};
