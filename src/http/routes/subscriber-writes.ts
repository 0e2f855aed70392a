import { setOnlineStatus } from '../../domain/subscriber-writes.js';
import type { CreateSubscriberInput } from '../../domain/subscribers.js';
import type { OperationHandlers } from '../context.js';
import { DELETED } from './messages.js';

export const subscriberWriteHandlers: OperationHandlers = {
  bulkCreateSubscribers: ({ environment, body }) => ({
    status: 201,
    body: environment.bulkUpsertSubscribers((body as { subscribers: CreateSubscriberInput[] }).subscribers),
  }),

  deleteSubscriber: ({ environment, params }) => {
    environment.removeSubscriber(params.subscriberId as string);
    return { status: 200, body: DELETED };
  },

  deleteSubscriberCredentials: ({ environment, params }) => {
    environment.credentials.remove(params.subscriberId as string, params.providerId as string);
    return { status: 204 };
  },

  updateSubscriberOnlineStatus: ({ environment, params, body }) => ({
    status: 200,
    body: setOnlineStatus(environment.subscribers, environment.time.clock, params.subscriberId as string, (body as { isOnline: boolean }).isOnline),
  }),
};
