import type { Environment } from '../../domain/environments/index.js';
import { TopicsV1 } from '../../domain/topics/index.js';
import type { ApiHandlers } from '../context.js';

/** The v1 view of the environment's topics (it holds no state of its own). */
const topicsV1Of = (environment: Environment) =>
  new TopicsV1(environment, { environmentId: environment.id, organizationId: environment.info._organizationId });

export const topicV1Handlers: ApiHandlers = {
  createTopicV1: ({ environment, body }) => {
    const { _id, key } = topicsV1Of(environment).create(body);
    return { status: 201, body: { _id, key } };
  },

  listTopicsV1: ({ environment, query }) => ({ status: 200, body: topicsV1Of(environment).list(query) }),

  getTopicV1: ({ environment, params }) => ({ status: 200, body: topicsV1Of(environment).get(params.topicKey) }),

  renameTopicV1: ({ environment, params, body }) => ({
    status: 200,
    body: topicsV1Of(environment).rename(params.topicKey, body.name),
  }),

  deleteTopicV1: ({ environment, params }) => {
    topicsV1Of(environment).delete(params.topicKey);
    return { status: 204 };
  },

  addTopicSubscribersV1: ({ environment, params, body }) => ({
    status: 200,
    body: topicsV1Of(environment).addSubscribers(params.topicKey, body.subscribers),
  }),

  removeTopicSubscribersV1: ({ environment, params, body }) => {
    topicsV1Of(environment).removeSubscribers(params.topicKey, body.subscribers);
    return { status: 204 };
  },
};
