import type { SubscriberPatch } from '../../domain/subscriber-writes.js';
import { V1Subscribers, type V1SubscriberInput, type V1SubscriberUpdate } from '../../domain/subscribers-v1.js';
import { markMessagesLegacy, type LegacyMark } from '../../domain/subscribers-v1-messages.js';
import type { OperationHandlers } from '../context.js';

/** The v1 subscriber routes `@novu/node` calls, and `PATCH /v2/subscribers/{subscriberId}`: views of the one subscriber store. */
export const subscriberV1Handlers: OperationHandlers = {
  createSubscriberV1: ({ environment, body }) => ({ status: 201, body: new V1Subscribers(environment).create(body as V1SubscriberInput) }),

  listSubscribersV1: ({ environment, query }) => ({
    status: 200,
    body: new V1Subscribers(environment).list(query.page as number | undefined, query.limit as number | undefined),
  }),

  getSubscriberV1: ({ environment, params, query }) => ({
    status: 200,
    body: new V1Subscribers(environment).get(params.subscriberId as string, query.includeTopics === true),
  }),

  updateSubscriberV1: ({ environment, params, body }) => ({
    status: 200,
    body: new V1Subscribers(environment).update(params.subscriberId as string, body as V1SubscriberUpdate),
  }),

  deleteSubscriberV1: ({ environment, params }) => ({ status: 200, body: new V1Subscribers(environment).remove(params.subscriberId as string) }),

  patchSubscriber: ({ environment, params, body }) => ({
    status: 200,
    body: environment.patchSubscriber(params.subscriberId as string, body as SubscriberPatch),
  }),

  markSubscriberMessagesLegacy: ({ environment, params, body }) => {
    const { messageId, mark } = body as { messageId: string | string[]; mark: LegacyMark };
    return { status: 201, body: markMessagesLegacy(environment, params.subscriberId as string, messageId, mark) };
  },
};
