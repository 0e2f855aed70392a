import { setOnlineStatus } from '../../domain/subscribers/index.js';
import type { ApiHandlers } from '../context.js';
import { DELETED } from './messages.js';

export const subscriberWriteHandlers: ApiHandlers = {
  bulkCreateSubscribers: ({ environment, body }) => ({
    status: 201,
    body: environment.bulkUpsertSubscribers(body.subscribers),
  }),

  deleteSubscriber: ({ environment, params }) => {
    environment.removeSubscriber(params.subscriberId);
    return { status: 200, body: DELETED };
  },

  deleteSubscriberCredentials: ({ environment, params }) => {
    environment.credentials.remove(params.subscriberId, params.providerId);
    return { status: 204 };
  },

  updateSubscriberOnlineStatus: ({ environment, params, body }) => ({
    status: 200,
    body: setOnlineStatus(environment.subscribers, environment.time.clock, params.subscriberId, body.isOnline),
  }),
};
