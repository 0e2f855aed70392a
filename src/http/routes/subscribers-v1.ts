import { V1Subscribers } from '../../domain/subscribers/index.js';
import { markMessagesLegacy } from '../../domain/messages/index.js';
import type { ApiHandlers } from '../context.js';

/** The v1 subscriber routes `@novu/node` calls, and `PATCH /v2/subscribers/{subscriberId}`: views of the one subscriber store. */
export const subscriberV1Handlers: ApiHandlers = {
  createSubscriberV1: ({ environment, body }) => ({ status: 201, body: new V1Subscribers(environment).create(body) }),

  listSubscribersV1: ({ environment, query }) => ({
    status: 200,
    body: new V1Subscribers(environment).list(query.page, query.limit),
  }),

  getSubscriberV1: ({ environment, params, query }) => ({
    status: 200,
    body: new V1Subscribers(environment).get(params.subscriberId, query.includeTopics === true),
  }),

  updateSubscriberV1: ({ environment, params, body }) => ({
    status: 200,
    body: new V1Subscribers(environment).update(params.subscriberId, body),
  }),

  deleteSubscriberV1: ({ environment, params }) => ({ status: 200, body: new V1Subscribers(environment).remove(params.subscriberId) }),

  patchSubscriber: ({ environment, params, body }) => ({
    status: 200,
    body: environment.patchSubscriber(params.subscriberId, body),
  }),

  markSubscriberMessagesLegacy: ({ environment, params, body }) => {
    const { messageId, mark } = body;
    return { status: 201, body: markMessagesLegacy(environment, params.subscriberId, messageId, mark) };
  },
};
